import { sql } from 'kysely';
import type { DatabaseHandle, PortalDb } from '../db/database';
import { createTestDatabase, type SeedPreset } from './test-database';

/** Reading back what a seeder wrote, for the area seeders' tests. */

export async function countRows(db: PortalDb, table: string): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.n);
}

/** rows per key, from a list of keys */
export function tally(keys: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const k of keys) map.set(k, (map.get(k) ?? 0) + 1);
  return map;
}

/** every row of the table as JSON, sorted: equal dumps, equal contents */
export async function dumpRows(db: PortalDb, table: string): Promise<string[]> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.rows.map((r) => JSON.stringify(r)).sort();
}

/**
 * A database seeded with `preset` for the tests of one file (a copy of the seed's template): made
 * before them, closed after; the function answers it inside a test.
 */
export function seededDatabase(preset: SeedPreset): () => PortalDb {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: preset });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('the seeded database is made before the tests');
    return handle.db;
  };
}
