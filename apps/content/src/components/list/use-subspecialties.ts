import type { Subspecialty } from '@portal/api/contract/info';
import { subspecialtiesQuery } from '@portal/api/queries/content';
import { useQuery } from '@portal/query';

const NONE: Subspecialty[] = [];

/** Top-level subspecialties for the filter tabs. A failure leaves only 全部 (spec 8: not shown). */
export function useSubspecialties(): Subspecialty[] {
  return useQuery(subspecialtiesQuery()).data?.list ?? NONE;
}
