import type { ElabListQuery } from '@portal/api/contract/panoramic';
import {
  elabCaseDetailQuery,
  elabCaseListQuery,
  elabClassificationsQuery,
  elabColumnDetailQuery,
  elabColumnListQuery,
} from '@portal/api/queries/content';
import { useDetail } from '../../components/detail/use-detail';
import { useListPage } from '../../components/list/use-list-page';

export const ELAB_PAGE_SIZE = 10;
/** cases in each grid of the panoramic home */
export const HOME_CASES = 6;

export const useElabClassifications = () => useListPage(elabClassificationsQuery());

export const useElabColumns = () => useListPage(elabColumnListQuery());

export const useElabCases = (query: ElabListQuery) => useListPage(elabCaseListQuery(query));

export const useElabCaseDetail = (id: number | undefined) => useDetail(id, elabCaseDetailQuery);

export const useElabColumnDetail = (id: number | undefined) => useDetail(id, elabColumnDetailQuery);
