import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Competitions (spec 3 Competition: id, name, code, status, competitionUrl, coverImage) and their
 * video entries (issue 22). A doctor's entry is a multipart form (fields `competitionId`, `title`,
 * `description`, then the video in `file`), not JSON, so its entry declares no body schema.
 */

const Status = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const CompetitionCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  /** spec 4: 0 未开始, 1 审核中, 2 报名中, 3 已结束 */
  status: Status,
  competitionUrl: Type.String(),
  coverImage: Type.String(),
  description: Type.String(),
  views: Type.Integer(),
  addTime: Type.Integer(),
  /** approved entries */
  entryTotal: Type.Integer(),
});
export type CompetitionCard = Static<typeof CompetitionCard>;

export const CompetitionListQuery = Type.Object({
  status: Type.Optional(Status),
  ...PageQuery,
});
export type CompetitionListQuery = Static<typeof CompetitionListQuery>;
export const CompetitionListResponse = okList(CompetitionCard);

export const CompetitionDetail = Type.Object({
  ...CompetitionCard.properties,
  rules: Type.String(),
  /** when entries may be sent (ms), within status 2; null: no bound */
  entryOpensAt: Type.Union([Type.Integer(), Type.Null()]),
  entryClosesAt: Type.Union([Type.Integer(), Type.Null()]),
  /** status 2 and within the window: a verified doctor may submit now */
  acceptingEntries: Type.Boolean(),
});
export type CompetitionDetail = Static<typeof CompetitionDetail>;
export const CompetitionQuery = Type.Object({ competitionId: Id() });
export type CompetitionQuery = Static<typeof CompetitionQuery>;
export const CompetitionDetailResponse = okResult(CompetitionDetail);

/** An approved entry, as anyone sees it: it plays as the short video `shortVideoId`. */
export const CompetitionEntryCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  duration: Type.Integer(),
  shortVideoId: Type.Integer(),
  author: Type.Object({ id: Type.Integer(), realName: Type.String(), avatarAddress: Type.String() }),
  /** the award of an ended competition ('' when none) */
  award: Type.String(),
  awardRank: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type CompetitionEntryCard = Static<typeof CompetitionEntryCard>;
export const CompetitionEntriesQuery = Type.Object({ competitionId: Id(), ...PageQuery });
export type CompetitionEntriesQuery = Static<typeof CompetitionEntriesQuery>;
export const CompetitionEntriesResponse = okList(CompetitionEntryCard);

const EntryState = Type.Union([
  Type.Literal('transcoding'),
  Type.Literal('failed'),
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

/** The session user's own entry to a competition: its state, the transcode's progress, why not. */
export const MyCompetitionEntry = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  state: EntryState,
  /** 0–100, the transcode's progress */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** why it was rejected or failed; '' otherwise */
  reason: Type.String(),
  /** the playlist its uploader may preview once transcoded; '' before */
  previewUrl: Type.String(),
  shortVideoId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type MyCompetitionEntry = Static<typeof MyCompetitionEntry>;
/** null: the session user has no entry to this competition */
export const MyCompetitionEntryResponse = okResult(Type.Union([MyCompetitionEntry, Type.Null()]));
export const SubmitCompetitionEntryResponse = okResult(MyCompetitionEntry);
