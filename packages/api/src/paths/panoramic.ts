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

export { ELAB_CASE_LIST_URL, elabCaseUrl, elabColumnUrl } from '../links';
