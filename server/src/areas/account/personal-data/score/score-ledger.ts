import {
  beijingDay,
  levelOf,
  SCORE_RULE_BY_ACTION,
  SCORE_RULES,
  type ScoreAction,
} from '@portal/api/rules/account-score';
import type { PortalDb } from '../../../../db/database';
import type { ScoreEvent } from '../../../../readers/readers';
import { readers } from '../../../../readers/registry';

/**
 * Points are read from what the user did, not kept in a ledger table of their own.
 *
 * Why: every action that earns points is already a row with its author and time (a published
 * article or case, question or answer, a comment, a meeting check-in, an approved verification).
 * Reading the ledger from those rows, with the per-day caps applied in time order, gives the same
 * answer every time and can never disagree with the content: nothing has to be written in the
 * transaction of every area's publish path (which a ledger table would need, and one forgotten
 * path would leave it wrong), content that is taken down or unpublished stops counting by itself,
 * and changing a rule re-scores everyone consistently. The cost is reading a user's rows on each
 * visit, a few indexed queries per page; no per-user history is long enough to matter.
 *
 * What is not counted, because the database keeps no dated record of it: likes received
 * (`content_diggs` has no time) and daily sign-ins (a session row is deleted at sign-out).
 */

export type { ScoreEvent } from '../../../../readers/readers';

export interface LedgerEntry extends ScoreEvent {
  points: number;
}

const SUBJECT_MAX = 40;
const subjectOf = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(one);
  return chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX).join('')}…` : one;
};

/**
 * Every point-earning row, of one user or (for the seed) of everyone: what the areas published and
 * the check-ins (each area's `scoreEvents` reader), comments (the comments mechanism's rows) and an
 * approved verification (this area's).
 */
export async function readScoreEvents(db: PortalDb, userId?: number): Promise<ScoreEvent[]> {
  const one = userId !== undefined;
  const [areas, comments, verified] = await Promise.all([
    Promise.all(readers().scoreEvents.map((read) => read(db, userId))),
    db
      .selectFrom('comments')
      .select(['id', 'user_id', 'text as title', 'created_at as time'])
      .$if(one, (q) => q.where('user_id', '=', userId!))
      .execute(),
    db
      .selectFrom('identity_verifications')
      .select(['id', 'user_id', 'decided_at as time'])
      .where('status', '=', 'approved')
      .$if(one, (q) => q.where('user_id', '=', userId!))
      .execute(),
  ]);
  const own = (
    action: ScoreAction,
    rows: { id: number; user_id: number; title: string; time: number | null }[],
  ) =>
    rows.flatMap((r) =>
      r.time === null
        ? []
        : [{ userId: r.user_id, action, id: r.id, time: Number(r.time), subject: r.title, url: '' }],
    );
  return [
    ...areas.flat(),
    ...own('comment', comments),
    ...own(
      'verified',
      verified.map((v) => ({ ...v, title: SCORE_RULE_BY_ACTION.verified.label })),
    ),
  ].map((e) => ({ ...e, subject: subjectOf(e.subject) }));
}

/**
 * One user's ledger, oldest first: each event with the points it earned. The daily caps count in
 * time order within a Beijing day (the first three articles of a day earn, the fourth does not); a
 * once-ever action earns the first time only. Events that earned nothing are left out.
 */
export function buildLedger(events: readonly ScoreEvent[]): LedgerEntry[] {
  const ordered = [...events].sort(
    (a, b) => a.time - b.time || a.action.localeCompare(b.action) || a.id - b.id,
  );
  const used = new Map<string, number>();
  const entries: LedgerEntry[] = [];
  for (const event of ordered) {
    const rule = SCORE_RULE_BY_ACTION[event.action];
    const bucket = rule.dailyCap === null ? event.action : `${event.action}:${beijingDay(event.time)}`;
    const count = used.get(bucket) ?? 0;
    const cap = rule.dailyCap ?? 1;
    if (count >= cap) continue;
    used.set(bucket, count + 1);
    entries.push({ ...event, points: rule.points });
  }
  return entries;
}

export interface ScoreState {
  ledger: LedgerEntry[];
  points: number;
  level: number;
}

export function scoreOf(events: readonly ScoreEvent[]): ScoreState {
  const ledger = buildLedger(events);
  const points = ledger.reduce((sum, e) => sum + e.points, 0);
  return { ledger, points, level: levelOf(points) };
}

/** Today's progress (Beijing day of `now`) on each rule. */
export function todayProgress(ledger: readonly LedgerEntry[], now: number) {
  const today = beijingDay(now);
  return SCORE_RULES.map((rule) => {
    const mine = ledger.filter((e) => e.action === rule.action);
    const todays = mine.filter((e) => beijingDay(e.time) === today);
    return {
      action: rule.action,
      todayCount: todays.length,
      todayPoints: todays.reduce((sum, e) => sum + e.points, 0),
      done: rule.dailyCap === null && mine.length > 0,
    };
  });
}

/**
 * Writes the level into `users.level_number` when it changed, so the profile header and the
 * personal info (which read the column) show what /score computes.
 */
export async function syncLevel(db: PortalDb, userId: number, level: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ level_number: level })
    .where('id', '=', userId)
    .where('level_number', '<>', level)
    .execute();
}

/** One user's score, read now, with their stored level brought in step. */
export async function readScore(db: PortalDb, userId: number): Promise<ScoreState> {
  const state = scoreOf(await readScoreEvents(db, userId));
  await syncLevel(db, userId, state.level);
  return state;
}
