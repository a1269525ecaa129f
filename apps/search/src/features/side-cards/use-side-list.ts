import { type QueryKey, type UseQueryOptions, useQuery } from '@portal/query';
import { messages } from '../../messages';

/** A side card's list: skeleton while loading; nothing at all when empty or failed (spec 2 cards are extras). */
export type SideListState<T> = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; list: T[] };

/**
 * A side card's list from its query (`@portal/api/queries/search`), keeping at most `limit`
 * entries. A failed or odd answer only hides the card: a side card must never break the page.
 */
export function useSideList<T, TKey extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  limit: number,
): SideListState<T> {
  const query = useQuery(options);
  if (query.isPending) return { status: 'loading' };
  const kept = query.isSuccess && Array.isArray(query.data) ? query.data.slice(0, limit) : [];
  return kept.length > 0 ? { status: 'ready', list: kept } : { status: 'hidden' };
}

/** The side card's skeleton props for a list: four lines while it loads. */
export const sideCardLoading = (state: SideListState<unknown>, loadingHeight: number) => ({
  loading: state.status === 'loading',
  loadingLabel: messages.common.loading,
  skeletonLines: 4,
  // the body keeps about a full list's height while loading: the column is in the first screen,
  // and a card growing on arrival moved every card below it (layout shift)
  loadingHeight,
});
