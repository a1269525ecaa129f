import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { type Static, Type } from 'typebox';
import type { HistorySource } from '../rules/account-wallet';

export const CollectBody = Type.Object({
  contentId: Id(),
  type: Type.Union([Type.Literal(COLLECT_TYPES.mpArticle), Type.Literal(COLLECT_TYPES.info)]),
});
export type CollectBody = Static<typeof CollectBody>;
export const CollectResult = Type.Object({ collected: Type.Boolean(), favorites: Type.Integer() });
export type CollectResult = Static<typeof CollectResult>;

export const FollowUserBody = Type.Object({ userId: Id() });
export type FollowUserBody = Static<typeof FollowUserBody>;
export const FollowUserResult = Type.Object({
  followStatus: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  fans: Type.Integer(),
});
export type FollowUserResult = Static<typeof FollowUserResult>;

export const CollectResponse = okResult(CollectResult);
export const FollowUserResponse = okResult(FollowUserResult);

/** Browsing history: `contentSource` names the area ('mp_article', 'info', ...). */
export const HistoryItem = Type.Object({
  id: Type.Integer(),
  contentSource: Type.String(),
  contentId: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  browseTime: Type.Integer(),
});
export type HistoryItem = Static<typeof HistoryItem>;

export const HistoryListQuery = Type.Object({ ...PageQuery });
export type HistoryListQuery = Static<typeof HistoryListQuery>;

/**
 * What a page records (spec 7 saveBrowsingHistory: contentSource, contentId, courseId,
 * playDuration). A course's lecture sends `contentSource: 'ocs_course'`, the lecture as
 * `contentId`, its course as `courseId` and the second watched up to as `playDuration` (the study
 * progress of /myCourses); a course page without a lecture sends the course as `contentId`.
 */
export const SaveHistoryBody = Type.Object({
  contentSource: Type.Union([
    Type.Literal('mp_article'),
    Type.Literal('info'),
    Type.Literal('meeting'),
    Type.Literal('ocs_course'),
    Type.Literal('community_question'),
  ]),
  contentId: Id(),
  courseId: Type.Optional(Type.Union([Id(), Type.Null()])),
  playDuration: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 86_400, description: '已观看到的秒数' }), Type.Null()]),
  ),
  loginUserId: IgnoredUserId(),
});
export type SaveHistoryBody = Static<typeof SaveHistoryBody>;

/** `ids` removes those entries; `all: true` clears the whole history. */
export const DeleteHistoryBody = Type.Object({
  ids: Type.Optional(Type.Array(Id(), { maxItems: 500 })),
  all: Type.Optional(Type.Boolean()),
});
export type DeleteHistoryBody = Static<typeof DeleteHistoryBody>;

export const HistoryListResponse = okList(HistoryItem);
export const SaveHistoryResponse = okResult(HistoryItem);
export const DeleteHistoryResponse = okResult(Type.Object({ deleted: Type.Integer() }));

// the sources the body takes are the rules' (a drift fails to compile)
type SameSources<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sourcesAgree: SameSources<SaveHistoryBody['contentSource'], HistorySource> = true;
void sourcesAgree;
