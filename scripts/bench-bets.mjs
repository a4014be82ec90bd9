#!/usr/bin/env node
/*
 * The bets benchmark of issue 12, run with `npm run bench:bets` after `npm run build`.
 *
 * On one PostgreSQL server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) it makes a
 * scratch database and starts the BUILT server (apps/server/dist/main.js) on it with the demo
 * catalogue. Sixty-four players register over HTTP (from 64 addresses behind a trusted loopback
 * proxy, so the per-address sign-up limit counts each on its own), are funded by a simulated
 * Bitcoin deposit through the sandbox cashier (money enters through the ledger as any deposit),
 * and open a real-money session of dice and of the slot Dragon Pearls. Then, for about ten seconds
 * per game, all 64 play real-money rounds back to back over keep-alive HTTP connections, each
 * round with its own idempotency key as the web client sends it.
 *
 * It prints rounds/s, p50 and p99 of a round as the client sees it, every answer that was not a
 * 200 (there must be none: each player is paced under the per-player round limit
 * `gameRoundsPerAccount`, and the pacing is printed), the server process's CPU time per round, and
 * the SQL statements the server sent per round with the time each took from sending to answer.
 * Those are counted inside the server process: a preload wraps pg.Client.prototype.query, and
 * node-pg sends one statement per round trip, so statements and round trips are the same count.
 * Then, in the same run, `npm run bench:ledger` (as a child, same --seconds) gives the ledger's
 * bet+win pairs/s and pgbench's p99 at the same concurrency, and the ratios are printed. The
 * client runs on the same machine as the server and PostgreSQL. Figures, never assertions: the
 * machine's load is printed beside them.
 *
 * Options: `--seconds N` per measurement (default 10); `--profile` also runs V8's sampling
 * profiler in the server during each measurement and prints where its samples fell, by package
 * and by function. Those samples are wall-clock ones of a thread that was not idle: on a busy
 * machine a socket write after which the kernel gives the CPU to the PostgreSQL backend it woke
 * counts as that write's time, so read them beside the CPU time per round. `--server PATH`
 * benchmarks another build of the server (for before/after comparisons); `--no-ledger` skips the
 * child ledger benchmark (no ratios then).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  databaseUrl,
  percentile,
  print,
  wholeNumberArgument,
  withClient,
} from './bench-support.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const PLAYERS = 64;
const WARMUP_MS = 1_000;
/**
 * Before the first measurement every game is played this long: the first game measured would
 * otherwise also pay for the server's JIT warming up (about a third fewer rounds/s in trials).
 */
const FIRST_WARMUP_MS = 3_000;
const BET_MINOR = 100;
/** A simulated deposit at the sandbox rate: thousands of dollars, far more than a run can lose. */
const DEPOSIT_BTC = '0.05';
/**
 * The server's per-player round limit (packages/contract/src/limits.ts, `gameRoundsPerAccount`:
 * 100 per 5 s). Each bench player sends at most 95 in any 5 s, so arrival jitter never crosses it.
 */
const ROUND_LIMIT = { rounds: 95, windowMs: 5_000 };
const GAMES = [
  {
    label: 'dice (1.00 on over 50)',
    gameId: 'dice',
    body: () => ({ bet: BET_MINOR, params: { engine: 'dice', target: 50, condition: 'over' } }),
  },
  {
    label: 'dragon-pearls slot (1.00)',
    gameId: 'dragon-pearls',
    body: () => ({ bet: BET_MINOR, params: { engine: 'slots' } }),
  },
];
/** What issue 12 aims at. */
const AIM = { shareOfLedgerPairs: 0.5, p99AgainstPgbench: 1 };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_SERVER = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/*
 * Loaded into the server process with --import (a data: URL, so the bench is one file). It counts
 * and times every statement node-pg sends, by its text, reads the process's CPU time and, when
 * asked, runs the profiler between two messages of the bench. It changes nothing the server does.
 */
