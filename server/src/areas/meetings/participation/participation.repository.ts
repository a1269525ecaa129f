import { randomBytes } from 'node:crypto';
import type {
  CheckinInfo,
  CheckinVerification,
  QuestionAnswer,
  Questionnaire,
  VotePhase,
  VoteTheme,
} from '@portal/api/contract/meeting-participation';
import {
  CHECKIN_FIELDS,
  type CheckinField,
  checkinProblems,
  isCheckinField,
  MEETING_MESSAGES,
  maskedAttendeeName,
  QUESTION_KIND,
  QUESTIONNAIRE_LIMITS,
} from '@portal/api/rules/meetings';
import { sql } from 'kysely';
import { charCount, hasVisibleText, plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/app-error';
import { meetingDateStr } from '../meeting-cards';
import type { MeetingRepository } from '../meetings.repository';

export const PARTICIPATION_ERRORS = {
  noVote: '投票不存在',
  badOption: '选项不存在',
  noQuestionnaire: '本会议暂无问卷',
  unknownItem: '问题不存在',
  repeatedItem: '同一问题只能回答一次',
  badChoice: (title: string) => `请正确回答：${title}`,
  textTooLong: (title: string) => `${title}：不能超过${QUESTIONNAIRE_LIMITS.textMax}个字`,
  notCheckedIn: '您尚未签到',
} as const;

/** bytes of a check-in code: 24 base64url characters, unguessable */
const CHECKIN_CODE_BYTES = 18;

/** a stored answer: the option indexes of a choice item or the text of a text item */
type StoredAnswer = { itemId: number; options: number[] } | { itemId: number; text: string };

interface PhaseRow {
  id: number;
  title: string;
  max_choices: number;
  opens_at: number | string;
  closes_at: number | string;
}

const parseOptions = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** the meeting's check-in fields, in its order (unknown codes left out) */
export const checkinFieldsOf = (codes: string): CheckinField[] => [
  ...new Set(
    codes
      .split(',')
      .map((c) => c.trim())
      .filter(isCheckinField),
  ),
];

/**
 * Votes, questionnaires and check-in of a meeting (issue 11). Every read and write is of one
 * user, the session's: nobody is ever sent another user's ballot, answers or check-in.
 */
export function createParticipationRepository(db: PortalDb, now: () => number, meetings: MeetingRepository) {
  // ---- votes ----

  async function phaseViews(rows: PhaseRow[], viewerId: number | null): Promise<VotePhase[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((p) => p.id);
    const [options, ballots, totals] = await Promise.all([
      db
        .selectFrom('meeting_vote_options')
        .select(['id', 'phase_id', 'label', 'votes'])
        .where('phase_id', 'in', ids)
        .orderBy('phase_id')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      viewerId === null
        ? Promise.resolve([])
        : db
            .selectFrom('meeting_vote_ballots')
            .select(['phase_id', 'option_ids'])
            .where('phase_id', 'in', ids)
            .where('user_id', '=', viewerId)
            .execute(),
      db
        .selectFrom('meeting_vote_ballots')
        .select(['phase_id', (eb) => eb.fn.countAll().as('n')])
        .where('phase_id', 'in', ids)
        .groupBy('phase_id')
        .execute(),
    ]);
    const mine = new Map(ballots.map((b) => [Number(b.phase_id), b.option_ids]));
    const totalOf = new Map(totals.map((c) => [Number(c.phase_id), Number(c.n)]));
    const t = now();
    return rows.map((p) => {
      const opensAt = Number(p.opens_at);
      const closesAt = Number(p.closes_at);
      const ballot = mine.get(p.id);
      const voted = ballot !== undefined;
      // results after voting: only to whoever voted in the phase, or to anyone once it has closed
      const shown = voted || t >= closesAt;
      return {
        id: p.id,
        title: p.title,
        maxChoices: Number(p.max_choices),
        opensAt,
        closesAt,
        open: t >= opensAt && t < closesAt,
        voted,
        myOptionIds: ballot ? ballot.split(',').filter(Boolean).map(Number) : [],
        options: options
          .filter((o) => Number(o.phase_id) === p.id)
          .map((o) => ({ id: o.id, label: o.label, votes: shown ? Number(o.votes) : null })),
        totalVotes: shown ? (totalOf.get(p.id) ?? 0) : null,
      };
    });
  }

  const phaseColumns = [
    'meeting_vote_phases.id',
    'meeting_vote_phases.title',
    'meeting_vote_phases.max_choices',
    'meeting_vote_phases.opens_at',
    'meeting_vote_phases.closes_at',
  ] as const;

  /** a phase of a visible meeting (404 otherwise) */
  async function phaseRow(phaseId: number): Promise<PhaseRow> {
    const row = await db
      .selectFrom('meeting_vote_phases')
      .innerJoin('meeting_vote_themes', 'meeting_vote_themes.id', 'meeting_vote_phases.theme_id')
      .select([...phaseColumns, 'meeting_vote_themes.meeting_id'])
      .where('meeting_vote_phases.id', '=', phaseId)
      .executeTakeFirst();
    if (!row) throw notFound(PARTICIPATION_ERRORS.noVote);
    await meetings.assertVisible(row.meeting_id);
    return row;
  }

  // ---- questionnaires ----

  async function itemsOf(questionnaireId: number) {
    const rows = await db
      .selectFrom('questionnaire_items')
      .select(['id', 'kind', 'title', 'required', 'options'])
      .where('questionnaire_id', '=', questionnaireId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      kind: Number(r.kind),
      title: r.title,
      required: Number(r.required) === 1,
      options: Number(r.kind) === QUESTION_KIND.text ? [] : parseOptions(r.options),
    }));
  }

  const hasSubmitted = async (questionnaireId: number, userId: number) =>
    (await db
      .selectFrom('questionnaire_results')
      .select('user_id')
      .where('questionnaire_id', '=', questionnaireId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;

  /** The answers checked against the items: what to store, in the items' order, or a Chinese 400. */
  function checkAnswers(items: Questionnaire['items'], answers: QuestionAnswer[]): StoredAnswer[] {
    const byItem = new Map<number, QuestionAnswer>();
    const known = new Set(items.map((i) => i.id));
    for (const a of answers) {
      if (!known.has(a.itemId)) throw badRequest(PARTICIPATION_ERRORS.unknownItem);
      if (byItem.has(a.itemId)) throw badRequest(PARTICIPATION_ERRORS.repeatedItem);
      byItem.set(a.itemId, a);
    }
    const stored: StoredAnswer[] = [];
    for (const item of items) {
      const answer = byItem.get(item.id);
      if (item.kind === QUESTION_KIND.text) {
        const text = plainText(answer?.text ?? '');
        if (!hasVisibleText(text)) {
          if (item.required) throw badRequest(MEETING_MESSAGES.requiredItem(item.title));
          continue;
        }
        if (charCount(text) > QUESTIONNAIRE_LIMITS.textMax)
          throw badRequest(PARTICIPATION_ERRORS.textTooLong(item.title));
        stored.push({ itemId: item.id, text });
        continue;
      }
      const chosen = answer?.options ?? [];
      if (chosen.length === 0) {
        if (item.required) throw badRequest(MEETING_MESSAGES.requiredItem(item.title));
        continue;
      }
      const valid = chosen.every((i) => Number.isInteger(i) && i >= 0 && i < item.options.length);
      const distinct = new Set(chosen).size === chosen.length;
      const single = item.kind === QUESTION_KIND.single;
      const multiple = item.kind === QUESTION_KIND.multiple;
      if (!valid || !distinct || (!single && !multiple) || (single && chosen.length !== 1))
        throw badRequest(PARTICIPATION_ERRORS.badChoice(item.title));
      stored.push({ itemId: item.id, options: [...chosen].sort((a, b) => a - b) });
    }
    return stored;
  }

  // ---- check-in ----

  async function checkinView(
    meeting: { id: number; checkin_fields: string },
    viewerId: number | null,
  ): Promise<CheckinInfo> {
    const fields = checkinFieldsOf(meeting.checkin_fields);
    const own =
      viewerId === null
        ? undefined
        : await db
            .selectFrom('meeting_checkins')
            .select(['info', 'code'])
            .where('meeting_id', '=', meeting.id)
            .where('user_id', '=', viewerId)
            .executeTakeFirst();
    let info: Record<string, string> | null = null;
    if (own) {
      try {
        const parsed: unknown = JSON.parse(own.info);
        info = {};
        if (parsed && typeof parsed === 'object')
          for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') info[k] = v;
      } catch {
        info = {};
      }
    }
    return {
      fields: fields.map((code) => ({ code, label: CHECKIN_FIELDS[code].label })),
      checkedIn: own !== undefined,
      checkinCode: own?.code ?? null,
      info,
    };
  }

  return {
    // ---- votes ----

    async themes(meetingId: number): Promise<VoteTheme[]> {
      await meetings.assertVisible(meetingId);
      return db
        .selectFrom('meeting_vote_themes')
        .select(['id', 'title'])
        .where('meeting_id', '=', meetingId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async phases(themeId: number, viewerId: number | null): Promise<VotePhase[]> {
      const theme = await db
        .selectFrom('meeting_vote_themes')
        .select('meeting_id')
        .where('id', '=', themeId)
        .executeTakeFirst();
      if (!theme) throw notFound(PARTICIPATION_ERRORS.noVote);
      await meetings.assertVisible(theme.meeting_id);
      const rows = await db
        .selectFrom('meeting_vote_phases')
        .select(phaseColumns)
        .where('theme_id', '=', themeId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return phaseViews(rows, viewerId);
    },

    /**
     * One ballot of `userId` in the phase: open now, 1..maxChoices distinct options of the phase.
     * The ballot's primary key (phase, user) keeps it to one whatever arrives at once: the ballot
     * and the options' counts are written in one transaction, and a second insert finds the first
     * (PostgreSQL waits for it to commit; SQLite writes one transaction at a time) and writes nothing.
     */
    async vote(phaseId: number, optionIds: number[], userId: number): Promise<VotePhase> {
      const phase = await phaseRow(phaseId);
      const t = now();
      if (t < Number(phase.opens_at) || t >= Number(phase.closes_at))
        throw badRequest(MEETING_MESSAGES.voteClosed);
      const max = Number(phase.max_choices);
      const chosen = [...new Set(optionIds)];
      if (chosen.length !== optionIds.length || chosen.length < 1 || chosen.length > max)
        throw badRequest(MEETING_MESSAGES.voteChoices(max));
      const ofPhase = await db
        .selectFrom('meeting_vote_options')
        .select('id')
        .where('phase_id', '=', phaseId)
        .where('id', 'in', chosen)
        .execute();
      if (ofPhase.length !== chosen.length) throw badRequest(PARTICIPATION_ERRORS.badOption);
      chosen.sort((a, b) => a - b);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('meeting_vote_ballots')
          .values({ phase_id: phaseId, user_id: userId, option_ids: chosen.join(','), created_at: t })
          .onConflict((oc) => oc.columns(['phase_id', 'user_id']).doNothing())
          .returning('phase_id')
          .executeTakeFirst();
        if (!inserted) throw badRequest(MEETING_MESSAGES.voted);
        await trx
          .updateTable('meeting_vote_options')
          .set({ votes: sql`votes + 1` })
          .where('phase_id', '=', phaseId)
          .where('id', 'in', chosen)
          .execute();
      });
      const [view] = await phaseViews([phase], userId);
      return view!;
    },

    // ---- questionnaires ----

    /** the meeting's questionnaire (its first), with whether the reader submitted it; 404 when none */
    async questionnaire(meetingId: number, viewerId: number | null): Promise<Questionnaire> {
      await meetings.assertVisible(meetingId);
      const q = await db
        .selectFrom('questionnaires')
        .select(['id', 'title', 'intro'])
        .where('meeting_id', '=', meetingId)
        .orderBy('id')
        .executeTakeFirst();
      if (!q) throw notFound(PARTICIPATION_ERRORS.noQuestionnaire);
      const [items, submitted] = await Promise.all([
        itemsOf(q.id),
        viewerId === null ? false : hasSubmitted(q.id, viewerId),
      ]);
      return { id: q.id, title: q.title, intro: q.intro, submitted, items };
    },

    /**
     * Stores `userId`'s answers once every item checks out (nothing is written otherwise). One
     * submission per user: the result's primary key (questionnaire, user) refuses a second one,
     * also one sent at the same moment.
     */
    async submit(questionnaireId: number, answers: QuestionAnswer[], userId: number): Promise<void> {
      const q = await db
        .selectFrom('questionnaires')
        .select(['id', 'meeting_id'])
        .where('id', '=', questionnaireId)
        .executeTakeFirst();
      if (!q) throw notFound(PARTICIPATION_ERRORS.noQuestionnaire);
      await meetings.assertVisible(q.meeting_id);
      if (await hasSubmitted(q.id, userId)) throw badRequest(MEETING_MESSAGES.submitted);
      const stored = checkAnswers(await itemsOf(q.id), answers);
      const inserted = await db
        .insertInto('questionnaire_results')
        .values({
          questionnaire_id: q.id,
          user_id: userId,
          answers: JSON.stringify(stored),
          created_at: now(),
        })
        .onConflict((oc) => oc.columns(['questionnaire_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) throw badRequest(MEETING_MESSAGES.submitted);
    },

    // ---- check-in ----

    async checkinInfo(meetingId: number, viewerId: number | null): Promise<CheckinInfo> {
      const meeting = await meetings.assertVisible(meetingId);
      return checkinView(meeting, viewerId);
    },

    /**
     * Checks `userId` in: the meeting's fields only (others dropped), as plain text, checked by
     * `checkinProblems` (the first problem, in the meeting's field order, is the 400). Once per
     * user (primary key (meeting, user)); the code is random and unguessable.
     */
    async checkIn(meetingId: number, input: Record<string, unknown>, userId: number): Promise<CheckinInfo> {
      const meeting = await meetings.assertVisible(meetingId);
      const fields = checkinFieldsOf(meeting.checkin_fields);
      if (fields.length === 0) throw badRequest(MEETING_MESSAGES.noCheckin);
      const mine = () =>
        db
          .selectFrom('meeting_checkins')
          .select('user_id')
          .where('meeting_id', '=', meetingId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
      if (await mine()) throw badRequest(MEETING_MESSAGES.checkedIn);
      const info: Record<string, string> = {};
      for (const field of fields) {
        const raw = Object.hasOwn(input, field) ? input[field] : undefined;
        info[field] = typeof raw === 'string' ? plainText(raw) : typeof raw === 'number' ? String(raw) : '';
      }
      const problems = checkinProblems(fields, info);
      const first = fields.find((f) => problems[f] !== undefined);
      if (first) throw badRequest(problems[first]!);
      const inserted = await db
        .insertInto('meeting_checkins')
        .values({
          meeting_id: meetingId,
          user_id: userId,
          info: JSON.stringify(info),
          code: randomBytes(CHECKIN_CODE_BYTES).toString('base64url'),
          created_at: now(),
        })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) throw badRequest(MEETING_MESSAGES.checkedIn);
      return checkinView(meeting, userId);
    },

    /** the user's own check-in code of a visible meeting; 404 when they have not checked in */
    async ownCheckinCode(meetingId: number, userId: number): Promise<string> {
      await meetings.assertVisible(meetingId);
      const row = await db
        .selectFrom('meeting_checkins')
        .select('code')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound(PARTICIPATION_ERRORS.notCheckedIn);
      return row.code;
    },

    /**
     * What a check-in code proves, for whoever holds it (the attendee, or the staff at the door who
     * scanned it): which meeting, the attendee's masked name and when. Nothing else of what was
     * entered leaves the server; an unknown code, or one of a meeting no longer open, is 404.
     */
    async verifyCheckin(code: string): Promise<CheckinVerification> {
      const row = await db
        .selectFrom('meeting_checkins')
        .innerJoin('users', 'users.id', 'meeting_checkins.user_id')
        .select([
          'meeting_checkins.meeting_id',
          'meeting_checkins.info',
          'meeting_checkins.created_at',
          'users.real_name',
        ])
        .where('meeting_checkins.code', '=', code)
        .executeTakeFirst();
      if (!row) throw notFound(MEETING_MESSAGES.badCheckinCode);
      const meeting = await meetings.assertVisible(row.meeting_id).catch(() => {
        throw notFound(MEETING_MESSAGES.badCheckinCode);
      });
      let entered = '';
      try {
        const info: unknown = JSON.parse(row.info);
        if (info && typeof info === 'object' && 'realName' in info && typeof info.realName === 'string')
          entered = info.realName;
      } catch {
        // a stored row is always JSON; the account's name stands in if not
      }
      return {
        meetingId: meeting.id,
        meetingName: meeting.meeting_name,
        meetingDateStr: meetingDateStr(Number(meeting.start_time), Number(meeting.end_time)),
        attendee: maskedAttendeeName(entered || row.real_name),
        checkedInAt: Number(row.created_at),
      };
    },
  };
}

export type ParticipationRepository = ReturnType<typeof createParticipationRepository>;
