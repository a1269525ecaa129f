/**
 * The API's prefixes (and the development helpers): nothing a search engine should read. The
 * shell's and remotes' scripts stay open: a crawler that renders pages needs them.
 */
export const ROBOTS_API_PREFIXES = [
  '/wapi/',
  '/oldweb/',
  '/query/',
  '/v1/',
  '/v2/',
  '/v3/',
  '/ws/',
  '/dev/',
  '/docs',
  '/pay/',
] as const;

/** robots.txt: the private pages and the API disallowed, and where the sitemap is */
export function robotsTxt({
  privatePages,
  sitemapUrl,
}: {
  privatePages: readonly string[];
  sitemapUrl: string | null;
}): string {
  const disallowed = [...new Set([...privatePages, ...ROBOTS_API_PREFIXES])];
  const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
