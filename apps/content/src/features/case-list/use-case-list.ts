import { getArticleList } from '@portal/api/calls/article';
import type { ArticleItem, ArticleListQuery } from '@portal/api/contract/article';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import { useCallback, useEffect, useState } from 'react';

export const CASE_PAGE_SIZE = 20;

export type CaseOrder = NonNullable<ArticleListQuery['order']>;

export type CaseListState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: ListEnvelope<ArticleItem> };

/**
 * Loads one page of user-written cases. A change of page, filter or order aborts the request
 * still in flight, and a cancelled request never touches the state.
 */
export function useCaseList(pageNo: number, subspecialtyId: number | undefined, order: CaseOrder) {
  const [state, setState] = useState<CaseListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getArticleList(
      {
        type: 'case',
        pageNo,
        pageSize: CASE_PAGE_SIZE,
        order,
        ...(subspecialtyId ? { subspecialtyId } : {}),
      },
      { signal: controller.signal },
    ).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [pageNo, subspecialtyId, order, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
