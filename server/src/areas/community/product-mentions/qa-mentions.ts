import type { ProductMention } from '@portal/api/contract/brand';
import type { SidebarProduct } from '@portal/api/contract/sidebar';
import { jumpUrl } from '@portal/api/jump-rules';
import { answerHomeUrl } from '@portal/api/links';
import { BRAND_LIMITS } from '@portal/api/rules/brand';
import { sql } from 'kysely';
import { plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { publicPerson } from '../../../people/public-person';
import type { ProductMentionSource, Readers } from '../../../readers/readers';
import { productsNamedIn } from './product-detection';

/** how much of a question's or an answer's text a mention shows */
const EXCERPT = 100;
const excerpt = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join('');
};

/** an answer's words, one paragraph from the next kept apart (a name never spans two) */
export const answerText = (html: string) => plainText(html.replace(/<\/(p|div|h\d|li)>|<br\s*\/?>/gi, '\n'));

const firstImage = (images: string): string => {
  try {
    const list = JSON.parse(images) as unknown;
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : '';
  } catch {
    return '';
  }
};

/**
 * Links a question ('Q') or an answer ('A') to the products its text names (product-detection),
 * in the writer's transaction: the links found in an earlier version go, an editor's stay. Called
 * whenever the text is written, published or waiting for review: a link is listed only while its
 * item is published, so approving the item shows its links and rejecting it hides them.
 */
export async function linkNamedProducts(
  trx: PortalDb,
  readers: Pick<Readers, 'productNames'>,
  item: { type: 'Q' | 'A'; id: number; text: string },
): Promise<number[]> {
  const named = productsNamedIn(item.text, await readers.productNames(trx));
  await trx
    .deleteFrom('community_qa_products')
    .where('qa_type', '=', item.type)
    .where('qa_id', '=', item.id)
    .where('detected', '=', 1)
    .execute();
  const editors = await trx
    .selectFrom('community_qa_products')
    .select('product_id')
    .where('qa_type', '=', item.type)
    .where('qa_id', '=', item.id)
    .execute();
  const kept = new Set(editors.map((e) => e.product_id));
  const added = named.filter((id) => !kept.has(id));
  if (added.length > 0)
    await trx
      .insertInto('community_qa_products')
      .values(
        added.map((product_id, i) => ({
          qa_type: item.type,
          qa_id: item.id,
          product_id,
          sort: kept.size + i,
          detected: 1,
        })),
      )
      .execute();
  return added;
}

/** published questions linked to the product */
const linkedQuestions = (db: PortalDb, productId: number) =>
  db
    .selectFrom('community_qa_products as l')
    .innerJoin('community_questions as q', 'q.id', 'l.qa_id')
    .where('l.qa_type', '=', 'Q')
    .where('l.product_id', '=', productId)
    .where('q.status', '=', 'published');

/** published answers to published questions linked to the product */
const linkedAnswers = (db: PortalDb, productId: number) =>
  db
    .selectFrom('community_qa_products as l')
    .innerJoin('community_answers as a', 'a.id', 'l.qa_id')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .where('l.qa_type', '=', 'A')
    .where('l.product_id', '=', productId)
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published');

async function people(db: PortalDb, ids: readonly number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'real_name', 'avatar', 'identity'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

async function questionMentions(db: PortalDb, ids: readonly number[]): Promise<Map<number, ProductMention>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_questions')
    .select(['id', 'title', 'text', 'images', 'creator_id', 'is_hide_creator', 'publish_time'])
    .where('id', 'in', ids)
    .execute();
  const persons = await people(
    db,
    rows.map((r) => r.creator_id),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        type: 'question',
        kind: 'community_question',
        id: r.id,
        title: r.title,
        summary: excerpt(r.text),
        cover: firstImage(r.images),
        url: jumpUrl({ type: 'community_question', id: r.id }) ?? '',
        time: Number(r.publish_time),
        // a question asked anonymously names nobody, to anyone
        authorName: publicPerson(persons.get(r.creator_id), {
          area: 'community',
          hidden: r.is_hide_creator === 'T',
        }).realName,
        context: '',
      },
    ]),
  );
}

async function answerMentions(db: PortalDb, ids: readonly number[]): Promise<Map<number, ProductMention>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'q.title', 'a.text', 'a.creator_id', 'a.publish_time'])
    .where('a.id', 'in', ids)
    .execute();
  const persons = await people(
    db,
    rows.map((r) => r.creator_id),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        type: 'question',
        kind: 'community_answer',
        id: r.id,
        // an answer is read under its question's title
        title: r.title,
        summary: excerpt(answerText(r.text)),
        cover: '',
        url: jumpUrl({ type: 'community_answer', url: answerHomeUrl(r.id) }) ?? '',
        time: Number(r.publish_time),
        authorName: publicPerson(persons.get(r.creator_id), { area: 'community' }).realName,
        context: '',
      },
    ]),
  );
}

const total = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

/** the community's part of the product page's 临床应用: questions and answers, newest first */
export const QA_MENTIONS: ProductMentionSource = {
  type: 'question',
  async count(db, productId) {
    const [questions, answers] = await Promise.all([
      linkedQuestions(db, productId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      linkedAnswers(db, productId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ]);
    return total(questions) + total(answers);
  },
  async page(db, productId, { pageNo, pageSize }) {
    const union = linkedQuestions(db, productId)
      .select([sql.lit('Q').as('kind'), 'q.id as id', 'q.publish_time as at'])
      .unionAll(
        linkedAnswers(db, productId).select([sql.lit('A').as('kind'), 'a.id as id', 'a.publish_time as at']),
      );
    const rows = await db
      .selectFrom(union.as('m'))
      .select(['m.kind', 'm.id'])
      .orderBy('m.at', 'desc')
      .orderBy('m.kind')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
    const [questions, answers] = await Promise.all([
      questionMentions(db, ids('Q')),
      answerMentions(db, ids('A')),
    ]);
    return rows.flatMap((r) => (r.kind === 'Q' ? questions : answers).get(Number(r.id)) ?? []);
  },
};

/**
 * 相关器械 of a question page: the products the question names, then those its published answers
 * name, each once (the brands area's cards, through its reader).
 */
export async function productsOfQuestion(
  db: PortalDb,
  readers: Pick<Readers, 'productsByIds'>,
  questionId: number,
): Promise<SidebarProduct[]> {
  const [own, fromAnswers] = await Promise.all([
    db
      .selectFrom('community_qa_products')
      .select('product_id')
      .where('qa_type', '=', 'Q')
      .where('qa_id', '=', questionId)
      .orderBy('sort')
      .orderBy('product_id')
      .execute(),
    db
      .selectFrom('community_qa_products as l')
      .innerJoin('community_answers as a', 'a.id', 'l.qa_id')
      .select('l.product_id')
      .where('l.qa_type', '=', 'A')
      .where('a.question_id', '=', questionId)
      .where('a.status', '=', 'published')
      .orderBy('a.publish_time')
      .orderBy('a.id')
      .orderBy('l.sort')
      .execute(),
  ]);
  const ids = [...new Set([...own, ...fromAnswers].map((l) => l.product_id))].slice(
    0,
    BRAND_LIMITS.mentionedProducts,
  );
  if (ids.length === 0) return [];
  const found = await readers.productsByIds(db, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}
