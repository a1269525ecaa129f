import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import sharp from 'sharp';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * The watermark switch on real pictures: the author's uploads in a published piece are served as
 * copies with the author's name and the portal's mark drawn on them; the editor gets the originals
 * back; someone else's picture is left alone; switched off, the originals are served again.
 */
let t: TestApp;
let dataDir: string;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let author: Who;
let other: Who;

const headers = (who?: Who) => ({ ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) });
const get = (url: string, query: Record<string, string | number> = {}, who?: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: headers(who),
  });
const post = (url: string, payload: object, who?: Who) => {
  clock += 1000;
  return t.app.inject({ method: 'POST', url, payload, headers: headers(who) });
};

async function upload(who: Who, background: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(UPLOAD_LIMITS.field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'scan.png');
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  clock += 1000;
  const res = await t.app.inject({
    method: 'POST',
    url: mediaUploadEndpoints.uploadImage.path,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers(who), 'content-type': request.headers.get('content-type') ?? '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.url;
}

/** the brightest value of each channel in a corner of the picture served at `url` */
async function corner(url: string, where: 'top-left' | 'bottom-right') {
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  const image = sharp(served.rawPayload);
  const { width = 0, height = 0 } = await image.metadata();
  expect([width, height]).toEqual([400, 300]);
  const box = { width: 160, height: 40 };
  const region =
    where === 'top-left'
      ? { left: 0, top: 0, ...box }
      : { left: width - box.width, top: height - box.height, ...box };
  // stats() reads its input, not the pipeline: the corner is cut out first
  const stats = await sharp(await image.extract(region).png().toBuffer()).stats();
  return stats.channels.slice(0, 3).map((c) => c.max);
}

const srcs = (html: string) => [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-watermark-'));
  // the routes find the data folder the way the server does (config `uploadSettings`)
  process.env.PORTAL_DATA_DIR = dataDir;
  t = await createTestApp({ now: () => clock, seed: 'small' });
  [author, other] = await Promise.all([signIn(t, '13900004101'), signIn(t, '13900004102')]);
  await t.database.db
    .updateTable('users')
    .set({ identity: 1, is_auth: 1, real_name: '王医生', created_at: DEFAULT_SEED_NOW - 400 * 86_400_000 })
    .where('id', 'in', [author.id, other.id])
    .execute();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('serves the author’s pictures of a published piece watermarked, and only while the switch is on', async () => {
  const mine = await upload(author, '#1b2a3a');
  const theirs = await upload(other, '#5a3a1b');
  const body = `<p>术前 MRI。</p><img src="${mine}"><p>对侧。</p><img src="${theirs}">`;

  // a draft with the switch on stays as uploaded: nothing is public yet
  const draft = (
    await post(
      e.saveArticle.path,
      { type: 0, title: '水印测试病例', body, cover: mine, watermark: true, publish: false },
      author,
    )
  ).json().result;
  const stored = () =>
    t.database.db
      .selectFrom('mp_articles')
      .select(['body_html', 'cover'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
  expect(srcs((await stored()).body_html)).toEqual([mine, theirs]);

  const published = await post(
    e.updateArticle.path,
    {
      type: 0,
      title: '水印测试病例',
      body,
      cover: mine,
      watermark: true,
      publish: true,
      id: draft.id,
      version: 1,
    },
    author,
  );
  expect(published.json().result).toMatchObject({ state: 'published', version: 2 });

  const read = (await get(articleEndpoints.detail.path, { articleId: draft.id })).json().result;
  const [copy, untouched] = srcs(read.mpArticleParagraphs);
  expect(copy).not.toBe(mine);
  expect(copy).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
  expect(untouched).toBe(theirs);
  expect(read.cover).toBe(copy);
  // the copy carries light lettering in its lower right corner of a dark scan; the rest as it was
  expect(Math.min(...(await corner(mine, 'bottom-right')))).toBeLessThan(80);
  expect(Math.min(...(await corner(copy!, 'bottom-right')))).toBeGreaterThan(150);
  const [plain, copyPlain] = [await corner(mine, 'top-left'), await corner(copy!, 'top-left')];
  expect(Math.max(...copyPlain.map((v, i) => Math.abs(v - plain[i]!)))).toBeLessThan(8);

  // the editor reopens it with what the author uploaded
  const opened = (await get(e.draft.path, { id: draft.id }, author)).json().result;
  expect(srcs(opened.body)).toEqual([mine, theirs]);
  expect(opened.cover).toBe(mine);

  // switched off: the originals are served again
  const off = await post(e.watermark.path, { id: draft.id, watermark: false, version: 2 }, author);
  expect(off.json().result).toEqual({ id: draft.id, watermark: false, version: 3 });
  expect(srcs((await stored()).body_html)).toEqual([mine, theirs]);
  expect((await stored()).cover).toBe(mine);
  // and on again, the same copy
  await post(e.watermark.path, { id: draft.id, watermark: true, version: 3 }, author);
  expect(srcs((await stored()).body_html)).toEqual([copy, theirs]);
});
