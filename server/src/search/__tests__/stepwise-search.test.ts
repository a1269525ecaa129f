import type { DatabaseHandle } from '../../db/database';
import { createIndexer } from '../../test-support/areas';
import { createTestDatabase } from '../../test-support/test-database';
import { analyzer } from '../analyzer';
import type { SearchHit, SearchIndex, SearchQuery } from '../search-index';
import { searchStepwise } from '../stepwise-search';

/**
 * A procedure named with a common qualifier (显微镜下, 神经内镜下, 导航下, 局麻下…) finds what the
 * procedure finds, the documents with the qualifier first; on the default seed, SQLite or PostgreSQL.
 */

/** realistic qualified names of standard operations (the relevance set holds them with their answers) */
const QUALIFIED = [
  '神经内镜下经鼻蝶垂体瘤切除术',
  '显微镜下经鼻蝶垂体瘤切除术',
  '神经内镜下经鼻垂体瘤切除术',
  '显微镜下微血管减压术',
  '神经内镜下微血管减压术',
  '显微镜下三叉神经微血管减压术',
  '内镜辅助下面肌痉挛微血管减压术',
  '神经内镜下第三脑室底造瘘术',
  '显微镜下动脉瘤夹闭术',
  '显微镜下听神经瘤切除术',
  '显微镜下乙状窦后入路听神经瘤切除术',
  '显微镜下脑膜瘤切除术',
  '神经导航下胶质瘤切除术',
  '术中唤醒下胶质瘤切除术',
  '荧光引导下胶质瘤切除术',
  '神经内镜下脑出血清除术',
  '显微镜下颈动脉内膜剥脱术',
  '机器人辅助下立体定向活检术',
  '立体定向下脑深部电刺激术',
  '神经内镜下颅咽管瘤切除术',
  '显微镜下脊髓髓内肿瘤切除术',
  '显微镜下海绵状血管瘤切除术',
  '显微镜下脑动静脉畸形切除术',
  '局麻下慢性硬膜下血肿钻孔引流术',
  '全麻下脑室腹腔分流术',
  '内镜下腰椎间盘切除术',
  '神经内镜下经鼻脑脊液漏修补术',
  '显微镜下椎管内肿瘤切除术',
  '显微镜下后颅窝减压术',
  '内镜下经鼻颅底脊索瘤切除术',
  '导航下立体定向血肿穿刺引流术',
];

let database: DatabaseHandle;
let index: SearchIndex;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'full' });
  index = createIndexer(database.db, analyzer()).index;
});

afterAll(async () => {
  await database.close();
});

const query = (keywords: string, offset = 0, limit = 9): SearchQuery => ({
  clauses: analyzer()
    .queryTerms(keywords)
    .map((term) => ({ term })),
  tab: '99',
  sort: 'relevance',
  offset,
  limit,
});
const key = (h: SearchHit) => `${h.type}:${h.refId}`;

/** every hit of the stepwise search, page by page */
async function allPages(keywords: string, size: number): Promise<{ hits: SearchHit[]; total: number }> {
  const first = await searchStepwise(index, analyzer(), query(keywords, 0, size));
  const hits = [...first.hits];
  while (hits.length < first.total) {
    const page = await searchStepwise(index, analyzer(), query(keywords, hits.length, size));
    if (page.hits.length === 0) break;
    hits.push(...page.hits);
  }
  return { hits, total: first.total };
}

describe('stepwise search of qualified procedures', () => {
  it('finds something for every qualified name', async () => {
    const empty: string[] = [];
    for (const keywords of QUALIFIED) {
      const found = await searchStepwise(index, analyzer(), query(keywords));
      if (found.total === 0 || found.hits.length === 0) empty.push(keywords);
    }
    expect(empty).toEqual([]);
  });

  it('lists the documents with every word first, then the procedure’s others, paging across both', async () => {
    const keywords = '显微镜下经鼻蝶垂体瘤切除术';
    const every = await index.search(query(keywords, 0, 50));
    const procedure = await index.search(query('经鼻蝶垂体瘤切除术', 0, 50));
    expect(every.total).toBeGreaterThan(0);
    expect(procedure.total).toBeGreaterThan(every.total);
    expect(procedure.total).toBeLessThanOrEqual(50);

    const { hits, total } = await allPages(keywords, 4);
    expect(total).toBe(procedure.total);
    expect(new Set(hits.map(key)).size).toBe(hits.length);
    expect(hits.map(key).sort()).toEqual(procedure.hits.map(key).sort());
    // the documents with 显微镜下 (or the 显微镜 documents write) come first, in their own order
    expect(hits.slice(0, every.total).map(key)).toEqual(every.hits.map(key));

    const counted = await searchStepwise(index, analyzer(), query(keywords));
    expect(counted.counts).toEqual(procedure.counts);
    expect(counted.clauses.map((c) => c.term.word)).toEqual(['显微镜下', '经鼻蝶', '垂体瘤', '切除术']);
  });

  it('searches a query without qualifiers as before', async () => {
    for (const keywords of ['经鼻蝶垂体瘤切除术', '胶质瘤', '微血管减压术 面肌痉挛']) {
      const plain = await index.search(query(keywords));
      const stepped = await searchStepwise(index, analyzer(), query(keywords));
      expect(stepped.hits).toEqual(plain.hits);
      expect(stepped.counts).toEqual(plain.counts);
    }
  });

  it('finds a compound word the documents do not hold whole by its parts, when nothing else matches', async () => {
    expect((await index.search(query('动脉瘤夹闭术'))).total).toBe(0);
    const found = await searchStepwise(index, analyzer(), query('显微镜下动脉瘤夹闭术'));
    expect(found.total).toBeGreaterThan(0);
    expect(found.hits.some((h) => h.title.includes('夹闭术') && h.title.includes('动脉瘤'))).toBe(true);
  });
});
