import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const guidance = contract(() => import(/* webpackMode: "weak" */ '../contract/guidance'));

/**
 * Guides and expert consensus (指南/共识), their interpreting videos, and compiled foreign
 * literature (编译). The spec shows none of these paths; they are ours.
 */
export const guidanceEndpoints = {
  list: guidance.get('/wapi/guide/getGuideConsensusList.do', (c) => ({
    query: c.GuideListQuery,
    response: c.GuideListResponse,
  })),
  detail: guidance.get('/wapi/guide/getGuideConsensusDetail.do', (c) => ({
    query: c.GuidanceIdQuery,
    response: c.GuideDetailResponse,
  })),
  videoList: guidance.get('/wapi/guide/getInterpretingVideoList.do', (c) => ({
    query: c.InterpretingVideoListQuery,
    response: c.InterpretingVideoListResponse,
  })),
  videoDetail: guidance.get('/wapi/guide/getInterpretingVideoDetail.do', (c) => ({
    query: c.GuidanceIdQuery,
    response: c.InterpretingVideoDetailResponse,
  })),
  /** news items with compileArticle 'T', newest first */
  compileList: guidance.get('/wapi/info/getCompileList.do', (c) => ({
    query: c.CompileListQuery,
    response: c.CompileListResponse,
  })),
};
