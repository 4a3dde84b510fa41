import { buildApp } from '../src/app';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../src/db';
import { readOutbox, writeOutboxMessage } from '../src/mail/outbox';
import { createTestApp, DEMO, loggedIn } from './helpers';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-db-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('are applied once, recorded in schema_migrations, in WAL mode', () => {
    const db = openDatabase(dir);
    expect(migrate(db)).toEqual([1, 2]);
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(rows).toEqual([
      { version: 1, name: 'init' },
      { version: 2, name: 'legal_cases' },
    ]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});

describe('demo seed', () => {
  it('runs on an empty database only', async () => {
    const first = await createTestApp();
    await first.app.close();
    // A second start on the same data directory must not seed (nor mail the invitation) again.
    const again = await buildApp({ dataDir: first.dataDir, seed: 'demo' });
    await again.ready();
    expect(again.repos.users.count()).toBe(5);
    expect(readOutbox(first.dataDir).filter((m) => m.to === DEMO.invited)).toHaveLength(1);
    await again.close();
    await rm(first.dataDir, { recursive: true, force: true });
  });

  it('seed none leaves the database empty', async () => {
    const ctx = await createTestApp({ seed: 'none' });
    expect(ctx.app.repos.users.count()).toBe(0);
    await ctx.close();
  });

  it('every demo account logs in with lexdesk-demo', async () => {
    const ctx = await createTestApp();
    for (const email of [DEMO.superAdmin, DEMO.firmAdmin, DEMO.lawyer, DEMO.freshLawyer, DEMO.otherFirmAdmin]) {
      await loggedIn(ctx.app, email);
    }
    await ctx.close();
  });
});

describe('outbox', () => {
  it('readOutbox lists messages oldest first', async () => {
    const at = new Date('2030-01-01T10:00:00.000Z');
    await writeOutboxMessage(dir, { to: 'a@x.test', subject: '1', text: 't', html: 'h' }, at);
    await writeOutboxMessage(dir, { to: 'b@x.test', subject: '2', text: 't', html: 'h' }, at);
    await writeOutboxMessage(
      dir,
      { to: 'c@x.test', subject: '0', text: 't', html: 'h' },
      new Date('2029-12-31T10:00:00.000Z'),
    );
    const messages = readOutbox(dir);
    expect(messages.map((m) => m.subject)).toEqual(['0', '1', '2']);
    expect(messages[0]).toMatchObject({ to: 'c@x.test', created_at: '2029-12-31T10:00:00.000Z' });
    expect(readOutbox(path.join(dir, 'nothing-here'))).toEqual([]);
  });
});
