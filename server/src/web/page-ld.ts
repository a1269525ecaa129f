import { SITE_NAME } from './page-document';
import { absoluteAddress } from './page-html';

/**
 * The schema.org pieces every area's pages write alike (issue 24): the site as publisher, times,
 * and a list of links as an `ItemList`.
 */

/** the site as an item's publisher */
export const SITE_PUBLISHER = { '@type': 'Organization', name: SITE_NAME } as const;

/** a millisecond time as schema.org reads it (ISO 8601, UTC) */
export const isoTime = (ms: number) => new Date(ms).toISOString();

/** links (site paths or URLs) as an `ItemList`, in their order */
export function itemListLd(origin: string, items: readonly { url: string; name: string }[], name?: string) {
  return {
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteAddress(origin, item.url),
      name: item.name,
    })),
  };
}
