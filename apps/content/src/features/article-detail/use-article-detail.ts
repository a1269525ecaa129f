import { getArticleDetail } from '@portal/api/calls/article';
import { ApiError } from '@portal/api/client';
import type { ArticleDetail } from '@portal/api/contract/article';
import { useCallback, useEffect, useState } from 'react';

export type ArticleDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: ArticleDetail };

/** `?id=` must be a positive integer; anything else is "not found" without asking the server. */
export function parseArticleId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** 400 (bad id) and 404 (missing or deleted) both mean "this article is not there". */
const isMissing = (error: unknown) => error instanceof ApiError && (error.code === 404 || error.code === 400);

/** Loads one user-written article or case; `id` undefined is "not found" without a call. */
export function useArticleDetail(id: number | undefined) {
  const [state, setState] = useState<ArticleDetailState>(id ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getArticleDetail(id, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isMissing(error) ? { status: 'notFound' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
