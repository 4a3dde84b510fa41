import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  created_at: string;
}

/** Mails the server wrote to the local outbox of this run's data directory, oldest first. */
export function readOutbox(): Mail[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail);
}

export function lastMailTo(address: string): Mail | undefined {
  return readOutbox()
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .at(-1);
}

export function firstLink(mail: Mail): string {
  const match = /https?:\/\/[^\s"'<>]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
