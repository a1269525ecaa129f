import { EventEmitter } from 'node:events';
import type { SearchResultItem } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { SEARCH_MESSAGES, SEARCH_TAB_CODES } from '@portal/api/rules/search';
import Fastify, { type FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { registerErrorHandler } from '../../../lib/error-handler';
import { analyzer } from '../../../search/analyzer';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { createIndexer, feederOf, refreshSearch } from '../../../test-support/areas';
import { createTestApp, signIn, type TestApp } from '../../../test-support/test-app';
import { abortedWithClient } from '../search.routes';
import { createSearchService } from '../search.service';

const DAY = 86_400_000;
const NOW = DEFAULT_SEED_NOW;
let t: TestApp;

/** publish time, popularity and title of any result item */
function facts(item: SearchResultItem): { time: number; views: number; title: string } {
  switch (item.type) {
    case 'info':
      return { time: item.info.publishDate, views: item.info.showViews, title: item.info.infoTitle };
    case 'mp_article':
      return {
        time: item.mp_article.publishTime,
        views: item.mp_article.showViews,
        title: item.mp_article.title,
      };
    case 'elab':
      return { time: item.elab.publishTime, views: item.elab.views, title: item.elab.caseName };
    case 'meeting':
      return { time: Number.NaN, views: item.meeting.showViews, title: item.meeting.meetingName };
    case 'ocs_course':
      return { time: Number.NaN, views: item.ocs_course.showViews, title: item.ocs_course.name };
    case 'user':
      return { time: Number.NaN, views: item.user.fans, title: item.user.realName };
    case 'interpreting_video':
      return {
        time: item.interpreting_video.publishTime,
        views: item.interpreting_video.views,
        title: item.interpreting_video.videoName,
      };
    case 'guide':
      return { time: item.guide.publishTime, views: item.guide.views, title: item.guide.title };
    case 'shortVideo':
      return { time: item.shortVideo.onlineTime, views: item.shortVideo.views, title: item.shortVideo.title };
    case 'mcs_competition':
      return { time: item.mcs_competition.addTime, views: Number.NaN, title: item.mcs_competition.name };
    case 'community_qa':
      return {
        time: item.community_qa.publishTime,
        views: item.community_qa.views,
        title: item.community_qa.title,
      };
    case 'merchandise':
      return { time: Number.NaN, views: item.merchandise.sales, title: item.merchandise.name };
    case 'department':
      return { time: Number.NaN, views: Number.NaN, title: item.department.name };
    case 'bms_product':
      return { time: Number.NaN, views: Number.NaN, title: item.bms_product.name };
    case 'bms_brand_product_line':
      return {
        time: Number.NaN,
        views: item.bms_brand_product_line.views,
        title: item.bms_brand_product_line.name,
      };
    case 'advertisement':
      return { time: Number.NaN, views: Number.NaN, title: item.advertisement.name };
  }
}

/** the row id behind a ranked result item (advertisements are not ranked: null) */
function refIdOf(item: SearchResultItem): number | null {
  switch (item.type) {
    case 'info':
      return item.info.infoId;
    case 'advertisement':
      return null;
    case 'mp_article':
      return item.mp_article.id;
    case 'elab':
      return item.elab.id;
    case 'meeting':
      return item.meeting.id;
    case 'ocs_course':
      return item.ocs_course.id;
    case 'user':
      return item.user.id;
    case 'interpreting_video':
      return item.interpreting_video.id;
    case 'guide':
      return item.guide.id;
    case 'shortVideo':
      return item.shortVideo.id;
    case 'mcs_competition':
      return item.mcs_competition.id;
    case 'community_qa':
      return item.community_qa.id;
    case 'merchandise':
      return item.merchandise.id;
    case 'department':
      return item.department.id;
    case 'bms_product':
      return item.bms_product.id;
    case 'bms_brand_product_line':
      return item.bms_brand_product_line.id;
  }
}

/** the ranked items' current popularity, read from where each type keeps it (views, fans, sales) */
async function popularityOf(items: readonly SearchResultItem[]): Promise<number[]> {
  const out: number[] = [];
  for (const item of items) {
    const id = refIdOf(item);
    const feeder = feederOf(item.type);
    if (id === null || !feeder) continue;
    const { table, column } = feeder.popularity;
    const row = await sql<{
      n: number;
    }>`select ${sql.ref(column)} as n from ${sql.table(table)} where id = ${id}`.execute(t.database.db);
    out.push(Number(row.rows[0]?.n));
  }
  return out;
}

const ranked = (list: readonly SearchResultItem[]) => list.filter((i) => i.type !== 'advertisement');

type Params = Record<string, string | number | undefined>;

const asQuery = (query: Params) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

const search = (query: Params, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: searchEndpoints.query.path,
    query: asQuery(query),
    headers,
  });

