import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from '../lib/logging';
import { type MailMessage, writeOutboxMessage } from './outbox';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Default transport: one JSON file per message under `<dataDir>/outbox`, so links work on one machine. */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger, now: () => Date): Mailer {
  return {
    async send(message) {
      const file = await writeOutboxMessage(dataDir, message, now());
      // The file (its name is the message's id) and nothing of the message: no recipient (whose
      // address is personal data), no subject (case mails name the litigant).
      log.info({ file }, 'mail written to outbox');
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Sends in the background and remembers pending sends: an answer must not wait for SMTP (nor
 * take longer when an account exists), and tests or shutdown can still wait for delivery.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage): Promise<void> {
    return this.mailer.send(message);
  }

  enqueue(message: MailMessage): void {
    const delivery = this.mailer
      .send(message)
      // Neither the recipient nor the raw error: SMTP errors quote and list the refused addresses.
      // (`error`, not `err`: the logger's own err serializer expects an Error, not its masked copy.)
      .catch((error: unknown) => this.log.error({ error: errorForLog(error) }, 'mail delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
