import type { Insertable } from 'kysely';
import { catalogueStream } from '../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../seed/area-seeder';
import type { Rng } from '../../seed/random';
import { ADVERTISEMENTS } from './advertisements-data';
import type { AdvertisementExtras, AdvertisementsTable } from './schema';

const DAY = 86_400_000;

function buildAdvertisements(
  r: Rng,
  now: number,
  products: readonly { id: number; name: string; category_id: number | null }[],
): Insertable<AdvertisementsTable>[] {
  return ADVERTISEMENTS.map((a, i) => {
    const id = i + 1;
    let location = a.target;
    if (a.target.startsWith('product:')) {
      const product = products.find((p) => p.name === a.target.slice('product:'.length));
      location = product
        ? `/bms/classify/${product.category_id ?? '-'}/product-details/${product.id}`
        : `/search?keywords=${encodeURIComponent(a.name)}`;
    } else if (a.target.startsWith('book:')) {
      location = `/mall/product/${a.target.slice('book:'.length)}`;
    }
    const extras: AdvertisementExtras = {
      keywords: [...a.keywords],
      position: a.module === 'search_result' ? r.int(2, 5) : 1,
      tabs: [...a.tabs],
    };
    return {
      id,
      name: a.name,
      code: a.code,
      image: coverUrl(`ad-${id}`, a.name),
      module: a.module,
      click_location: location,
      sort: i,
      enabled: 'T',
      start_time: now - r.int(10, 60) * DAY,
      end_time: now + r.int(60, 240) * DAY,
      created_at: now - r.int(60, 90) * DAY,
      extras: JSON.stringify(extras),
    };
  });
}

/**
 * The fixed advertisements of the search pages (migration 010's part of this area), running
 * around the seed's now; a product or book target opens the seeded row.
 */
export const advertisementsSeeder: AreaSeeder = {
  name: 'advertisements',
  tables: ['advertisements'],
  sequenceTables: ['advertisements'],
  async seed(db, context) {
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'category_id'])
      .orderBy('id')
      .execute();
    const rows = buildAdvertisements(catalogueStream(context.seed, 'advertisements'), context.now, products);
    await insertChunks(rows, (chunk) => db.insertInto('advertisements').values(chunk).execute());
  },
};
