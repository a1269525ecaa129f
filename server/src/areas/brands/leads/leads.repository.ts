import type { Lead } from '@portal/api/contract/brand';
import { BRAND_MESSAGES, INTEREST_MESSAGES, type InterestForm } from '@portal/api/rules/brand';
import type { PortalDb } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { assertBrandAdmin } from '../members/brand-roles';

const DAY = 86_400_000;

/** A brand's leads: left by signed-in people on its products, read by its administrators only. */
export function createLeadsRepository(db: PortalDb) {
  const assertAdmin = (brandId: number, userId: number) =>
    assertBrandAdmin(db, brandId, userId, INTEREST_MESSAGES.leadsForbidden);

  return {
    assertAdmin,

    /**
     * Keeps a lead on a product of a brand, once a day per person and product. The check and the
     * insert share a transaction; two at once may both pass on PostgreSQL, which the per-client
     * rate limit of the route bounds.
     */
    async submit(productId: number, userId: number, form: InterestForm, now: number) {
      return db.transaction().execute(async (trx) => {
        const product = await trx
          .selectFrom('products')
          .select(['id', 'brand_id'])
          .where('id', '=', productId)
          .executeTakeFirst();
        if (!product || product.brand_id === null) throw notFound(BRAND_MESSAGES.productNotFound);
        const recent = await trx
          .selectFrom('product_interests')
          .select('id')
          .where('user_id', '=', userId)
          .where('product_id', '=', productId)
          .where('created_at', '>', now - DAY)
          .executeTakeFirst();
        if (recent) throw new AppError(429, INTEREST_MESSAGES.alreadySubmitted);
        const row = await trx
          .insertInto('product_interests')
          .values({
            product_id: productId,
            brand_id: product.brand_id,
            user_id: userId,
            ...form,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** the brand's leads, newest first */
    async list(
      brandId: number,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ items: Lead[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('product_interests as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .select([
            'i.id',
            'i.product_id',
            'p.name as product_name',
            'i.name',
            'i.hospital',
            'i.department',
            'i.contact',
            'i.created_at',
          ])
          .where('i.brand_id', '=', brandId)
          .orderBy('i.created_at', 'desc')
          .orderBy('i.id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('product_interests')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('brand_id', '=', brandId)
          .executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          product: { id: r.product_id, name: r.product_name },
          name: r.name,
          hospital: r.hospital,
          department: r.department,
          contact: r.contact,
          createdAt: Number(r.created_at),
        })),
        total: Number(count?.n ?? 0),
      };
    },

    async brandName(brandId: number) {
      const row = await db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.brandNotFound);
      return row.name;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
