import { portalEndpoints } from '@portal/api/endpoints/portal';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { parseDictIds } from '../portal.routes';

let t: TestApp;

beforeAll(async () => {
  // inject's peer (127.0.0.1) is the proxy that tells the visitor's protocol
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  const db = t.database.db;
  await db
    .insertInto('nav_links')
    .values([
      { position: 'header', name: '资讯', url: '/info', new_tab: 0, enabled: 1, sort: 2 },
      { position: 'header', name: '首页', url: '/', new_tab: 0, enabled: 1, sort: 1 },
      { position: 'header', name: '投稿审稿', url: '/personalfile', new_tab: 0, enabled: 0, sort: 3 },
      { position: 'header', name: '全景手术', url: '/holographic', new_tab: 1, enabled: 1, sort: 4 },
      { position: 'footer', name: '联系我们', url: '/clinical/release', new_tab: 1, enabled: 1, sort: 1 },
      { position: 'footer', name: '友情链接', url: '/introduce', new_tab: 1, enabled: 0, sort: 2 },
    ])
    .execute();
  await db
    .insertInto('dict_items')
    .values([
      { dict_id: 'search_hint', word: '胶质瘤', sort: 2, enabled: 1 },
      { dict_id: 'search_hint', word: '烟雾病', sort: 1, enabled: 1 },
      { dict_id: 'search_hint', word: '已停用', sort: 0, enabled: 0 },
      { dict_id: 'app_hint', word: '垂体瘤', sort: 3, enabled: 1 },
      { dict_id: 'other', word: '不该出现', sort: 0, enabled: 1 },
    ])
    .execute();
  await db
    .insertInto('academic_resources')
    .values([
      { name: '病例库', url: '/case', new_tab: 1, sort: 2, enabled: 1 },
      { name: '指南共识', url: '/guidance', new_tab: 0, sort: 1, enabled: 1 },
      { name: '科研服务', url: '/research', new_tab: 1, sort: 0, enabled: 0 },
    ])
    .execute();
  await db
    .insertInto('channels')
    .values([
      { id: 2, title: '神经肿瘤', mp_id: 2, ocs_id: 1202, sort: 1, enabled: 1 },
      { id: 1, title: '脑血管病', mp_id: 1, ocs_id: 1201, sort: 0, enabled: 1 },
      { id: 3, title: '停用频道', mp_id: 3, ocs_id: 1203, sort: 2, enabled: 0 },
    ])
    .execute();
  await db
    .insertInto('brand_categories')
    .values([
      { id: 1, name: '神经导航系统', code: 'NAVIGATION', parent_id: null, level: 1, sort: 1, enabled: 1 },
      {
        id: 2,
        name: '神经外科手术显微镜',
        code: 'MICROSCOPE',
        parent_id: null,
        level: 1,
        sort: 0,
        enabled: 1,
      },
      { id: 3, name: '康复训练设备', code: 'REHABILITATION', parent_id: null, level: 1, sort: 2, enabled: 0 },
      { id: 4, name: '外视镜', code: 'EXOSCOPE', parent_id: 2, level: 2, sort: 0, enabled: 1 },
    ])
    .execute();
  await db
    .insertInto('footer_qr_codes')
    .values([
      { name: '微博', url: 'https://weibo.com/naoyihui', sort: 1, enabled: 1 },
      { name: '脑医汇 App 下载', url: '/linkdownload', sort: 0, enabled: 1 },
      { name: '停用', url: 'https://example.com/', sort: 2, enabled: 0 },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, query?: Record<string, string>, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, query, headers });

describe('navigation', () => {
  it('returns the enabled header links in order; the disabled /personalfile stays hidden', async () => {
    const res = await get(portalEndpoints.navigation.path, { position: 'header' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.list.map((l: { name: string }) => l.name)).toEqual(['首页', '资讯', '全景手术']);
    expect(body.list[0]).toEqual({ id: expect.any(Number), name: '首页', url: '/', newTab: false });
    expect(body.list[2].newTab).toBe(true);
    expect(JSON.stringify(body)).not.toContain('/personalfile');
    expect(body.page).toEqual({ pageNo: 1, pageSize: 3, totalCount: 3, totalPage: 1 });
  });

  it('returns the footer links apart from the header ones', async () => {
    const body = (await get(portalEndpoints.navigation.path, { position: 'footer' })).json();
    expect(body.list).toEqual([
      { id: expect.any(Number), name: '联系我们', url: '/clinical/release', newTab: true },
    ]);
  });

  it('refuses a missing or unknown position in Chinese', async () => {
    for (const query of [undefined, { position: 'sidebar' }]) {
      const res = await get(portalEndpoints.navigation.path, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: '导航位置不正确' });
    }
  });

  it('serves the lists from a short-lived cache', async () => {
    await get(portalEndpoints.navigation.path, { position: 'header' });
    await t.database.db
      .insertInto('nav_links')
      .values({ position: 'header', name: '新栏目', url: '/new', new_tab: 0, enabled: 1, sort: 0 })
      .execute();
    const body = (await get(portalEndpoints.navigation.path, { position: 'header' })).json();
    expect(body.list.map((l: { name: string }) => l.name)).not.toContain('新栏目');
  });
});

describe('hint words', () => {
  it('returns the enabled words of one dictionary in order', async () => {
    const body = (await get(portalEndpoints.hintWords.path, { dictIdStr: 'search_hint' })).json();
    expect(body.code).toBe(1);
    expect(body.list).toEqual([
      { id: expect.any(Number), word: '烟雾病' },
      { id: expect.any(Number), word: '胶质瘤' },
    ]);
  });

  it('takes several comma-separated dictionaries, blanks and repeats ignored', async () => {
    const body = (
      await get(portalEndpoints.hintWords.path, { dictIdStr: ' search_hint, app_hint,,search_hint ' })
    ).json();
    expect(body.list.map((w: { word: string }) => w.word)).toEqual(['烟雾病', '胶质瘤', '垂体瘤']);
  });

  it('answers an unknown dictionary with an empty list', async () => {
    const body = (await get(portalEndpoints.hintWords.path, { dictIdStr: 'nothing_here' })).json();
    expect(body).toMatchObject({ code: 1, list: [] });
  });

  it('refuses a missing or unusable dictIdStr', async () => {
    for (const query of [undefined, { dictIdStr: '' }, { dictIdStr: ' , ,' }, { dictIdStr: "a' or 1=1" }]) {
      const res = await get(portalEndpoints.hintWords.path, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: '字典参数不正确' });
    }
  });

  it('parses dictionary ids into a stable cache key', () => {
    expect(parseDictIds('b,a， b')).toEqual(['a', 'b']);
    expect(parseDictIds(',,')).toBeNull();
    expect(parseDictIds(Array.from({ length: 11 }, (_, i) => `d${i}`).join(','))).toBeNull();
  });
});

describe('More popup groups', () => {
  it('lists the enabled academic resources in order', async () => {
    const body = (await get(portalEndpoints.academicResources.path)).json();
    expect(body.list).toEqual([
      { id: expect.any(Number), name: '指南共识', url: '/guidance', newTab: false },
      { id: expect.any(Number), name: '病例库', url: '/case', newTab: true },
    ]);
  });

  it('lists the enabled channels with the ids the channel link needs', async () => {
    const body = (await get(portalEndpoints.channels.path)).json();
    expect(body.list).toEqual([
      { channelId: 1, channelTitle: '脑血管病', mpId: 1, ocsId: 1201 },
      { channelId: 2, channelTitle: '神经肿瘤', mpId: 2, ocsId: 1202 },
    ]);
  });

  it('lists the enabled first-level device categories only', async () => {
    const body = (await get(portalEndpoints.deviceCategories.path)).json();
    expect(body.list).toEqual([
      { id: 2, name: '神经外科手术显微镜', code: 'MICROSCOPE' },
      { id: 1, name: '神经导航系统', code: 'NAVIGATION' },
    ]);
  });
});

describe('footer QR codes', () => {
  it('makes stored site paths absolute for the asking host and keeps absolute URLs', async () => {
    const body = (
      await get(portalEndpoints.footerQrCodes.path, undefined, {
        host: 'portal.example.com',
        'x-forwarded-proto': 'https',
      })
    ).json();
    expect(body.list).toEqual([
      { id: expect.any(Number), name: '脑医汇 App 下载', url: 'https://portal.example.com/linkdownload' },
      { id: expect.any(Number), name: '微博', url: 'https://weibo.com/naoyihui' },
    ]);
  });

  it('does not let one visitor’s host reach another through the cache', async () => {
    const a = (await get(portalEndpoints.footerQrCodes.path, undefined, { host: 'evil.example' })).json();
    const b = (await get(portalEndpoints.footerQrCodes.path, undefined, { host: 'localhost:3000' })).json();
    expect(a.list[0].url).toBe('http://evil.example/linkdownload');
    expect(b.list[0].url).toBe('http://localhost:3000/linkdownload');
  });
});
