import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import {
  hostileRichText,
  STORABLE_PREFIXES,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { GUIDES, INTERPRETING_VIDEOS, MIN_COMPILED_ARTICLES } from '../panoramic-guidance.seeder';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('guide list', () => {
  it('pages guides and consensus newest first', async () => {
    const res = await get(guidanceEndpoints.list.path, { pageSize: 8 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({
      pageNo: 1,
      pageSize: 8,
      totalCount: GUIDES,
      totalPage: Math.ceil(GUIDES / 8),
    });
    const times = body.list.map((g: { publishTime: number }) => g.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const g of body.list) {
      expect(g.kindName).toBe(g.kind === 'guideline' ? '指南' : '共识');
      expect(g.title).toMatch(g.kind === 'guideline' ? /指南/ : /共识/);
      expect(g).not.toHaveProperty('content');
    }
  });

  it('filters by kind and by subspecialty, both at once', async () => {
    const db = t.database.db;
    const consensus = (await get(guidanceEndpoints.list.path, { kind: 'consensus', pageSize: 100 })).json();
    expect(consensus.list.length).toBeGreaterThan(0);
    for (const g of consensus.list) expect(g.kind).toBe('consensus');
    const guideline = (await get(guidanceEndpoints.list.path, { kind: 'guideline', pageSize: 100 })).json();
    expect(consensus.page.totalCount + guideline.page.totalCount).toBe(GUIDES);

    const sub = await db
      .selectFrom('guides')
      .select('subspecialty_id')
      .where('subspecialty_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const subId = sub.subspecialty_id as number;
    const bySub = (await get(guidanceEndpoints.list.path, { subspecialtyId: subId, pageSize: 100 })).json();
    expect(bySub.list.length).toBeGreaterThan(0);
    for (const g of bySub.list) expect(g.subspecialty.id).toBe(subId);
    const both = (
      await get(guidanceEndpoints.list.path, { subspecialtyId: subId, kind: 'guideline', pageSize: 100 })
    ).json();
    for (const g of both.list) {
      expect(g.subspecialty.id).toBe(subId);
      expect(g.kind).toBe('guideline');
    }
  });

  it('rejects an unknown kind with 400', async () => {
    expect((await get(guidanceEndpoints.list.path, { kind: 'other' })).statusCode).toBe(400);
  });
});

describe('guide detail', () => {
  it('returns the body and the guide videos', async () => {
    const db = t.database.db;
    const video = await db.selectFrom('interpreting_videos').select('guide_id').executeTakeFirstOrThrow();
    const res = await get(guidanceEndpoints.detail.path, { id: video.guide_id });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.content).toContain('<h2>主要推荐意见</h2>');
    expect(result.videos.length).toBe(result.videoCount);
    expect(result.videos.length).toBeGreaterThan(0);
    for (const v of result.videos) expect(v.guideId).toBe(video.guide_id);
  });

  it('serves a stored body through the allowlist: addresses hidden behind invisible characters dropped', async () => {
    const db = t.database.db;
    const last = await db.selectFrom('guides').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db
      .updateTable('guides')
      .set({ body_html: hostileRichText(STORABLE_PREFIXES) })
      .where('id', '=', last.id)
      .execute();
    const content: string = (await get(guidanceEndpoints.detail.path, { id: last.id })).json().result.content;
    expect(smuggledAddresses(content)).toEqual([]);
    expect(content).not.toMatch(/script:/i);
    expect(content.split('链接').length - 1).toBe(STORABLE_PREFIXES.length);
  });

  it('404 with a Chinese message for an unknown id', async () => {
    const res = await get(guidanceEndpoints.detail.path, { id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '指南或共识不存在或已下线' });
  });
});

describe('interpreting videos', () => {
  it('pages videos newest first with the spec fields', async () => {
    const res = (await get(guidanceEndpoints.videoList.path, { pageSize: 6 })).json();
    expect(res.page.totalCount).toBe(INTERPRETING_VIDEOS);
    expect(res.list).toHaveLength(6);
    const v = res.list[0];
    expect(v).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        cover: expect.any(String),
        videoName: expect.any(String),
        publishTime: expect.any(Number),
        description: expect.any(String),
        author: { authorName: expect.any(String), headImage: expect.any(String) },
        guideTitle: expect.any(String),
      }),
    );
    expect(v).not.toHaveProperty('videoUrl');
    const times = res.list.map((x: { publishTime: number }) => x.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters videos by guide', async () => {
    const db = t.database.db;
    const video = await db.selectFrom('interpreting_videos').select('guide_id').executeTakeFirstOrThrow();
    const res = (await get(guidanceEndpoints.videoList.path, { guideId: video.guide_id })).json();
    expect(res.list.length).toBeGreaterThan(0);
    for (const v of res.list) expect(v.guideId).toBe(video.guide_id);
  });

  it('a video detail carries its url and guide', async () => {
    const res = await get(guidanceEndpoints.videoDetail.path, { id: 1 });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.videoUrl).toMatch(/^\/media\/video\/[\w-]+\.webm$/);
    // the url is served: the player can play it
    expect((await t.app.inject({ url: result.videoUrl })).statusCode).toBe(200);
    expect(result.guide.id).toBe(result.guideId);
    expect(result.guide.title).toBe(result.guideTitle);
  });

  it('404 for an unknown video', async () => {
    const res = await get(guidanceEndpoints.videoDetail.path, { id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('解读视频不存在或已下线');
  });
});

describe('compile list', () => {
  it('lists only compiled info articles, newest first, linking to the info detail', async () => {
    const db = t.database.db;
    const compiled = await db
      .selectFrom('info_articles')
      .select('id')
      .where('compile_article', '=', 'T')
      .execute();
    const all = await db.selectFrom('info_articles').select('id').execute();
    expect(compiled.length).toBe(Math.min(MIN_COMPILED_ARTICLES, Math.floor(all.length / 4)));
    const res = await get(guidanceEndpoints.compileList.path, { pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page.totalCount).toBe(compiled.length);
    for (const item of body.list) {
      expect(item.compileArticle).toBe('T');
      expect(item.url).toBe(`/info/detail?id=${item.infoId}`);
      expect(item.authorList.length).toBeGreaterThan(0);
    }
    const dates = body.list.map((i: { publishDate: number }) => i.publishDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const last = (
      await get(guidanceEndpoints.compileList.path, { pageNo: body.page.totalPage, pageSize: 10 })
    ).json();
    expect(last.list.length).toBe(compiled.length - (body.page.totalPage - 1) * 10);
  });
});
