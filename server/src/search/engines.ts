import type { PortalDb } from '../db/database';
import type { Dialect } from '../db/dialect';
import { createPostgresSearchIndex } from './postgres-search-index';
import type { SearchIndex } from './search-index';
import { createSqliteSearchIndex } from './sqlite-search-index';

/** The database's own engine behind the one `SearchIndex` interface. */
export function createSearchIndex(db: PortalDb, dialect: Dialect): SearchIndex {
  return dialect === 'postgres' ? createPostgresSearchIndex(db) : createSqliteSearchIndex(db);
}
