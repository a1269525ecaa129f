import type { SitemapContribution } from '../../web/sitemap/sitemap-source';

/**
 * The account area lists nothing (a profile is a person, never in the sitemap); its own-account
 * pages (the routes its app marks `own`) are kept from crawlers.
 */
export const ACCOUNT_SITEMAP: SitemapContribution = {
  privatePages: [
    '/personaldata',
    '/score',
    '/message-center',
    '/browsing-history',
    '/myCourses',
    '/user-center/wallet',
    '/user-center/coupons',
    '/user-center/physical-orders',
  ],
};
