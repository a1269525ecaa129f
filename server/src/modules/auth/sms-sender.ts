import type { FastifyBaseLogger } from 'fastify';

/** Where verification codes go. Production plugs in a real SMS gateway behind this interface. */
export interface SmsSender {
  send(mobile: string, code: string, scene: string): Promise<void>;
}

export interface OutboxEntry {
  mobile: string;
  code: string;
  scene: string;
  sentAt: number;
}

/**
 * The default sender: writes the code to the server log, and in the embedded demo mode keeps
 * it in an in-memory outbox that `/dev/sms-outbox` reads (so a demo and the browser tests can
 * sign in without a phone). The outbox does not exist outside demo mode.
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
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    // no gateway behind this sender: the log is where an operator reads the code
    this.log.info({ mobile: masked, scene, code }, 'sms code sent');
    if (this.outbox) {
      this.outbox.set(mobile, { mobile, code, scene, sentAt: Date.now() });
      if (this.outbox.size > 10_000) this.outbox.delete(this.outbox.keys().next().value as string);
    }
  }
}
