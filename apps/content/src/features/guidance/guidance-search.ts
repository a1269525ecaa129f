import type { GuideKind } from '@portal/api/contract/guidance';

export const parseGuideKind = (value: string | null): GuideKind | undefined =>
  value === 'guideline' || value === 'consensus' ? value : undefined;

/** The list's URL state: `kind`, `subspecialtyId`, `page`; a filter change starts at page 1. */
export function guidanceSearch(
  params: URLSearchParams,
  changes: { page?: number; kind?: GuideKind | null; subspecialtyId?: number | null },
) {
  const next = new URLSearchParams(params);
  for (const key of ['kind', 'subspecialtyId'] as const) {
    if (!(key in changes)) continue;
    const value = changes[key];
    if (value) next.set(key, String(value));
    else next.delete(key);
    next.delete('page');
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}