const advanced = (query: Params) =>
  t.app.inject({
    method: 'GET',
    url: searchEndpoints.advanced.path,
    query: asQuery(query),
  });

async function addInfo(fields: {
  title: string;
  summary?: string;
  body?: string;
  publishDate?: number;
  views?: number;
}) {
  const row = await t.database.db
    .insertInto('info_articles')
    .values({
      title: fields.title,
      cover: '/media/cover/test.svg',
      summary: fields.summary ?? '测试摘要',
      body_html: `<p>${fields.body ?? '正文'}</p>`,
      source: '测试',
      publish_date: fields.publishDate ?? NOW - DAY,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: fields.views ?? 10,
      comments: 0,
      diggs: 0,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshSearch(t.database.db, 'info', [row.id]);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'search' });
});

afterAll(async () => {
  await t.close();
});

describe('main search: validation', () => {
  it('refuses blank keywords with 请输入关键字 and an unknown tab', async () => {
    for (const keywords of ['', '   ']) {
      const res = await search({ keywords });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: SEARCH_MESSAGES.enterKeyword });
    }
    expect((await search({ type: '1' })).json().message).toBe(SEARCH_MESSAGES.enterKeyword);
    const wrongTab = await search({ keywords: '胶质瘤', type: '8' });
    expect(wrongTab.statusCode).toBe(400);
    expect(wrongTab.json().message).toBe(SEARCH_MESSAGES.wrongType);
  });

  it('custom dates need both ends, in order: 请选择正确的时间', async () => {
    for (const range of [
      { firstTime: NOW - DAY },
      { lastTime: NOW },
      { firstTime: NOW, lastTime: NOW - DAY },
    ]) {
      const res = await search({ keywords: '胶质瘤', orderRule: '4', ...range });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SEARCH_MESSAGES.wrongTime);
    }
  });
});