function preloadSource(serverMain) {
  return `
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
const require = createRequire(${JSON.stringify(serverMain)});
const pg = require('pg');
const counts = new Map();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : (config && config.text) || '?';
  const entry = counts.get(text) || [0, 0];
  entry[0] += 1;
  counts.set(text, entry);
  // The time from sending to the answer, as the server saw it (no wait for a pool connection).
  const started = performance.now();
  const done = () => {
    entry[1] += performance.now() - started;
  };
  const last = typeof callback === 'function' ? 2 : typeof values === 'function' ? 1 : -1;
  if (last !== -1) {
    const args = [...arguments];
    const originalCallback = args[last];
    args[last] = function timed() {
      done();
      return originalCallback.apply(this, arguments);
    };
    return original.apply(this, args);
  }
  const result = original.apply(this, arguments);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
let inspector;
let cpuAtReset = process.cpuUsage();
process.on('message', (message) => {
  if (message.type === 'sql-reset') {
    counts.clear();
    cpuAtReset = process.cpuUsage();
    process.send({ type: 'sql-reset' });
  } else if (message.type === 'sql-counts') {
    process.send({ type: 'sql-counts', counts: [...counts], cpu: process.cpuUsage(cpuAtReset) });
  } else if (message.type === 'profile-start') {
    inspector = new Session();
    inspector.connect();
    inspector.post('Profiler.enable', () =>
      inspector.post('Profiler.start', () => process.send({ type: 'profile-start' })));
  } else if (message.type === 'profile-stop') {
    inspector.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(message.path, JSON.stringify(result.profile));
      inspector.disconnect();
      process.send({ type: 'profile-stop', error: error ? String(error) : null });
    });
  }
});
`;
}

/** The built server as its own process, as `npm start` runs it, with the preload above. */
async function startServer(serverMain, environment) {
  if (!existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: run \`npm run build\` first`);
  }
  const preload = `data:text/javascript,${encodeURIComponent(preloadSource(serverMain))}`;
  const child = spawn(process.execPath, ['--import', preload, serverMain], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      120_000,
    );
    const look = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
  /** Sends a message to the preload and waits for its answer of the same type. */
  const ask = (message) =>
    new Promise((resolve) => {
      const onMessage = (answer) => {
        if (answer?.type !== message.type) return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  const stop = async () => {
    if (child.connected) child.disconnect();
    child.kill('SIGTERM');
    await exited;
  };
  return { port, ask, stop, output: () => output };
}

/** One keep-alive connection per player, as a browser keeps one to the API. */
function httpClient(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS * 2 });
  return function request(method, url, { body, headers = {} } = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = { unparsed: text.slice(0, 200) };
            }
            resolve({ status: response.statusCode, body: json });
          });
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      if (payload !== undefined) sent.write(payload);
      sent.end();
    });
  };
}

async function expectStatus(answer, status, what) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/**
 * 64 players as a player would become one: sign-up over HTTP, e-mail marked verified in the
 * database (as the tests' helpers do: no mailbox here), a simulated deposit credited by the
 * cashier, and a real-money session of each game.
 */
async function preparePlayers(request, pool, adminToken) {
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  return Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => {
      const suffix = randomBytes(4).toString('hex');
      const registered = await expectStatus(
        request('POST', '/api/register', {
          // Each player comes from an address of its own, told by the trusted loopback proxy.
          headers: { 'x-forwarded-for': `10.77.${index >> 8}.${(index & 255) + 1}` },
          body: {
            name: `bench_${suffix}`,
            email: `bench.${suffix}@example.com`,
            password: 'correct horse battery',
            password_confirmation: 'correct horse battery',
            currency: 'USD',
            terms: true,
          },
        }),
        201,
        'register',
      );
      const { token } = registered;
      const me = await expectStatus(
        request('GET', '/api/user', { headers: bearer(token) }),
        200,
        'user',
      );
      await pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [me.id]);
      const wallet = await expectStatus(
        request('POST', '/api/wallet/depositwallet', {
          headers: bearer(token),
          body: { symbol: 'BTC' },
        }),
        200,
        'depositwallet',
      );
      await expectStatus(
        request('POST', '/api/admin/deposits/simulate', {
          headers: bearer(adminToken),
          body: { address: wallet.address, crypto_amount: DEPOSIT_BTC },
        }),
        200,
        'simulated deposit',
      );
      const sessions = {};
      for (const game of GAMES) {
        const launch = await expectStatus(
          request('POST', '/api/games/gameURL', {
            headers: bearer(token),
            body: { game_id: game.gameId },
          }),
          200,
          'gameURL',
        );
        const launchToken = String(launch.urldata.url).split('#launch=')[1];
        const opened = await expectStatus(
          request('POST', '/api/games/sessions', { body: { launch_token: launchToken } }),
          201,
          'game session',
        );
        sessions[game.gameId] = opened.session;
      }
      return { id: me.id, sessions, sent: [], step: 0 };
    }),
  );
}

