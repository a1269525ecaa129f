/**
 * Guides and expert consensus (指南/共识), their interpreting videos, and compiled foreign
 * literature (编译). The spec shows none of these paths; they are ours. Schema-free.
 */
export const guidancePaths = {
  list: '/wapi/guide/getGuideConsensusList.do',
  detail: '/wapi/guide/getGuideConsensusDetail.do',
  videoList: '/wapi/guide/getInterpretingVideoList.do',
  videoDetail: '/wapi/guide/getInterpretingVideoDetail.do',
  compileList: '/wapi/info/getCompileList.do',
} as const;

export { interpretingVideoUrl } from '../links';
