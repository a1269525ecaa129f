import type { PortalDb } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';

type Db = PortalDb;

/** how long a feed page is served from memory (as the news list: counters may lag by this) */
export const FEED_CACHE_MS = 5_000;

/**
 * One feed cache per database, shared by every repository of it in this process, so a write here
 * (a question asked or edited, an answer published or approved) empties it at once: the asker sees
 * their question on the next read. Other server instances see it within FEED_CACHE_MS.
 */
const feedCaches = new WeakMap<Db, TtlCache<unknown>>();
/** every cache, for a write that only holds a transaction (a moderator's approval) */
const allFeedCaches = new Set<TtlCache<unknown>>();
export const feedCacheOf = (db: Db) => {
  let cache = feedCaches.get(db);
  if (!cache) {
    cache = new TtlCache<unknown>(FEED_CACHE_MS, 500);
    feedCaches.set(db, cache);
    allFeedCaches.add(cache);
  }
  return cache;
};

/**
 * Empties this process's cached feed pages of `db` after a write that adds to or changes a feed;
 * without `db`, of every database (a transaction's writer does not hold the database itself).
 */
export function forgetCommunityFeeds(db?: Db): void {
  if (db) feedCaches.get(db)?.clear();
  else for (const cache of allFeedCaches) cache.clear();
}
