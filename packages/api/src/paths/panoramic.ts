/**
 * Panoramic surgery (全景手术, elab) calls. The spec shows none of these paths; they are ours.
 * Schema-free, so screens can import them without TypeBox.
 */
export const panoramicPaths = {
  classifications: '/wapi/elab/getSurgicalClassifications.do',
  caseList: '/wapi/elab/getCaseList.do',
  caseDetail: '/wapi/elab/getCaseDetail.do',
  caseViews: '/wapi/elab/views.do',
  columnList: '/wapi/elab/getSpecialColumnList.do',
  columnDetail: '/wapi/elab/getSpecialColumnDetail.do',
} as const;

/** Page URLs of the jump rules (spec 2), for the server's own links and the tests. */
export const elabCaseUrl = (id: number) => `/link/detail?id=${id}`;
export const elabColumnUrl = (id: number) => `/link/columnlist/${id}`;
export const ELAB_CASE_LIST_URL = '/link/';
