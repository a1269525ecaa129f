import type { QueryTerm } from '../analyzer';
import type { SearchClause } from '../search-index';
import {
  pageWithTitleFit,
  RERANK_WINDOW,
  rerankByTitleFit,
  type ScoredHit,
  titleFit,
  titleFitWeight,
} from '../title-fit';

const clause = (word: string, synonyms: string[] = []): SearchClause => {
  const term: QueryTerm = {
    word,
    synonyms: [word, ...synonyms],
    alternatives: [word, ...synonyms].map((s) => [s.toLowerCase()]),
  };
  return { term };
};

const hit = (type: string, title: string, score: number, refId = 1, inTitle = true): ScoredHit => ({
  type,
  refId,
  title,
  score,
  inTitle,
});

describe('titleFit', () => {
  it('is the share of the title (spaces left out, any case) the query words make up', () => {
    expect(titleFit('StealthStation S8', [clause('stealthstation'), clause('s8')])).toBe(1);
    expect(
      titleFit('美敦力 StealthStation S8 手术导航系统术中使用技巧', [clause('stealthstation'), clause('s8')]),
    ).toBeCloseTo(16 / 31); // 美敦力 3 + StealthStation 14 + S8 2 + 手术导航系统术中使用技巧 12
  });

  it('counts a word by the longest spelling the title carries (TIA as 短暂性脑缺血发作)', () => {
    const tia = clause('TIA', ['短暂性脑缺血发作']);
    expect(titleFit('短暂性脑缺血发作', [tia])).toBe(1);
    expect(titleFit('TIA患者的随访', [tia])).toBeCloseTo(3 / 8);
    expect(titleFit('脑出血', [tia])).toBe(0);
  });
});

describe('titleFitWeight', () => {
  it('lifts content by fit, over its type weight', () => {
    expect(titleFitWeight('info', 1)).toBeGreaterThan(titleFitWeight('info', 0.3));
    expect(titleFitWeight('shortVideo', 1)).toBeLessThan(titleFitWeight('info', 1));
  });

  it('ranks a department, product or product line high only when the query names it', () => {
    expect(titleFitWeight('bms_product', 0.6, true)).toBeGreaterThan(titleFitWeight('info', 1));
    expect(titleFitWeight('bms_product', 0.6, false)).toBeLessThan(titleFitWeight('info', 0));
  });
});

describe('rerankByTitleFit', () => {
  it('puts the named product above the many videos about it, and leaves body-only hits after the tier', () => {
    const clauses = [clause('stealthstation'), clause('s8')];
    const hits = [
      hit('shortVideo', '美敦力 StealthStation S8 手术导航系统术中使用技巧', 10, 1),
      hit('shortVideo', '美敦力 StealthStation S8 手术导航系统：3分钟了解核心功能', 10, 2),
      hit('bms_product', 'StealthStation S8', 6, 3),
      hit('info', '导航下的脑肿瘤切除', 50, 4, false),
    ];
    expect(rerankByTitleFit(hits, clauses).map((h) => h.refId)).toEqual([3, 1, 2, 4]);
  });

  it('puts a named product first even when the videos about it match and are watched far more', () => {
    const clauses = [clause('stealthstation'), clause('s8')];
    const hits = [
      hit('shortVideo', '美敦力 StealthStation S8 手术导航系统术中使用技巧', 40, 1),
      hit('bms_product', '美敦力 StealthStation S8 手术导航系统', 5, 2),
    ];
    expect(rerankByTitleFit(hits, clauses).map((h) => h.refId)).toEqual([2, 1]);
  });

  it('lifts the article titled exactly by the query (TIA → 短暂性脑缺血发作) over long titles that mention it', () => {
    const clauses = [clause('TIA', ['短暂性脑缺血发作'])];
    const hits = [
      hit('shortVideo', '科普｜反复短暂性脑缺血发作，警惕烟雾病', 12, 1),
      hit('mp_article', '药物治疗下仍有短暂性脑缺血发作，竟是症状性颅内动脉狭窄作祟', 10, 2),
      hit('info', '短暂性脑缺血发作', 5, 3),
    ];
    expect(rerankByTitleFit(hits, clauses)[0]?.refId).toBe(3);
  });

  it('names the product line only when no other title fits the query better (ICP监测 → the article 颅内压监测)', () => {
    const clauses = [clause('ICP监测', ['颅内压监测'])];
    const hits = [
      hit('bms_brand_product_line', '科瑞 颅内压监测', 30, 1),
      hit('bms_brand_product_line', '强生 颅内压监测', 30, 2),
      hit('info', '颅内压监测', 10, 3),
    ];
    expect(rerankByTitleFit(hits, clauses).map((h) => h.refId)).toEqual([3, 1, 2]);
    const longArticle = hit('info', '颅内压监测在重型颅脑损伤中的应用进展', 25, 4);
    const lines = [...hits.slice(0, 2), hit('bms_brand_product_line', '迈瑞 颅内压监测', 30, 5)];
    // three lines fitting alike name none: the category was searched
    expect(rerankByTitleFit([...lines, longArticle], clauses)[0]?.refId).toBe(4);
    // one line alone fitting best is named
    expect(rerankByTitleFit([longArticle, hits[0] as ScoredHit], clauses)[0]?.refId).toBe(1);
  });

  it('keeps the SQL order between equal values', () => {
    const clauses = [clause('胶质瘤')];
    const hits = [hit('info', '胶质瘤进展', 5, 1), hit('info', '胶质瘤新进', 5, 2)];
    expect(rerankByTitleFit(hits, clauses).map((h) => h.refId)).toEqual([1, 2]);
  });
});

describe('pageWithTitleFit', () => {
  const clauses = [clause('胶质瘤')];
  // SQL order: long titles first; the exact title sits at rank 10
  const all: ScoredHit[] = Array.from({ length: RERANK_WINDOW + 20 }, (_, i) =>
    hit('info', i === 10 ? '胶质瘤' : `胶质瘤相关的第${i}篇很长的综述文章标题`, 100 - i * 0.01, i),
  );
  const fetch = async (offset: number, limit: number) => all.slice(offset, offset + limit);

  it('reorders the first window only, the same way whatever page is asked', async () => {
    const pages: number[][] = [];
    for (let offset = 0; offset < all.length; offset += 9) {
      pages.push((await pageWithTitleFit(offset, 9, clauses, fetch)).map((h) => h.refId));
    }
    const order = pages.flat();
    expect(order[0]).toBe(10);
    expect(new Set(order).size).toBe(all.length);
    expect(order.slice(RERANK_WINDOW)).toEqual(all.slice(RERANK_WINDOW).map((h) => h.refId));
  });
});
