import path from 'node:path';
import { EN_SITE_URL } from '@portal/api/links';
import { SIGN_IN_TRIES, SMS_POLICY, type SmsSendLimits } from './areas/account/index';
import { LIVE_SOCKETS_PER_CLIENT } from './areas/meetings/index';
import { SEARCHES_PER_MINUTE } from './areas/search/index';
import type { DatabaseConfig } from './db/database';
import { TYPING_AIDS_PER_MINUTE } from './lib/rate-limits';
import {
  databaseSettings,
  positiveNumber,
  repoRoot,
  resolveDataDir,
  type UploadSettings,
  uploadSettings,
} from './paths';
import { ORDERS_PER_MINUTE } from './payments/payments.plugin';

/*
 * The operator's settings, read from the environment: the composition's (it names every area's
 * settings and their defaults, through the areas' index.ts). The paths the mechanisms need are
 * `paths.ts`'s.
 */

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * demo mode, only when the operator asks (`PORTAL_DEMO=1`, as `scripts/start.sh` does): SMS
   * codes go to the server log and to a dev outbox that answers loopback callers only; localhost
   * origins count as our own pages. Never on behind a trusted proxy (that is a deployment).
   */
  demo: boolean;
  /**
   * which peers may tell the client's address and protocol (`X-Forwarded-For`/`-Proto`): none by
   * default, so every per-client limit counts the socket's peer; `PORTAL_TRUST_PROXY` names the
   * proxies' addresses or CIDR ranges, comma-separated.
   */
  trustProxy: string[] | false;
  /** serve the API reference at /docs (demo, or `PORTAL_API_DOCS=1`) */
  apiDocs: boolean;
  /** root of the repository, where apps/<name>/dist are found */
  webRoot: string;
  remotesFile: string;
  /** always mark cookies Secure; otherwise they are Secure when the request came over https */
  secureCookies: boolean;
  allowedOrigins: string[];
  seedOnStart: boolean;
  logLevel: string;
  /**
   * `PORTAL_SITE_URL`: the site's public origin (https://www.example.com), which the sitemap and
   * robots.txt build their addresses on. Unset: no sitemap, except in the demo, which uses the
   * request's own origin.
   */
  siteUrl?: string;
  /** the English site; the header's EN link adds a one-time code to it */
  enSiteUrl: string;
  smsLimits: SmsSendLimits;
  /** sign-in tries one client address may make in ten minutes */
  signInTries: number;
  /** searches one client may run a minute (main and advanced together) */
  searchesPerMinute: number;
  /** `PORTAL_TYPING_AIDS_PER_MINUTE`: suggestions and similar questions one client may ask a minute (240) */
  typingAidsPerMinute: number;
  /** live barrage sockets one client address may hold at once on an instance */
  liveSocketsPerClient: number;
  /**
   * The payment simulator in place of WeChat Pay and Alipay: on in the demo, or with
   * `PORTAL_PAY_SIMULATOR=1`; its notifications are signed with `PORTAL_PAY_SIMULATOR_SECRET`
   * (several instances must share one) or a secret of the process's own.
   */
  paymentSimulator: { secret?: string } | false;
  /** orders one client may make a minute (`PORTAL_ORDERS_PER_MINUTE`, 30 by default); gifts twice as many */
  ordersPerMinute: number;
  /**
   * `PORTAL_MODERATOR_MOBILES` (comma-separated): the accounts that review what users publish. The
   * demo, when it names none, has one: 13800000009 (signs up at its first sign-in).
   */
  moderatorMobiles: string[];
  /** `REDIS_URL`: live barrage and viewer counts fan out through Redis to every instance; unset = one process, in memory */
  redisUrl?: string;
  /** pictures uploaded from the rich-text editor (`uploadSettings`) */
  uploads: UploadSettings;
  /** `PORTAL_REDIS_PREFIX`: prepended to every Redis key and channel ('portal:' by default), so several portals (or a test run) can share one Redis */
  redisPrefix?: string;
}

/** the English site of @portal/api/links, which the shell's EN link opens */
export const DEFAULT_EN_SITE_URL = EN_SITE_URL;

function httpUrl(name: string, value: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error(`${name} 必须是 http(s) 地址，当前为: ${value}`);
  }
  return parsed.toString();
}

