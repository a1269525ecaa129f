import type { BrandVideo, BrandVideoCard } from '@portal/api/contract/brand';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';

/** A brand's videos: the lists of a brand's and a category's pages, and a video's own page. */
export function createBrandVideosRepository(db: PortalDb) {
  const base = () =>
    db
      .selectFrom('brand_videos as v')
      .innerJoin('brands as b', 'b.id', 'v.brand_id')
      .leftJoin('products as p', 'p.id', 'v.product_id')
      .select((eb) => [
        'v.id',
        'v.title',
        'v.cover',
        'v.duration',
        'v.views',
        'v.comments',
        'v.created_at',
        'v.video_url',
        'v.description',
        'v.brand_id',
        'b.name as brand_name',
        'p.id as product_id',
        'p.name as product_name',
        // the category its page opens under: the product's, else the brand's first line's
        eb.fn
          .coalesce(
            'p.category_id',
            eb
              .selectFrom('product_lines as l')
              .select((l) => l.fn.min('l.category_id').as('c'))
              .whereRef('l.brand_id', '=', 'v.brand_id'),
          )
          .as('category_id'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const toCard = (r: Row): BrandVideoCard => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    duration: Number(r.duration),
    views: Number(r.views),
    comments: Number(r.comments),
    brand: { id: r.brand_id, name: r.brand_name },
    categoryId: r.category_id === null ? null : Number(r.category_id),
    createdAt: Number(r.created_at),
  });

  return {
    /** newest first; a category's are those of the brands with a line in it */
    async list(scope: { brandId?: number; categoryId?: number }, pageNo: number, pageSize: number) {
      let q = db.selectFrom('brand_videos as v');
      if (scope.brandId !== undefined) q = q.where('v.brand_id', '=', scope.brandId);
      if (scope.categoryId !== undefined) {
        const categoryId = scope.categoryId;
        q = q.where('v.brand_id', 'in', (eb) =>
          eb.selectFrom('product_lines').select('brand_id').where('category_id', '=', categoryId),
        );
      }
      const [{ total }, ids] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        q
          .select('v.id')
          .orderBy('v.created_at', 'desc')
          .orderBy('v.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const rows = ids.length
        ? await base()
            .where(
              'v.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        list: ids.flatMap((r) => {
          const row = byId.get(r.id);
          return row ? [toCard(row)] : [];
        }),
        total: Number(total),
      };
    },

    async video(id: number): Promise<BrandVideo> {
      const r = await base().where('v.id', '=', id).executeTakeFirst();
      if (!r) throw notFound(BRAND_MESSAGES.videoNotFound);
      return {
        ...toCard(r),
        videoUrl: r.video_url,
        description: r.description,
        product:
          r.product_id !== null && r.product_name !== null
            ? { id: r.product_id, name: r.product_name }
            : null,
      };
    },

    /** a video of ours, for the comment routes (every stored video is public) */
    async assertExists(trxOrDb: PortalDb, id: number) {
      const row = await trxOrDb
        .selectFrom('brand_videos')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.videoNotFound);
    },

    async countView(id: number) {
      await db
        .updateTable('brand_videos')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type BrandVideosRepository = ReturnType<typeof createBrandVideosRepository>;
