import { type CallOptions, getList, getResult } from '@portal/api/client';
import { guidancePaths } from '@portal/api/paths/guidance';
import type {
  CompileListQuery,
  GuideDetail,
  GuideItem,
  GuideListQuery,
  InterpretingVideo,
  InterpretingVideoDetail,
  InterpretingVideoListQuery,
} from '../contract/guidance';
import type { InfoItem } from '../contract/info';

export const getGuideList = (query: GuideListQuery, options?: CallOptions) =>
  getList<GuideItem>(guidancePaths.list, query, options);

export const getGuideDetail = (id: number, options?: CallOptions) =>
  getResult<GuideDetail>(guidancePaths.detail, { id }, options);

export const getInterpretingVideoList = (query: InterpretingVideoListQuery, options?: CallOptions) =>
  getList<InterpretingVideo>(guidancePaths.videoList, query, options);

export const getInterpretingVideoDetail = (id: number, options?: CallOptions) =>
  getResult<InterpretingVideoDetail>(guidancePaths.videoDetail, { id }, options);

/** Compiled foreign literature: info items with compileArticle 'T', newest first. */
export const getCompileList = (query: CompileListQuery, options?: CallOptions) =>
  getList<InfoItem>(guidancePaths.compileList, query, options);
