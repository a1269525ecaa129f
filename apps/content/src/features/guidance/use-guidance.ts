import {
  getGuideDetail,
  getGuideList,
  getInterpretingVideoDetail,
  getInterpretingVideoList,
} from '@portal/api/calls/guidance';
import type {
  GuideItem,
  GuideListQuery,
  InterpretingVideo,
  InterpretingVideoListQuery,
} from '@portal/api/contract/guidance';
import { useDetail } from '../../components/detail/use-detail';
import { useListPage } from '../../components/list/use-list-page';

export const GUIDE_PAGE_SIZE = 10;
/** interpreting videos shown on /guidance and under a video */
export const VIDEO_STRIP = 8;

export const useGuideList = (query: GuideListQuery) =>
  useListPage<GuideListQuery, GuideItem>(query, getGuideList);

export const useInterpretingVideos = (query: InterpretingVideoListQuery) =>
  useListPage<InterpretingVideoListQuery, InterpretingVideo>(query, getInterpretingVideoList);

export const useGuideDetail = (id: number | undefined) => useDetail(id, getGuideDetail);

export const useInterpretingVideoDetail = (id: number | undefined) =>
  useDetail(id, getInterpretingVideoDetail);
