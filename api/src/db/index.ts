import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_([\w-]+)\.sql$/;

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'lexdesk.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough (a crash loses at most the last transactions, never corrupts).
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies every migration not yet recorded, each in its own transaction, in version order. */
export function migrate(db: Db, now: Date = new Date()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const pending = readdirSync(MIGRATIONS_DIR)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({ file, version: Number(version), name: name ?? '' }))
    .filter(({ version }) => !applied.has(version))
    .sort((a, b) => a.version - b.version);

  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of pending) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, migration.file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(migration.version, migration.name, now.toISOString());
    })();
  }
  return pending.map(({ version }) => version);
}
