import type { Insertable } from 'kysely';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { deviceCategoriesIn, groupByCode } from '../../../seed/device-terms';
import { createRng } from '../../../seed/random';
import type { MeetingAgendaProductsTable } from './schema';

/** how often a talk whose words name a device category mentions products of it */
const MENTION_CHANCE = 0.8;

/**
 * The products talks mention: a talk whose theme speaks of what a device category is for (a talk
 * on aneurysm clipping, one on DBS programming) names one or two products of that category. The
 * theme alone: a summary's passing words would link a talk on survival statistics to a flow
 * diverter. Runs after the agendas and the products (side bar) are seeded.
 */
export const agendaProductsSeeder: AreaSeeder = {
  name: 'meeting-agenda-products',
  tables: ['meeting_agenda_products'],
  sequenceTables: [],
  async seed(db, context) {
    const rng = createRng(`${context.seed}:meeting-agenda-products`);
    const [agendas, products] = await Promise.all([
      db.selectFrom('meeting_agendas').select(['id', 'theme']).orderBy('id').execute(),
      db
        .selectFrom('products as p')
        .innerJoin('brand_categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'c.code'])
        .orderBy('p.id')
        .execute(),
    ]);
    const byCode = groupByCode(products);
    const rows: Insertable<MeetingAgendaProductsTable>[] = [];
    for (const agenda of agendas) {
      const codes = deviceCategoriesIn(agenda.theme).filter((c) => byCode.has(c));
      if (codes.length === 0 || !rng.chance(MENTION_CHANCE)) continue;
      const candidates = codes.slice(0, 2).flatMap((c) => byCode.get(c) ?? []);
      rng.sample(candidates, rng.int(1, 2)).forEach((productId, sort) => {
        rows.push({ agenda_id: agenda.id, product_id: productId, sort });
      });
    }
    await insertChunks(rows, (chunk) => db.insertInto('meeting_agenda_products').values(chunk).execute());
  },
};
