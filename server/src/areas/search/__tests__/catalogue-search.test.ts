import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { SEARCH_TAB_CODES } from '@portal/api/rules/search';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { refreshSearch } from '../../../test-support/areas';
import { createTestApp, signIn, type TestApp } from '../../../test-support/test-app';

/**
 * The catalogue types in the main search: short videos (10), competitions (11), questions (14),
 * books (15), and departments, products and product lines (only under All), each with its
 * spec 3 object, the session's own subscription flags and the index following row changes.
 */
const NOW = DEFAULT_SEED_NOW;
const DAY = 86_400_000;
let t: TestApp;

type Params = Record<string, string | number | undefined>;

async function search(query: Params, cookie?: string): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: searchEndpoints.query.path,
    query: Object.fromEntries(
      Object.entries({ pagesize: 50, ...query })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** the item of this type and id in a result list */
function find<T extends SearchResultItem['type']>(
  list: readonly SearchResultItem[],
  type: T,
  id: number,
): Extract<SearchResultItem, { type: T }> | undefined {
  return list.find(
    (item): item is Extract<SearchResultItem, { type: T }> =>
      item.type === type && (item as unknown as Record<string, { id?: number }>)[type]?.id === id,
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'search' });
});

afterAll(async () => {
  await t.close();
});

describe('short videos (tab 10)', () => {
  it('finds a published short video under 10 and 99 with its spec object', async () => {
    const row = await t.database.db
      .selectFrom('short_videos')
      .innerJoin('users', 'users.id', 'short_videos.creator_id')
      .selectAll('short_videos')
      .select('users.real_name')
      .where('short_videos.status', '=', 'published')
      .orderBy('short_videos.views', 'desc')
      .executeTakeFirstOrThrow();
    for (const type of ['10', '99']) {
      const found = find((await search({ keywords: row.title, type })).list, 'shortVideo', row.id);
      expect(found?.shortVideo).toEqual({
        id: row.id,
        title: row.title,
        cover: row.cover,
        description: row.description,
        creator: { id: row.creator_id, realName: row.real_name },
        onlineTime: Number(row.online_time),
        bmsAuth: row.bms_auth,
        videoUrl: row.video_url,
        duration: row.duration,
        views: row.views,
      });
    }
    const tab10 = await search({ keywords: row.title, type: '10' });
    for (const item of tab10.list) expect(item.type).toBe('shortVideo');
  });

  it('brand certified only (order 4) keeps the certified videos', async () => {
    const certified = await search({ keywords: '临床应用', type: '10', order: '4' });
    expect(certified.list.length).toBeGreaterThan(0);
    for (const item of certified.list) expect(item.type === 'shortVideo' && item.shortVideo.bmsAuth).toBe(1);
  });

  it('follows row changes: a new title is found at once, a video taken offline disappears', async () => {
    const row = await t.database.db
      .selectFrom('short_videos')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('short_videos')
      .set({ title: '颞下入路qjvw演示' })
      .where('id', '=', row.id)
      .execute();
    // not yet: the index has the old title until the area refreshes it
    expect((await search({ keywords: 'qjvw', type: '10' })).page.totalCount).toBe(0);
    await refreshSearch(t.database.db, 'shortVideo', [row.id]);
    const renamed = await search({ keywords: 'qjvw', type: '10' });
    expect(renamed.list.map((i) => i.type === 'shortVideo' && i.shortVideo.id)).toEqual([row.id]);
    expect(renamed.counts['10']).toBe(1);
    await t.database.db
      .updateTable('short_videos')
      .set({ status: 'pending' })
      .where('id', '=', row.id)
      .execute();
    await refreshSearch(t.database.db, 'shortVideo', [row.id]);
    const gone = await search({ keywords: 'qjvw' });
    expect(gone.page.totalCount).toBe(0);
    expect(gone.counts['10']).toBe(0);
  });
});

describe('competitions (tab 11)', () => {
  it('passes every competition status through (0 not started … 3 ended)', async () => {
    const rows = await t.database.db.selectFrom('competitions').selectAll().orderBy('id').execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    for (const row of rows) {
      const found = find((await search({ keywords: row.name, type: '11' })).list, 'mcs_competition', row.id);
      expect(found?.mcs_competition).toEqual({
        id: row.id,
        name: row.name,
        code: row.code,
        status: row.status,
        competitionUrl: row.competition_url,
        coverImage: row.cover_image,
        description: row.description,
        addTime: Number(row.add_time),
      });
    }
    const all = await search({ keywords: rows[0]?.name ?? '', type: '99' });
    expect(find(all.list, 'mcs_competition', rows[0]?.id ?? 0)).toBeDefined();
  });
});

