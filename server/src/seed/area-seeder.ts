import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import type { Feeder } from '../search/feeder';

export interface AreaSeedContext {
  /** the moment the data is "as of", in ms (dates spread backwards from it) */
  now: number;
  /** the run's seed; each area derives its own random stream from it */
  seed: number;
  /** every area's searchable types, in the index's order (the search index is built last) */
  feeders: readonly Feeder[];
  /**
   * the seed's size, which an area's amounts follow: 1 is the 2,000 news items of scale 1
   * (`newsScale`); the composition measures it on the database, which may be an older seed's
   */
  scale: number;
}

/**
 * Seeds one later area's tables from what is already in the database (users, subspecialties,
 * info and mp articles), so it works both inside the first seed and on a database seeded before
 * the area existed.
 */
export interface AreaSeeder {
  name: string;
  /** every table it fills; the area runs only when all of them are empty */
  tables: readonly (keyof Database & string)[];
  /** the tables among them with a serial `id` whose PostgreSQL sequence must move past seeded ids */
  sequenceTables: readonly (keyof Database & string)[];
  seed(db: PortalDb, context: AreaSeedContext): Promise<void>;
}

const ROWS_PER_STATEMENT = 200;

/** inserts rows a statement of at most 200 at a time, in order */
export async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

/** a generated cover (media/svg-art) with its title drawn on it */
export const coverUrl = (key: string, title: string) =>
  `/media/cover/${key}.svg?title=${encodeURIComponent(title)}`;

async function isEmpty(db: PortalDb, table: string): Promise<boolean> {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/**
 * Runs every area whose tables are all empty, in the order given (`AREA_SEEDERS` of
 * `areas/index.ts`); returns the sequence tables of the areas that ran.
 */
export async function seedAreasIfEmpty(
  db: PortalDb,
  seeders: readonly AreaSeeder[],
  context: AreaSeedContext,
): Promise<string[]> {
  const filled: string[] = [];
  for (const area of seeders) {
    if (area.tables.length === 0) continue;
    let empty = true;
    for (const table of area.tables) empty &&= await isEmpty(db, table);
    if (!empty) continue;
    await area.seed(db, context);
    filled.push(...area.sequenceTables);
  }
  return filled;
}
