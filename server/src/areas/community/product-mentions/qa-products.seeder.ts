import type { Insertable } from 'kysely';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { deviceCategoriesIn, groupByCode } from '../../../seed/device-terms';
import { createRng, type Rng } from '../../../seed/random';
import { answerText } from './qa-mentions';
import type { CommunityQaProductsTable } from './schema';

/** how often a question or an answer whose words name a device category mentions products of it */
const QUESTION_CHANCE = 0.5;
const ANSWER_CHANCE = 0.25;

/**
 * The products questions and answers mention, as an editor linked them: an item whose words speak
 * of what a device category is for (a question on intracranial pressure, an answer on coiling)
 * names one or two products of that category. Runs after the questions, answers and products.
 */
export const qaProductsSeeder: AreaSeeder = {
  name: 'community-qa-products',
  tables: ['community_qa_products'],
  sequenceTables: [],
  async seed(db, context) {
    const rng = createRng(`${context.seed}:community-qa-products`);
    const [questions, answers, products] = await Promise.all([
      db.selectFrom('community_questions').select(['id', 'title', 'text']).orderBy('id').execute(),
      db.selectFrom('community_answers').select(['id', 'text']).orderBy('id').execute(),
      db
        .selectFrom('products as p')
        .innerJoin('brand_categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'c.code'])
        .orderBy('p.id')
        .execute(),
    ]);
    const byCode = groupByCode(products);
    const rows: Insertable<CommunityQaProductsTable>[] = [];
    const link = (r: Rng, type: 'Q' | 'A', id: number, text: string, chance: number) => {
      const codes = deviceCategoriesIn(text).filter((c) => byCode.has(c));
      if (codes.length === 0 || !r.chance(chance)) return;
      const candidates = codes.slice(0, 2).flatMap((c) => byCode.get(c) ?? []);
      r.sample(candidates, r.int(1, 2)).forEach((productId, sort) => {
        rows.push({ qa_type: type, qa_id: id, product_id: productId, sort, detected: 0 });
      });
    };
    const questionRng = rng.fork('questions');
    for (const q of questions) link(questionRng, 'Q', q.id, `${q.title}\n${q.text}`, QUESTION_CHANCE);
    const answerRng = rng.fork('answers');
    for (const a of answers) link(answerRng, 'A', a.id, answerText(a.text), ANSWER_CHANCE);
    await insertChunks(rows, (chunk) => db.insertInto('community_qa_products').values(chunk).execute());
  },
};
