import type { ProductMentionCounts } from '@portal/api/contract/brand';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_LIMITS, BRAND_MESSAGES, PRODUCT_MENTION_TYPES } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { pageList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';

const tags = ['品牌'];

/**
 * A product's 临床应用: the cases, articles, meeting talks and questions that mention it. The brands
 * area owns the product, not the content: each type comes from the area that owns it, through its
 * registered source (`app.readers.productMentions`), which lists only what every reader may see.
 */
export async function productMentionRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const pages = options.repos.pages;

  await serve(
    app,
    e.productMentions,
    {
      tags,
      summary: '提及该产品的病例、文章、会议讲题和问答（仅已发布的；按类型分页，最新的在前；附各类型数量）',
      config: {
        fieldMessages: { productId: BRAND_MESSAGES.productNotFound, type: BRAND_MESSAGES.mentionTypeUnknown },
      },
    },
    async (request) => {
      const { productId, type } = request.query;
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? BRAND_LIMITS.linkedPageSize;
      await pages.assertExists('products', productId);
      const sources = app.readers.productMentions;
      const counts = Object.fromEntries(
        await Promise.all(
          PRODUCT_MENTION_TYPES.map(
            async (t) =>
              [t, (await sources.find((s) => s.type === t)?.count(app.db, productId)) ?? 0] as const,
          ),
        ),
      ) as ProductMentionCounts;
      const total = counts[type];
      const source = sources.find((s) => s.type === type);
      // a page past the last asks nobody: it is empty
      const list =
        source && (pageNo - 1) * pageSize < total
          ? await source.page(app.db, productId, { pageNo, pageSize })
          : [];
      return { ...pageList(list, total, pageNo, pageSize), counts };
    },
  );
}
