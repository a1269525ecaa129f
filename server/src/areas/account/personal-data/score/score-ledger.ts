import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import {
  beijingDay,
  levelOf,
  SCORE_RULE_BY_ACTION,
  SCORE_RULES,
  type ScoreAction,
} from '@portal/api/rules/account-score';
import { meetingDetailUrl } from '@portal/api/rules/meeting-calendar';
import type { PortalDb } from '../../../../db/database';

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

export interface ScoreEvent {
  userId: number;
  action: ScoreAction;
  /** the row's id (a check-in: its meeting's) */
  id: number;
  time: number;
  subject: string;
  url: string;
}

export interface LedgerEntry extends ScoreEvent {
  points: number;
}

const SUBJECT_MAX = 40;
const subjectOf = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(one);
  return chars.length > SUBJECT_MAX ? `${chars.slice(0, SUBJECT_MAX).join('')}…` : one;
};
const mpArticleUrl = (id: number) => `/case/detail-ugc?id=${id}`;

/** Every point-earning row, of one user or (for the seed) of everyone. */
export async function readScoreEvents(db: PortalDb, userId?: number): Promise<ScoreEvent[]> {
  const one = userId !== undefined;
  const [articles, questions, answers, comments, checkins, verified] = await Promise.all([
    db
      .selectFrom('mp_articles')
      .select(['id', 'creator_id as user_id', 'title', 'publish_time as time'])
      .where('status', '=', 'published')
      .$if(one, (q) => q.where('creator_id', '=', userId!))
      .execute(),
    db
      .selectFrom('community_questions')
      .select(['id', 'creator_id as user_id', 'title', 'publish_time as time'])
      .where('status', '=', 'published')
      .$if(one, (q) => q.where('creator_id', '=', userId!))
      .execute(),
    db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.creator_id as user_id', 'q.title', 'a.publish_time as time'])
      .where('a.status', '=', 'published')
      .$if(one, (q) => q.where('a.creator_id', '=', userId!))
      .execute(),
    db
      .selectFrom('comments')
      .select(['id', 'user_id', 'text as title', 'created_at as time'])
      .$if(one, (q) => q.where('user_id', '=', userId!))
      .execute(),
    db
      .selectFrom('meeting_checkins as c')
      .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
      .select(['c.meeting_id as id', 'c.user_id', 'm.meeting_name as title', 'c.created_at as time'])
      .$if(one, (q) => q.where('c.user_id', '=', userId!))
      .execute(),
    db
      .selectFrom('identity_verifications')
      .select(['id', 'user_id', 'decided_at as time'])
      .where('status', '=', 'approved')
      .$if(one, (q) => q.where('user_id', '=', userId!))
      .execute(),
  ]);
  const events: ScoreEvent[] = [];
  const add = (
    action: ScoreAction,
    rows: { id: number; user_id: number; title?: string; time: number | null }[],
    url: (id: number) => string,
  ) => {
    for (const r of rows)
      if (r.time !== null)
        events.push({
          userId: r.user_id,
          action,
          id: r.id,
          time: Number(r.time),
          subject: subjectOf(r.title ?? ''),
          url: url(r.id),
        });
  };
  add('article', articles, mpArticleUrl);
  add('question', questions, questionHomeUrl);
  add('answer', answers, answerHomeUrl);
  add('comment', comments, () => '');
  add('checkin', checkins, (id) => meetingDetailUrl(id));
  add(
    'verified',
    verified.map((v) => ({ ...v, title: SCORE_RULE_BY_ACTION.verified.label })),
    () => '',
  );
  return events;
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
