import type { BrandMember } from '@portal/api/contract/brand';
import {
  BRAND_MESSAGES,
  MEMBER_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  type ProductForm,
} from '@portal/api/rules/brand';
import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { assertBrandAdmin } from '../members/brand-roles';

/**
 * Brand administration: a brand's products and members, written by its administrators only. The
 * pictures of a product are ours (the upload pipeline's), uploaded by the administrator or already
 * the product's; texts come trimmed and checked by the shared rules, the description as plain text.
 */
export function createBrandAdminRepository(db: PortalDb) {
  const assertAdmin = (brandId: number, userId: number) =>
    assertBrandAdmin(db, brandId, userId, PRODUCT_FORM_MESSAGES.forbidden);

  /** the line's category, when the line is the brand's (null: no line) */
  async function lineOf(trx: PortalDb, brandId: number, lineId: number | null | undefined) {
    if (lineId === null || lineId === undefined) return null;
    const line = await trx
      .selectFrom('product_lines')
      .select(['id', 'category_id'])
      .where('id', '=', lineId)
      .where('brand_id', '=', brandId)
      .executeTakeFirst();
    if (!line) throw badRequest(PRODUCT_FORM_MESSAGES.lineNotOfBrand);
    return line;
  }

  /** every picture is an upload of ours: this administrator's, or one the product shows already */
  async function assertPictures(
    trx: PortalDb,
    pictures: readonly string[],
    userId: number,
    kept: readonly string[],
  ) {
    const fresh = pictures.filter((p) => !kept.includes(p));
    const paths = fresh.map((p) =>
      p.startsWith(UPLOADED_IMAGE_PREFIX) ? p.slice(UPLOADED_IMAGE_PREFIX.length) : '',
    );
    if (paths.some((p) => !/^\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.(webp|png|jpe?g|gif)$/.test(p)))
      throw badRequest(PRODUCT_FORM_MESSAGES.pictureInvalid);
    if (paths.length === 0) return;
    const found = await trx
      .selectFrom('media_uploads')
      .select('path')
      .where('user_id', '=', userId)
      .where('path', 'in', paths)
      .execute();
    const ours = new Set(found.map((r) => r.path));
    if (paths.some((p) => !ours.has(p))) throw badRequest(PRODUCT_FORM_MESSAGES.pictureInvalid);
  }

  async function recountLines(trx: PortalDb, lineIds: readonly (number | null)[]) {
    for (const id of new Set(lineIds)) {
      if (id === null) continue;
      await sql`update product_lines set products = (select count(*) from products where product_line_id = ${id}) where id = ${id}`.execute(
        trx,
      );
    }
  }

  async function count(brandId: number) {
    const row = await db
      .selectFrom('brand_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('brand_id', '=', brandId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    assertAdmin,

    async addProduct(
      brandId: number,
      lineId: number | null | undefined,
      form: ProductForm,
      userId: number,
      now: number,
    ): Promise<number> {
      // the caller has checked that `userId` administers the brand (addProduct's route, before the form)
      return db.transaction().execute(async (trx) => {
        const brand = await trx
          .selectFrom('brands')
          .select('name')
          .where('id', '=', brandId)
          .executeTakeFirst();
        if (!brand) throw notFound(BRAND_MESSAGES.brandNotFound);
        const line = await lineOf(trx, brandId, lineId);
        await assertPictures(trx, form.pictures, userId, []);
        const row = await trx
          .insertInto('products')
          .values({
            name: form.name,
            image: form.pictures[0] as string,
            brand_name: brand.name,
            category_id: line?.category_id ?? null,
            views: 0,
            created_at: now,
            brand_id: brandId,
            product_line_id: line?.id ?? null,
            description: form.description,
            specs: JSON.stringify(form.specs),
            pictures: JSON.stringify(form.pictures),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recountLines(trx, [line?.id ?? null]);
        return row.id;
      });
    },

    async updateProduct(
      productId: number,
      lineId: number | null | undefined,
      form: ProductForm,
      userId: number,
    ): Promise<void> {
      const product = await db
        .selectFrom('products')
        .select(['id', 'brand_id', 'product_line_id', 'pictures'])
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!product || product.brand_id === null) throw notFound(BRAND_MESSAGES.productNotFound);
      const brandId = product.brand_id;
      await assertAdmin(brandId, userId);
      await db.transaction().execute(async (trx) => {
        const line = lineId === undefined ? undefined : await lineOf(trx, brandId, lineId);
        let kept: string[] = [];
        try {
          const parsed: unknown = JSON.parse(product.pictures);
          if (Array.isArray(parsed)) kept = parsed.filter((p): p is string => typeof p === 'string');
        } catch {
          kept = [];
        }
        await assertPictures(trx, form.pictures, userId, kept);
        await trx
          .updateTable('products')
          .set({
            name: form.name,
            image: form.pictures[0] as string,
            description: form.description,
            specs: JSON.stringify(form.specs),
            pictures: JSON.stringify(form.pictures),
            ...(line === undefined
              ? {}
              : { product_line_id: line?.id ?? null, category_id: line?.category_id ?? null }),
          })
          .where('id', '=', productId)
          .execute();
        if (line !== undefined) await recountLines(trx, [product.product_line_id, line?.id ?? null]);
      });
    },

    async members(brandId: number, userId: number): Promise<BrandMember[]> {
      await assertAdmin(brandId, userId);
      const rows = await db
        .selectFrom('brand_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'u.real_name', 'u.avatar', 'm.role', 'm.created_at'])
        .where('m.brand_id', '=', brandId)
        .orderBy(sql`case when m.role = 'admin' then 0 else 1 end`)
        .orderBy('m.created_at')
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        realName: r.real_name,
        avatarAddress: r.avatar,
        role: r.role,
        createdAt: Number(r.created_at),
      }));
    },

    /** makes a user a member (never an administrator: that stays the operator's) */
    async authorise(brandId: number, memberId: number, userId: number, now: number) {
      await assertAdmin(brandId, userId);
      const user = await db.selectFrom('users').select('id').where('id', '=', memberId).executeTakeFirst();
      if (!user) throw notFound(MEMBER_MESSAGES.userNotFound);
      const inserted = await db
        .insertInto('brand_members')
        .values({ brand_id: brandId, user_id: memberId, role: 'member', created_at: now })
        .onConflict((oc) => oc.columns(['brand_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
        throw new AppError(409, MEMBER_MESSAGES.alreadyMember);
      return count(brandId);
    },

    /** removes a member, or an administrator while another remains */
    async remove(brandId: number, memberId: number, userId: number) {
      await assertAdmin(brandId, userId);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('brand_members')
          .select('role')
          .where('brand_id', '=', brandId)
          .where('user_id', '=', memberId)
          .executeTakeFirst();
        if (!row) throw notFound(MEMBER_MESSAGES.notMember);
        if (row.role === 'admin') {
          const admins = await trx
            .selectFrom('brand_members')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('brand_id', '=', brandId)
            .where('role', '=', 'admin')
            .executeTakeFirstOrThrow();
          if (Number(admins.n) <= 1) throw badRequest(MEMBER_MESSAGES.lastAdmin);
        }
        await trx
          .deleteFrom('brand_members')
          .where('brand_id', '=', brandId)
          .where('user_id', '=', memberId)
          .execute();
      });
      return count(brandId);
    },
  };
}

export type BrandAdminRepository = ReturnType<typeof createBrandAdminRepository>;
