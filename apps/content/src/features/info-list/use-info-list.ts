import { getInfoList } from '@portal/api/calls/info';
import type { InfoItem } from '@portal/api/contract/info';
import { type ListState, useListPage } from '../../components/list/use-list-page';

export const INFO_PAGE_SIZE = 20;

export type InfoListState = ListState<InfoItem>;

/** Loads one page of the info list (see useListPage for cancellation and retry). */
export function useInfoList(
  pageNo: number,
  subspecialtyId: number | undefined,
  pageSize: number = INFO_PAGE_SIZE,
) {
  return useListPage({ pageNo, pageSize, ...(subspecialtyId ? { subspecialtyId } : {}) }, getInfoList);
}