describe('questions (tab 14)', () => {
  async function askQuestion(fields: { title: string; hidden: boolean; creatorId: number }) {
    const question = await t.database.db
      .insertInto('community_questions')
      .values({
        title: fields.title,
        creator_id: fields.creatorId,
        is_hide_creator: fields.hidden ? 'T' : 'F',
        essences: 'F',
        status: 'published',
        subspecialty_id: null,
        answers: 0,
        views: 10,
        ask_people: 0,
        publish_time: NOW - DAY,
        created_at: NOW - DAY,
        text: '患者男，52岁，头痛3天。CT提示左侧额叶占位，想听听各位老师的意见。',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return question.id;
  }

  async function answer(
    questionId: number,
    creatorId: number,
    fields: { text: string; diggs: number; top?: boolean; pending?: boolean },
  ) {
    const row = await t.database.db
      .insertInto('community_answers')
      .values({
        question_id: questionId,
        creator_id: creatorId,
        status: fields.pending ? 'pending' : 'published',
        is_top: fields.top ? 'T' : 'F',
        essences: 'F',
        diggs: fields.diggs,
        comments: 0,
        views: 0,
        publish_time: NOW - DAY / 2,
        created_at: NOW - DAY / 2,
        text: fields.text,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function doctors() {
    return t.database.db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar'])
      .where('identity', '=', 1)
      .where('real_name', '<>', '')
      .orderBy('id')
      .limit(4)
      .execute();
  }

  it('shows the asker, or null when they hid their name, and the most liked published answer', async () => {
    const [asker, first, second, third] = await doctors();
    if (!asker || !first || !second || !third) throw new Error('the seed has doctors');
    const id = await askQuestion({ title: '额叶占位wxyq术前评估请教', hidden: false, creatorId: asker.id });
    await answer(id, first.id, { text: '<p>建议先行增强MRI。</p>', diggs: 3 });
    const liked = await answer(id, second.id, {
      text: `<p>我们的经验：${'术前功能磁共振定位运动区，'.repeat(12)}</p>`,
      diggs: 40,
    });
    // one answer per author and question: the pending one is a third doctor's
    await answer(id, third.id, { text: '<p>待审核的回答</p>', diggs: 500, pending: true });
    await refreshSearch(t.database.db, 'community_qa', [id]);
    const found = find((await search({ keywords: 'wxyq', type: '14' })).list, 'community_qa', id);
    expect(found?.community_qa.creator).toEqual({
      id: asker.id,
      realName: asker.real_name,
      avatarAddress: asker.avatar,
    });
    expect(found?.community_qa.bestAnswer).toMatchObject({
      id: liked,
      authorName: second.real_name,
      diggs: 40,
    });
    const text = found?.community_qa.bestAnswer?.text ?? '';
    expect(text.startsWith('我们的经验：术前功能磁共振定位运动区')).toBe(true);
    expect(text).not.toContain('<p>');
    // about 120 characters, with an ellipsis where it was cut
    expect(text.length).toBe(121);
    expect(text.endsWith('…')).toBe(true);
    // the asker's name finds the question; an answer's words find it too
    expect(
      find((await search({ keywords: asker.real_name, type: '14' })).list, 'community_qa', id),
    ).toBeDefined();
    expect(
      find((await search({ keywords: '功能磁共振 wxyq', type: '14' })).list, 'community_qa', id),
    ).toBeDefined();
    // a pending answer's words do not
    expect((await search({ keywords: '待审核 wxyq', type: '14' })).page.totalCount).toBe(0);
  });

  it('prefers the top answer over a more liked one; an anonymous asker is null and not findable', async () => {
    const [asker, first, second, third] = await doctors();
    if (!asker || !first || !second || !third) throw new Error('the seed has doctors');
    const id = await askQuestion({ title: '匿名提问kzpm的处理', hidden: true, creatorId: asker.id });
    const top = await answer(id, first.id, { text: '<p>置顶的回答</p>', diggs: 1, top: true });
    await answer(id, second.id, { text: '<p>点赞多的回答</p>', diggs: 90 });
    await refreshSearch(t.database.db, 'community_qa', [id]);
    const found = find((await search({ keywords: 'kzpm', type: '14' })).list, 'community_qa', id);
    expect(found?.community_qa.creator).toBeNull();
    expect(found?.community_qa.bestAnswer).toEqual({
      id: top,
      text: '置顶的回答',
      authorName: first.real_name,
      diggs: 1,
    });
    const byName = await search({ keywords: `${asker.real_name} kzpm`, type: '14' });
    expect(byName.page.totalCount).toBe(0);
  });

  it('a question without answers has no best answer; a pending question is not found', async () => {
    const [asker] = await doctors();
    if (!asker) throw new Error('the seed has doctors');
    const id = await askQuestion({ title: '尚无回答mbtr的问题', hidden: false, creatorId: asker.id });
    await refreshSearch(t.database.db, 'community_qa', [id]);
    const found = find((await search({ keywords: 'mbtr', type: '99' })).list, 'community_qa', id);
    expect(found?.community_qa).toMatchObject({ answers: 0, bestAnswer: null, essences: 'F' });
    await t.database.db
      .updateTable('community_questions')
      .set({ status: 'pending' })
      .where('id', '=', id)
      .execute();
    await refreshSearch(t.database.db, 'community_qa', [id]);
    expect((await search({ keywords: 'mbtr' })).page.totalCount).toBe(0);
  });
});

describe('books (tab 15)', () => {
  it('prices in yuan with two decimals, authors and translators, found by a translator', async () => {
    const book = await t.database.db
      .selectFrom('books')
      .selectAll()
      .where('discount_price_fen', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('books')
      .set({ price_fen: 12_850, discount_price_fen: 9_900 })
      .where('id', '=', book.id)
      .execute();
    await t.database.db.deleteFrom('book_authors').where('book_id', '=', book.id).execute();
    await t.database.db
      .insertInto('book_authors')
      .values([
        { book_id: book.id, sort: 0, type: 'A', name: '张三峰' },
        { book_id: book.id, sort: 1, type: 'A', name: '李四海' },
        { book_id: book.id, sort: 2, type: 'T', name: '王译nqrt' },
      ])
      .execute();
    await refreshSearch(t.database.db, 'merchandise', [book.id]);
    const found = find((await search({ keywords: 'nqrt', type: '15' })).list, 'merchandise', book.id);
    expect(found?.merchandise).toEqual({
      id: book.id,
      name: book.name,
      cover: book.cover,
      price: '128.50',
      discountPrice: '99.00',
      introduction: book.introduction,
      osmPress: { name: book.press_name },
      authorList: [
        { type: 'A', name: '张三峰' },
        { type: 'A', name: '李四海' },
        { type: 'T', name: '王译nqrt' },
      ],
      authorName: '张三峰、李四海',
      sales: book.sales,
    });
    await t.database.db
      .updateTable('books')
      .set({ discount_price_fen: null })
      .where('id', '=', book.id)
      .execute();
    const plain = find((await search({ keywords: 'nqrt', type: '99' })).list, 'merchandise', book.id);
    expect(plain?.merchandise.discountPrice).toBe('');
  });

  it('热销 (order 2) lists the best sellers first', async () => {
    const body = await search({ keywords: '神经外科', type: '15', order: '2' });
    const sales = body.list.map((i) => (i.type === 'merchandise' ? i.merchandise.sales : Number.NaN));
    expect(sales.length).toBeGreaterThan(3);
    expect(new Set(sales).size).toBeGreaterThan(1);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });
});

describe('only under All: departments, products, product lines', () => {
  /** the tab codes (besides 99) with any match */
  const otherTabs = (body: SearchResponse) =>
    SEARCH_TAB_CODES.filter((code) => code !== '99' && (body.counts[code] ?? 0) > 0);

  it('a department with isSubscribe for the session user only', async () => {
    const dept = await t.database.db
      .selectFrom('departments')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('departments')
      .set({ name: '神经外科ghjd病区' })
      .where('id', '=', dept.id)
      .execute();
    await refreshSearch(t.database.db, 'department', [dept.id]);
    const anonymous = await search({ keywords: 'ghjd' });
    expect(otherTabs(anonymous)).toEqual([]);
    expect(find(anonymous.list, 'department', dept.id)?.department).toEqual({
      id: dept.id,
      hospitalGroupName: dept.hospital_group_name,
      name: '神经外科ghjd病区',
      iconUrl: dept.icon_url,
      memberTotal: dept.member_total,
      isSubscribe: false,
    });
    const me = await signIn(t, '13900002222');
    const before = find((await search({ keywords: 'ghjd' }, me.cookie)).list, 'department', dept.id);
    expect(before?.department.isSubscribe).toBe(false);
    await t.database.db
      .insertInto('department_subscriptions')
      .values({ department_id: dept.id, user_id: me.id, created_at: NOW })
      .execute();
    const after = find((await search({ keywords: 'ghjd' }, me.cookie)).list, 'department', dept.id);
    expect(after?.department.isSubscribe).toBe(true);
    // someone else's subscription is not the anonymous reader's
    expect(
      find((await search({ keywords: 'ghjd' })).list, 'department', dept.id)?.department.isSubscribe,
    ).toBe(false);
    for (const code of SEARCH_TAB_CODES.filter((c) => c !== '99'))
      expect((await search({ keywords: 'ghjd', type: code })).list).toEqual([]);
  });

  it('a product with its category, brand and product line', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .innerJoin('product_lines', 'product_lines.id', 'products.product_line_id')
      .innerJoin('brand_categories', 'brand_categories.id', 'products.category_id')
      .select([
        'products.id',
        'products.name',
        'products.image',
        'brands.id as brand_id',
        'brands.name as brand',
        'product_lines.id as line_id',
        'product_lines.name as line',
        'product_lines.category_id as line_category',
        'brand_categories.name as category',
      ])
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    const body = await search({ keywords: product.name });
    expect(find(body.list, 'bms_product', product.id)?.bms_product).toEqual({
      id: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      brand: { id: product.brand_id, name: product.brand },
      brandProductLine: { id: product.line_id, name: product.line, categoryId: product.line_category },
    });
  });

  it('a product line with subscribeStatus T only for a subscriber', async () => {
    const line = await t.database.db
      .selectFrom('product_lines')
      .innerJoin('brands', 'brands.id', 'product_lines.brand_id')
      .selectAll('product_lines')
      .select('brands.name as brand')
      .orderBy('product_lines.id')
      .executeTakeFirstOrThrow();
    const me = await signIn(t, '13900003333');
    const expected = {
      id: line.id,
      name: line.name,
      brand: { id: line.brand_id, name: line.brand },
      categoryId: line.category_id,
      shareImage: line.share_image,
      products: line.products,
      articles: line.articles,
      views: line.views,
    };
    const anonymous = find((await search({ keywords: line.name })).list, 'bms_brand_product_line', line.id);
    expect(anonymous?.bms_brand_product_line).toEqual({ ...expected, subscribeStatus: 'F' });
    await t.database.db
      .insertInto('product_line_subscriptions')
      .values({ product_line_id: line.id, user_id: me.id, created_at: NOW })
      .execute();
    const mine = find(
      (await search({ keywords: line.name }, me.cookie)).list,
      'bms_brand_product_line',
      line.id,
    );
    expect(mine?.bms_brand_product_line.subscribeStatus).toBe('T');
    const theirs = find((await search({ keywords: line.name })).list, 'bms_brand_product_line', line.id);
    expect(theirs?.bms_brand_product_line.subscribeStatus).toBe('F');
  });
});

describe('advertisements in the first page', () => {
  interface AdFields {
    keywords?: string[];
    tabs?: string[];
    position?: number;
    sort?: number;
    start?: number;
    end?: number;
    enabled?: 'T' | 'F';
    module?: string;
  }
  let n = 0;

  async function addAd(fields: AdFields = {}) {
    n += 1;
    const row = await t.database.db
      .insertInto('advertisements')
      .values({
        name: `测试广告${n}`,
        code: `TEST-AD-${n}`,
        image: `/media/cover/ad-test-${n}.svg`,
        module: fields.module ?? 'search_result',
        click_location: '/mooc',
        sort: fields.sort ?? 0,
        enabled: fields.enabled ?? 'T',
        start_time: fields.start ?? NOW - DAY,
        end_time: fields.end ?? NOW + DAY,
        created_at: NOW - DAY,
        extras: JSON.stringify({
          keywords: fields.keywords ?? ['胶质瘤'],
          position: fields.position ?? 2,
          tabs: fields.tabs ?? [],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** the advertisement ids of a list, with their 0-based places */
  const adsOf = (body: SearchResponse) =>
    body.list.flatMap((item, at) => (item.type === 'advertisement' ? [[item.advertisement.adId, at]] : []));

  beforeAll(async () => {
    // the seeded ones answer common words too; these tests place their own
    await t.database.db.updateTable('advertisements').set({ enabled: 'F' }).execute();
  });

  afterEach(async () => {
    await t.database.db.deleteFrom('advertisements').where('code', 'like', 'TEST-AD-%').execute();
  });

  it('goes to its position on page 1 only, without changing results, totals or counts', async () => {
    const plain = await search({ keywords: '胶质瘤', pagesize: 9 });
    const id = await addAd({ position: 3 });
    const withAd = await search({ keywords: '胶质瘤', pagesize: 9 });
    expect(adsOf(withAd)).toEqual([[id, 2]]);
    expect(withAd.list[2]).toEqual({
      type: 'advertisement',
      advertisement: {
        adId: id,
        image: `/media/cover/ad-test-${n}.svg`,
        module: 'search_result',
        extras: { keywords: ['胶质瘤'], position: 3, tabs: [] },
        name: `测试广告${n}`,
        code: `TEST-AD-${n}`,
        clickLocation: '/mooc',
      },
    });
    expect(withAd.list.filter((i) => i.type !== 'advertisement')).toEqual(plain.list);
    expect(withAd.page).toEqual(plain.page);
    expect(withAd.counts).toEqual(plain.counts);
    const second = await search({ keywords: '胶质瘤', pagesize: 9, pageno: 2 });
    expect(second.list.length).toBeGreaterThan(0);
    expect(adsOf(second)).toEqual([]);
  });

  it('clamps its position to the end of a short page; an empty page stays empty', async () => {
    const id = await addAd({ position: 50 });
    const body = await search({ keywords: '胶质瘤', pagesize: 3 });
    expect(adsOf(body)).toEqual([[id, 3]]);
    expect(body.list).toHaveLength(4);
    expect((await search({ keywords: '胶质瘤 qzxwv' })).list).toEqual([]);
  });

  it('shows only within its time window, enabled, and in the result module', async () => {
    await addAd({ start: NOW + 60_000 });
    await addAd({ end: NOW - 60_000 });
    await addAd({ enabled: 'F' });
    await addAd({ module: 'search_side' });
    expect(adsOf(await search({ keywords: '胶质瘤' }))).toEqual([]);
    const edge = await addAd({ start: NOW, end: NOW });
    expect(adsOf(await search({ keywords: '胶质瘤' })).map(([adId]) => adId)).toEqual([edge]);
  });

  it('shows on the tabs it names (none named: every tab)', async () => {
    const onElab = await addAd({ tabs: ['13'] });
    const everywhere = await addAd({ tabs: [] });
    const ids = async (type: string) =>
      adsOf(await search({ keywords: '胶质瘤', type })).map(([adId]) => adId);
    expect(await ids('13')).toEqual([onElab, everywhere]);
    expect(await ids('1')).toEqual([everywhere]);
    expect(await ids('99')).toEqual([everywhere]);
  });

  it('answers a query that contains one of its words, ignoring case', async () => {
    const dbs = await addAd({ keywords: ['DBS', '帕金森'] });
    await addAd({ keywords: ['脑膜瘤'] });
    expect(adsOf(await search({ keywords: 'dbs' })).map(([adId]) => adId)).toEqual([dbs]);
    expect(adsOf(await search({ keywords: '帕金森病 手术' })).map(([adId]) => adId)).toEqual([dbs]);
    expect(adsOf(await search({ keywords: '胶质瘤' }))).toEqual([]);
  });

  it('takes at most two per page, in their sort order', async () => {
    const third = await addAd({ sort: 3, position: 1 });
    const first = await addAd({ sort: 1, position: 4 });
    const second = await addAd({ sort: 2, position: 2 });
    const body = await search({ keywords: '胶质瘤' });
    expect(adsOf(body)).toEqual([
      [second, 1],
      [first, 3],
    ]);
    expect(adsOf(body).map(([adId]) => adId)).not.toContain(third);
  });
});