describe('main search: results', () => {
  it('pages of 9 with totalPage, spec objects per type, counts per tab and the words to highlight', async () => {
    const res = await search({ keywords: '胶质瘤', platform: 'web', userId: 999999 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.page.pageSize).toBe(9);
    // nine results; the seeded microscope advertisement answers 胶质瘤 on top of them
    expect(ranked(body.list)).toHaveLength(9);
    expect(body.list.filter((i: SearchResultItem) => i.type === 'advertisement')).toHaveLength(1);
    expect(body.page.totalCount).toBeGreaterThan(9);
    expect(body.page.totalPage).toBe(Math.ceil(body.page.totalCount / 9));
    expect(body.counts['99']).toBe(body.page.totalCount);
    for (const code of SEARCH_TAB_CODES) expect(typeof body.counts[code]).toBe('number');
    expect(body.highlight).toContain('胶质瘤');
    for (const item of body.list as SearchResultItem[]) {
      expect(Object.keys(item).sort()).toEqual(['type', item.type].sort());
    }
    const seen = new Set((body.list as SearchResultItem[]).map((i) => `${i.type}:${facts(i).title}`));
    const second = (await search({ keywords: '胶质瘤', pageno: 2 })).json();
    expect(second.page.pageNo).toBe(2);
    expect((second.list as SearchResultItem[]).some((i) => seen.has(`${i.type}:${facts(i).title}`))).toBe(
      false,
    );
    const last = (await search({ keywords: '胶质瘤', pageno: body.page.totalPage })).json();
    expect(last.list.length).toBe(body.page.totalCount - 9 * (body.page.totalPage - 1));
  });

  it('each tab lists only its types and its count equals its total; empty tabs give 0', async () => {
    const tabTypes: Record<string, string[]> = {
      '5': ['user'],
      '1': ['info'],
      '2': ['ocs_course'],
      '3': ['meeting'],
      '12': ['mp_article'],
      '0001': ['guide', 'interpreting_video'],
      '13': ['elab'],
      '7': ['info'],
      '10': ['shortVideo'],
      '11': ['mcs_competition'],
      '14': ['community_qa'],
      '15': ['merchandise'],
    };
    // a disease and the broadest clinical word, which every tab of the catalogue has
    for (const keywords of ['动脉瘤', '手术']) {
      const all = (await search({ keywords })).json();
      for (const code of SEARCH_TAB_CODES.filter((c) => c !== '99')) {
        const body = (await search({ keywords, type: code, pagesize: 50 })).json();
        expect(body.page.totalCount).toBe(all.counts[code]);
        // advertisements come on top of a tab's results (their rules are tested below)
        for (const item of ranked(body.list)) expect(tabTypes[code]).toContain(item.type);
        if (code === '12') for (const item of body.list) expect(item.mp_article.type).toBe('case');
        if (code === '7') for (const item of body.list) expect(item.info.compileArticle).toBe('T');
      }
      const sum = ['5', '1', '2', '3', '12', '0001', '13', '10', '11', '14', '15'].reduce(
        (n, c) => n + all.counts[c],
        0,
      );
      // every document is in one of these tabs except articles, departments, products and product
      // lines (only under All), and compiled news is in 1 and 7
      expect(all.counts['99']).toBeGreaterThanOrEqual(sum);
      if (keywords === '手术')
        for (const code of ['1', '10', '11', '14', '15']) expect(all.counts[code]).toBeGreaterThan(0);
    }
    const none = (await search({ keywords: 'qzxwv' })).json();
    for (const code of SEARCH_TAB_CODES) expect(none.counts[code]).toBe(0);
  });

  it('finds the full term for an abbreviation (DBS → 脑深部电刺激) and the other way round', async () => {
    const id = await addInfo({ title: '脑深部电刺激治疗原发性震颤的长期随访', body: '随访五年的结果。' });
    const body = (await search({ keywords: 'DBS', type: '1', pagesize: 50, order: '1' })).json();
    expect((body.list as SearchResultItem[]).some((i) => i.type === 'info' && i.info.infoId === id)).toBe(
      true,
    );
    expect(body.highlight).toEqual(expect.arrayContaining(['dbs', '脑深部电刺激']));
    const abbreviated = await addInfo({ title: 'GBM 术后放化疗方案更新' });
    const full = (await search({ keywords: '胶质母细胞瘤', type: '1', pagesize: 50, order: '1' })).json();
    expect(
      (full.list as SearchResultItem[]).some((i) => i.type === 'info' && i.info.infoId === abbreviated),
    ).toBe(true);
  });

  it('ranks a title match above a body-only match', async () => {
    const bodyOnly = await addInfo({
      title: '一篇病例讨论',
      body: '讨论中提到了枕骨大孔区罕见病变zqxv的处理。zqxv zqxv',
    });
    const inTitle = await addInfo({ title: 'zqxv 病变的手术治疗', body: '正文不再重复。' });
    const body = (await search({ keywords: 'zqxv' })).json();
    const ids = (body.list as SearchResultItem[]).map((i) => (i.type === 'info' ? i.info.infoId : 0));
    expect(ids).toEqual([inTitle, bodyOnly]);
  });

  it('sorts by latest (1) and hottest (2)', async () => {
    const latest = (await search({ keywords: '手术', type: '1', order: '1', pagesize: 30 })).json();
    const times = (latest.list as SearchResultItem[]).map((i) => facts(i).time);
    expect(times.length).toBeGreaterThan(5);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const hottest = (await search({ keywords: '手术', order: '2', pagesize: 30 })).json();
    const views = await popularityOf(hottest.list);
    expect(views).toHaveLength(30);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const relevance = (await search({ keywords: '手术', type: '1', pagesize: 30 })).json();
    expect(relevance.page.totalCount).toBe(latest.page.totalCount);
  });

  it('featured only (order 3 or essences) and brand certified only (order 4 or bmsAuth 1)', async () => {
    const all = (await search({ keywords: '治疗', type: '1' })).json();
    for (const params of [{ order: '3' }, { essences: 'T' }, { essences: '1' }]) {
      const body = (await search({ keywords: '治疗', type: '1', pagesize: 50, ...params })).json();
      expect(body.page.totalCount).toBeGreaterThan(0);
      expect(body.page.totalCount).toBeLessThan(all.page.totalCount);
      for (const item of body.list) expect(item.info.essences).toBe('T');
    }
    for (const params of [{ order: '4' }, { bmsAuth: 1 }]) {
      const body = (await search({ keywords: '治疗', pagesize: 50, ...params })).json();
      expect(body.page.totalCount).toBeLessThan(all.counts['99']);
      for (const item of body.list as SearchResultItem[]) {
        const bmsAuth =
          item.type === 'info'
            ? item.info.bmsAuth
            : item.type === 'mp_article'
              ? item.mp_article.bmsAuth
              : item.type === 'shortVideo'
                ? item.shortVideo.bmsAuth
                : 0;
        expect(bmsAuth).toBe(1);
      }
    }
  });

  it('date presets: week, month, half-year and custom', async () => {
    const month = new Date(NOW);
    month.setMonth(month.getMonth() - 1);
    const halfYear = new Date(NOW);
    halfYear.setMonth(halfYear.getMonth() - 6);
    const none = (await search({ keywords: '手术', type: '1', orderRule: '' })).json().page.totalCount;
    let previous = 0;
    for (const [rule, from] of [
      ['1', NOW - 7 * DAY],
      ['2', month.getTime()],
      ['3', halfYear.getTime()],
    ] as const) {
      const body = (
        await search({ keywords: '手术', type: '1', orderRule: rule, order: '1', pagesize: 50 })
      ).json();
      for (const item of body.list as SearchResultItem[])
        expect(facts(item).time).toBeGreaterThanOrEqual(from);
      expect(body.page.totalCount).toBeGreaterThanOrEqual(previous);
      previous = body.page.totalCount;
    }
    expect(previous).toBeGreaterThan(0);
    expect(previous).toBeLessThan(none);
    const firstTime = NOW - 60 * DAY;
    const lastTime = NOW - 30 * DAY;
    const custom = (
      await search({ keywords: '手术', type: '1', orderRule: '4', firstTime, lastTime, pagesize: 50 })
    ).json();
    expect(custom.page.totalCount).toBeGreaterThan(0);
    for (const item of custom.list as SearchResultItem[]) {
      expect(facts(item).time).toBeGreaterThanOrEqual(firstTime);
      expect(facts(item).time).toBeLessThanOrEqual(lastTime);
    }
  });

  it('finds doctors by name, with isFollow for the session user', async () => {
    const doctor = await t.database.db
      .selectFrom('users')
      .select(['id', 'real_name'])
      .where('identity', '=', 1)
      .where('real_name', '<>', '')
      .orderBy('fans', 'desc')
      .executeTakeFirstOrThrow();
    const anonymous = (await search({ keywords: doctor.real_name, type: '5' })).json();
    const found = (anonymous.list as SearchResultItem[]).find(
      (i) => i.type === 'user' && i.user.id === doctor.id,
    );
    expect(found?.type === 'user' && found.user.isFollow).toBe(false);
    const me = await signIn(t, '13900001111');
    await t.database.db
      .insertInto('user_follows')
      .values({ follower_id: me.id, followee_id: doctor.id, created_at: NOW })
      .execute();
    const signedIn = (await search({ keywords: doctor.real_name, type: '5' }, { cookie: me.cookie })).json();
    const again = (signedIn.list as SearchResultItem[]).find(
      (i) => i.type === 'user' && i.user.id === doctor.id,
    );
    expect(again?.type === 'user' && again.user.isFollow).toBe(true);
  });

  it('follows changes through refresh: an edited title is found, a deleted item disappears', async () => {
    const id = await addInfo({ title: '旧标题qwzk' });
    expect((await search({ keywords: 'qwzk' })).json().page.totalCount).toBe(1);
    await t.database.db
      .updateTable('info_articles')
      .set({ title: '新标题vbnm' })
      .where('id', '=', id)
      .execute();
    await refreshSearch(t.database.db, 'info', [id]);
    expect((await search({ keywords: 'qwzk' })).json().page.totalCount).toBe(0);
    expect((await search({ keywords: 'vbnm' })).json().page.totalCount).toBe(1);
    await t.database.db.deleteFrom('info_articles').where('id', '=', id).execute();
    await refreshSearch(t.database.db, 'info', [id]);
    expect((await search({ keywords: 'vbnm' })).json().page.totalCount).toBe(0);
  });

  it('copies current views into the index for the hottest order', async () => {
    const id = await addInfo({ title: 'hjkl 热度测试', views: 1 });
    const other = await addInfo({ title: 'hjkl 对照', views: 5 });
    await t.database.db.updateTable('info_articles').set({ views: 100 }).where('id', '=', id).execute();
    const before = (await search({ keywords: 'hjkl', order: '2' })).json();
    expect(before.list.map((i: { info: { infoId: number } }) => i.info.infoId)).toEqual([other, id]);
    await createIndexer(t.database.db).refreshViews();
    const after = (await search({ keywords: 'hjkl', order: '2' })).json();
    expect(after.list.map((i: { info: { infoId: number } }) => i.info.infoId)).toEqual([id, other]);
  });
});

describe('suggestions and hot searches', () => {
  it('suggests by prefix, full pinyin and pinyin initials, at most 10', async () => {
    const byInitials = (
      await t.app.inject({ method: 'GET', url: searchEndpoints.suggestions.path, query: { keywords: 'jzl' } })
    ).json();
    expect(byInitials.list.map((s: { keyword: string }) => s.keyword)).toContain('胶质瘤');
    const byPinyin = (
      await t.app.inject({
        method: 'GET',
        url: searchEndpoints.suggestions.path,
        query: { keywords: 'jiaozhiliu' },
      })
    ).json();
    expect(byPinyin.list.map((s: { keyword: string }) => s.keyword)).toContain('胶质瘤');
    const byPrefix = (
      await t.app.inject({
        method: 'GET',
        url: searchEndpoints.suggestions.path,
        query: { keywords: '胶质', limit: '50' },
      })
    ).json();
    expect(byPrefix.list.length).toBeGreaterThan(1);
    expect(byPrefix.list.length).toBeLessThanOrEqual(10);
    for (const s of byPrefix.list) expect(s.keyword.startsWith('胶质')).toBe(true);
    const empty = (
      await t.app.inject({ method: 'GET', url: searchEndpoints.suggestions.path, query: { keywords: ' ' } })
    ).json();
    expect(empty).toEqual({ code: 1, list: [] });
  });

  it('lists at most 10 hot searches, most searched first, and counts searches', async () => {
    const res = (
      await t.app.inject({ method: 'GET', url: searchEndpoints.hots.path, query: { limit: '50' } })
    ).json();
    expect(res.list).toHaveLength(10);
    const counts = res.list.map((h: { count: number }) => h.count);
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts);
    expect(res.list[0]).toMatchObject({ id: 1, type: 'keyword' });
    const before = await t.database.db
      .selectFrom('search_log')
      .selectAll()
      .where('keyword', '=', '颅咽管瘤')
      .execute();
    await search({ keywords: ' 颅咽管瘤 ' });
    await search({ keywords: '颅咽管瘤', pageno: 2 });
    const after = await t.database.db
      .selectFrom('search_log')
      .selectAll()
      .where('keyword', '=', '颅咽管瘤')
      .execute();
    const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    expect(total(after)).toBe(total(before) + 1);
  });
});

