import { call } from '@portal/api/call';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { BRAND_LIMITS, LEADS_PAGE_SIZE, type ProductMentionType } from '@portal/api/rules/brand';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the brand pages. Keys are `['brand', resource, params]` and carry who reads
 * (`viewerId`, not sent) where the answer holds the reader's own marks (subscriptions, follows).
 */
export const brandKeys = {
  all: ['brand'] as const,
  of: <P extends object>(resource: string, params: P) => ['brand', resource, params] as const,
};

/** a device category's home, by id (the code rides along for a category not known by id) */
export const categoryHomeQuery = (
  category: { categoryId?: number; categoryCode?: string },
  viewerId: number | null,
) =>
  queryOptions({
    queryKey: brandKeys.of('categoryHome', { ...category, viewerId }),
    queryFn: ({ signal }) => call(e.categoryHome, category, { signal }),
  });

/** the pages' items as first data (issue 24): the server answers the same pairs into the page's HTML */
export const brandFirst = (id: number, viewerId: number | null) =>
  firstQuery(brandKeys.of('brand', { id, viewerId }), e.brand, { id });
export const productLineFirst = (id: number, viewerId: number | null) =>
  firstQuery(brandKeys.of('productLine', { id, viewerId }), e.productLine, { id });
export const productFirst = (id: number, viewerId: number | null) =>
  firstQuery(brandKeys.of('product', { id, viewerId }), e.product, { id });
export const brandActivityFirst = (id: number, viewerId: number | null) =>
  firstQuery(brandKeys.of('activity', { id, viewerId }), e.activity, { id });

export const brandQuery = (id: number, viewerId: number | null) => queryFromFirst(brandFirst(id, viewerId));

export const productLineQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(productLineFirst(id, viewerId));

export const productQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(productFirst(id, viewerId));

export const brandActivityQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(brandActivityFirst(id, viewerId));

export interface ProductScope {
  brandId?: number;
  productLineId?: number;
  categoryId?: number;
}

/** products of a brand, line or category, a page at a time as the reader scrolls */
export const productsQuery = (scope: ProductScope) =>
  infiniteQueryOptions({
    queryKey: brandKeys.of('products', scope),
    queryFn: ({ pageParam, signal }) =>
      call(e.products, { ...scope, pageNo: pageParam, pageSize: BRAND_LIMITS.productsPageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

/** what mentions a product, one type (a tab of 临床应用) a page at a time; every page carries the counts */
export const productMentionsQuery = (productId: number, type: ProductMentionType) =>
  infiniteQueryOptions({
    queryKey: brandKeys.of('productMentions', { productId, type }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.productMentions,
        { productId, type, pageNo: pageParam, pageSize: BRAND_LIMITS.linkedPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

/** activities of a brand or category, a page at a time */
export const brandActivitiesQuery = (
  scope: { brandId?: number; categoryId?: number },
  viewerId: number | null,
) =>
  infiniteQueryOptions({
    queryKey: brandKeys.of('activities', { ...scope, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.activities,
        { ...scope, pageNo: pageParam, pageSize: BRAND_LIMITS.activitiesPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

/** a brand's leads, a page at a time (its administrators only) */
export const leadsQuery = (brandId: number, pageNo: number, viewerId: number | null) =>
  queryOptions({
    queryKey: brandKeys.of('leads', { brandId, pageNo, viewerId }),
    queryFn: ({ signal }) => call(e.leads, { brandId, pageNo, pageSize: LEADS_PAGE_SIZE }, { signal }),
  });

/** a brand's members (its administrators only) */
export const brandMembersQuery = (brandId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: brandKeys.of('members', { brandId, viewerId }),
    queryFn: ({ signal }) => call(e.members, { brandId }, { signal }),
  });

/** a brand video's page */
export const brandVideoQuery = (id: number) =>
  queryOptions({
    queryKey: brandKeys.of('video', { id }),
    queryFn: ({ signal }) => call(e.video, { id }, { signal }),
  });

/** a brand's or a category's videos, a page at a time */
export const brandVideosQuery = (scope: { brandId?: number; categoryId?: number }, pageSize = 8) =>
  infiniteQueryOptions({
    queryKey: brandKeys.of('videos', { ...scope, pageSize }),
    queryFn: ({ pageParam, signal }) => call(e.videos, { ...scope, pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

/** products whose name or brand has the words (the editors' product picker), most viewed first */
export const productPickerQuery = (keywords: string) =>
  queryOptions({
    queryKey: brandKeys.of('productPicker', { keywords }),
    queryFn: ({ signal }) => call(e.products, { keywords, pageNo: 1, pageSize: 20 }, { signal }),
    staleTime: 60_000,
  });
