import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const panoramic = contract(() => import(/* webpackMode: "weak" */ '../contract/panoramic'));

/** Panoramic surgery (全景手术, elab). The spec shows none of these paths; they are ours. */
export const panoramicEndpoints = {
  classifications: panoramic.get('/wapi/elab/getSurgicalClassifications.do', (c) => ({
    response: c.ElabClassificationListResponse,
  })),
  caseList: panoramic.get('/wapi/elab/getCaseList.do', (c) => ({
    query: c.ElabListQuery,
    response: c.ElabListResponse,
  })),
  caseDetail: panoramic.get('/wapi/elab/getCaseDetail.do', (c) => ({
    query: c.ElabIdQuery,
    response: c.ElabDetailResponse,
  })),
  caseViews: panoramic.post('/wapi/elab/views.do', (c) => ({
    body: c.ElabViewsBody,
    response: c.ElabViewsResponse,
  })),
  columnList: panoramic.get('/wapi/elab/getSpecialColumnList.do', (c) => ({
    response: c.ElabColumnListResponse,
  })),
  columnDetail: panoramic.get('/wapi/elab/getSpecialColumnDetail.do', (c) => ({
    query: c.ElabIdQuery,
    response: c.ElabColumnDetailResponse,
  })),
};
