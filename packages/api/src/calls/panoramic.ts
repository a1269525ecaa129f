import { type CallOptions, getList, getResult, postResult } from '@portal/api/client';
import { panoramicPaths } from '@portal/api/paths/panoramic';
import type {
  ElabClassification,
  ElabDetail,
  ElabItem,
  ElabListQuery,
  ElabSpecialColumn,
  ElabSpecialColumnDetail,
} from '../contract/panoramic';

export const getElabClassifications = (options?: CallOptions) =>
  getList<ElabClassification>(panoramicPaths.classifications, undefined, options);

export const getElabCaseList = (query: ElabListQuery, options?: CallOptions) =>
  getList<ElabItem>(panoramicPaths.caseList, query, options);

export const getElabCaseDetail = (id: number, options?: CallOptions) =>
  getResult<ElabDetail>(panoramicPaths.caseDetail, { id }, options);

export const addElabCaseView = (id: number, options?: CallOptions) =>
  postResult<{ views: number }>(panoramicPaths.caseViews, { id }, options);

export const getElabColumnList = (options?: CallOptions) =>
  getList<ElabSpecialColumn>(panoramicPaths.columnList, undefined, options);

export const getElabColumnDetail = (id: number, options?: CallOptions) =>
  getResult<ElabSpecialColumnDetail>(panoramicPaths.columnDetail, { id }, options);
