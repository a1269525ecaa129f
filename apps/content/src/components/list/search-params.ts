/** `?page=` and `?subspecialtyId=` are the list's state, so reload and back/forward restore it. */
export function parsePositiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * Query string for a page of a list; page 1 is left out so the canonical URL stays short. A change
 * of filter or order starts again at page 1; `null` removes the parameter (the default).
 */
export function listSearch(
  params: URLSearchParams,
  changes: { page?: number; subspecialtyId?: number | null; order?: string | null },
) {
  const next = new URLSearchParams(params);
  if ('subspecialtyId' in changes) {
    if (changes.subspecialtyId) next.set('subspecialtyId', String(changes.subspecialtyId));
    else next.delete('subspecialtyId');
    next.delete('page');
  }
  if ('order' in changes) {
    if (changes.order) next.set('order', changes.order);
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
