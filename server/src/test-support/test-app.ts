import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import type { SmsSender } from '../modules/auth/sms-sender';
import { createTestDatabase } from './test-database';

/** Captures codes instead of sending them, so tests can sign in. */
export class CapturingSmsSender implements SmsSender {
  readonly sent: { mobile: string; code: string; scene: string }[] = [];
  async send(mobile: string, code: string, scene: string) {
    this.sent.push({ mobile, code, scene });
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

export async function createTestApp(options: { demo?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const sms = new CapturingSmsSender();
  const app = await buildApp({ database, demo: options.demo ?? false, smsSender: sms });
  return {
    app,
    database,
    sms,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