describe('advanced search', () => {
  it('needs a keyword and a correct time range', async () => {
    expect((await advanced({ type: '1' })).json()).toEqual({
      code: 400,
      message: SEARCH_MESSAGES.enterKeyword,
    });
    expect((await advanced({ titleKeywords: ' , ' })).json().message).toBe(SEARCH_MESSAGES.enterKeyword);
    expect((await advanced({ titleKeywords: '胶质瘤', firstTime: NOW })).json().message).toBe(
      SEARCH_MESSAGES.wrongTime,
    );
    expect(
      (await advanced({ titleKeywords: '胶质瘤', firstTime: NOW, lastTime: NOW - DAY })).json().message,
    ).toBe(SEARCH_MESSAGES.wrongTime);
  });

  it('title keywords (comma-joined, all required) match titles; type 2 lists videos only', async () => {
    const body = (await advanced({ type: '1', titleKeywords: '胶质瘤,手术', pagesize: 50 })).json();
    expect(body.page.totalCount).toBeGreaterThan(0);
    for (const item of body.list as SearchResultItem[]) {
      expect(['info', 'mp_article', 'guide', 'elab']).toContain(item.type);
      expect(facts(item).title).toContain('胶质瘤');
      expect(facts(item).title).toContain('手术');
    }
    expect(Object.keys(body.counts).sort()).toEqual(['1', '2']);
    const videos = (await advanced({ type: '2', contentKeywords: '动脉瘤', pagesize: 50 })).json();
    for (const item of videos.list as SearchResultItem[])
      expect(['interpreting_video', 'ocs_course']).toContain(item.type);
    expect(videos.counts['2']).toBe(videos.page.totalCount);
  });

  it('author keywords match authors, within the time range', async () => {
    const author = await t.database.db
      .selectFrom('info_authors')
      .select('author_name')
      .orderBy('info_id')
      .executeTakeFirstOrThrow();
    const body = (await advanced({ authorKeywords: author.author_name, pagesize: 50 })).json();
    expect(body.page.totalCount).toBeGreaterThan(0);
    const firstTime = NOW - 365 * DAY;
    const ranged = (
      await advanced({ authorKeywords: author.author_name, firstTime, lastTime: NOW, pagesize: 50 })
    ).json();
    expect(ranged.page.totalCount).toBeLessThanOrEqual(body.page.totalCount);
    for (const item of ranged.list as SearchResultItem[])
      expect(facts(item).time).toBeGreaterThanOrEqual(firstTime);
  });
});

