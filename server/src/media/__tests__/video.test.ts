import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('demo video clips (/media/video/…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the clip as WebM and answers a Range request with the part asked for', async () => {
    const whole = await t.app.inject({ url: '/media/video/lecture-demo.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    // the WebM (EBML) magic number
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await t.app.inject({
      url: '/media/video/lecture-demo.webm',
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
  });

  it('serves nothing outside the folder and no listing', async () => {
    expect((await t.app.inject({ url: '/media/video/../../config/remotes.json' })).statusCode).toBe(404);
    const encoded = await t.app.inject({ url: '/media/video/%2e%2e%2fpackage.json' });
    expect([403, 404]).toContain(encoded.statusCode);
    expect(encoded.json().message).toMatch(/无权访问|资源不存在|接口不存在/);
    // the folder itself: refused, never listed
    const folder = await t.app.inject({ url: '/media/video/' });
    expect([403, 404]).toContain(folder.statusCode);
    expect(folder.body).not.toContain('lecture-demo');
    expect((await t.app.inject({ url: '/media/video/missing.webm' })).statusCode).toBe(404);
  });
});