/**
 * Waits, if needed, so that the player never sends more than the round limit allows in any
 * window; answers how long it waited.
 */
async function pace(player) {
  const { rounds, windowMs } = ROUND_LIMIT;
  if (player.sent.length < rounds) return 0;
  const oldest = player.sent[player.sent.length - rounds];
  const wait = oldest + windowMs + 20 - performance.now();
  if (wait <= 0) return 0;
  await sleep(wait);
  return wait;
}

/**
 * Every player plays `game` back to back for a warm-up, then for `seconds`; answers the rounds,
 * their latencies and every answer that was not a 200.
 */
async function measure(request, players, game, seconds, server, profilePath, warmUpMs) {
  const runFor = async (ms, record) => {
    const deadline = performance.now() + ms;
    await Promise.all(
      players.map(async (player) => {
        while (performance.now() < deadline) {
          record.pacedMs += await pace(player);
          if (performance.now() >= deadline) break;
          const started = performance.now();
          player.sent.push(started);
          if (player.sent.length > ROUND_LIMIT.rounds * 2)
            player.sent.splice(0, ROUND_LIMIT.rounds);
          const answer = await request('POST', '/api/games/rounds', {
            headers: { 'x-game-session': player.sessions[game.gameId] },
            body: { ...game.body(), idempotency_key: `bench-${player.id}-${player.step++}` },
          });
          const ms = performance.now() - started;
          if (answer.status === 200 && typeof answer.body?.round_id === 'number') {
            record.latencies.push(ms);
          } else {
            const key = String(answer.status);
            const seen = record.failures.get(key) ?? { count: 0, sample: answer.body };
            seen.count += 1;
            record.failures.set(key, seen);
          }
        }
      }),
    );
  };
  await runFor(warmUpMs, { latencies: [], failures: new Map(), pacedMs: 0 });
  await server.ask({ type: 'sql-reset' });
  if (profilePath) await server.ask({ type: 'profile-start' });
  const record = { latencies: [], failures: new Map(), pacedMs: 0 };
  const started = performance.now();
  await runFor(seconds * 1_000, record);
  const elapsedMs = performance.now() - started;
  if (profilePath) {
    const stopped = await server.ask({ type: 'profile-stop', path: profilePath });
    if (stopped.error) throw new Error(`profiling failed: ${stopped.error}`);
  }
  const { counts, cpu } = await server.ask({ type: 'sql-counts' });
  record.latencies.sort((a, b) => a - b);
  const rounds = record.latencies.length;
  const errors = [...record.failures.values()].reduce((sum, failure) => sum + failure.count, 0);
  return {
    game,
    rounds,
    errors,
    failures: record.failures,
    roundsPerSecond: rounds / (elapsedMs / 1_000),
    p50Ms: percentile(record.latencies, 0.5),
    p99Ms: percentile(record.latencies, 0.99),
    pacedShare: record.pacedMs / (PLAYERS * elapsedMs),
    statements: counts,
    /** The server process's CPU time over the measurement, in µs (user and system). */
    cpu,
    elapsedMs,
  };
}

