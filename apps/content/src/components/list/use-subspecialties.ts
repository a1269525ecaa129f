import { getSubspecialties } from '@portal/api/calls/info';
import type { Subspecialty } from '@portal/api/contract/info';
import { useEffect, useState } from 'react';

/** Top-level subspecialties for the filter tabs. A failure leaves only 全部 (spec 8: not shown). */
export function useSubspecialties(): Subspecialty[] {
  const [list, setList] = useState<Subspecialty[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getSubspecialties({ signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setList(data.list);
      },
      () => {},
    );
    return () => controller.abort();
  }, []);
  return list;
}
