import { QR_IMAGE_PATH } from '@portal/api/links';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { isQrUrl } from '../qr.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const qr = (url?: string) =>
  t.app.inject({ method: 'GET', url: QR_IMAGE_PATH, query: url === undefined ? undefined : { url } });

describe('GET /media/qr.svg', () => {
  it('draws an SVG QR code of an absolute http(s) URL, cacheable and inert', async () => {
    const res = await qr('https://www.naoyihui.com/linkdownload?from=footer&x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('<path');
    expect(res.body).not.toMatch(/<script|onload|javascript:/i);
  });

  it('draws the same image for the same URL and another for another', async () => {
    const a = (await qr('http://localhost:3000/linkdownload')).body;
    const b = (await qr('http://localhost:3000/linkdownload')).body;
    const c = (await qr('http://localhost:3000/info')).body;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('accepts a URL of exactly 512 characters', async () => {
    const base = 'https://www.naoyihui.com/?q=';
    const res = await qr(base + 'a'.repeat(512 - base.length));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://files.example.com/a'],
    ['relative', '/linkdownload'],
    ['protocol-relative', '//evil.example/'],
    ['no host', 'https://'],
    ['leading blank', ' https://www.naoyihui.com/'],
    ['inner blank', 'https://www.naoyihui.com/a b'],
    ['too long', `https://www.naoyihui.com/?q=${'a'.repeat(600)}`],
    ['empty', ''],
    ['missing', undefined],
  ])('refuses %s with 400 JSON', async (_label, url) => {
    const res = await qr(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 400, message: '二维码链接不正确' });
  });

  it('checks URLs without a request', () => {
    expect(isQrUrl('HTTPS://WWW.NAOYIHUI.COM/')).toBe(true);
    expect(isQrUrl('https://www.naoyihui.com/'.padEnd(513, 'x'))).toBe(false);
    expect(isQrUrl('https://exa\u0000mple.com/')).toBe(false);
  });
});