/** Statement texts shortened to what tells them apart. */
function statementLabel(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
}

function printStatements(result) {
  const total = result.statements.reduce((sum, [, [count]]) => sum + count, 0);
  const perRound = (count) => (result.rounds > 0 ? count / (result.rounds + result.errors) : 0);
  print(
    `\n${result.game.label}: SQL statements the server sent per round (= round trips): ${perRound(total).toFixed(2)}`,
  );
  const rows = [...result.statements].sort((a, b) => b[1][0] - a[1][0]);
  for (const [text, [count, ms]] of rows.slice(0, 12)) {
    print(
      `  ${perRound(count).toFixed(2).padStart(6)} × ${(ms / count).toFixed(2).padStart(6)} ms  ${statementLabel(text)}`,
    );
  }
  if (rows.length > 12) {
    const rest = rows.slice(12).reduce((sum, [, [count]]) => sum + count, 0);
    print(`  ${perRound(rest).toFixed(2).padStart(6)}  (${rows.length - 12} other statements)`);
  }
}

/** What a profile frame belongs to: a package, the server's bundle, Node's internals or V8. */
function frameCategory(frame) {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 builtins and natives)';
  if (url.startsWith('data:')) return 'bench preload (statement counter)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node: internals (http, net, streams)';
  if (url.endsWith('/dist/main.js')) return 'server bundle (app, contract, fairness)';
  return path.basename(url);
}

const isLibrary = (category) =>
  !category.startsWith('(') && !category.startsWith('node:') && !category.startsWith('bench');

/**
 * Where the server's CPU went during a measurement, as self time: by what each sampled frame is,
 * and charged to the first package or app frame up its stack (so a socket write that node-pg
 * asked for counts as node-pg's, one that Fastify asked for as Fastify's).
 */
