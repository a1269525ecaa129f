import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads every schema's columns and calls
 * `pg_get_serial_sequence`/`has_schema_privilege` on each schema name it saw. When another
 * process drops its schema during that query (parallel test files each migrate and drop a
 * throw-away schema), the query fails with `schema "…" does not exist` — for a schema that is
 * not even ours. The migrator only asks whether its own tables exist, so we answer from the
 * schemas on our search path alone.
 */
class SchemaScopedIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: the introspector sees the database untyped
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace
      where nspname = any (current_schemas(false))`.execute(this.db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      schema: string;
      table: string;
      kind: string;
      column: string | null;
      type: string | null;
      notNull: boolean | null;
      hasDefault: boolean | null;
      autoIncrement: boolean | null;
    }>`
      select n.nspname as schema, c.relname as table, c.relkind as kind,
             a.attname as column, t.typname as type, a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) is not null) as "autoIncrement"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type t on t.oid = a.atttypid
      where c.relkind in ('r', 'v', 'p') and n.nspname = any (current_schemas(false))
      order by n.nspname, c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { table: TableMetadata; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.table.startsWith('kysely_migration')) continue;
      const key = `${row.schema}.${row.table}`;
      let entry = tables.get(key);
      if (!entry) {
        const columns: ColumnMetadata[] = [];
        entry = {
          table: { name: row.table, schema: row.schema, isView: row.kind === 'v', columns },
          columns,
        };
        tables.set(key, entry);
      }
      if (row.column && row.type) {
        entry.columns.push({
          name: row.column,
          dataType: row.type,
          isNullable: !row.notNull,
          hasDefaultValue: Boolean(row.hasDefault),
          isAutoIncrementing: Boolean(row.autoIncrement),
        });
      }
    }
    return [...tables.values()].map((entry) => entry.table);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL dialect whose introspection stays inside the schemas on the search path. */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: matches Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SchemaScopedIntrospector(db);
  }
}
