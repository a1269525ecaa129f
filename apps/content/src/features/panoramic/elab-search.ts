import type { ElabOrder } from '@portal/api/contract/panoramic';

/** `?order=hot` sorts by views; anything else is newest first. */
export const parseElabOrder = (value: string | null): ElabOrder => (value === 'hot' ? 'hot' : 'latest');

/** classification codes are upper-case words; anything else is ignored (全部) */
export const parseClassificationCode = (value: string | null): string | undefined =>
  value && /^[A-Z_]{1,40}$/.test(value) ? value : undefined;

/**
 * The list's URL state: `classificationCode`, `order` (hot only) and `page` (above 1 only). A
 * change of filter or order starts again at page 1; `null` removes the parameter.
 */
export function elabListSearch(
  params: URLSearchParams,
  changes: { page?: number; classificationCode?: string | null; order?: ElabOrder },
) {
  const next = new URLSearchParams(params);
  if ('classificationCode' in changes) {
    if (changes.classificationCode) next.set('classificationCode', changes.classificationCode);
    else next.delete('classificationCode');
    next.delete('page');
  }
  if (changes.order) {
    if (changes.order === 'hot') next.set('order', 'hot');
    else next.delete('order');
    next.delete('page');
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}
