import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type MigrationProvider, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import { SchemaScopedPostgresDialect } from './schema-scoped-introspector';

export type PortalDb = Kysely<Database>;

export interface DatabaseHandle {
  db: PortalDb;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in, when not the default */
  schema?: string;
  close(): Promise<void>;
}

export type DatabaseConfig =
  /** `image`: the bytes of a database file, opened as an in-memory copy (tests' seeded templates) */
  | { kind: 'sqlite'; file: string; image?: Buffer }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

// int8 (our millisecond timestamps, counts) comes back from pg as strings by default.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = config.image ? new SQLite(config.image) : new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    // each test run (or deployment) may live in its own schema
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: config.schema, close: () => db.destroy() };
}

/**
 * Kysely prepares every query afresh; compiling the same SQL text again costs more than running
 * it for our small reads. Keep the prepared statements by SQL text (better-sqlite3 runs a
 * statement to completion synchronously, so one statement is never used by two queries at once).
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver);
      return (source: string) => {
        let statement = statements.get(source);
        if (!statement) {
          statement = target.prepare(source);
          if (statements.size >= max) statements.delete(statements.keys().next().value as string);
          statements.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/**
 * Applies the migrations not yet applied. The list (`areas/migrations.ts`: names and order fixed
 * forever, bodies calling the areas' table functions) is given by the caller, so `db/` imports no area.
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  migrations: (dialect: Dialect) => MigrationProvider,
): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrations(handle.dialect),
    // without it Kysely looks for its lock table across schemas and finds another schema's
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
