import { jumpUrl } from '@portal/api/jump-rules';
import { departmentUrl } from '@portal/api/links';
import { SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { sql } from 'kysely';
import type {
  Card,
  CardReader,
  NamedReaders,
  ReaderContribution,
  TimelineSource,
} from '../../readers/readers';

const byId = (cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

/** departments, named with their hospital */
const departments: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('departments')
    .select(['id', sql<string>`hospital_group_name || ' ' || name`.as('title'), 'icon_url', 'description'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'department',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.icon_url,
      url: departmentUrl(r.id),
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'department',
    })),
  );
};

/** product lines, with the device category their page address needs */
const productLines: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_lines')
    .select(['id', 'name', 'share_image', 'category_id'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'product_line',
      id: r.id,
      title: r.name,
      summary: '',
      cover: r.share_image,
      url: jumpUrl({ type: 'brandProductLine', id: r.id, categoryId: r.category_id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'productLine',
      categoryId: r.category_id,
    })),
  );
};

const lit = (kind: string) => sql.lit(kind).as('kind');

/** departments and product lines a person subscribes to, for the profile's subscriptions */
const timeline: TimelineSource[] = [
  {
    tab: 'subscriptions',
    kind: 'department',
    action: 'subscribe',
    card: 'department',
    branch: (db, person, kind) =>
      db
        .selectFrom('department_subscriptions as s')
        .select([lit(kind), 's.department_id as ref_id', 's.created_at as time', 's.created_at as at'])
        .where('s.user_id', '=', person.userId),
  },
  {
    tab: 'subscriptions',
    kind: 'productLine',
    action: 'subscribe',
    card: 'product_line',
    branch: (db, person, kind) =>
      db
        .selectFrom('product_line_subscriptions as s')
        .select([lit(kind), 's.product_line_id as ref_id', 's.created_at as time', 's.created_at as at'])
        .where('s.user_id', '=', person.userId),
  },
  // collected departments (type 5): listed by the 收藏 of every type (issue 22), not the 1.x list
  {
    tab: 'collections',
    kind: 'collect_department',
    action: 'collect',
    card: 'department',
    branch: (db, person, kind) =>
      db
        .selectFrom('collections as c')
        .select([lit(kind), 'c.content_id as ref_id', 'c.created_at as time', 'c.created_at as at'])
        .where('c.user_id', '=', person.userId)
        .where('c.content_type', '=', COLLECT_TYPES.department),
  },
];

const brandsOfUser: NamedReaders['brandsOfUser'] = (db, userId) =>
  db
    .selectFrom('brand_members as bm')
    .innerJoin('brands as b', 'b.id', 'bm.brand_id')
    .select(['b.id', 'b.name', 'b.logo', 'b.description', 'bm.role'])
    .where('bm.user_id', '=', userId)
    .orderBy('bm.role')
    .orderBy('b.id')
    .execute();

const brandMemberCounts: NamedReaders['brandMemberCounts'] = async (db, brandIds) => {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('brand_members')
    .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('brand_id', 'in', brandIds)
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((m) => [m.brand_id, Number(m.n)]));
};

/** brands, with their logo */
const brands: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'name', 'logo', 'description'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'brand',
      id: r.id,
      title: r.name,
      summary: r.description,
      cover: r.logo,
      url: jumpUrl({ type: 'brand', id: r.id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'brand',
    })),
  );
};

/** products by id, named with their brand (its row's name once filed under one) */
const productsByIds: NamedReaders['productsByIds'] = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.image', 'p.brand_name', 'b.name as brand', 'p.category_id'])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        image: r.image,
        brandName: r.brand ?? r.brand_name,
        categoryId: r.category_id,
      },
    ]),
  );
};

/** every product's name, for finding the products a text names */
const productNames: NamedReaders['productNames'] = (db) =>
  db.selectFrom('products').select(['id', 'name']).orderBy('id').execute();

/** a brand's most viewed products */
const productsOfBrand: NamedReaders['productsOfBrand'] = async (db, brandId, limit) => {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'image', 'category_id'])
    .where('brand_id', '=', brandId)
    .orderBy('views', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((p) => ({ id: p.id, name: p.name, image: p.image, categoryId: p.category_id }));
};

/** the newest products of these brands */
const brandProducts: NamedReaders['brandProducts'] = async (db, brandIds, limit) => {
  if (brandIds.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.image', 'p.brand_name', 'b.name as brand', 'p.category_id'])
    .where('p.brand_id', 'in', brandIds)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    image: p.image,
    brandName: p.brand ?? p.brand_name,
    categoryId: p.category_id,
  }));
};

const brandProductCounts: NamedReaders['brandProductCounts'] = async (db, brandIds) => {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('brand_id', 'in', brandIds)
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((p) => [p.brand_id ?? 0, Number(p.n)]));
};

/** first-level device categories: no parent */
const deviceCategories: NamedReaders['deviceCategories'] = (db) =>
  db
    .selectFrom('brand_categories')
    .select(['id', 'name', 'code'])
    .where('parent_id', 'is', null)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** what the brands area lets others read (`readers/readers.ts`) */
export const BRANDS_READERS: ReaderContribution = {
  deviceCategories,
  productsByIds,
  productNames,
  productsOfBrand,
  brandProducts,
  brandProductCounts,
  timeline,
  brandsOfUser,
  brandMemberCounts,
  cards: { department: departments, product_line: productLines, brand: brands },
};
