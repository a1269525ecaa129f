import {
  getElabCaseDetail,
  getElabCaseList,
  getElabClassifications,
  getElabColumnDetail,
  getElabColumnList,
} from '@portal/api/calls/panoramic';
import type { CallOptions } from '@portal/api/client';
import type {
  ElabClassification,
  ElabItem,
  ElabListQuery,
  ElabSpecialColumn,
} from '@portal/api/contract/panoramic';
import { useDetail } from '../../components/detail/use-detail';
import { useListPage } from '../../components/list/use-list-page';

export const ELAB_PAGE_SIZE = 10;
/** cases in each grid of the panoramic home */
export const HOME_CASES = 6;

const NO_QUERY = {};
const loadClassifications = (_query: object, options: CallOptions) => getElabClassifications(options);
const loadColumns = (_query: object, options: CallOptions) => getElabColumnList(options);

export const useElabClassifications = () =>
  useListPage<object, ElabClassification>(NO_QUERY, loadClassifications);

export const useElabColumns = () => useListPage<object, ElabSpecialColumn>(NO_QUERY, loadColumns);

export const useElabCases = (query: ElabListQuery) =>
  useListPage<ElabListQuery, ElabItem>(query, getElabCaseList);

export const useElabCaseDetail = (id: number | undefined) => useDetail(id, getElabCaseDetail);

export const useElabColumnDetail = (id: number | undefined) => useDetail(id, getElabColumnDetail);