describe('cancellation', () => {
  const service = () =>
    createSearchService({
      db: t.database.db,
      indexer: createIndexer(t.database.db, analyzer()),
      analyzer: analyzer(),
      now: () => NOW,
    });
  const logged = async (keyword: string) =>
    (
      await t.database.db.selectFrom('search_log').select('count').where('keyword', '=', keyword).execute()
    ).reduce((n, r) => n + r.count, 0);

  it('stops a search the client has abandoned, before reading its page, and does not count it as searched', async () => {
    const before = await logged('听神经瘤');
    await expect(
      service().search({ keywords: '听神经瘤' }, null, AbortSignal.abort(), 'c:cancellation-test'),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    const controller = new AbortController();
    const running = service().search(
      { keywords: '听神经瘤' },
      null,
      controller.signal,
      'c:cancellation-test',
    );
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(await logged('听神经瘤')).toBe(before);
    // the same search, not abandoned, is answered and counted
    const done = await service().search(
      { keywords: '听神经瘤' },
      null,
      new AbortController().signal,
      'c:cancellation-test',
    );
    expect(done.list.length).toBeGreaterThan(0);
    expect(await logged('听神经瘤')).toBe(before + 1);
  });

  it('stops an abandoned advanced search too', async () => {
    await expect(
      service().advanced({ titleKeywords: '动脉瘤' }, null, AbortSignal.abort()),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts when the connection closes before the answer is written, not after', () => {
    const closing = (writableFinished: boolean) => {
      const raw = Object.assign(new EventEmitter(), { writableFinished });
      const signal = abortedWithClient({ raw } as unknown as FastifyReply);
      raw.emit('close');
      return signal.aborted;
    };
    expect(closing(false)).toBe(true);
    expect(closing(true)).toBe(false);
  });

  it('answers an aborted request with 499 and logs no error', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/aborted', async () => {
      AbortSignal.abort().throwIfAborted();
    });
    const res = await app.inject({ method: 'GET', url: '/aborted' });
    expect(res.statusCode).toBe(499);
    expect(res.json()).toEqual({ code: 499, message: '请求已取消' });
    await app.close();
  });
});
