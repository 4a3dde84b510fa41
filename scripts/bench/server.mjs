// Starts the app exactly as `npm start` does (or another entry, e.g. the API alone), on a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';

// BENCH_PORT moves it when 8282 is taken (several checkouts benching on one machine).
export async function startServer({
  port = Number(process.env.BENCH_PORT ?? 8282),
  env = {},
  entry = join(ROOT, 'scripts/start.mjs'),
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexdesk-bench-'));
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LEXDESK_DATA_DIR: dataDir,
      LEXDESK_LOGIN_RATE_LIMIT: '100000',
      // A bench searches and uploads from one account far faster than a person: the budgets would measure themselves.
      LEXDESK_SEARCHES_PER_10S: '100000',
      LEXDESK_PENDING_UPLOADS: '100000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the app did not start on ${url}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Signs in a demo account (password of the README); answers the headers a signed-in JSON request sends. */
export async function signIn(url, email) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  });
  keep(await fetch(`${url}/api/sanctum/csrf-cookie`));
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email, password: 'lexdesk-demo' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  keep(response);
  return headers();
}