async function printProfile(label, profilePath) {
  const profile = JSON.parse(await readFile(profilePath, 'utf8'));
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const selfMs = new Map();
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1_000);
  }
  const chargedTo = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const category = frameCategory(byNode.get(at).callFrame);
      if (isLibrary(category)) return category;
    }
    return frameCategory(byNode.get(id).callFrame);
  };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const bySelf = new Map();
  const byCaller = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const frame = byNode.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += ms;
    const category = frameCategory(frame);
    add(bySelf, category, ms);
    add(byCaller, chargedTo(id), ms);
    const where =
      frame.url && !frame.url.startsWith('data:')
        ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}`
        : '';
    add(byFunction, `${frame.functionName || '(anonymous)'}${where} [${chargedTo(id)}]`, ms);
  }
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const share = (ms) => `${((ms / busy) * 100).toFixed(1).padStart(5)} %`;
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  print(`\n${label}: server CPU busy ${(busy / 1_000).toFixed(1)} s of ${seconds.toFixed(1)} s`);
  print('  charged to the first package up the stack | self time by frame');
  const left = top(byCaller, 12);
  const right = top(bySelf, 12);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const [a, aMs] = left[index] ?? ['', 0];
    const [b, bMs] = right[index] ?? ['', 0];
    print(`  ${a ? share(aMs) : '       '}  ${a.padEnd(42)} | ${b ? share(bMs) : ''}  ${b}`);
  }
  print('  top functions (self time) [charged to]:');
  for (const [name, ms] of top(byFunction, 15)) print(`  ${share(ms)}  ${name}`);
}

/** `npm run bench:ledger` as a child on the same server: its bet+win pairs/s and pgbench's row. */
async function ledgerAndPgbench(baseUrl, seconds) {
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts', 'bench-ledger.mjs'), '--seconds', String(seconds)],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: baseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`bench:ledger exited with ${code}:\n${text}`)),
    );
  });
  // Its table: label, transfers/s, pairs/s, % of pgbench, p50, p99 (pgbench: tps, %, p50, p99).
  const row = (prefix) => output.split('\n').find((line) => line.startsWith(prefix));
  const numbers = (line) => (line ?? '').match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  const house = numbers(row('(b) bet+win, house touched')?.replace('(b)', ''));
  const pgbenchLine = row('pgbench tpcb-like');
  const pgbench = numbers(pgbenchLine?.replace(/^pgbench tpcb-like -c \d+ -j \d+/, ''));
  if (house.length < 5) throw new Error(`no ledger figures in the bench:ledger output:\n${output}`);
  return {
    output,
    pairsPerSecond: house[1],
    ledgerP99Ms: house[4],
    pgbench: pgbench.length >= 4 ? { tps: pgbench[0], p50Ms: pgbench[2], p99Ms: pgbench[3] } : null,
  };
}

function printTable(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  for (const row of rows) {
    print(
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths[column])
            : String(cell).padStart(widths[column]),
        )
        .join('  '),
    );
  }
}

async function main() {
  const seconds = wholeNumberArgument('--seconds', 10, 1, 600);
  const profile = process.argv.includes('--profile');
  const serverMain = path.resolve(argument('--server') ?? BUILT_SERVER);
  const baseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const database = `satsino_bench_bets_${process.pid}`;
  const url = databaseUrl(baseUrl, database);
  const adminEmail = 'bench.admin@example.com';
  const adminPassword = randomBytes(18).toString('base64url');
  const profileDir = profile ? await mkdtemp(path.join(tmpdir(), 'bench-bets-')) : null;
  let server;
  let pool;
  let created = false;
  const cleanUp = async () => {
    await server?.stop().catch(() => {});
    await pool?.end().catch(() => {});
    if (created) {
      await withClient(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
      ).catch(() => {});
      created = false;
    }
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp().finally(() => process.exit(130));
  });

  try {
    await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
    created = true;
    print(`bets: ${PLAYERS} players, ${seconds} s per game, on ${new URL(baseUrl).host}`);
    print(`server: ${path.relative(ROOT, serverMain) || serverMain}`);
    let commit = 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim();
    } catch {
      // Not a clone: the figures stand without it.
    }
    print(`commit ${commit}; ${os.cpus().length} CPUs; load average at start ${load()}`);

    server = await startServer(serverMain, {
      DATABASE_URL: url,
      // The demo catalogue (dice, Dragon Pearls) is seeded with the demo data.
      SEED_DEMO: 'true',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // The bench is the load balancer: it tells each player's own address.
      TRUST_PROXY: 'loopback',
      // Crash tables would play rounds of their own on the same CPU and database.
      CRASH_LOOP: 'false',
      WEB_DIST_DIR: path.join(ROOT, 'apps', 'web', 'dist'),
    });
    const request = httpClient(server.port);
    pool = new pg.Pool({ connectionString: url, max: 4 });
    const login = await expectStatus(
      request('POST', '/api/login', { body: { email: adminEmail, password: adminPassword } }),
      200,
      'admin login',
    );
    const players = await preparePlayers(request, pool, login.token);

    for (const game of GAMES) {
      await measure(request, players, game, 1, server, null, FIRST_WARMUP_MS);
    }
    const results = [];
    for (const game of GAMES) {
      // As bench:ledger does: no checkpoint lands in the middle of a measurement by chance.
      await pool.query('CHECKPOINT').catch(() => {});
      const profilePath = profileDir ? path.join(profileDir, `${game.gameId}.cpuprofile`) : null;
      results.push(await measure(request, players, game, seconds, server, profilePath, WARMUP_MS));
    }
    const { rows } = await pool.query(
      `SELECT count(*)::int AS rounds FROM game_rounds WHERE mode = 'real'`,
    );
    const audit = await expectStatus(
      request('GET', '/api/admin/ledger/audit', {
        headers: { authorization: `Bearer ${login.token}` },
      }),
      200,
      'ledger audit',
    );
    const failedChecks = audit.checks.filter((check) => !check.ok);
    await server.stop();
    server = undefined;
    print(`load average after the HTTP runs ${load()}`);

    const ledger = process.argv.includes('--no-ledger')
      ? null
      : await ledgerAndPgbench(baseUrl, seconds);

    print(`\nReal-money rounds over HTTP: ${PLAYERS} players, keep-alive, ${seconds} s per game`);
    printTable([
      ['', 'rounds/s', 'p50 ms', 'p99 ms', 'errors', 'SQL/round', 'server CPU/round', 'paced'],
      ...results.map((result) => {
        const statements = result.statements.reduce((sum, [, [count]]) => sum + count, 0);
        return [
          result.game.label,
          result.roundsPerSecond.toFixed(0),
          result.p50Ms.toFixed(1),
          result.p99Ms.toFixed(1),
          String(result.errors),
          (statements / Math.max(1, result.rounds + result.errors)).toFixed(2),
          `${((result.cpu.user + result.cpu.system) / 1_000 / Math.max(1, result.rounds)).toFixed(2)} ms`,
          `${(result.pacedShare * 100).toFixed(1)} %`,
        ];
      }),
      ...(ledger
        ? [
            [
              'ledger bet+win pairs (bench:ledger b)',
              ledger.pairsPerSecond.toFixed(0),
              '',
              ledger.ledgerP99Ms.toFixed(1),
              '',
              '',
              '',
            ],
            ...(ledger.pgbench
              ? [
                  [
                    `pgbench tpcb-like -c ${PLAYERS} (tps)`,
                    ledger.pgbench.tps.toFixed(0),
                    ledger.pgbench.p50Ms.toFixed(1),
                    ledger.pgbench.p99Ms.toFixed(1),
                    '',
                    '',
                    '',
                    '',
                  ],
                ]
              : []),
          ]
        : []),
    ]);
    print(
      '(server CPU: user + system time of the server process per round; paced: the share of time players waited to stay under the per-player round limit)',
    );
    for (const result of results) {
      print(
        `${result.game.label}: server process CPU ${((result.cpu.user + result.cpu.system) / 1e6).toFixed(1)} s in ${(result.elapsedMs / 1e3).toFixed(1)} s (user ${(result.cpu.user / 1e6).toFixed(1)} s, system ${(result.cpu.system / 1e6).toFixed(1)} s)`,
      );
    }
    for (const result of results) {
      for (const [status, failure] of result.failures) {
        print(
          `${result.game.label}: ${failure.count} × ${status} ${JSON.stringify(failure.sample).slice(0, 200)}`,
        );
      }
    }
    const recorded = rows[0].rounds;
    print(`rounds recorded in the database (warm-ups included): ${recorded}`);
    print(
      failedChecks.length === 0
        ? 'ledger audit after the runs (round reconciliation included): clean'
        : `ledger audit after the runs FAILED: ${JSON.stringify(failedChecks)}`,
    );
    for (const result of results) printStatements(result);
    if (ledger) {
      print('\nRatios, measured in this run:');
      for (const result of results) {
        const share = result.roundsPerSecond / ledger.pairsPerSecond;
        print(
          `${share >= AIM.shareOfLedgerPairs ? 'met    ' : 'MISSED '} ${result.game.label}: rounds/s ÷ ledger pairs/s = ${share.toFixed(2)} (aim ≥ ${AIM.shareOfLedgerPairs})`,
        );
        if (ledger.pgbench) {
          const ratio = result.p99Ms / ledger.pgbench.p99Ms;
          print(
            `${ratio <= AIM.p99AgainstPgbench ? 'met    ' : 'MISSED '} ${result.game.label}: p99 ÷ pgbench p99 = ${ratio.toFixed(2)} (aim ≤ ${AIM.p99AgainstPgbench})`,
          );
        }
      }
      for (const result of results) {
        print(
          `${result.errors === 0 ? 'met    ' : 'MISSED '} ${result.game.label}: ${result.errors} errors (aim 0)`,
        );
      }
    }
    if (profileDir) {
      for (const game of GAMES) {
        await printProfile(game.label, path.join(profileDir, `${game.gameId}.cpuprofile`));
      }
    }
    print(`\nload average at the end ${load()}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
