import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { createRng, type Rng } from '../../../seed/random';
import { type ClinicalTopic, SUBSPECIALTY_TREE } from '../../../seed/subspecialties';
import type {
  CirclesTable,
  ContentKeywordsTable,
  ContentProductsTable,
  MiniToolSubspecialtiesTable,
  MiniToolsTable,
  TopicsTable,
} from './schema';
import { CIRCLES, MINI_TOOL_BASE_URL, MINI_TOOLS, PRODUCT_CATEGORIES } from './sidebar-data';

const TOPIC_COUNT = 60;
const ROWS_PER_INSERT = 400;
const DAY = 24 * 60 * 60 * 1000;

const coverUrl = (key: string, title: string) => `/media/cover/${key}.svg?title=${encodeURIComponent(title)}`;

interface SubspecialtyRow {
  id: number;
  name: string;
  parent_id: number | null;
}

interface ContentRow {
  type: SidebarContentType;
  id: number;
  title: string;
  subspecialtyIds: number[];
}

const LEAF_TOPICS = new Map<string, ClinicalTopic>(
  SUBSPECIALTY_TREE.flatMap((g) => g.children.map((c) => [c.name, c] as const)),
);

/** Search keywords of a subspecialty leaf: short clinical terms a reader would search for. */
function keywordPool(topic: ClinicalTopic): string[] {
  const words = [
    topic.name,
    topic.disease,
    ...topic.operations,
    ...topic.imaging,
    ...topic.complications,
    ...topic.scales,
    ...topic.topics,
  ].filter((w) => w.length >= 2 && w.length <= 10 && !/[（）()]/.test(w));
  return [...new Set(words)];
}

/** 2–5 keywords: those the title itself uses first, then others of the same subject. */
function pickKeywords(rng: Rng, title: string, pool: readonly string[]): string[] {
  const count = rng.int(2, 5);
  const inTitle = pool.filter((w) => title.includes(w));
  const rest = rng.shuffle(pool.filter((w) => !title.includes(w)));
  return [...inTitle, ...rest].slice(0, count);
}

/** '帕金森病靶点选择'; a question that already names the subject ('未破裂动脉瘤的治疗决策') stands alone */
function topicTitle(subject: string, question: string): string {
  for (let i = 0; i + 2 <= subject.length; i++)
    if (question.includes(subject.slice(i, i + 2))) return question;
  return `${subject}${question}`;
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

async function readContent(db: PortalDb): Promise<ContentRow[]> {
  const [infos, infoSubs, articles, articleSubs] = await Promise.all([
    db.selectFrom('info_articles').select(['id', 'title']).orderBy('id').execute(),
    db.selectFrom('info_subspecialties').select(['info_id as id', 'subspecialty_id']).execute(),
    db.selectFrom('mp_articles').select(['id', 'title']).orderBy('id').execute(),
    db.selectFrom('mp_article_subspecialties').select(['article_id as id', 'subspecialty_id']).execute(),
  ]);
  const group = (rows: { id: number; subspecialty_id: number }[]) => {
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.id, [...(map.get(r.id) ?? []), r.subspecialty_id]);
    return map;
  };
  const infoMap = group(infoSubs);
  const articleMap = group(articleSubs);
  return [
    ...infos.map((r) => ({
      type: 'I' as const,
      id: r.id,
      title: r.title,
      subspecialtyIds: infoMap.get(r.id) ?? [],
    })),
    ...articles.map((r) => ({
      type: 'U' as const,
      id: r.id,
      title: r.title,
      subspecialtyIds: articleMap.get(r.id) ?? [],
    })),
  ];
}

/**
 * Keywords of every news item and user article, circles and topics per subspecialty, device
 * products in the first-level device categories with links to content of their subspecialties,
 * and scoring mini tools. Everything follows the database's own subspecialties and categories.
 */
