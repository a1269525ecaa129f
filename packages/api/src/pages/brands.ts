import type { FirstQuery, PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import { brandActivityFirst, brandFirst, productFirst, productLineFirst } from '@portal/api/queries/brand';
import { departmentFirst } from '@portal/api/queries/department';
import { bookFirst } from '@portal/api/queries/mall';

/**
 * The brands area's public pages and the calls their first view needs (issue 24): the jump rules'
 * brand, product line, product and activity pages (under any category, `-` included), a
 * department's page and a book's. The screens read the same keys (`brandQuery`, `productQuery`…),
 * who reads included where the screen's key has it.
 */
const itemPage = (
  path: string,
  first: (id: number, viewer: number | null) => FirstQuery,
  param = 'id',
): PageFirstData => ({
  path,
  queries: (params, viewer) => {
    const id = pageId(params, param);
    return id === undefined ? [] : [first(id, viewer)];
  },
});

export const brandPage = itemPage('/bms/classify/:categoryId/brand-details/:id', brandFirst);
export const productLinePage = itemPage(
  '/bms/classify/:categoryId/product-line-details/:id',
  productLineFirst,
);
export const productPage = itemPage('/bms/classify/:categoryId/product-details/:id', productFirst);
export const brandActivityPage = itemPage(
  '/bms/classify/:categoryId/activity-details/:id',
  brandActivityFirst,
);
export const departmentPage = itemPage('/department/detail', departmentFirst, 'departmentId');
export const bookPage = itemPage('/mall/product/:bookId', (id) => bookFirst(id), 'bookId');

export const BRANDS_PAGES: readonly PageFirstData[] = [
  brandPage,
  productLinePage,
  productPage,
  brandActivityPage,
  departmentPage,
  bookPage,
];
