import { call } from '@portal/api/call';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { infiniteQueryOptions, queryOptions } from '@portal/query';
import type { ArticleListQuery } from '../contract/article';
import type { ChannelMeetingsQuery, DailyRecommendationsQuery } from '../contract/channel';
import type { CompileListQuery, GuideListQuery, InterpretingVideoListQuery } from '../contract/guidance';
import type { InfoListQuery } from '../contract/info';
import type { ElabListQuery } from '../contract/panoramic';
import type { CommunityType } from '../contract/sidebar';
import type { ColumnItemsQuery, ColumnType, HonorArticleType } from '../contract/weeklies-columns';
import type { SidebarContentType } from '../rules/sidebar';

/**
 * Query options of the content area's calls (news, articles, cases, guides, columns, the detail
 * pages' side cards), beside the calls. Every key is `['content', resource, params]`, so a change
 * (a follow, a subscription) reaches every entry of a resource by its prefix. Each call gets the
 * query's `signal`: a new id, filter or page aborts the request in flight.
 */
/** the subspecialty tree changes rarely */
const TREE_FRESH_MS = 5 * 60_000;

type SidebarParams = { id: number; type: SidebarContentType };
type HonorParams = { articleId: number; articleType: HonorArticleType };
type FlowParams = { channelId: number; pageSize: number; nodeId?: number };

export const contentKeys = {
  all: ['content'] as const,
  /** every entry of one resource, whatever its params */
  resource: (resource: string) => ['content', resource] as const,
  detail: (resource: string, id: number) => ['content', resource, { id }] as const,
  list: <P extends object>(resource: string, params: P) => ['content', resource, params] as const,
};

// details: 400 / 404 are "not found" to the page, so they are never asked twice
const detail = <T>(resource: string, id: number, call: (id: number, signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: contentKeys.detail(resource, id),
    queryFn: ({ signal }) => call(id, signal),
  });

// the pages' own items are also their first data (`@portal/api/pages/content`): one pairing of key
// and call, which the server answers into the page and the screen reads
export const articleDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('article-detail', id), articleEndpoints.detail, { articleId: id });
export const infoDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('info-detail', id), infoEndpoints.detail, { id });
export const articleDetailQuery = (id: number) => queryFromFirst(articleDetailFirst(id));
export const infoDetailQuery = (id: number) => queryFromFirst(infoDetailFirst(id));
export const guideDetailQuery = (id: number) =>
  detail('guide-detail', id, (i, signal) => call(guidanceEndpoints.detail, { id: i }, { signal }));
export const interpretingVideoDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('interpreting-video-detail', id), guidanceEndpoints.videoDetail, { id });
export const interpretingVideoDetailQuery = (id: number) => queryFromFirst(interpretingVideoDetailFirst(id));
export const elabCaseDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('elab-case-detail', id), panoramicEndpoints.caseDetail, { id });
export const elabCaseDetailQuery = (id: number) => queryFromFirst(elabCaseDetailFirst(id));
export const elabColumnDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('elab-column-detail', id), panoramicEndpoints.columnDetail, { id });
export const elabColumnDetailQuery = (id: number) => queryFromFirst(elabColumnDetailFirst(id));
export const weeklyDetailFirst = (id: number) =>
  firstQuery(contentKeys.detail('weekly-detail', id), weekliesColumnsEndpoints.weeklyDetail, {
    weeklyId: id,
  });
export const weeklyDetailQuery = (id: number) => queryFromFirst(weeklyDetailFirst(id));
export const columnDetailFirst = (id: number, type?: ColumnType) => {
  const query = { id, ...(type ? { type } : {}) };
  return firstQuery(contentKeys.list('column-detail', query), weekliesColumnsEndpoints.columnDetail, query);
};
export const columnDetailQuery = (id: number, type?: ColumnType) =>
  queryFromFirst(columnDetailFirst(id, type));
/** a column's items, a page at a time (`?page=`) */
export const COLUMN_PAGE_SIZE = 10;
export const columnItemsFirst = (query: ColumnItemsQuery) =>
  firstQuery(contentKeys.list('column-items', query), weekliesColumnsEndpoints.columnItems, query);

export const relatedArticlesQuery = (id: number) =>
  detail('related-articles', id, (articleId, signal) =>
    call(articleEndpoints.related, { articleId, count: 4, type: 'ugc' }, { signal }),
  );
export const relatedInfoQuery = (id: number) =>
  detail('related-info', id, (articleId, signal) =>
    call(infoEndpoints.related, { articleId, count: 4 }, { signal }),
  );

// lists: one page each
export const articleListQuery = (query: ArticleListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('article-list', query),
    queryFn: ({ signal }) => call(articleEndpoints.list, query, { signal }),
  });
export const infoListFirst = (query: InfoListQuery) =>
  firstQuery(contentKeys.list('info-list', query), infoEndpoints.list, query);
export const infoListQuery = (query: InfoListQuery) => queryOptions(queryFromFirst(infoListFirst(query)));

/** How many of the latest news items the home page shows (its news widget, `content/widgets/NewsFeed`). */
export const NEWS_FEED_SIZE = 6;
/**
 * The home page's news: the first page of the latest items, in the home page's first data
 * (`@portal/api/pages/home`). The same key as the news list's page 1 at this size, default order.
 */
export const newsFeedFirst = () => infoListFirst({ pageNo: 1, pageSize: NEWS_FEED_SIZE });
export const newsFeedQuery = () => infoListQuery(newsFeedFirst().input);
export const subspecialtiesQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('subspecialties', {}),
    queryFn: ({ signal }) => call(infoEndpoints.subspecialties, undefined, { signal }),
    staleTime: TREE_FRESH_MS,
  });
