import { type CallOptions, getList, getResult, postResult } from '@portal/api/client';
import { COLLECTORS_PAGE_SIZE, weeklyColumnPaths } from '@portal/api/paths/weeklies-columns';
import type {
  Collector,
  ColumnDetail,
  ColumnItem,
  ColumnType,
  ContentEntry,
  HonorArticleType,
  HonorInfo,
  SubscribeColumnResult,
  WeeklyDetail,
} from '../contract/weeklies-columns';

export const getWeeklyDetail = (weeklyId: number, options?: CallOptions) =>
  getResult<WeeklyDetail>(weeklyColumnPaths.weeklyDetail, { weeklyId }, options);

export const getColumnDetail = (query: { id: number; type?: ColumnType }, options?: CallOptions) =>
  getResult<ColumnDetail>(weeklyColumnPaths.columnDetail, query, options);

export const getColumnItems = (
  query: { id: number; pageNo?: number; pageSize?: number },
  options?: CallOptions,
) => getList<ContentEntry>(weeklyColumnPaths.columnItems, { pageSize: 10, ...query }, options);

export const toggleSubscribeColumn = (columnId: number, options?: CallOptions) =>
  postResult<SubscribeColumnResult>(weeklyColumnPaths.subscribeColumn, { columnId }, options);

/** `type` U: a user-written article or case; I: a news item. */
export const getArticleSpecials = (query: { articleId: number; type: 'U' | 'I' }, options?: CallOptions) =>
  getList<ColumnItem>(weeklyColumnPaths.articleSpecials, query, options);

export const getHonorInfo = (
  query: { articleId: number; articleType: HonorArticleType },
  options?: CallOptions,
) => getResult<HonorInfo>(weeklyColumnPaths.honorInfo, query, options);

export const getCollectors = (
  query: { articleId: number; articleType: HonorArticleType; pageNo?: number },
  options?: CallOptions,
) => getList<Collector>(weeklyColumnPaths.collectors, { pageSize: COLLECTORS_PAGE_SIZE, ...query }, options);
