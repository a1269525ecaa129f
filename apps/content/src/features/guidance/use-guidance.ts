import type { GuideListQuery, InterpretingVideoListQuery } from '@portal/api/contract/guidance';
import {
  guideDetailQuery,
  guideListQuery,
  interpretingVideoDetailQuery,
  interpretingVideoListQuery,
} from '@portal/api/queries/content';
import { useDetail } from '../../components/detail/use-detail';
import { useListPage } from '../../components/list/use-list-page';

export const GUIDE_PAGE_SIZE = 10;
/** interpreting videos shown on /guidance and under a video */
export const VIDEO_STRIP = 8;

export const useGuideList = (query: GuideListQuery) => useListPage(guideListQuery(query));

export const useInterpretingVideos = (query: InterpretingVideoListQuery) =>
  useListPage(interpretingVideoListQuery(query));

export const useGuideDetail = (id: number | undefined) => useDetail(id, guideDetailQuery);

export const useInterpretingVideoDetail = (id: number | undefined) =>
  useDetail(id, interpretingVideoDetailQuery);
