import { once } from 'node:events';
import http from 'node:http';
import { DEFAULT_SEED_NOW } from '../../areas/seed';
import { listen, openLive, seededVenues } from '../../test-support/live-venues';
import { createTestApp } from '../../test-support/test-app';
import { HEALTH_PATH, READY_PATH } from '../health.routes';

/** polls a state (no duration: the test's timeout guards a hang) */
async function until(ready: () => boolean) {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Liveness, readiness and stopping (issue 25), on SQLite or PostgreSQL with TEST_DATABASE_URL. */
describe('health and readiness', () => {
  it('answers live and ready while its database and live bus answer, uncached', async () => {
    const t = await createTestApp({ seed: 'small' });
    try {
      const health = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', live: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('is not ready, and says why in Chinese, once its database is gone; still alive', async () => {
    const t = await createTestApp({ seed: 'small' });
    expect((await t.app.inject({ method: 'GET', url: READY_PATH })).statusCode).toBe(200);
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: READY_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: '数据库无法连接',
      checks: { database: 'down', live: 'ok' },
    });
    expect((await t.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    await t.app.close();
  });

  it('drains: not ready at once, yet serves what comes, and ends only once nothing is under way', async () => {
    const t = await createTestApp({ seed: 'small' });
    try {
      // a request under way: its body still coming
      const base = (await listen(t.app)).replace('ws:', 'http:');
      const request = http.request(`${base}/wapi/info/infoComment.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      const underWay = new Promise<number>((resolve, reject) => {
        request.once('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.once('error', reject);
      });
      request.write('{"articleId": 1,');
      await until(() => t.app.requestsUnderWay() === 1);
      let drained = false;
      const drain = t.app.drain({ quietMs: 50 }).then((result) => {
        drained = true;
        return result;
      });
      const ready = await t.app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'stopping',
        message: '本实例正在停止，请求将由其他实例处理',
      });
      expect((await t.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
      expect(drained).toBe(false);
      request.end('"text": "术后随访"}');
      // answered (a visitor may not comment), not cut off
      expect(await underWay).toBe(401);
      await expect(drain).resolves.toMatchObject({ served: 2 });
    } finally {
      await t.close();
    }
  });

  it('tells its live viewers to reconnect elsewhere (1012) when it stops, where a failure is a bare close', async () => {
    const t = await createTestApp({ seed: 'small' });
    const { live } = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
    const base = await listen(t.app);
    const viewer = await openLive(base, live);
    await viewer.waitFor((m) => m.type === 'hello');
    const closed = once(viewer.ws, 'close') as Promise<[number, Buffer]>;
    await t.close();
    const [code, reason] = await closed;
    expect(code).toBe(1012);
    expect(reason.toString()).toBe('restart');
  });
});
