import type { CreateTableBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** An auto-increment integer primary key, spelled the way each database wants it. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
