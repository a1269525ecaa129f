import path from 'node:path';
import type { DatabaseConfig } from './db/database';
import { SMS_POLICY, type SmsSendLimits } from './modules/auth/sms-codes';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** embedded demo mode: SQLite, dev SMS outbox on, localhost origins trusted */
  demo: boolean;
  /** root of the repository, where apps/<name>/dist are found */
  webRoot: string;
  remotesFile: string;
  secureCookies: boolean;
  allowedOrigins: string[];
  seedOnStart: boolean;
  logLevel: string;
  /** the English site; the header's EN link adds a one-time code to it */
  enSiteUrl: string;
  smsLimits: SmsSendLimits;
}

export const DEFAULT_EN_SITE_URL = 'https://en.naoyihui.com/';

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

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Demo video clips shipped with the server (`/media/video/…`). Resolved from the repository root,
 * which config.ts sits two levels below both as source (server/src) and bundled (server/dist).
 */
export const VIDEO_DIR = path.join(repoRoot, 'server', 'assets', 'video');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // relative to the repository, whichever folder the server was started from
  const dataDir = path.resolve(env.PORTAL_DATA_DIR ?? path.join(repoRoot, '.data'));
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(dataDir, 'portal.db') };
  const demo = env.PORTAL_DEMO ? env.PORTAL_DEMO !== '0' : database.kind === 'sqlite';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database,
    demo,
    webRoot: path.resolve(env.PORTAL_WEB_ROOT ?? repoRoot),
    remotesFile: path.resolve(
      env.PORTAL_REMOTES_FILE ?? path.join(repoRoot, 'server', 'config', 'remotes.json'),
    ),
    secureCookies: env.PORTAL_SECURE_COOKIES === '1',
    allowedOrigins: (env.PORTAL_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    seedOnStart: env.PORTAL_SEED !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    enSiteUrl: httpUrl('PORTAL_EN_SITE_URL', env.PORTAL_EN_SITE_URL || DEFAULT_EN_SITE_URL),
    smsLimits: {
      resendIntervalMs:
        positiveNumber(env.PORTAL_SMS_RESEND_SECONDS, SMS_POLICY.resendIntervalMs / 1000) * 1000,
      perMobilePerDay: positiveNumber(env.PORTAL_SMS_PER_MOBILE_PER_DAY, SMS_POLICY.perMobilePerDay),
      perIpPerHour: positiveNumber(env.PORTAL_SMS_PER_IP_PER_HOUR, SMS_POLICY.perIpPerHour),
    },
  };
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`配置项的值必须是非负数字: ${raw}`);
  return value;
}
