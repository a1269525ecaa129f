import { call } from '@portal/api/call';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ArticleListQuery } from '../contract/article';
import type { ChannelMeetingsQuery, DailyRecommendationsQuery } from '../contract/channel';
import type { CompileListQuery, GuideListQuery, InterpretingVideoListQuery } from '../contract/guidance';
import type { InfoListQuery } from '../contract/info';
import type { ElabListQuery } from '../contract/panoramic';
import type { CommunityType } from '../contract/sidebar';
import type { ColumnType, HonorArticleType } from '../contract/weeklies-columns';
import type { SidebarContentType } from '../paths/sidebar';

/**
 * Query options of the content area's calls (news, articles, cases, guides, columns, the detail
 * pages' side cards), beside the calls. Every key is `['content', resource, params]`, so a change
 * (a follow, a subscription) reaches every entry of a resource by its prefix. Each call gets the
 * query's `signal`: a new id, filter or page aborts the request in flight.
 */
const channel = () => import('@portal/api/calls/channel');
const guidance = () => import('@portal/api/calls/guidance');
const panoramic = () => import('@portal/api/calls/panoramic');
const sidebar = () => import('@portal/api/calls/sidebar');
const columns = () => import('@portal/api/calls/weeklies-columns');

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

export const articleDetailQuery = (id: number) =>
  detail('article-detail', id, (articleId, signal) =>
    call(articleEndpoints.detail, { articleId }, { signal }),
  );
export const infoDetailQuery = (id: number) =>
  detail('info-detail', id, (i, signal) => call(infoEndpoints.detail, { id: i }, { signal }));
export const guideDetailQuery = (id: number) =>
  detail('guide-detail', id, async (i, signal) => (await guidance()).getGuideDetail(i, { signal }));
export const interpretingVideoDetailQuery = (id: number) =>
  detail('interpreting-video-detail', id, async (i, signal) =>
    (await guidance()).getInterpretingVideoDetail(i, { signal }),
  );
export const elabCaseDetailQuery = (id: number) =>
  detail('elab-case-detail', id, async (i, signal) => (await panoramic()).getElabCaseDetail(i, { signal }));
export const elabColumnDetailQuery = (id: number) =>
  detail('elab-column-detail', id, async (i, signal) =>
    (await panoramic()).getElabColumnDetail(i, { signal }),
  );
export const weeklyDetailQuery = (id: number) =>
  detail('weekly-detail', id, async (i, signal) => (await columns()).getWeeklyDetail(i, { signal }));
export const columnDetailQuery = (id: number, type?: ColumnType) =>
  queryOptions({
    queryKey: contentKeys.list('column-detail', { id, ...(type ? { type } : {}) }),
    queryFn: async ({ signal }) =>
      (await columns()).getColumnDetail({ id, ...(type ? { type } : {}) }, { signal }),
  });

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
export const infoListQuery = (query: InfoListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('info-list', query),
    queryFn: ({ signal }) => call(infoEndpoints.list, query, { signal }),
  });
export const subspecialtiesQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('subspecialties', {}),
    queryFn: ({ signal }) => call(infoEndpoints.subspecialties, undefined, { signal }),
    staleTime: TREE_FRESH_MS,
  });
export const guideListQuery = (query: GuideListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('guide-list', query),
    queryFn: async ({ signal }) => (await guidance()).getGuideList(query, { signal }),
  });
export const interpretingVideoListQuery = (query: InterpretingVideoListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('interpreting-video-list', query),
    queryFn: async ({ signal }) => (await guidance()).getInterpretingVideoList(query, { signal }),
  });
export const compileListQuery = (query: CompileListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('compile-list', query),
    queryFn: async ({ signal }) => (await guidance()).getCompileList(query, { signal }),
  });
export const elabClassificationsQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('elab-classifications', {}),
    queryFn: async ({ signal }) => (await panoramic()).getElabClassifications({ signal }),
  });
export const elabColumnListQuery = () =>
  queryOptions({
    queryKey: contentKeys.list('elab-column-list', {}),
    queryFn: async ({ signal }) => (await panoramic()).getElabColumnList({ signal }),
  });
