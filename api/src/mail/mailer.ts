import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { type JobHandler, JobLeaseLostError, PermanentJobError } from '../jobs/worker';
import type { Repositories } from '../repositories';
import { type MailMessage, writeOutboxMessage } from './outbox';

/** How a rendered message leaves: to the outbox folder or an SMTP server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Default transport: one JSON file per message under `<dataDir>/outbox`, so links work on one machine. */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger, now: () => Date, from: string): Mailer {
  return {
    async send(message) {
      const file = await writeOutboxMessage(dataDir, { from, ...message }, now());
      // The file (its name is the message's id) and nothing of the message: no recipient (whose
      // address is personal data), no subject (case mails name the litigant).
      log.info({ file }, 'mail written to outbox');
    },
  };
}

// nodemailer waits 2 minutes for a connection and 10 for an idle socket by default: one dead server
// would hold the mail worker that long per try. Settings written in SMTP_URL's query win.
const SMTP_TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '60000' };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send({ replyTo, ...message }) {
      await transport.sendMail({ from, ...message, ...(replyTo ? { replyTo } : {}) });
    },
  };
}

/** SMTP_URL's server, or the outbox without it. */
export function mailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'now'>,
  log: FastifyBaseLogger,
) {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, log, config.now, config.mailFrom);
}

/** Which mail this is, for the logs (which never carry the message itself). */
export type MailTemplate =
  'password-reset' | 'invitation' | 'new-case' | 'case-reassigned' | 'case-refused' | 'integration-request';

export interface QueuedMail {
  template: MailTemplate;
  message: MailMessage;
}

/** Delivers one rendered mail; its payload (recipient, subject, bodies) is erased once it ends. */
export const SEND_MAIL_JOB = 'send-mail';

function queuedMailOf(payload: unknown): QueuedMail {
  const mail = payload as Partial<QueuedMail> | null;
  const message = mail?.message;
  if (
    typeof mail?.template !== 'string' ||
    typeof message?.to !== 'string' ||
    typeof message.subject !== 'string' ||
    typeof message.text !== 'string' ||
    typeof message.html !== 'string'
  )
    throw new PermanentJobError('bad payload');
  return mail as QueuedMail;
}

/** An SMTP reply of the 5xx class refuses the message for good (unknown recipient, policy): no retry. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface MailJobDeps {
  transport: Mailer;
  config: Pick<AppConfig, 'mail'>;
  log: FastifyBaseLogger;
}

export function mailJobHandlers({ transport, config, log }: MailJobDeps): Record<string, JobHandler> {
  return {
    [SEND_MAIL_JOB]: {
      forgetPayload: true,
      isPermanent: isPermanentRefusal,
      retryDelayMs: (attempts) =>
        Math.min(config.mail.retryBaseMs * 2 ** Math.max(0, attempts - 1), config.mail.retryMaxMs),
      async run(payload, job) {
        const { template, message } = queuedMailOf(payload);
        // Another worker took this mail over: sending it too would send it twice.
        if (job.signal.aborted) throw new JobLeaseLostError();
        await transport.send(message);
        log.info({ job: job.id, template, attempt: job.attempt }, 'mail sent');
      },
      async giveUp(payload) {
        const template = (payload as Partial<QueuedMail> | null)?.template ?? 'unknown';
        log.error({ template }, 'mail given up: not delivered');
      },
    },
  };
}

/**
 * Mail as jobs in the database: a message is queued in the caller's transaction (so it is sent if and
 * only if what it tells was committed) and delivered by a job worker, retried with growing delays
 * while the server is down, and never lost by a restart. Nothing waits for SMTP.
 */
export class MailQueue {
  constructor(
    private readonly config: Pick<AppConfig, 'mail' | 'now'>,
    private readonly worker: { drain(): Promise<number> },
  ) {}

  async queue(repos: Repositories, mail: QueuedMail): Promise<number> {
    return repos.jobs.enqueue(
      { kind: SEND_MAIL_JOB, payload: mail, maxAttempts: this.config.mail.maxAttempts },
      this.config.now(),
    );
  }

  /** Delivers every mail due now (tests, local scripts); the mail worker does it on its own otherwise. */
  drain(): Promise<number> {
    return this.worker.drain();
  }
}
