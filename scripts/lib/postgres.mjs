// A throwaway PostgreSQL cluster for tests, from Debian's `postgresql` package (or any initdb on PATH):
// a temporary directory, trust authentication on 127.0.0.1 only, durability off (fsync, synchronous commit,
// full-page writes), removed by stop() and, as a safety net, when this process exits or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const SUPERUSER = 'lexdesk';
const FALLBACK_SYSTEM_USER = 'lexdesk-pg';

/** The directory holding initdb, pg_ctl and createdb: the highest /usr/lib/postgresql/<major>/bin, else PATH. */
export function findPostgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length > 0) return join(debian, majors[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb'))) return dirname(join(dir, 'initdb'));
  }
  throw new Error(
    'PostgreSQL is not installed: no /usr/lib/postgresql/*/bin/initdb and no initdb on PATH (apt-get install postgresql)',
  );
}

function idOf(user, flag) {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user (created if absent). */
function clusterOwner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', FALLBACK_SYSTEM_USER]) {
    const uid = idOf(name, '-u');
    if (uid !== undefined) return { name, uid, gid: idOf(name, '-g') ?? uid };
  }
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', FALLBACK_SYSTEM_USER],
    { encoding: 'utf8' },
  );
  const uid = idOf(FALLBACK_SYSTEM_USER, '-u');
  if (uid === undefined) throw new Error(`could not create the system user ${FALLBACK_SYSTEM_USER}: ${created.stderr}`);
  return { name: FALLBACK_SYSTEM_USER, uid, gid: idOf(FALLBACK_SYSTEM_USER, '-g') ?? uid };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program (as the cluster owner when we are root); rejects with its output when it fails. */
function run(command, args, { owner, cwd }) {
  return new Promise((resolve, reject) => {
    // PG* variables of the caller (PGDATA, PGPORT, PGHOST...) must not redirect the tools.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
    // The owner cannot read root's home (libpq looks there for .pgpass and .psqlrc).
    if (owner) env.HOME = cwd;
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.trim()}`));
    });
  });
}

// Every running cluster of this process, stopped synchronously when the process exits or is interrupted.
const live = new Set();
let handlersInstalled = false;

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const cluster of live) cluster.stopSync();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const onSignal = () => {
      // Another handler (a runner waiting for its child, say) decides when to exit; the exit handler cleans up.
      if (process.listenerCount(signal) > 1) return;
      for (const cluster of live) cluster.stopSync();
      process.exit(128 + constants.signals[signal]);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts a PostgreSQL cluster on a free loopback port and creates `database`.
 * Resolves to `{ url, adminUrl, port, version, dir, stop() }`: `url` names `database`, `adminUrl` the `postgres`
 * database; the role `lexdesk` is a superuser (it may create and drop databases) and needs no password.
 */
export async function startPostgres({ database = 'lexdesk' } = {}) {
  const bin = findPostgresBin();
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), 'lexdesk-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const options = { owner, cwd: dir };
  let started = false;
  let stopped = false;

  const cluster = {
    stopSync() {
      if (stopped) return;
      stopped = true;
      live.delete(cluster);
      if (started) {
        spawnSync(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], {
          cwd: dir,
          stdio: 'ignore',
          ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(cluster);
  installExitHandlers();

  try {
    if (owner) {
      chownSync(dir, owner.uid, owner.gid);
      chmodSync(dir, 0o700);
    }
    const version = (await run(join(bin, 'postgres'), ['--version'], options))
      .trim()
      .replace(/^postgres \(PostgreSQL\) /, '');
    const initdb = (locale) =>
      run(
        join(bin, 'initdb'),
        ['-D', dataDir, '-A', 'trust', '-U', SUPERUSER, '-E', 'UTF8', `--locale=${locale}`, '--no-sync'],
        options,
      );
    await initdb('C.UTF-8').catch(() => {
      rmSync(dataDir, { recursive: true, force: true });
      return initdb('C');
    });

    const conf = join(dataDir, 'postgresql.conf');
    const baseConf = readFileSync(conf, 'utf8');
    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      // Settings appended last win over initdb's; the socket stays inside the temporary directory.
      writeFileSync(
        conf,
        `${baseConf}
# lexdesk throwaway cluster
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${dir}'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
`,
      );
      try {
        await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], options);
        started = true;
      } catch (error) {
        // Another process may have taken the port between our probe and the start: try another one.
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n') : '';
          throw new Error(`${error.message}\n${log}`);
        }
      }
    }

    if (database !== 'postgres') {
      await run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, database], options);
    }

    const base = `postgres://${SUPERUSER}@127.0.0.1:${port}`;
    return {
      url: `${base}/${encodeURIComponent(database)}`,
      adminUrl: `${base}/postgres`,
      port,
      version,
      dir,
      async stop() {
        if (stopped) return;
        stopped = true;
        live.delete(cluster);
        if (started) {
          await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], options).catch(
            (error) => console.error(error.message),
          );
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    cluster.stopSync();
    throw error;
  }
}
