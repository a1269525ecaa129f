import path from 'node:path';
import { loadConfig } from '../config';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

it('defaults to port 3000 and an embedded database in the repository .data folder, not in demo mode', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.database).toEqual({ kind: 'sqlite', file: path.join(repoRoot, '.data', 'portal.db') });
  // the demo (dev SMS outbox, /docs) is the operator's choice, never inferred from the database
  expect(config.demo).toBe(false);
  expect(config.apiDocs).toBe(false);
  expect(config.trustProxy).toBe(false);
  expect(config.remotesFile).toBe(path.join(repoRoot, 'server', 'config', 'remotes.json'));
});

it('PORT and PORTAL_DATA_DIR override', () => {
  const config = loadConfig({ PORT: '4100', PORTAL_DATA_DIR: '/var/lib/portal' });
  expect(config.port).toBe(4100);
  expect(config.database).toEqual({ kind: 'sqlite', file: '/var/lib/portal/portal.db' });
});

it('PORTAL_DEMO=1 turns the demo on, with /docs; it cannot be combined with a trusted proxy', () => {
  expect(loadConfig({ PORTAL_DEMO: '1' })).toMatchObject({ demo: true, apiDocs: true });
  expect(loadConfig({ PORTAL_API_DOCS: '1' })).toMatchObject({ demo: false, apiDocs: true });
  expect(() => loadConfig({ PORTAL_DEMO: '1', PORTAL_TRUST_PROXY: '10.0.0.1' })).toThrow(
    'PORTAL_TRUST_PROXY',
  );
});

it('PORTAL_TRUST_PROXY lists the proxies whose forwarded address and protocol count', () => {
  expect(loadConfig({ PORTAL_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
    '10.0.0.1',
    '10.1.0.0/16',
    'loopback',
  ]);
  expect(() => loadConfig({ PORTAL_TRUST_PROXY: 'true' })).toThrow('PORTAL_TRUST_PROXY');
  expect(() => loadConfig({ PORTAL_TRUST_PROXY: '*' })).toThrow('PORTAL_TRUST_PROXY');
});

it('DATABASE_URL selects PostgreSQL and leaves demo mode off unless asked', () => {
  const url = 'postgres://root@127.0.0.1:5432/test';
  expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
    database: { kind: 'postgres', url },
    demo: false,
  });
  expect(loadConfig({ DATABASE_URL: url, PORTAL_DEMO: '1' }).demo).toBe(true);
  expect(loadConfig({ PORTAL_DEMO: '0' }).demo).toBe(false);
});

it('PORTAL_EN_SITE_URL names the English site, https://en.naoyihui.com/ by default, and must be http(s)', () => {
  expect(loadConfig({}).enSiteUrl).toBe('https://en.naoyihui.com/');
  expect(loadConfig({ PORTAL_EN_SITE_URL: 'http://localhost:4000/en?x=1' }).enSiteUrl).toBe(
    'http://localhost:4000/en?x=1',
  );
  expect(() => loadConfig({ PORTAL_EN_SITE_URL: 'javascript:alert(1)' })).toThrow('PORTAL_EN_SITE_URL');
  expect(() => loadConfig({ PORTAL_EN_SITE_URL: 'en.naoyihui.com' })).toThrow('PORTAL_EN_SITE_URL');
});

it('SMS sending limits default to the policy and may be tuned', () => {
  expect(loadConfig({}).smsLimits).toEqual({
    resendIntervalMs: 60_000,
    perMobilePerDay: 10,
    perIpPerHour: 30,
  });
  expect(
    loadConfig({
      PORTAL_SMS_RESEND_SECONDS: '1',
      PORTAL_SMS_PER_MOBILE_PER_DAY: '500',
      PORTAL_SMS_PER_IP_PER_HOUR: '1000',
    }).smsLimits,
  ).toEqual({ resendIntervalMs: 1000, perMobilePerDay: 500, perIpPerHour: 1000 });
  expect(() => loadConfig({ PORTAL_SMS_RESEND_SECONDS: 'soon' })).toThrow('非负数字');
});

it('REDIS_URL turns the fan-out across instances on; PORTAL_REDIS_PREFIX keeps its keys apart', () => {
  expect(loadConfig({})).not.toHaveProperty('redisUrl');
  expect(loadConfig({ REDIS_URL: '  ' })).not.toHaveProperty('redisUrl');
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  expect(loadConfig({})).not.toHaveProperty('redisPrefix');
  expect(loadConfig({ PORTAL_REDIS_PREFIX: ' staging: ' }).redisPrefix).toBe('staging:');
});

it('PORTAL_LIVE_SOCKETS_PER_CLIENT sets the live sockets one address may hold, 50 by default', () => {
  expect(loadConfig({}).liveSocketsPerClient).toBe(50);
  expect(loadConfig({ PORTAL_LIVE_SOCKETS_PER_CLIENT: '500' }).liveSocketsPerClient).toBe(500);
});

it('the payment simulator is the demo’s (or PORTAL_PAY_SIMULATOR=1), never on by itself; orders a minute may be tuned', () => {
  expect(loadConfig({}).paymentSimulator).toBe(false);
  expect(loadConfig({ PORTAL_DEMO: '1' }).paymentSimulator).toEqual({});
  expect(
    loadConfig({ PORTAL_PAY_SIMULATOR: '1', PORTAL_PAY_SIMULATOR_SECRET: ' s3cret ' }).paymentSimulator,
  ).toEqual({
    secret: 's3cret',
  });
  expect(loadConfig({}).ordersPerMinute).toBe(30);
  expect(loadConfig({ PORTAL_ORDERS_PER_MINUTE: '600' }).ordersPerMinute).toBe(600);
});
