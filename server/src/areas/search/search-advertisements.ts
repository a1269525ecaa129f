import type { SearchAdvertisement, SearchResultItem } from '@portal/api/contract/search';
import type { PortalDb } from '../../db/database';
import type { AdvertisementExtras } from './schema';

/** the advertisement module shown inside the result list */
export const RESULT_AD_MODULE = 'search_result';
/** advertisements a first page takes at most, so results stay the page's substance */
export const MAX_ADS_PER_PAGE = 2;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** the extras of a row, or null when an operator stored something malformed (then it never shows) */
export function readExtras(json: string): AdvertisementExtras | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { keywords, position, tabs } = value as Record<string, unknown>;
    if (!isStringList(keywords) || !isStringList(tabs)) return null;
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 1) return null;
    return { keywords, position, tabs };
  } catch {
    return null;
  }
}

const normalized = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** whether one of the advertisement's words occurs in what was searched */
export function answersQuery(extras: AdvertisementExtras, keywords: string): boolean {
  const query = normalized(keywords);
  return extras.keywords.some((word) => {
    const w = normalized(word);
    return w.length > 0 && query.includes(w);
  });
}

/** shows on this tab: the tabs it names, or every tab when it names none */
export const showsOnTab = (extras: AdvertisementExtras, tab: string) =>
  extras.tabs.length === 0 || extras.tabs.includes(tab);

/**
 * The result-list advertisements for a first page: enabled, within their time window, on this
 * tab and answering the query; at most two, in their `sort` order.
 */
export async function resultAdvertisements(
  db: PortalDb,
  keywords: string,
  tab: string,
  now: number,
): Promise<SearchAdvertisement[]> {
  const rows = await db
    .selectFrom('advertisements')
    .select(['id', 'name', 'code', 'image', 'module', 'click_location', 'extras'])
    .where('module', '=', RESULT_AD_MODULE)
    .where('enabled', '=', 'T')
    .where('start_time', '<=', now)
    .where('end_time', '>=', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const ads: SearchAdvertisement[] = [];
  for (const r of rows) {
    const extras = readExtras(r.extras);
    if (!extras || !showsOnTab(extras, tab) || !answersQuery(extras, keywords)) continue;
    ads.push({
      adId: r.id,
      image: r.image,
      module: r.module,
      extras,
      name: r.name,
      code: r.code,
      clickLocation: r.click_location,
    });
    if (ads.length === MAX_ADS_PER_PAGE) break;
  }
  return ads;
}

/**
 * The list with each advertisement at its 1-based `position` (clamped to the end). Positions are
 * where the advertisements end up: two asking for the same slot take it and the next one.
 */
export function placeAdvertisements(
  list: readonly SearchResultItem[],
  ads: readonly SearchAdvertisement[],
): SearchResultItem[] {
  const out = [...list];
  const byPosition = [...ads].sort((a, b) => a.extras.position - b.extras.position);
  let last = -1;
  for (const ad of byPosition) {
    const at = Math.max(last + 1, Math.min(ad.extras.position - 1, out.length));
    out.splice(at, 0, { type: 'advertisement', advertisement: ad });
    last = at;
  }
  return out;
}