export const elabCaseListQuery = (query: ElabListQuery) =>
  queryOptions({
    queryKey: contentKeys.list('elab-case-list', query),
    queryFn: async ({ signal }) => (await panoramic()).getElabCaseList(query, { signal }),
  });
export const columnItemsQuery = (query: { id: number; pageNo?: number; pageSize?: number }) =>
  queryOptions({
    queryKey: contentKeys.list('column-items', query),
    queryFn: async ({ signal }) => (await columns()).getColumnItems(query, { signal }),
  });

// the channel home
export const channelNodesQuery = (channelId: number) =>
  queryOptions({
    queryKey: contentKeys.list('channel-nodes', { channelId }),
    queryFn: async ({ signal }) => (await channel()).getChannelNodes(channelId, { signal }),
  });
export const channelMeetingsQuery = (query: ChannelMeetingsQuery) =>
  queryOptions({
    queryKey: contentKeys.list('channel-meetings', query),
    queryFn: async ({ signal }) => (await channel()).getChannelMeetings(query, { signal }),
  });
export const hotChannelsQuery = (limit: number) =>
  queryOptions({
    queryKey: contentKeys.list('hot-channels', { limit }),
    queryFn: async ({ signal }) => (await channel()).getHotChannels(limit, { signal }),
  });
/** page after page by the server's cursor: items published while reading neither repeat nor go missing */
export const informationFlowQuery = (params: FlowParams) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list('information-flow', params),
    queryFn: async ({ signal, pageParam }) =>
      (await channel()).getInformationFlow(
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
    queryFn: async ({ signal }) => (await channel()).getDailyRecommendations(query, { signal }),
    retry: false,
    gcTime: 0,
  });

// an article page's side cards
export const sidebarKeywordsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-keywords', { id, type }),
    queryFn: async ({ signal }) => (await (await sidebar()).getContentKeywords(id, type, { signal })).list,
  });
export const sidebarMiniToolsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-mini-tools', { id, type }),
    queryFn: async ({ signal }) => (await (await sidebar()).getContentMiniTools(id, type, { signal })).list,
  });
export const sidebarCommunityQuery = ({ id, type }: SidebarParams, communityType: CommunityType) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-community', { id, type, communityType }),
    queryFn: async ({ signal }) =>
      (await (await sidebar()).getContentCommunity(id, type, communityType, { signal })).list,
  });
export const sidebarProductsQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-products', { id, type }),
    queryFn: async ({ signal }) => (await (await sidebar()).getContentProducts(id, type, { signal })).list,
  });
export const sidebarSubspecialtiesQuery = ({ id, type }: SidebarParams) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-subspecialties', { id, type }),
    queryFn: async ({ signal }) =>
      (await (await sidebar()).getContentSubspecialties(id, type, { signal })).list,
  });
/** the subscribe flags belong to the session user (`viewer`): signing in or out asks again */
export const sidebarActivitiesQuery = ({ id, type }: SidebarParams, viewer: number | null) =>
  queryOptions({
    queryKey: contentKeys.list('sidebar-activities', { id, type, viewer }),
    queryFn: async ({ signal }) => (await (await sidebar()).getContentActivities(id, type, { signal })).list,
  });
export const articleSpecialsQuery = (query: { articleId: number; type: 'U' | 'I' }) =>
  queryOptions({
    queryKey: contentKeys.list('article-specials', query),
    queryFn: async ({ signal }) => (await columns()).getArticleSpecials(query, { signal }),
  });
export const honorInfoQuery = (query: HonorParams) =>
  queryOptions({
    queryKey: contentKeys.list('honor-info', query),
    queryFn: async ({ signal }) => (await columns()).getHonorInfo(query, { signal }),
  });
/**
 * The follow flags belong to the session user (`viewer`): signing in or out asks again. 换一批 back
 * to a page shows it from the cache at once and asks again (`staleTime: 0`): collectors and their
 * follow flags change while the page is read.
 */
export const collectorsQuery = (query: HonorParams & { pageNo: number }, viewer: number | null) =>
  queryOptions({
    queryKey: contentKeys.list('collectors', { ...query, viewer }),
    queryFn: async ({ signal }) => (await columns()).getCollectors(query, { signal }),
    staleTime: 0,
  });
