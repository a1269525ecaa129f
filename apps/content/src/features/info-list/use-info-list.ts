import type { InfoItem } from '@portal/api/contract/info';
import { infoListQuery } from '@portal/api/queries/content';
import type { ListOrder } from '../../components/list/sort-bar';
import { type ListState, useListPage } from '../../components/list/use-list-page';

export const INFO_PAGE_SIZE = 20;

export type InfoListState = ListState<InfoItem>;

/**
 * Loads one page of the info list (see useListPage for cancellation and retry). The default
 * order is left out of the query, so the first page's request is the same as the home feed's.
 */
export function useInfoList(
  pageNo: number,
  subspecialtyId: number | undefined,
  pageSize: number = INFO_PAGE_SIZE,
  order: ListOrder = 'latest',
) {
  return useListPage(
    infoListQuery({
      pageNo,
      pageSize,
      ...(subspecialtyId ? { subspecialtyId } : {}),
      ...(order === 'hot' ? { order } : {}),
    }),
  );
}
