import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Engine } from './engine';
import { type Migration, MIGRATIONS } from './migrations';
import type { Schema } from './schema';

export type { Engine } from './engine';
export type { Schema } from './schema';

export interface Database {
  readonly engine: Engine;
  readonly db: Kysely<Schema>;
  /**
   * Runs a migration script (several statements, trigger and function bodies included) on `executor`, the
   * migration's transaction: PostgreSQL takes it whole (simple query protocol); on SQLite the one connection
   * that transaction holds executes it.
   */
  runScript(executor: Kysely<Schema>, script: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The SQLite file lives here (`lexdesk.sqlite`) unless `databaseUrl` names a PostgreSQL database. */
  dataDir: string;
  /** `postgres://…` or `postgresql://…`: PostgreSQL instead of the embedded SQLite file. */
  databaseUrl?: string;
  /** PostgreSQL connections per process. */
  poolSize?: number;
}

export const SQLITE_FILE = 'lexdesk.sqlite';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

const PG_INT8 = 20;

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = new BetterSqlite3(path.join(dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough (a crash loses at most the last transactions, never corrupts).
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: file }) });
  return {
    engine: 'sqlite',
    db,
    // Kysely prepares one statement at a time; the script runs on the same (only) connection, inside the
    // transaction the caller holds.
    runScript: async (_executor, script) => {
      file.exec(script);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // COUNT(*) answers int8, which pg hands over as text by default; counts here stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
    },
  });
  // An idle connection the server drops (a restart, a terminated backend) is discarded by the pool; the
  // next query opens another. Without a listener the error event would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    // Without parameters pg sends the text as a simple query, which may hold several statements.
    runScript: async (executor, script) => {
      await sql.raw(script).execute(executor);
    },
    close: () => db.destroy(),
  };
}

/** The embedded SQLite file by default; PostgreSQL when `databaseUrl` is a postgres:// URL. */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '' && !isPostgresUrl(options.databaseUrl)) {
    throw new Error('DATABASE_URL: expected a postgres:// URL');
  }
  return isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.dataDir);
}

// Any number, the same in every process of an installation: PostgreSQL's advisory lock for start-up.
const STARTUP_LOCK = 72_640_231;

/**
 * Runs `work` while holding the installation's start-up lock: on PostgreSQL, API instances and workers
 * starting together migrate and load reference data one after the other. SQLite serves one process.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/** Applies every migration not yet recorded, each in its own transaction, in version order. */
export async function migrate(
  database: Database,
  now: Date = new Date(),
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const { db, engine } = database;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at text NOT NULL
  )`.execute(db);
  const applied = new Set((await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction().execute(async (trx) => {
      await database.runScript(trx, migration.sql[engine]);
      await migration.after?.(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: now.toISOString() })
        .execute();
    });
  }
  return pending.map(({ version }) => version);
}

/** The latest migration version applied. */
export async function schemaVersion(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** PostgreSQL's "undefined table" and SQLite's message for it: a database nothing has migrated yet. */
function isMissingTable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
}

export interface SchemaWaitOptions {
  pollMs: number;
  /** Told what the wait is for, once per version seen (and once when the database cannot be reached). */
  onWait: (state: { version: number; expected: number } | { unreachable: unknown; expected: number }) => void;
  signal?: AbortSignal;
}

/**
 * Resolves once the database's schema is at `expected`, polling meanwhile: a worker started before
 * any API instance (which migrates at its start), or before the database server is up, waits for it.
 * A schema newer than `expected` is an error: this process is older than the database.
 */
export async function waitForSchema(database: Database, expected: number, options: SchemaWaitOptions): Promise<void> {
  let told: number | 'unreachable' | undefined;
  for (;;) {
    options.signal?.throwIfAborted();
    let version: number | undefined;
    try {
      version = await schemaVersion(database);
    } catch (error) {
      if (isMissingTable(error)) version = 0;
      else if (told !== 'unreachable') {
        told = 'unreachable';
        options.onWait({ unreachable: error, expected });
      }
    }
    if (version === expected) return;
    if (version !== undefined && version > expected) {
      throw new Error(
        `database schema is at version ${version}, newer than this process's ${expected}: run the API's release`,
      );
    }
    if (version !== undefined && told !== version) {
      told = version;
      options.onWait({ version, expected });
    }
    await delay(options.pollMs, undefined, { signal: options.signal });
  }
}
