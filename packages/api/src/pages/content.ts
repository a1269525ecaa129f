import type { ColumnType } from '@portal/api/contract/weeklies-columns';
import type { PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import {
  articleDetailFirst,
  COLUMN_PAGE_SIZE,
  columnDetailFirst,
  columnItemsFirst,
  elabCaseDetailFirst,
  elabColumnDetailFirst,
  infoDetailFirst,
  interpretingVideoDetailFirst,
  weeklyDetailFirst,
} from '@portal/api/queries/content';

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

/** one issue of a weekly (`locateId` only scrolls to an item of it) */
export const weeklyPage: PageFirstData = {
  path: '/info/weekly',
  queries: (params) => {
    const id = pageId(params, 'weeklyId');
    return id === undefined ? [] : [weeklyDetailFirst(id)];
  },
};

const columnType = (value: string | null): ColumnType | undefined =>
  value === 'pgc' || value === 'ugc' ? value : undefined;

/** a column and the page of its items the address names (`?page=`, the first by default) */
const columnFirsts = (id: number, type: ColumnType | undefined, params: URLSearchParams) => [
  columnDetailFirst(id, type),
  columnItemsFirst({ id, pageNo: pageId(params, 'page') ?? 1, pageSize: COLUMN_PAGE_SIZE }),
];

/** a column by id alone: the jump rules send every column here */
export const columnPage: PageFirstData = {
  path: '/column/detail/pgc',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : columnFirsts(id, undefined, params);
  },
};

/** the older form, which must name the column's own type (no type: not found, as on the screen) */
export const typedColumnPage: PageFirstData = {
  path: '/column/detail',
  queries: (params) => {
    const id = pageId(params);
    const type = columnType(params.get('type'));
    return id === undefined || type === undefined ? [] : columnFirsts(id, type, params);
  },
};

/** a guide's interpreting video (the guides themselves open inside /guidance, with no address of their own) */
export const interpretingVideoPage: PageFirstData = {
  path: '/guidance/detail/video/:id',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [interpretingVideoDetailFirst(id)];
  },
};

/** a panoramic surgery case */
export const elabCasePage: PageFirstData = {
  path: '/link/detail',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [elabCaseDetailFirst(id)];
  },
};

/** a panoramic surgery special column and its cases */
export const elabColumnPage: PageFirstData = {
  path: '/link/columnlist/:id',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [elabColumnDetailFirst(id)];
  },
};

export const CONTENT_PAGES: readonly PageFirstData[] = [
  infoDetailPage,
  caseDetailPage,
  userArticlePage,
  weeklyPage,
  columnPage,
  typedColumnPage,
  interpretingVideoPage,
  elabCasePage,
  elabColumnPage,
];
