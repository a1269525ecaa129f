import Fastify, { type FastifyInstance } from 'fastify';
import { mediaRoutes } from '../media.routes';

describe('media routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each(['/media/avatar/12.svg', '/media/cover/info-12.svg'])(
    'serves %s as a cacheable, locked-down SVG',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body.endsWith('</svg>')).toBe(true);
      expect(res.body).not.toContain('<script');
    },
  );

  it('draws the same picture for the same key and another for another key', async () => {
    for (const kind of ['avatar', 'cover']) {
      const a = await get(`/media/${kind}/abc.svg`);
      const again = await get(`/media/${kind}/abc.svg`);
      const other = await get(`/media/${kind}/abd.svg`);
      expect(again.body).toBe(a.body);
      expect(other.body).not.toBe(a.body);
    }
  });

  it('draws a 640x360 cover', async () => {
    const res = await get('/media/cover/x-1.svg');
    expect(res.body).toContain('viewBox="0 0 640 360"');
    expect(res.body).toContain('linearGradient');
  });

  it('shows the first character of a name, or a person glyph without one', async () => {
    const named = await get(`/media/avatar/5.svg?name=${encodeURIComponent('王建国')}`);
    expect(named.body).toMatch(/<text[^>]*>王<\/text>/);
    const latin = await get('/media/avatar/5.svg?name=alice');
    expect(latin.body).toMatch(/<text[^>]*>A<\/text>/);
    const plain = await get('/media/avatar/5.svg');
    expect(plain.body).not.toContain('<text');
    expect(plain.body).toContain('<path');
  });

  it('escapes text it puts into the SVG', async () => {
    const avatar = await get(`/media/avatar/5.svg?name=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).not.toContain('<script');
    expect(avatar.body).toContain('&lt;');
    const cover = await get(
      `/media/cover/info-1.svg?title=${encodeURIComponent('<script>alert("x")</script>&颅内动脉瘤')}`,
    );
    expect(cover.statusCode).toBe(200);
    expect(cover.body).not.toContain('<script');
    expect(cover.body).toContain('&lt;script&gt;');
    expect(cover.body).toContain('&amp;');
    expect(cover.body).toContain('&quot;');
    const control = await get(
      `/media/cover/info-3.svg?title=${encodeURIComponent('颅内\u0001动脉瘤\u001f')}`,
    );
    expect(control.body).toContain('颅内动脉瘤');
    expect(control.body.includes('\u0001') || control.body.includes('\u001f')).toBe(false);
  });

  it('wraps a long title into at most three lines', async () => {
    const title =
      '神经内镜经鼻蝶入路切除垂体腺瘤的关键步骤与技巧：一项来自全国二十家中心的长期随访研究结果与讨论以及对未来的展望';
    const res = await get(`/media/cover/info-2.svg?title=${encodeURIComponent(title)}`);
    const lines = res.body.match(/<text[^>]*>[^<]*<\/text>/g) ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('…');
  });

  it.each([
    '/media/avatar/bad%20key.svg',
    '/media/avatar/abc.png',
    '/media/avatar/abc',
    `/media/avatar/${'a'.repeat(65)}.svg`,
    '/media/cover/..%2Fetc.svg',
    '/media/cover/a.b.svg',
    '/media/cover/%3Cscript%3E.svg',
  ])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '资源不存在' });
  });
});
