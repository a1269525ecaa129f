import { getInfoDetail } from '@portal/api/calls/info';
import type { InfoDetail } from '@portal/api/contract/info';
import { type DetailState, useDetail } from '../../components/detail/use-detail';

export type InfoDetailState = DetailState<InfoDetail>;

/** Loads one news article. */
export const useInfoDetail = (id: number | undefined) => useDetail(id, getInfoDetail);
