import type { BrandVideo, BrandVideoCard } from '@portal/api/contract/brand';
import { brandVideoCommentEndpoints as c, brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** A brand's videos (issue 21): lists, a video's page, and its comments through the comment mechanism. */
let t: TestApp;
let doctor: { cookie: string; id: number };
let other: { cookie: string; id: number };

const get = (path: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
  doctor = await signIn(t, '13500000301');
  other = await signIn(t, '13500000302');
});
afterAll(async () => {
  await t.close();
});

const aBrandWithVideos = async () =>
  (
    await t.database.db
      .selectFrom('brand_videos')
      .select('brand_id')
      .groupBy('brand_id')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('brand_id')
      .executeTakeFirstOrThrow()
  ).brand_id;

describe('brand videos', () => {
  it('lists a brand’s videos newest first, and pages past the end answer an empty page', async () => {
    const brandId = await aBrandWithVideos();
    const res = await get(e.videos.path, { brandId, pageSize: 50 });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as BrandVideoCard[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((v) => v.brand.id === brandId)).toBe(true);
    const times = list.map((v) => v.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const past = await get(e.videos.path, { brandId, pageNo: 99, pageSize: 50 });
    expect(past.json().list).toEqual([]);
    expect((await get(e.videos.path, { brandId: 'x' })).json()).toEqual({
      code: 400,
      message: BRAND_MESSAGES.brandNotFound,
    });
  });

  it('lists a category’s videos: those of the brands with a line in it', async () => {
    const line = await t.database.db
      .selectFrom('product_lines')
      .innerJoin('brand_videos', 'brand_videos.brand_id', 'product_lines.brand_id')
      .select(['product_lines.category_id', 'product_lines.brand_id'])
      .where('product_lines.category_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const list = (await get(e.videos.path, { categoryId: Number(line.category_id), pageSize: 100 })).json()
      .list as BrandVideoCard[];
    expect(list.some((v) => v.brand.id === line.brand_id)).toBe(true);
    const brands = await t.database.db
      .selectFrom('product_lines')
      .select('brand_id')
      .where('category_id', '=', Number(line.category_id))
      .execute();
    const inCategory = new Set(brands.map((b) => b.brand_id));
    expect(list.every((v) => inCategory.has(v.brand.id))).toBe(true);
  });

  it('shows a video’s page and counts the view; an unknown one is 404 in Chinese', async () => {
    const [first] = (await get(e.videos.path, { brandId: await aBrandWithVideos() })).json()
      .list as BrandVideoCard[];
    const a = (await get(e.video.path, { id: first!.id })).json().result as BrandVideo;
    const b = (await get(e.video.path, { id: first!.id })).json().result as BrandVideo;
    expect(b.views).toBe(a.views + 1);
    expect(a.videoUrl).toMatch(/^\/media\//);
    expect(a.product).not.toBeNull();
    const missing = await get(e.video.path, { id: 9_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: BRAND_MESSAGES.videoNotFound });
  });

  it('takes comments from the signed in, as plain text, counted on the video; replies and likes too', async () => {
    const [video] = (await get(e.videos.path, { brandId: await aBrandWithVideos() })).json()
      .list as BrandVideoCard[];
    const id = video!.id;
    expect((await post(c.postComment.path, { articleId: id, text: '请问有培训吗' })).statusCode).toBe(401);
    const posted = await post(
      c.postComment.path,
      { articleId: id, text: '<b>请问</b>有培训课程吗？' },
      doctor.cookie,
    );
    expect(posted.statusCode).toBe(200);
    const comment = posted.json().result;
    expect(comment.text).toBe('请问有培训课程吗？');
    const reply = await post(
      c.postComment.path,
      { articleId: id, parentId: comment.id, text: '有的，见官网' },
      other.cookie,
    );
    expect(reply.statusCode).toBe(200);
    const page = (await get(c.comments.path, { articleId: id })).json();
    expect(page.list[0].id).toBe(comment.id);
    expect(page.list[0].childComments.map((r: { text: string }) => r.text)).toEqual(['有的，见官网']);
    const liked = await post(c.commentDigg.path, { commentId: comment.id }, other.cookie);
    expect(liked.json().result).toEqual({ isDigg: true, diggs: 1 });
    // the comment and its reply, as an article counts them
    expect(((await get(e.video.path, { id })).json().result as BrandVideo).comments).toBe(
      video!.comments + 2,
    );
    // a comment on a video that is not there
    expect(
      (await post(c.postComment.path, { articleId: 9_999_999, text: '你好' }, doctor.cookie)).statusCode,
    ).toBe(404);
    // an empty one is refused in Chinese
    const empty = await post(c.postComment.path, { articleId: id, text: '   ' }, doctor.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
