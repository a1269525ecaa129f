/** Schemas of the account area's personal-data calls (issue 14): 个人资料、身份认证与积分. */

import { okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { PROFILE_LIMITS } from '@portal/api/rules/account-personal-data';
import { type Static, Type } from 'typebox';

// Bodies cap sizes generously; the server trims, drops markup and checks the real limits with
// the form's Chinese messages (a field over its limit after cleaning is a 400, never a 5xx).
const Text = (max: number) => Type.String({ maxLength: max });

export const OwnProfile = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatar: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  isAuth: Type.Integer(),
  title: Type.String(),
  /** 医院/单位 */
  company: Type.String(),
  department: Type.String(),
  introduction: Type.String(),
  website: Type.String(),
  levelNumber: Type.Integer(),
});
export type OwnProfile = Static<typeof OwnProfile>;

export const VerificationState = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  identity: Type.Integer(),
  certificateUrl: Type.String(),
  badgeUrl: Type.String(),
  /** why it was rejected (the moderator's words); '' otherwise */
  reason: Type.String(),
  submittedAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type VerificationState = Static<typeof VerificationState>;

export const PersonalData = Type.Object({
  profile: OwnProfile,
  /** the latest application; null when none was ever made */
  verification: Type.Union([VerificationState, Type.Null()]),
});
export type PersonalData = Static<typeof PersonalData>;
export const PersonalDataResponse = okResult(PersonalData);

export const SaveProfileBody = Type.Object({
  /** chosen once, by a user who has none yet (the incomplete-profile box sends them here) */
  identity: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  avatar: Text(500),
  realName: Text(200),
  title: Text(100),
  company: Text(PROFILE_LIMITS.companyMax * 4),
  department: Text(PROFILE_LIMITS.departmentMax * 4),
  introduction: Text(PROFILE_LIMITS.introductionMax * 4),
  website: Text(PROFILE_LIMITS.websiteMax * 2),
});
export type SaveProfileBody = Static<typeof SaveProfileBody>;
export const SaveProfileResponse = okResult(PersonalData);

export const SubmitVerificationBody = Type.Object({
  identity: Type.Integer({ minimum: 1, maximum: 7 }),
  /** 执业证: an address our uploads gave this user */
  certificateUrl: Text(500),
  /** 工牌 */
  badgeUrl: Text(500),
});
export type SubmitVerificationBody = Static<typeof SubmitVerificationBody>;
export const SubmitVerificationResponse = okResult(PersonalData);

const ScoreAction = Type.Union([
  Type.Literal('article'),
  Type.Literal('question'),
  Type.Literal('answer'),
  Type.Literal('comment'),
  Type.Literal('checkin'),
  Type.Literal('verified'),
]);

export const ScoreRuleProgress = Type.Object({
  action: ScoreAction,
  /** how many of these today (Beijing) earned points, and the points */
  todayCount: Type.Integer(),
  todayPoints: Type.Integer(),
  /** for a once-ever action: whether it is done */
  done: Type.Boolean(),
});

export const ScoreSummary = Type.Object({
  points: Type.Integer(),
  level: Type.Integer(),
  /** where this level starts, and the next; null at the top */
  levelStart: Type.Integer(),
  nextLevelAt: Type.Union([Type.Integer(), Type.Null()]),
  todayPoints: Type.Integer(),
  rules: Type.Array(ScoreRuleProgress),
});
export type ScoreSummary = Static<typeof ScoreSummary>;
export const ScoreSummaryResponse = okResult(ScoreSummary);

export const ScoreHistoryQuery = Type.Object({ ...PageQuery });
export type ScoreHistoryQuery = Static<typeof ScoreHistoryQuery>;

export const ScoreEntry = Type.Object({
  /** `${action}:${row id}`: stable across reads */
  key: Type.String(),
  action: ScoreAction,
  /** what it was about: the article's or question's title, the comment's opening words */
  subject: Type.String(),
  /** a site path to it, or '' */
  url: Type.String(),
  points: Type.Integer(),
  time: Type.Integer(),
});
export type ScoreEntry = Static<typeof ScoreEntry>;
export const ScoreHistoryResponse = okList(ScoreEntry);
