import type { PortalDb } from '../../../../db/database';
import { readScore } from './score-ledger';

/** how long a user's stored level is trusted before it is scored again */
export const LEVEL_REFRESH_MS = 5 * 60_000;
/** users whose last scoring is remembered (the oldest are forgotten first: they are scored again) */
const REMEMBERED = 20_000;

/**
 * Keeps `users.level_number` in step for the personal info (the profile header, and the session
 * package's read on every page load) without scoring on every load.
 *
 * Why here and throttled: points come from rows that many paths write and unwrite (publishing,
 * a moderator's approval or take-down, a comment, a check-in, a verification), so recomputing
 * after "the actions that earn points" would need every one of those paths, and one forgotten
 * would leave a stale level again. Scoring the user whose info is shown, when it is shown, needs
 * none of them; at most once per LEVEL_REFRESH_MS per user and instance, so a page load usually
 * costs one map lookup and at most every 5 minutes a user's few indexed score queries. A level is
 * then at most 5 minutes behind /score (which scores, and stores, on every visit).
 *
 * The memory is per server instance (several instances each score a user at most once per
 * period) and bounded; forgetting a user only means scoring them again.
 */
export function createLevelRefresher(db: PortalDb, now: () => number = Date.now) {
  const scoredAt = new Map<number, number>();
  return {
    /** the user's level: `stored` when scored recently, else scored now (and stored when it changed) */
    async levelOf(userId: number, stored: number): Promise<number> {
      const at = now();
      const last = scoredAt.get(userId);
      if (last !== undefined && at - last < LEVEL_REFRESH_MS && at >= last) return stored;
      // marked before scoring: the page's parallel reads do not score the user twice
      scoredAt.delete(userId);
      scoredAt.set(userId, at);
      if (scoredAt.size > REMEMBERED) scoredAt.delete(scoredAt.keys().next().value as number);
      try {
        return (await readScore(db, userId)).level;
      } catch (error) {
        // not scored after all: the next read tries again
        scoredAt.delete(userId);
        throw error;
      }
    },
  };
}

export type LevelRefresher = ReturnType<typeof createLevelRefresher>;
