import { Id, IgnoredUserId, INT_MAX, okEmpty, okList, okResult } from '@portal/api/contract/envelope';
import { CHECKIN_CODE_PATTERN, QUESTIONNAIRE_LIMITS } from '@portal/api/rules/meetings';
import { type Static, Type } from 'typebox';

/**
 * Taking part in a meeting (issue 11): its votes (themes → phases → options, one ballot per user
 * per phase, results after voting), its questionnaire (one submission per user) and its check-in
 * (the fields the meeting requires, once per user, a personal QR code). Who acts and whose data is
 * read is always the session's user: a `userId` in a request is ignored. The personal check-in QR
 * is a PNG, `GET /wapi/meeting/checkinQr.png?meetingId` (not JSON, so not in the table).
 */

// ---- votes ----

export const VoteThemesQuery = Type.Object({ meetingId: Id(), userId: IgnoredUserId() });
export type VoteThemesQuery = Static<typeof VoteThemesQuery>;
export const VoteTheme = Type.Object({ id: Type.Integer(), title: Type.String() });
export type VoteTheme = Static<typeof VoteTheme>;
export const VoteThemesResponse = okList(VoteTheme);

export const VotePhasesQuery = Type.Object({ themeId: Id(), userId: IgnoredUserId() });
export type VotePhasesQuery = Static<typeof VotePhasesQuery>;

export const VoteOption = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** ballots choosing it; null until the reader has voted in the phase or the phase has closed */
  votes: Type.Union([Type.Integer(), Type.Null()]),
});
export type VoteOption = Static<typeof VoteOption>;

export const VotePhase = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** how many options one ballot may choose (1 = single choice) */
  maxChoices: Type.Integer(),
  /** epoch milliseconds */
  opensAt: Type.Integer(),
  closesAt: Type.Integer(),
  /** voting is open now (server time) */
  open: Type.Boolean(),
  /** the reader has voted in this phase */
  voted: Type.Boolean(),
  /** the reader's own choices (empty when they have not voted or are not signed in) */
  myOptionIds: Type.Array(Type.Integer()),
  options: Type.Array(VoteOption),
  /** ballots cast in the phase; null while the counts are hidden (as `votes`) */
  totalVotes: Type.Union([Type.Integer(), Type.Null()]),
});
export type VotePhase = Static<typeof VotePhase>;
export const VotePhasesResponse = okList(VotePhase);

export const VoteBody = Type.Object({
  phaseId: Id(),
  /** 1 to the phase's maxChoices distinct options of the phase (checked by the server) */
  optionIds: Type.Array(Type.Integer({ minimum: 1, maximum: INT_MAX }), { maxItems: 100 }),
  userId: IgnoredUserId(),
});
export type VoteBody = Static<typeof VoteBody>;
/** the phase after the ballot, with its results */
export const VoteResponse = okResult(VotePhase);

// ---- questionnaire ----

export const QuestionnaireQuery = Type.Object({ meetingId: Id(), userId: IgnoredUserId() });
export type QuestionnaireQuery = Static<typeof QuestionnaireQuery>;

export const QuestionItem = Type.Object({
  id: Type.Integer(),
  /** 1 single choice, 2 multiple choice, 3 text (QUESTION_KIND) */
  kind: Type.Integer(),
  title: Type.String(),
  required: Type.Boolean(),
  /** the choices of a choice item (answered by index); empty for a text item */
  options: Type.Array(Type.String()),
});
export type QuestionItem = Static<typeof QuestionItem>;

export const Questionnaire = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  /** the reader has submitted it already */
  submitted: Type.Boolean(),
  items: Type.Array(QuestionItem),
});
export type Questionnaire = Static<typeof Questionnaire>;
export const QuestionnaireResponse = okResult(Questionnaire);

export const QuestionAnswer = Type.Object({
  itemId: Id(),
  /** indexes into the item's options (choice items) */
  options: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 1_000 }), { maxItems: 100 })),
  /** the answer of a text item; the QUESTIONNAIRE_LIMITS.textMax rule is checked on the plain text */
  text: Type.Optional(Type.String({ maxLength: QUESTIONNAIRE_LIMITS.textMax * 4 })),
});
export type QuestionAnswer = Static<typeof QuestionAnswer>;

export const SaveAnswersBody = Type.Object({
  questionnaireId: Id(),
  answers: Type.Array(QuestionAnswer, { maxItems: 200 }),
  userId: IgnoredUserId(),
});
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;
export const SaveAnswersResponse = okEmpty;

// ---- check-in ----

export const CheckinInfoQuery = Type.Object({ meetingId: Id(), userId: IgnoredUserId() });
export type CheckinInfoQuery = Static<typeof CheckinInfoQuery>;

export const CheckinFieldInfo = Type.Object({
  /** a code of CHECKIN_FIELDS (realName, mobile, hospital, …) */
  code: Type.String(),
  label: Type.String(),
});
export type CheckinFieldInfo = Static<typeof CheckinFieldInfo>;

export const CheckinInfo = Type.Object({
  /** what the meeting asks for, in its order; empty when it needs no check-in */
  fields: Type.Array(CheckinFieldInfo),
  /** the reader has checked in */
  checkedIn: Type.Boolean(),
  /** the reader's own check-in code (what their check-in QR carries); null when not checked in */
  checkinCode: Type.Union([Type.String(), Type.Null()]),
  /** what the reader entered, by field code; null when not checked in */
  info: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
});
export type CheckinInfo = Static<typeof CheckinInfo>;
export const CheckinInfoResponse = okResult(CheckinInfo);

export const SaveCheckinBody = Type.Object({
  meetingId: Id(),
  /** field code → value; fields the meeting does not ask for are dropped */
  info: Type.Record(Type.String({ maxLength: 50 }), Type.Unknown(), { maxProperties: 50 }),
  userId: IgnoredUserId(),
});
export type SaveCheckinBody = Static<typeof SaveCheckinBody>;
export const SaveCheckinResponse = okResult(CheckinInfo);

export const CheckinQrQuery = Type.Object({ meetingId: Id() });
export type CheckinQrQuery = Static<typeof CheckinQrQuery>;

/** the code a check-in QR carries, as the verification page reads it from its address */
export const CheckinVerifyQuery = Type.Object({
  code: Type.String({ pattern: CHECKIN_CODE_PATTERN, maxLength: 64 }),
});
export type CheckinVerifyQuery = Static<typeof CheckinVerifyQuery>;

/** a valid check-in as the door staff see it: the meeting, the attendee's masked name, when */
export const CheckinVerification = Type.Object({
  meetingId: Type.Integer(),
  meetingName: Type.String(),
  meetingDateStr: Type.String(),
  /** maskedAttendeeName of the name entered at check-in (or the account's) */
  attendee: Type.String(),
  /** epoch milliseconds */
  checkedInAt: Type.Integer(),
});
export type CheckinVerification = Static<typeof CheckinVerification>;
export const CheckinVerifyResponse = okResult(CheckinVerification);
