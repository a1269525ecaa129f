import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_LIMITS, BRAND_MESSAGES } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';

const tags = ['品牌'];
const TF = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/** the answer of a subscribe toggle: its state, the count, and 订阅成功 / 已取消订阅 */
export const subscribeAnswer = ({ on, count }: { on: boolean; count: number }) => ({
  code: 1 as const,
  result: { subscribeStatus: TF(on), subscribers: count },
  message: on ? BRAND_MESSAGES.subscribed : BRAND_MESSAGES.unsubscribed,
});

/** the answer of a follow toggle (spec 7: result.followStatus) */
const followAnswer = ({ on, count }: { on: boolean; count: number }) => ({
  code: 1 as const,
  result: { followStatus: TF(on), followers: count },
  message: on ? BRAND_MESSAGES.followed : BRAND_MESSAGES.unfollowed,
});

/**
 * The brand pages' calls (spec 7 Brand): a device category's home, brand, product line and product
 * pages, lists of products, and the session user's subscriptions and follows. A request's `userId`
 * is never taken: who subscribes is who the session says.
 */
export async function brandPageRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? Date.now;
  const pages = options.repos.pages;
  const activities = options.repos.activities;
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;

  await serve(
    app,
    e.categoryHome,
    {
      tags,
      summary: '器械分类首页：品牌、产品线、热门产品、品牌活动',
      config: { fieldMessages: { categoryId: BRAND_MESSAGES.categoryNotFound } },
    },
    async (request) => {
      const viewerId = await viewerOf(request);
      const category = await pages.category({
        id: request.query.categoryId,
        code: request.query.categoryCode,
      });
      const [home, listed] = await Promise.all([
        pages.categoryHome(category, viewerId),
        activities.list(
          { categoryId: category.id },
          { pageNo: 1, pageSize: BRAND_LIMITS.homeActivities },
          viewerId,
          now(),
        ),
      ]);
      return { code: 1 as const, result: { category, ...home, activities: listed.items } };
    },
  );

  await serve(
    app,
    e.brand,
    {
      tags,
      summary: '品牌详情（计一次浏览）',
      config: { fieldMessages: { id: BRAND_MESSAGES.brandNotFound } },
    },
    async (request) => {
      const brand = await pages.brand(request.query.id, await viewerOf(request));
      await pages.countView('brands', brand.id);
      return { code: 1 as const, result: { ...brand, views: brand.views + 1 } };
    },
  );

  await serve(
    app,
    e.productLine,
    {
      tags,
      summary: '产品线详情（计一次浏览）',
      config: { fieldMessages: { id: BRAND_MESSAGES.productLineNotFound } },
    },
    async (request) => {
      const line = await pages.productLine(request.query.id, await viewerOf(request));
      await pages.countView('product_lines', line.id);
      return { code: 1 as const, result: { ...line, views: line.views + 1 } };
    },
  );

  await serve(
    app,
    e.products,
    { tags, summary: '产品列表（按品牌、产品线、分类或名称关键词；浏览多的在前）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? BRAND_LIMITS.productsPageSize;
      const { brandId, productLineId, categoryId, keywords } = request.query;
      const { items, total } = await pages.products(
        { brandId, productLineId, categoryId, keywords },
        { pageNo, pageSize },
      );
      return pageList(items, total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.product,
    {
      tags,
      summary: '产品详情（计一次浏览）',
      config: { fieldMessages: { id: BRAND_MESSAGES.productNotFound } },
    },
    async (request) => {
      const product = await pages.product(request.query.id, await viewerOf(request));
      await pages.countView('products', product.id);
      return { code: 1 as const, result: { ...product, views: product.views + 1 } };
    },
  );

  await serve(
    app,
    e.subscribeBrand,
    {
      tags,
      summary: '订阅/取消订阅品牌（当前登录用户）',
      config: { fieldMessages: { brandId: BRAND_MESSAGES.brandNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId } = request.body;
      await pages.assertExists('brands', brandId);
      return subscribeAnswer(
        await toggle(app.db, {
          ...marker('brand_subscriptions', { brand_id: brandId, user_id: me.id }, { created_at: now() }),
          ...counter('brands', 'subscribers', brandId),
        }),
      );
    },
  );

  const lineFields = {
    brandId: BRAND_MESSAGES.brandNotFound,
    productLineId: BRAND_MESSAGES.productLineNotFound,
  };

  await serve(
    app,
    e.subscribeProductLine,
    {
      tags,
      summary: '订阅/取消订阅产品线（当前登录用户）',
      config: { fieldMessages: lineFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId, productLineId } = request.body;
      await pages.lineOfBrand(brandId, productLineId);
      return subscribeAnswer(
        await toggle(app.db, {
          ...marker(
            'product_line_subscriptions',
            { product_line_id: productLineId, user_id: me.id },
            { created_at: now() },
          ),
          ...counter('product_lines', 'subscribers', productLineId),
        }),
      );
    },
  );

  await serve(
    app,
    e.followProductLine,
    {
      tags,
      summary: '关注/取消关注产品线（当前登录用户）',
      config: { fieldMessages: lineFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId, productLineId } = request.body;
      await pages.lineOfBrand(brandId, productLineId);
      return followAnswer(
        await toggle(app.db, {
          ...marker(
            'product_line_follows',
            { product_line_id: productLineId, user_id: me.id },
            { created_at: now() },
          ),
          ...counter('product_lines', 'followers', productLineId),
        }),
      );
    },
  );

  await serve(
    app,
    e.followProduct,
    {
      tags,
      summary: '关注/取消关注产品（当前登录用户）',
      config: { fieldMessages: { productId: BRAND_MESSAGES.productNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { productId } = request.body;
      await pages.assertExists('products', productId);
      return followAnswer(
        await toggle(app.db, {
          ...marker('product_follows', { product_id: productId, user_id: me.id }, { created_at: now() }),
          ...counter('products', 'followers', productId),
        }),
      );
    },
  );
}
