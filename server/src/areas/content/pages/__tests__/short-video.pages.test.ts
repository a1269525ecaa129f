import { shortVideoEndpoints } from '@portal/api/endpoints/short-video';
import { IDENTITY } from '@portal/api/identity';
import { shortVideoQuery } from '@portal/api/queries/short-video';
import {
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf,
  type PagesTestApp,
  pageDataOf,
  signInAs,
} from '../../../../test-support/pages';
import { signIn } from '../../../../test-support/test-app';

/**
 * The short-video player's page as HTML (issue 24), on SQLite or PostgreSQL: a VideoObject, its
 * text escaped, its first data under the player's key, an anonymous creator anonymous, a video
 * under review shown to its creator only, 404 / 410.
 */

const EVIL_TITLE = '开颅</script><!--<script>alert(1)</script> "一分钟"';
const ONLINE = Date.UTC(2026, 10, 20, 2, 0, 0);
const PLAYER = '/app/shortplayer/index.html';

let t: PagesTestApp;
let doctor: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let video: number;
let anonymous: number;
let pending: number;
let deleted: number;

const db = () => t.database.db;

async function addVideo(creatorId: number, values: { title: string; status?: 'published' | 'pending' }) {
  const row = await db()
    .insertInto('short_videos')
    .values({
      title: values.title,
      cover: '/media/short/cover.svg',
      creator_id: creatorId,
      subspecialty_id: null,
      video_url: '/media/short/clip.mp4',
      duration: 65,
      bms_auth: 0,
      essences: 'F',
      status: values.status ?? 'published',
      views: 12,
      diggs: 0,
      comments: 0,
      online_time: ONLINE,
      created_at: ONLINE,
      description: '术中要点 <b>硬膜</b> & 止血',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  doctor = await signInAs(t, '13900007001', { realName: '王建国', identity: 1 });
  patient = await signInAs(t, '13900007002', { realName: '李秀兰', identity: IDENTITY.patient });
  reader = await signIn(t, '13900007003');
  video = await addVideo(doctor.id, { title: EVIL_TITLE });
  anonymous = await addVideo(patient.id, { title: '术后第一次复查' });
  pending = await addVideo(doctor.id, { title: '待审核的短视频', status: 'pending' });
  deleted = await addVideo(doctor.id, { title: '已删除的短视频' });
  await db().deleteFrom('short_videos').where('id', '=', deleted).execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

const pageData = pageDataOf;
const meta = metaOf;

describe('a short video as HTML', () => {
  it('carries its head, VideoObject JSON-LD and its text, escaped', async () => {
    const res = await page(`${PLAYER}?id=${video}&share=1`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escaped = '开颅&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; &quot;一分钟&quot;';
    expect(html).toContain(`<title>${escaped} - 脑医汇</title>`);
    expect(html).toContain(
      '<meta name="description" content="术中要点 &lt;b&gt;硬膜&lt;/b&gt; &amp; 止血"/>',
    );
    expect(html).toContain(`<link rel="canonical" href="http://localhost${PLAYER}?id=${video}"/>`);
    expect(meta(html, 'og:image')).toBe('http://localhost/media/short/cover.svg');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${escaped}</h1>`);
    expect(text).toContain('王建国 · 2026-11-20');
    expect(text).toContain('<p>术中要点 &lt;b&gt;硬膜&lt;/b&gt; &amp; 止血</p>');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: EVIL_TITLE,
      description: '术中要点 <b>硬膜</b> & 止血',
      thumbnailUrl: ['http://localhost/media/short/cover.svg'],
      uploadDate: new Date(ONLINE).toISOString(),
      duration: 'PT1M5S',
      contentUrl: 'http://localhost/media/short/clip.mp4',
      author: { '@type': 'Person', name: '王建国' },
      publisher: { '@type': 'Organization', name: '脑医汇' },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: 12,
      },
      mainEntityOfPage: `http://localhost${PLAYER}?id=${video}`,
    });
  });

  it("puts the video in the page under the reader's own key, with their own marks", async () => {
    const liked = await t.app.inject({
      method: 'POST',
      url: shortVideoEndpoints.digg.path,
      headers: { cookie: reader.cookie },
      payload: { videoId: video },
    });
    expect(liked.statusCode).toBe(200);
    const html = (await page(`${PLAYER}?id=${video}`, reader.cookie)).body;
    const { viewer, entries } = pageData(html);
    expect(entries).toHaveLength(1);
    // the key the player reads for them (from its first render, while the session check runs)
    expect(entries[0]?.queryKey).toEqual(shortVideoQuery(video, reader.id).queryKey);
    const api = await t.app.inject({
      url: shortVideoEndpoints.detail.path,
      query: { id: String(video) },
      headers: { cookie: reader.cookie },
    });
    expect(entries[0]?.data).toEqual(api.json().result);
    expect(entries[0]?.data).toMatchObject({ isDigg: 'T' });
    expect(viewer).toBe(reader.id);
    const visitor = pageData((await page(`${PLAYER}?id=${video}`)).body);
    expect(visitor.entries[0]?.queryKey).toEqual(shortVideoQuery(video, null).queryKey);
    expect(visitor.entries[0]?.data).toMatchObject({ isDigg: 'F' });
    expect(html).not.toContain('13900007003');
  });

  it('keeps an anonymous creator anonymous in the text, the JSON-LD and the first data', async () => {
    const html = (await page(`${PLAYER}?id=${anonymous}`)).body;
    expect(html).toContain('术后第一次复查');
    expect(html).not.toContain('李秀兰');
    expect(html).not.toContain('13900007002');
    expect(jsonLdOf(html)).toMatchObject({ author: { name: '匿名用户' } });
    expect(pageData(html).entries[0]?.data).toMatchObject({ creator: { id: 0, realName: '匿名用户' } });
  });

  it('hides a video under review from visitors and crawlers; 404 unknown, 410 deleted', async () => {
    const visitor = await page(`${PLAYER}?id=${pending}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('待审核的短视频');
    expect((await page(`${PLAYER}?id=${pending}`, reader.cookie)).statusCode).toBe(404);
    expect((await page(`${PLAYER}?id=${pending}`, doctor.cookie)).statusCode).toBe(200);
    for (const url of [`${PLAYER}?id=99999999`, `${PLAYER}?id=abc`, PLAYER]) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const gone = await page(`${PLAYER}?id=${deleted}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain('已删除的短视频');
  });
});
