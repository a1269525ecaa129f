import { createIndexer } from '../../search/indexer';
import type { AreaSeeder } from '../../seed/area-seeder';
import { createRng } from '../../seed/random';
import { beijingDay, normalizeKeyword } from './hot-searches';

const DAY = 86_400_000;

/**
 * What neurosurgeons search for most, with a relative weight: the hot-search list's starting
 * point before real searches accumulate.
 */
export const STARTING_HOT_SEARCHES: readonly (readonly [string, number])[] = [
  ['胶质瘤', 100],
  ['动脉瘤', 92],
  ['脑出血', 85],
  ['垂体瘤', 74],
  ['脑膜瘤', 70],
  ['帕金森病', 64],
  ['DBS', 58],
  ['三叉神经痛', 55],
  ['癫痫', 52],
  ['烟雾病', 47],
  ['面肌痉挛', 44],
  ['听神经瘤', 40],
  ['颈动脉狭窄', 36],
  ['蛛网膜下腔出血', 33],
  ['脑积水', 30],
  ['脊髓损伤', 27],
  ['神经内镜', 24],
  ['血流导向装置', 21],
];

/**
 * Builds the search index from the seeded content and fills the hot-search log with two weeks
 * of searches. Registered last among the area seeders, so it indexes what the others seeded.
 */
export const searchIndexSeeder: AreaSeeder = {
  name: 'search',
  tables: ['search_documents', 'search_log'],
  sequenceTables: [],
  async seed(db, context) {
    const rng = createRng(context.seed ^ 0x5ea4c4);
    const today = beijingDay(context.now);
    const rows: { keyword: string; day: number; count: number }[] = [];
    for (const [keyword, weight] of STARTING_HOT_SEARCHES) {
      for (let d = 0; d < 14; d += 1) {
        rows.push({
          keyword: normalizeKeyword(keyword),
          day: today - d * DAY,
          count: Math.round(weight * rng.float(0.6, 1.4)),
        });
      }
    }
    await db.insertInto('search_log').values(rows).execute();
    await createIndexer(db, context.feeders).rebuildAll();
  },
};
