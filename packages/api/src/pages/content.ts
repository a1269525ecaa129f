import type { PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import { articleDetailFirst, infoDetailFirst } from '@portal/api/queries/content';

/**
 * The content area's public pages and the calls their first view needs (issue 24). The server puts
 * the answers in the page's HTML; the pages' screens read the same keys (`articleDetailQuery`,
 * `infoDetailQuery`), so they paint without asking.
 */
export const infoDetailPage: PageFirstData = {
  path: '/info/detail',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [infoDetailFirst(id)];
  },
};

/** the professional case: a news item under the case section */
export const caseDetailPage: PageFirstData = { ...infoDetailPage, path: '/case/detail' };

/** a user's case, article or popular science */
export const userArticlePage: PageFirstData = {
  path: '/case/detail-ugc',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [articleDetailFirst(id)];
  },
};

export const CONTENT_PAGES: readonly PageFirstData[] = [infoDetailPage, caseDetailPage, userArticlePage];
