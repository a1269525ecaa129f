/** XML text: `&` of query strings first, then the markup characters */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C datetime with its zone (UTC), to the second */
export const w3cDate = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface Located {
  loc: string;
  lastmod: number | null;
}

const item = (tag: 'url' | 'sitemap', { loc, lastmod }: Located) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod === null ? '' : `<lastmod>${w3cDate(lastmod)}</lastmod>`}</${tag}>\n`;

export const urlset = (urls: readonly Located[]): string =>
  `${HEAD}<urlset xmlns="${NS}">\n${urls.map((u) => item('url', u)).join('')}</urlset>\n`;

export const sitemapIndex = (files: readonly Located[]): string =>
  `${HEAD}<sitemapindex xmlns="${NS}">\n${files.map((f) => item('sitemap', f)).join('')}</sitemapindex>\n`;
