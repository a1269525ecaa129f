import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../../lib/request-log';

/** Where verification codes go. Production plugs in a real SMS gateway behind this interface. */
export interface SmsSender {
  send(mobile: string, code: string, scene: string): Promise<void>;
  /**
   * The last code kept per mobile, for the demo outbox (`/dev/sms-outbox`, served in demo mode
   * only). A real gateway keeps none.
   */
  readonly outbox?: ReadonlyMap<string, OutboxEntry> | null;
}

export interface OutboxEntry {
  mobile: string;
  code: string;
  scene: string;
  sentAt: number;
}

/**
 * The default sender, for a demo without an SMS gateway: in demo mode it keeps each code in an
 * in-memory outbox that `/dev/sms-outbox` reads (loopback callers only) and logs it at debug
 * level; outside demo mode it delivers nothing and logs only that a code was asked for, never
 * the code, so a deployment needs a real gateway behind `SmsSender`.
 */
export class LogSmsSender implements SmsSender {
  readonly outbox: Map<string, OutboxEntry> | null;

  constructor(
    private readonly log: FastifyBaseLogger,
    withOutbox: boolean,
  ) {
    this.outbox = withOutbox ? new Map() : null;
  }

  async send(mobile: string, code: string, scene: string): Promise<void> {
    const masked = maskMobile(mobile);
    if (!this.outbox) {
      this.log.warn({ mobile: masked, scene }, '未配置短信网关：验证码没有发出（演示请用 PORTAL_DEMO=1）');
      return;
    }
    this.log.debug({ mobile: masked, scene, code }, 'sms code kept in the demo outbox');
    this.outbox.set(mobile, { mobile, code, scene, sentAt: Date.now() });
    if (this.outbox.size > 10_000) this.outbox.delete(this.outbox.keys().next().value as string);
  }
}
