import type { SitemapContribution } from '../../web/sitemap/sitemap-source';

/** the home page and the frame's about page */
export const PORTAL_SITEMAP: SitemapContribution = {
  pages: ['/', '/introduce?optionActive=aboutUs'],
};