export const sidebarSeeder: AreaSeeder = {
  name: 'sidebar',
  tables: [
    'content_keywords',
    'circles',
    'topics',
    'products',
    'content_products',
    'mini_tools',
    'mini_tool_subspecialties',
  ],
  sequenceTables: ['circles', 'topics', 'products', 'mini_tools'],
  async seed(db, context) {
    const rng = createRng(`${context.seed}:sidebar`);
    const subspecialties: SubspecialtyRow[] = await db
      .selectFrom('subspecialties')
      .select(['id', 'name', 'parent_id'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const byName = new Map(subspecialties.map((s) => [s.name, s]));
    const byId = new Map(subspecialties.map((s) => [s.id, s]));
    const rootOf = (id: number) => {
      const s = byId.get(id);
      return s?.parent_id ?? s?.id;
    };
    const content = await readContent(db);
    const past = (maxDays: number) => context.now - rng.int(1, maxDays) * DAY - rng.int(0, DAY - 1);

    // keywords
    const keywordRng = rng.fork('keywords');
    const keywords: Insertable<ContentKeywordsTable>[] = [];
    for (const item of content) {
      const leaves = item.subspecialtyIds
        .map((id) => byId.get(id))
        .filter((s): s is SubspecialtyRow => s?.parent_id != null);
      const pool = [
        ...new Set(
          leaves.flatMap((s) =>
            LEAF_TOPICS.has(s.name) ? keywordPool(LEAF_TOPICS.get(s.name) as ClinicalTopic) : [s.name],
          ),
        ),
      ];
      pickKeywords(keywordRng, item.title, pool).forEach((keyword, sort) => {
        keywords.push({ content_type: item.type, content_id: item.id, sort, keyword });
      });
    }

    // circles
    const circles: Insertable<CirclesTable>[] = CIRCLES.map((c, i) => {
      const id = i + 1;
      return {
        id,
        subspecialty_id: byName.get(c.subspecialty)?.id ?? null,
        title: c.title,
        image: coverUrl(`circle-${id}`, c.title),
        share_image: coverUrl(`circle-share-${id}`, c.title),
        thumbnail: coverUrl(`circle-thumb-${id}`, c.title),
        contents: rng.skewed(40, 1800),
        views: rng.skewed(2_000, 260_000),
        created_at: past(900),
        description: c.description,
      };
    });

    // topics: the research questions of each leaf, first one of every leaf, then second ones
    const leafRows = subspecialties.filter((s) => s.parent_id != null && LEAF_TOPICS.has(s.name));
    const topicPicks: { leaf: SubspecialtyRow; question: string; topic: ClinicalTopic }[] = [];
    for (let round = 0; round < 3 && topicPicks.length < TOPIC_COUNT; round++) {
      for (const leaf of leafRows) {
        const topic = LEAF_TOPICS.get(leaf.name) as ClinicalTopic;
        const question = topic.topics[round];
        if (question && topicPicks.length < TOPIC_COUNT) topicPicks.push({ leaf, question, topic });
      }
    }
    const topics: Insertable<TopicsTable>[] = topicPicks.map(({ leaf, question, topic }, i) => {
      const id = i + 1;
      const operation = rng.pick(topic.operations);
      return {
        id,
        subspecialty_id: leaf.id,
        title: topicTitle(leaf.name, question),
        image: coverUrl(`topic-${id}`, question),
        contents: rng.skewed(5, 600),
        views: rng.skewed(500, 90_000),
        created_at: past(700),
        description: `${leaf.name}：${question}的临床经验、争议与最新研究，欢迎分享${operation}相关病例与思考。`,
      };
    });

    // products and their links to content of the same subspecialties
    const categories = await db
      .selectFrom('brand_categories')
      .select(['id', 'code'])
      .where('parent_id', 'is', null)
      .execute();
    const categoryIds = new Map(categories.map((c) => [c.code, c.id]));
    const products: Insertable<Database['products']>[] = [];
    const productsByRoot = new Map<number, number[]>();
    for (const category of PRODUCT_CATEGORIES) {
      for (const [brand, name] of category.products) {
        const id = products.length + 1;
        products.push({
          id,
          name,
          image: coverUrl(`product-${id}`, name),
          brand_name: brand,
          category_id: categoryIds.get(category.category) ?? null,
          views: rng.skewed(100, 40_000),
          created_at: past(1000),
        });
        for (const groupName of category.groups) {
          const root = byName.get(groupName);
          if (root) productsByRoot.set(root.id, [...(productsByRoot.get(root.id) ?? []), id]);
        }
      }
    }
    const linkRng = rng.fork('content-products');
    const contentProducts: Insertable<ContentProductsTable>[] = [];
    for (const item of content) {
      if (!linkRng.chance(0.35)) continue;
      const roots = new Set(item.subspecialtyIds.map(rootOf).filter((id): id is number => id !== undefined));
      const candidates = [...new Set([...roots].flatMap((r) => productsByRoot.get(r) ?? []))];
      linkRng.sample(candidates, linkRng.int(1, 3)).forEach((productId, sort) => {
        contentProducts.push({ content_type: item.type, content_id: item.id, product_id: productId, sort });
      });
    }

    // mini tools
    const miniTools: Insertable<MiniToolsTable>[] = MINI_TOOLS.map((t, i) => ({
      id: i + 1,
      name: t.name,
      url: `${MINI_TOOL_BASE_URL}${t.code}`,
      keywords: t.keywords.join(','),
      sort: i,
      enabled: 'T',
      created_at: past(1200),
    }));
    const toolSubspecialties: Insertable<MiniToolSubspecialtiesTable>[] = MINI_TOOLS.flatMap((t, i) =>
      [...new Set(t.subspecialties.map((name) => byName.get(name)?.id))]
        .filter((id): id is number => id !== undefined)
        .map((subspecialty_id) => ({ tool_id: i + 1, subspecialty_id })),
    );

    await insertChunks(keywords, (rows) => db.insertInto('content_keywords').values(rows).execute());
    await db.insertInto('circles').values(circles).execute();
    if (topics.length > 0) await db.insertInto('topics').values(topics).execute();
    await db.insertInto('products').values(products).execute();
    await insertChunks(contentProducts, (rows) => db.insertInto('content_products').values(rows).execute());
    await db.insertInto('mini_tools').values(miniTools).execute();
    if (toolSubspecialties.length > 0)
      await db.insertInto('mini_tool_subspecialties').values(toolSubspecialties).execute();
  },
};
