import type { InfoDetail } from '@portal/api/contract/info';
import { infoDetailQuery } from '@portal/api/queries/content';
import { type DetailState, useDetail } from '../../components/detail/use-detail';

export type InfoDetailState = DetailState<InfoDetail>;

/** Loads one news article. */
export const useInfoDetail = (id: number | undefined) => useDetail(id, infoDetailQuery);
