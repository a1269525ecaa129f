import { call } from '@portal/api/call';
import { accountProfileEndpoints as e } from '@portal/api/endpoints/account-profile';
import { userEndpoints } from '@portal/api/endpoints/user';
import { PROFILE_PAGE_SIZE } from '@portal/api/rules/account-profile';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the profile page (/user-center, issue 14). Keys are
 * `['account-profile', resource, params]` and carry who reads (`viewerId`, not sent: the server
 * knows from the session) wherever the answer holds the reader's own marks or rights, so signing
 * in or out reads them anew.
 */
export const profileKeys = {
  all: ['account-profile'] as const,
  of: <P extends object>(resource: string, params: P) => ['account-profile', resource, params] as const,
};

/** the header's personal info of a profile (spec 3 Personal info) */
export const profileInfoQuery = (profileUserId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: profileKeys.of('info', { profileUserId, viewerId }),
    queryFn: ({ signal }) => call(userEndpoints.personalInfo, { profileUserId }, { signal }),
  });

/** website, introduction, the reader's follow, which tabs the reader may open, the variant */
export const userHomeQuery = (profileUserId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: profileKeys.of('home', { profileUserId, viewerId }),
    queryFn: ({ signal }) => call(e.home, { profileUserId }, { signal }),
  });

const nextPage = (last: { page: { pageNo: number; totalPage: number } }) =>
  last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined;

export const dynamicsQuery = (profileUserId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('dynamics', { profileUserId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.dynamics, { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const articlesQuery = (
  profileUserId: number,
  type: 'article' | 'case' | undefined,
  viewerId: number | null,
) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('articles', { profileUserId, type, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.articles,
        { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE, ...(type ? { type } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const qaQuery = (
  profileUserId: number,
  kind: 'question' | 'answer' | undefined,
  viewerId: number | null,
) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('qa', { profileUserId, kind, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.qa,
        { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE, ...(kind ? { kind } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** 关注 or 粉丝: people, each with the reader's own follow */
export const peopleQuery = (profileUserId: number, direction: 'follows' | 'fans', viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of(direction, { profileUserId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        direction === 'follows' ? e.follows : e.fans,
        { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const collectionsQuery = (profileUserId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('collections', { profileUserId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.collections, { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** 收藏 of every collect type with a card (courses and departments too) */
export const allCollectionsQuery = (profileUserId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('all-collections', { profileUserId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.allCollections, { profileUserId, pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** the signed-in owner's subscriptions (theirs only) */
export const subscriptionsQuery = (viewerId: number) =>
  infiniteQueryOptions({
    queryKey: profileKeys.of('subscriptions', { viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.subscriptions, { pageNo: pageParam, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** the signed-in owner's home-view settings */
export const homeViewSettingsQuery = (viewerId: number) =>
  queryOptions({
    queryKey: profileKeys.of('home-view-settings', { viewerId }),
    queryFn: ({ signal }) => call(e.homeViewSettings, undefined, { signal }),
  });

export const enterpriseProfileQuery = (profileUserId: number) =>
  queryOptions({
    queryKey: profileKeys.of('enterprise', { profileUserId }),
    queryFn: ({ signal }) => call(e.enterpriseProfile, { profileUserId }, { signal }),
    staleTime: 60_000,
  });

export const administratorProfileQuery = (profileUserId: number) =>
  queryOptions({
    queryKey: profileKeys.of('administrator', { profileUserId }),
    queryFn: ({ signal }) => call(e.administratorProfile, { profileUserId }, { signal }),
    staleTime: 60_000,
  });
