import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityInvitationEndpoints as invitations } from '@portal/api/endpoints/community-invitations';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { reviewEndpoints as reviews } from '@portal/api/endpoints/reviews';
import { firstPageQuery, firstQuery, queryFromFirst } from '@portal/api/first-data';
import { COMMUNITY_LIMITS, type FeedOrder, INVITE_LIMITS } from '@portal/api/rules/community';
import { REVIEW_LIMITS } from '@portal/api/rules/reviews';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the community (issue 13). Keys are `['community', resource, params]` and carry
 * who reads (`viewerId`, not sent: the server knows from the session) where the answer holds the
 * reader's own marks (follows, likes), so signing in or out reads them anew.
 */
export const communityKeys = {
  all: ['community'] as const,
  of: <P extends object>(resource: string, params: P) => ['community', resource, params] as const,
};

export interface FeedScope {
  topicId?: number;
  circleId?: number;
  activityId?: number;
  order: FeedOrder;
}

/** a feed's first page: the community home's first data (`@portal/api/pages/community`) */
export const feedFirst = (scope: FeedScope, viewerId: number | null) =>
  firstPageQuery(
    communityKeys.of('feed', { ...scope, viewerId }),
    e.feed,
    { ...scope, pageNo: 1, pageSize: COMMUNITY_LIMITS.feedPageSize },
    1,
  );

/** the feed (home, a topic's, a circle's), a page at a time as the reader scrolls */
export const feedQuery = (scope: FeedScope, viewerId: number | null) => {
  const first = feedFirst(scope, viewerId);
  return infiniteQueryOptions({
    queryKey: first.queryKey,
    queryFn: ({ pageParam, signal }) => call(e.feed, { ...first.input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
    staleTime: 30_000,
  });
};

// the pages' own items (and the question's first answers) are also their first data
// (`@portal/api/pages/community`): one pairing of key and call, which the server answers into the
// page and the screen reads. The key's reader is whom the server answered the page for, which the
// screen reads while the session check runs (`useViewerId`, `@portal/session/hooks`).
export const questionFirst = (id: number, viewerId: number | null) =>
  firstQuery(communityKeys.of('question', { id, viewerId }), e.question, { id });
export const questionQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(questionFirst(id, viewerId));

/** a question's first page of answers */
export const answersFirst = (questionId: number, order: FeedOrder, viewerId: number | null) =>
  firstPageQuery(
    communityKeys.of('answers', { questionId, order, viewerId }),
    e.answers,
    { questionId, order, pageNo: 1, pageSize: COMMUNITY_LIMITS.answersPageSize },
    1,
  );
export const answersQuery = (questionId: number, order: FeedOrder, viewerId: number | null) => {
  const first = answersFirst(questionId, order, viewerId);
  return infiniteQueryOptions({
    queryKey: first.queryKey,
    queryFn: ({ pageParam, signal }) => call(e.answers, { ...first.input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });
};

/** the comment system's cache of an answer's comments (its pages under this key) */
export const answerCommentsKey = (qaId: number) => communityKeys.of('answer-comments', { qaId });

export const answerFirst = (id: number, viewerId: number | null) =>
  firstQuery(communityKeys.of('answer', { id, viewerId }), e.answer, { id });
export const answerQuery = (id: number, viewerId: number | null) => queryFromFirst(answerFirst(id, viewerId));

export const topicFirst = (id: number, viewerId: number | null) =>
  firstQuery(communityKeys.of('topic', { id, viewerId }), e.topic, { id });
export const topicQuery = (id: number, viewerId: number | null) => queryFromFirst(topicFirst(id, viewerId));

export const hotTopicsQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: communityKeys.of('hot-topics', { viewerId }),
    queryFn: ({ signal }) => call(e.hotTopics, { limit: COMMUNITY_LIMITS.hotTopics }, { signal }),
    staleTime: 5 * 60_000,
  });

export const circleFirst = (id: number, viewerId: number | null) =>
  firstQuery(communityKeys.of('circle', { id, viewerId }), e.circle, { id });
export const circleQuery = (id: number, viewerId: number | null) => queryFromFirst(circleFirst(id, viewerId));

export const circlesQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: communityKeys.of('circles', { viewerId }),
    queryFn: ({ signal }) => call(e.circles, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** the answer button's gates for the signed-in reader (always asked anew: a draft sent changes it) */
export const answerAbilityQuery = (questionId: number, viewerId: number) =>
  queryOptions({
    queryKey: communityKeys.of('answer-ability', { questionId, viewerId }),
    queryFn: ({ signal }) => call(w.answerAbility, { questionId }, { signal }),
    staleTime: 0,
  });

/** the reader's draft of an answer to the question */
export const answerDraftQuery = (questionId: number, viewerId: number) =>
  queryOptions({
    queryKey: communityKeys.of('answer-draft', { questionId, viewerId }),
    queryFn: ({ signal }) => call(w.draft, { questionId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** the moderators' queue, oldest first, a page at a time (`contentType`: one kind, or all) */
export const pendingReviewsQuery = (contentType: string | null, viewerId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.of('reviews', { contentType, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        reviews.pending,
        { ...(contentType ? { contentType } : {}), pageNo: pageParam, pageSize: REVIEW_LIMITS.pageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
    staleTime: 0,
  });

/** doctors to invite to answer the question: suggested, or found by name */
export const inviteCandidatesQuery = (questionId: number, keywords: string, viewerId: number) =>
  queryOptions({
    queryKey: communityKeys.of('invite-candidates', { questionId, keywords, viewerId }),
    queryFn: ({ signal }) =>
      call(invitations.candidates, { questionId, ...(keywords ? { keywords } : {}) }, { signal }),
    staleTime: 0,
  });

/** the answer list: the reader's invitations, or questions waiting for a first answer */
export const answerListQuery = (tab: 'invited' | 'waiting', viewerId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.of('answer-list', { tab, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        invitations.answerList,
        { tab, pageNo: pageParam, pageSize: INVITE_LIMITS.answerListPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });
