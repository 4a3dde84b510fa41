import path from 'node:path';
import { buildApp } from './app';
import {
  billingSettingsFromEnv,
  budgetsFromEnv,
  jobOptionsFromEnv,
  llmSettingsFromEnv,
  operatorSettingsFromEnv,
  operatorWarning,
  parseTrustProxy,
  paymentsNotice,
  plainHttpWarning,
  resolveOperator,
  s3SettingsFromEnv,
} from './config';
import { preparePasswordPolicy } from './lib/passwordPolicy';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';

const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const publicUrl = process.env.LEXDESK_PUBLIC_URL ?? `http://localhost:${port}`;
  const seed = process.env.LEXDESK_SEED === 'none' ? 'none' : 'demo';
  // Test and benchmark runs log in (and open fresh sessions, and send intake forms) far more often than a person;
  // production keeps the defaults.
  const loginLimit = Number(process.env.LEXDESK_LOGIN_RATE_LIMIT);
  const rateLimits =
    Number.isInteger(loginLimit) && loginLimit > 0
      ? {
          perEmail: loginLimit,
          perIp: loginLimit * 6,
          perAccount: loginLimit * 2,
          csrfPerIp: loginLimit * 12,
          intakePerIp: loginLimit,
        }
      : undefined;
  const s3 = s3SettingsFromEnv(process.env);
  const operator = operatorSettingsFromEnv(process.env);
  const billing = billingSettingsFromEnv(process.env);
  const megabytes = (value: string | undefined) =>
    value !== undefined && /^[0-9]+$/.test(value) ? Number(value) * 1024 * 1024 : undefined;
  const app = await buildApp({
    dataDir: path.resolve(process.env.LEXDESK_DATA_DIR ?? path.join(repoRoot, 'var')),
    databaseUrl: process.env.DATABASE_URL,
    seed,
    publicUrl,
    webRoot: path.resolve(process.env.LEXDESK_WEB_ROOT ?? repoRoot),
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.LEXDESK_MAIL_FROM,
    // A hop count (1: one reverse proxy) or proxy addresses/CIDRs, comma-separated; see parseTrustProxy.
    trustProxy: parseTrustProxy(process.env.LEXDESK_TRUST_PROXY),
    // Set by `npm run dev`: development bundles inject their CSS inline.
    devStyles: process.env.LEXDESK_DEV === '1',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    rateLimits,
    budgets: budgetsFromEnv(process.env),
    storage: {
      firmQuotaBytes: megabytes(process.env.LEXDESK_FIRM_STORAGE_QUOTA_MB),
      minFreeDiskBytes: megabytes(process.env.LEXDESK_MIN_FREE_DISK_MB),
    },
    s3,
    billing,
    llm: llmSettingsFromEnv(process.env),
    operator,
    documents: {
      maxUploadBytes: megabytes(process.env.LEXDESK_MAX_UPLOAD_MB),
      // Hosted installations run `npm run worker` processes instead.
      inProcessWorker: process.env.LEXDESK_IN_PROCESS_WORKER !== '0',
    },
    jobs: jobOptionsFromEnv(process.env),
    remotesOverride: process.env.LEXDESK_REMOTES_OVERRIDE
      ? (JSON.parse(process.env.LEXDESK_REMOTES_OVERRIDE) as Record<string, string>)
      : undefined,
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // The password lists are indexed now rather than during the first registration.
  preparePasswordPolicy();
  await app.listen({ port, host: '0.0.0.0' });

  const lines = [`\nLexDesk is running at ${publicUrl}\n`];
  if (seed === 'demo') {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.email.padEnd(width)}  ${account.role}${account.firm ? ` (${account.firm})` : ''}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  const { identity, problems } = resolveOperator(operator, {
    mail: Boolean(process.env.SMTP_URL),
    storage: s3 !== undefined,
  });
  for (const warning of [plainHttpWarning(publicUrl), operatorWarning(problems)]) {
    if (warning) process.stderr.write(`Warning: ${warning}\n\n`);
  }
  // A choice as much as an omission (a demo, an installation that bills by hand): a note, not a warning.
  const payments = paymentsNotice(billing, identity.email);
  if (payments) process.stdout.write(`Note: ${payments}\n\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
