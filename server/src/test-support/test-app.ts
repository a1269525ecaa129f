import { userEndpoints } from '@portal/api/endpoints/user';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { OutboxEntry, SmsSender } from '../areas/account/index';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, type SeedPreset } from './test-database';

/** what our one HTTP client sends on every call (the SMS GET needs it) */
export const OWN_PAGE_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * Captures codes instead of sending them, so tests can sign in. Keeps an outbox like the demo's
 * default sender, so a demo test app serves `/dev/sms-outbox` too.
 */
export class CapturingSmsSender implements SmsSender {
  readonly sent: { mobile: string; code: string; scene: string }[] = [];
  readonly outbox = new Map<string, OutboxEntry>();
  async send(mobile: string, code: string, scene: string) {
    this.sent.push({ mobile, code, scene });
    this.outbox.set(mobile, { mobile, code, scene, sentAt: Date.now() });
  }
  lastCode(mobile: string): string {
    const entry = [...this.sent].reverse().find((s) => s.mobile === mobile);
    if (!entry) throw new Error(`no code sent to ${mobile}`);
    return entry.code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  sms: CapturingSmsSender;
  close(): Promise<void>;
}

/** the payment simulator's signing secret in tests (a second app on the same database shares it) */
export const TEST_SIMULATOR_SECRET = 'test-simulator-secret';

export async function createTestApp(
  options: {
    demo?: boolean;
    /** a database shared with another test app (a second server instance) */
    database?: DatabaseHandle;
    /** the demo seed this app's own database starts with (a copy of a template made once) */
    seed?: SeedPreset;
    defaultSmsSender?: boolean;
  } & Pick<
    AppOptions,
    | 'enSiteUrl'
    | 'now'
    | 'trustProxy'
    | 'apiDocs'
    | 'logger'
    | 'secureCookies'
    | 'redisUrl'
    | 'barrageBusOptions'
    | 'liveSocketsPerClient'
    | 'paymentSimulator'
    | 'paymentOrdersPerMinute'
    | 'moderatorMobiles'
    | 'web'
    | 'allowedOrigins'
  > = {},
): Promise<TestApp> {
  // a second app on the same database stands for a second server instance
  const shared = options.database;
  const database = shared ?? (await createTestDatabase({ seed: options.seed }));
  const sms = new CapturingSmsSender();
  const app = await buildApp({
    database,
    demo: options.demo ?? false,
    smsSender: options.defaultSmsSender ? undefined : sms,
    enSiteUrl: options.enSiteUrl,
    now: options.now,
    trustProxy: options.trustProxy,
    apiDocs: options.apiDocs,
    logger: options.logger,
    secureCookies: options.secureCookies,
    redisUrl: options.redisUrl,
    barrageBusOptions: options.barrageBusOptions,
    liveSocketsPerClient: options.liveSocketsPerClient,
    // the payment simulator stands in for the channels, with a secret every test app shares
    paymentSimulator: options.paymentSimulator ?? { secret: TEST_SIMULATOR_SECRET },
    paymentOrdersPerMinute: options.paymentOrdersPerMinute,
    moderatorMobiles: options.moderatorMobiles,
    web: options.web,
    allowedOrigins: options.allowedOrigins,
  });
  return {
    app,
    database,
    sms,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Signs in by SMS code like a browser would (a first sign-in creates the account); the cookie
 * header to send afterwards and the user's id.
 */
export async function signIn(t: TestApp, mobile: string): Promise<{ cookie: string; id: number }> {
  // an address per mobile, so many sign-ins in one file stay under the per-IP limits
  const n = Number(mobile.slice(-6));
  const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const sent = await t.app.inject({
    method: 'GET',
    url: userEndpoints.sendSms.path,
    query: { mobile, scene: 'login' },
    headers: OWN_PAGE_HEADERS,
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send code failed: ${sent.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: userEndpoints.fastLogin.path,
    payload: { mobile, code: t.sms.lastCode(mobile) },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { cookie: cookiesFrom(res), id: res.json().result.id };
}