/** the demo's reviewer, when `PORTAL_MODERATOR_MOBILES` names none */
export const DEMO_MODERATOR_MOBILE = '13800000009';

function moderatorMobiles(value: string | undefined, demo: boolean): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => /^1\d{10}$/.test(m));
  return listed.length > 0 ? listed : demo ? [DEMO_MODERATOR_MOBILE] : [];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolveDataDir(env);
  const database = databaseSettings(env);
  const trustProxy = trustedProxies(env.PORTAL_TRUST_PROXY);
  if (env.PORTAL_DEMO === '1' && trustProxy) {
    throw new Error(
      'PORTAL_DEMO=1 不能与 PORTAL_TRUST_PROXY 同时使用：代理之后是正式部署，演示发件箱不得开启',
    );
  }
  const demo = env.PORTAL_DEMO === '1';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database,
    demo,
    trustProxy,
    apiDocs: demo || env.PORTAL_API_DOCS === '1',
    webRoot: path.resolve(env.PORTAL_WEB_ROOT ?? repoRoot),
    remotesFile: path.resolve(
      env.PORTAL_REMOTES_FILE ?? path.join(repoRoot, 'server', 'config', 'remotes.json'),
    ),
    secureCookies: env.PORTAL_SECURE_COOKIES === '1',
    allowedOrigins: (env.PORTAL_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    seedOnStart: env.PORTAL_SEED !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(env.PORTAL_SITE_URL?.trim()
      ? { siteUrl: new URL(httpUrl('PORTAL_SITE_URL', env.PORTAL_SITE_URL.trim())).origin }
      : {}),
    enSiteUrl: httpUrl('PORTAL_EN_SITE_URL', env.PORTAL_EN_SITE_URL || DEFAULT_EN_SITE_URL),
    searchesPerMinute: positiveNumber(env.PORTAL_SEARCHES_PER_MINUTE, SEARCHES_PER_MINUTE),
    typingAidsPerMinute: positiveNumber(env.PORTAL_TYPING_AIDS_PER_MINUTE, TYPING_AIDS_PER_MINUTE),
    liveSocketsPerClient: positiveNumber(env.PORTAL_LIVE_SOCKETS_PER_CLIENT, LIVE_SOCKETS_PER_CLIENT),
    ordersPerMinute: positiveNumber(env.PORTAL_ORDERS_PER_MINUTE, ORDERS_PER_MINUTE),
    moderatorMobiles: moderatorMobiles(env.PORTAL_MODERATOR_MOBILES, demo),
    uploads: uploadSettings(env),
    paymentSimulator:
      demo || env.PORTAL_PAY_SIMULATOR === '1'
        ? env.PORTAL_PAY_SIMULATOR_SECRET?.trim()
          ? { secret: env.PORTAL_PAY_SIMULATOR_SECRET.trim() }
          : {}
        : false,
    ...(env.REDIS_URL?.trim() ? { redisUrl: env.REDIS_URL.trim() } : {}),
    ...(env.PORTAL_REDIS_PREFIX?.trim() ? { redisPrefix: env.PORTAL_REDIS_PREFIX.trim() } : {}),
    signInTries: positiveNumber(env.PORTAL_SIGN_IN_TRIES, SIGN_IN_TRIES.max),
    smsLimits: {
      resendIntervalMs:
        positiveNumber(env.PORTAL_SMS_RESEND_SECONDS, SMS_POLICY.resendIntervalMs / 1000) * 1000,
      perMobilePerDay: positiveNumber(env.PORTAL_SMS_PER_MOBILE_PER_DAY, SMS_POLICY.perMobilePerDay),
      perIpPerHour: positiveNumber(env.PORTAL_SMS_PER_IP_PER_HOUR, SMS_POLICY.perIpPerHour),
    },
  };
}

/** `10.0.0.1, 10.1.0.0/16` -> the list; unset or empty -> trust nobody */
function trustedProxies(raw: string | undefined): string[] | false {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return false;
  for (const entry of list) {
    // addresses, CIDR ranges, or proxy-addr's names for the private ranges
    if (!/^([0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/.test(entry)) {
      throw new Error(`PORTAL_TRUST_PROXY 只能列出代理的 IP 地址或网段（逗号分隔），当前为: ${entry}`);
    }
  }
  return list;
}
