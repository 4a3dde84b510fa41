// Writes the API reference (docs/openapi.json, or the path given) from the routes of an app built on a throwaway
// SQLite database: the build runs it (scripts/build.mjs), api/test/openapi.test.ts checks the file is current.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { apiReferenceText } from './lib/apiReference';

async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'docs', 'openapi.json'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-openapi-'));
  try {
    const app = await buildApp({
      dataDir,
      databaseUrl: undefined,
      seed: 'none',
      publicUrl: 'http://localhost',
      documents: { inProcessWorker: false },
    });
    try {
      await app.ready();
      await writeFile(target, apiReferenceText(app));
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`  wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