export const guideListQuery = (query: GuideListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('guide-list', query),
    queryFn: ({ signal }) => call(guidanceEndpoints.list, query, { signal }),
  });
export const interpretingVideoListQuery = (query: InterpretingVideoListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('interpreting-video-list', query),
    queryFn: ({ signal }) => call(guidanceEndpoints.videoList, query, { signal }),
  });
export const compileListQuery = (query: CompileListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('compile-list', query),
    queryFn: ({ signal }) => call(guidanceEndpoints.compileList, query, { signal }),
  });
export const elabClassificationsQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('elab-classifications', {}),
    queryFn: ({ signal }) => call(panoramicEndpoints.classifications, undefined, { signal }),
  });
export const elabColumnListQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('elab-column-list', {}),
    queryFn: ({ signal }) => call(panoramicEndpoints.columnList, undefined, { signal }),
  });
export const elabCaseListQuery = (query: ElabListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('elab-case-list', query),
    queryFn: ({ signal }) => call(panoramicEndpoints.caseList, query, { signal }),
  });
export const columnItemsQuery = (query: ColumnItemsQuery) => queryFromFirst(columnItemsFirst(query));

// the channel home
export const channelNodesQuery = (channelId: number) =>
  queryOptions({
    queryKey: contentKeys.list('channel-nodes', { channelId }),
    queryFn: ({ signal }) => call(channelEndpoints.nodes, { channelId }, { signal }),
  });
export const channelMeetingsQuery = (query: ChannelMeetingsQuery) =>
  queryOptions({
    queryKey: contentKeys.list('channel-meetings', query),
    queryFn: ({ signal }) => call(channelEndpoints.meetings, query, { signal }),
  });
export const hotChannelsQuery = (limit: number) =>
  queryOptions({
    queryKey: contentKeys.list('hot-channels', { limit }),
    queryFn: ({ signal }) => call(channelEndpoints.hotChannels, { limit }, { signal }),
  });
/**
 * Page after page by the server's cursor: items published while reading neither repeat nor go
 * missing. The flow's envelope has no `result`, so `call` answers it whole, `nextCursor` included.
 */
export const informationFlowQuery = (params: FlowParams) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list('information-flow', params),
    queryFn: ({ signal, pageParam }) =>
      call(
        channelEndpoints.informationFlow,
        {
          channelId: params.channelId,
          pageSize: params.pageSize,
          ...(params.nodeId ? { nodeId: params.nodeId } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
/** asked once per article page a day: never refetched from the cache (the dialog marks the day) */
export const dailyRecommendationsQuery = (query: DailyRecommendationsQuery) =>
  queryOptions({
    queryKey: contentKeys.list('daily-recommendations', query),
    queryFn: ({ signal }) => call(channelEndpoints.dailyRecommendations, query, { signal }),
    retry: false,
    gcTime: 0,
  });

// an article page's side cards
export const sidebarKeywordsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-keywords', { id, type }),
    queryFn: async ({ signal }) => (await call(sidebarEndpoints.keywords, { id, type }, { signal })).list,
  });
export const sidebarMiniToolsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-mini-tools', { id, type }),
    queryFn: async ({ signal }) => (await call(sidebarEndpoints.miniTools, { id, type }, { signal })).list,
  });
export const sidebarCommunityQuery = ({ id, type }: SidebarParams, communityType: CommunityType) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-community', { id, type, communityType }),
    queryFn: async ({ signal }) =>
      (
        await call(
          sidebarEndpoints.community,
          { articleId: id, articleType: type, communityType },
          { signal },
        )
      ).list,
  });
export const sidebarProductsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-products', { id, type }),
    queryFn: async ({ signal }) => (await call(sidebarEndpoints.products, { id, type }, { signal })).list,
  });
export const sidebarSubspecialtiesQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-subspecialties', { id, type }),
    queryFn: async ({ signal }) =>
      (await call(sidebarEndpoints.subspecialties, { id, type }, { signal })).list,
  });
/** the subscribe flags belong to the session user (`viewer`): signing in or out asks again */
export const sidebarActivitiesQuery = ({ id, type }: SidebarParams, viewer: number | null) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-activities', { id, type, viewer }),
    queryFn: async ({ signal }) =>
      (await call(sidebarEndpoints.activities, { articleId: id, articleType: type }, { signal })).list,
  });
export const articleSpecialsQuery = (query: { articleId: number; type: SidebarContentType }) =>
  queryOptions({
    queryKey: contentKeys.list('article-specials', query),
    queryFn: ({ signal }) => call(weekliesColumnsEndpoints.articleSpecials, query, { signal }),
  });
export const honorInfoQuery = (query: HonorParams) =>
  queryOptions({
    queryKey: contentKeys.list('honor-info', query),
    queryFn: ({ signal }) => call(weekliesColumnsEndpoints.honorInfo, query, { signal }),
  });
/**
 * The follow flags belong to the session user (`viewer`): signing in or out asks again. 换一批 back
 * to a page shows it from the cache at once and asks again (`staleTime: 0`): collectors and their
 * follow flags change while the page is read.
 */
export const collectorsQuery = (
  query: HonorParams & { pageNo: number; pageSize: number },
  viewer: number | null,
) =>
  queryOptions({
    queryKey: contentKeys.list('collectors', { ...query, viewer }),
    queryFn: ({ signal }) => call(weekliesColumnsEndpoints.collectors, query, { signal }),
    staleTime: 0,
  });
