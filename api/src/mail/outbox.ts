import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  /** Where a reply goes, when not to LexDesk's own sender (the firm's mail setting, see mail/replyTo). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends MailMessage {
  /** The sender, as SMTP would have written it. */
  from?: string;
  created_at: string;
  /** File name inside the outbox folder. */
  file: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

let sequence = 0;

/** Writes one message; the name starts with the time and a counter, so names sort oldest first. */
export async function writeOutboxMessage(
  dataDir: string,
  message: MailMessage & { from?: string },
  now: Date,
): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  sequence = (sequence + 1) % 1_000_000;
  // Colons are not allowed in Windows file names.
  const stamp = now.toISOString().replace(/:/g, '-');
  const file = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
  const body = { ...message, created_at: now.toISOString() };
  // Written aside, then renamed: whoever lists *.json (tests, a local mail viewer) never reads half a message.
  const partial = path.join(dir, `.${file}.partial`);
  await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, { flag: 'wx' });
  await rename(partial, path.join(dir, file));
  return path.join(dir, file);
}

/** Every message written to `<dataDir>/outbox`, oldest first (for end-to-end tests and local use). */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<OutboxMessage, 'file'>;
      return { ...parsed, file };
    });
}
