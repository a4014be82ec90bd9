// What the benchmark scripts (bench-*.mjs) share: their output, their arguments, the scratch
// databases they make beside DATABASE_URL's, and a free port for the server they start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The measuring scripts start Chromium as the browser tests do.
export { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
/** The built web app the server serves (WEB_DIST_DIR, as the server reads it). */
const WEB_INDEX = path.resolve(
  ROOT,
  process.env.WEB_DIST_DIR || path.join('apps', 'web', 'dist'),
  'index.html',
);
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const START_TIMEOUT_MS = 60_000;
/** How often a starting server is asked whether it is healthy yet. */
const HEALTH_POLL_MS = 200;

/** The report is a script's output, not a log: it goes to stdout as it is. */
export const print = (line = '') => process.stdout.write(`${line}\n`);

/** Prints rows of text cells as columns: the first left-aligned, the others right-aligned. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    print(
      row
        .map((cell, column) =>
          (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
  }
}

/** `--flag value`: the value after the flag, or undefined when the flag is not given. */
export function stringArgument(flag) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} takes a value`);
  return value;
}

/** `--flag N`: a whole number from `min` to `max`, `fallback` when the flag is not given. */
export function wholeNumberArgument(flag, fallback, min, max) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${flag} takes a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client connected to `url`, and disconnects. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on, for the server a script starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The value below which `fraction` of the sorted values lie (NaN for none). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** How busy the machine is, printed beside the figures: they are noisy on a loaded host. */
export function loadLine() {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min) on ${os.cpus().length} cores`;
}

/**
 * The built server on `url`, with the demo data and no crash loop (and `extraEnv` added to its
 * environment); resolves once it is healthy.
 */
async function startBuiltServer(url, port, extraEnv = {}) {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The crash tables' rounds would share the CPU with what is measured.
      CRASH_LOOP: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer /api/health within a minute:\n${stderr}`);
    }
    await sleep(HEALTH_POLL_MS);
  }
  return {
    pid: child.pid,
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `work({ baseUrl, url, origin, start })` on a scratch database `satsino_bench_<label>_<pid>`
 * of DATABASE_URL's server (else the local one); `start(extraEnv)` starts the built server on it.
 * Then it runs `cleanUp`, stops the server and drops the database, also on Ctrl-C.
 */
export async function withBuiltServerOnScratchDatabase(label, work, cleanUp = async () => {}) {
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX)) {
    throw new Error('the benchmark starts the built server: run `npm run build` first');
  }
  const baseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const name = `satsino_bench_${label}_${process.pid}`;
  let server;
  let created = false;
  const finish = async () => {
    await cleanUp();
    await server?.stop();
    server = undefined;
    if (created) {
      await withClient(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
      created = false;
    }
  };
  process.once('SIGINT', () => {
    finish().finally(() => process.exit(130));
  });
  try {
    await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    created = true;
    const url = databaseUrl(baseUrl, name);
    const port = await freePort();
    return await work({
      baseUrl,
      url,
      origin: `http://127.0.0.1:${port}`,
      start: async (extraEnv) => {
        server = await startBuiltServer(url, port, extraEnv);
        return server;
      },
    });
  } finally {
    await finish();
  }
}
