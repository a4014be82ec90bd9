#!/usr/bin/env node
/*
 * The ledger benchmark of issue 5 ("Tests and figures"), run with `npm run bench:ledger`.
 *
 * On one PostgreSQL server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) it makes a
 * scratch database, migrates it with the project's migrations, creates 64 players and measures,
 * for about ten seconds each, 64 players betting concurrently:
 *   (a) bet+win pairs that never touch the house: cash → the player's bonus account and back;
 *   (b) bet+win pairs through createBetLedger: every bet and every win also posts to the house
 *       account, whose balance is derived from its entries, not kept in a hot row.
 * Then, on the same server and at the same concurrency, `pgbench -b tpcb-like` on its own scratch
 * database, and prints the figures beside each other. Both scratch databases are dropped at the end.
 *
 * The server's TypeScript runs as it is, through tsx (a dev dependency of apps/server): no build.
 * `--seconds N` shortens or lengthens each measurement; `--profile` also prints, per run, what
 * each SQL statement cost as the client saw it (round trip, lock waits and execution).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { register } from 'tsx/esm/api';
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
const STAKE_MINOR = 100n;
/** Enough that no bench player ever runs out: every pair gives the stake back. */
const STARTING_CASH_MINOR = 1_000_000_000n;
const PGBENCH_SCALE = 64;
const PGBENCH_THREADS = 2;
/** What the issue aims at. */
const AIM = { shareOfPgbench: 0.7, p99Ms: 50, houseLoss: 0.2 };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = path.join(ROOT, 'apps', 'server', 'src');

/**
 * Times every statement a pg client sends, grouped by the statement's text. The time is the
 * client's: from sending to the answer, so it holds the round trip and any lock wait.
 */
function profileStatements() {
  const byStatement = new Map();
  const original = pg.Client.prototype.query;
  const record = (text, started) => {
    const key = String(typeof text === 'string' ? text : (text?.text ?? '?'))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 90);
    const entry = byStatement.get(key) ?? { count: 0, totalMs: 0 };
    entry.count += 1;
    entry.totalMs += performance.now() - started;
    byStatement.set(key, entry);
  };
  pg.Client.prototype.query = function timedQuery(config, values, callback) {
    const started = performance.now();
    const done =
      typeof callback === 'function' ? callback : typeof values === 'function' ? values : null;
    if (done) {
      const wrapped = (...args) => {
        record(config, started);
        return done(...args);
      };
      return typeof callback === 'function'
        ? original.call(this, config, values, wrapped)
        : original.call(this, config, wrapped);
    }
    const result = original.call(this, config, values);
    return result?.then ? result.finally(() => record(config, started)) : result;
  };
  return {
    reset: () => byStatement.clear(),
    /** Prints the statements since the last reset, most costly first, and starts afresh. */
    flush(label, transfers) {
      print(`\n${label}: client-side time per statement (per transfer: count, ms)`);
      const rows = [...byStatement].sort((a, b) => b[1].totalMs - a[1].totalMs);
      for (const [text, { count, totalMs }] of rows.slice(0, 12)) {
        print(
          `${(count / transfers).toFixed(2).padStart(6)} × ${(totalMs / count).toFixed(2).padStart(7)} ms  ${text}`,
        );
      }
      byStatement.clear();
    },
  };
}

/** pgbench from PATH, else beside pg_config, else from the Debian/Ubuntu server packages. */
function findPgbench() {
  const candidates = ['pgbench'];
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    candidates.push(path.join(bindir, 'pgbench'));
  } catch {
    // No pg_config: look where the distribution packages put it.
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(path.join('/usr/lib/postgresql', version, 'bin', 'pgbench'));
    }
  }
  for (const candidate of candidates) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`)),
    );
  });
}

/** A checkpoint before each measurement, so none lands in the middle of one by chance. */
async function checkpoint(url) {
  await withClient(url, (client) => client.query('CHECKPOINT')).catch(() => {});
}

/**
 * Runs `pair` for every player, each player one pair at a time, all players at once: a warm-up,
 * then `seconds` of measurement. `pair` reports each transfer's latency in milliseconds.
 */
async function measure(players, seconds, pair, profiler) {
  const runFor = async (ms, latencies) => {
    const deadline = performance.now() + ms;
    let pairs = 0;
    await Promise.all(
      players.map(async (player) => {
        while (performance.now() < deadline) {
          await pair(player, latencies);
          pairs += 1;
        }
      }),
    );
    return pairs;
  };
  await runFor(WARMUP_MS, []);
  profiler?.reset();
  const latencies = [];
  const started = performance.now();
  const pairs = await runFor(seconds * 1_000, latencies);
  const elapsedSeconds = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    transfers: latencies.length,
    pairsPerSecond: pairs / elapsedSeconds,
    transfersPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

async function benchLedger(url, seconds, profile) {
  // Money is bigint: the same int8 parser the server registers in db/connection.ts.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));
  register();
  const server = (...parts) => import(pathToFileURL(path.join(SERVER_SRC, ...parts)).href);
  const { runMigrations } = await server('db', 'migrate.ts');
  const { createLedger } = await server('modules', 'ledger', 'ledger.service.ts');
  const { createBetLedger } = await server('modules', 'ledger', 'bets.ts');

  // One connection per player, as pgbench gets one per client.
  const pool = new pg.Pool({ connectionString: url, max: PLAYERS, application_name: 'bench' });
  try {
    await runMigrations(pool);
    const ledger = createLedger({
      pool,
      publishAppAlert: () => {},
      logger: pino({ level: 'silent' }),
    });
    const bets = createBetLedger(ledger);

    const { rows } = await pool.query(
      `INSERT INTO users (name, email, currency, email_verified_at)
       SELECT 'bench_' || n, 'bench.' || n || '@example.com', 'USD', now()
       FROM generate_series(1, $1::int) AS n
       RETURNING id::int AS id`,
      [PLAYERS],
    );
    // Accounts are looked up before the race: the directory caches them, as a warm server has.
    const clearing = await ledger.accounts.systemAccount('deposits_clearing', 'USD');
    await ledger.accounts.systemAccount('house', 'USD');
    const players = [];
    for (const { id } of rows) {
      const accounts = await ledger.accounts.playerAccounts(id, 'USD');
      await ledger.transfer({
        idempotencyKey: `bench:fund:${id}`,
        kind: 'deposit',
        currency: 'USD',
        legs: [
          { account: clearing, amount: -STARTING_CASH_MINOR },
          { account: accounts.cash, amount: STARTING_CASH_MINOR },
        ],
      });
      players.push({ id, accounts, step: 0 });
    }

    const profiler = profile ? profileStatements() : null;
    const timed = async (latencies, transfer) => {
      const started = performance.now();
      await transfer();
      latencies.push(performance.now() - started);
    };

    await checkpoint(url);
    const playerLocal = await measure(
      players,
      seconds,
      async (player, latencies) => {
        const key = `bench:a:${player.id}:${player.step++}`;
        const { cash, bonus } = player.accounts;
        await timed(latencies, () =>
          ledger.transfer({
            idempotencyKey: `${key}:bet`,
            kind: 'bench_bet',
            currency: 'USD',
            legs: [
              { account: cash, amount: -STAKE_MINOR },
              { account: bonus, amount: STAKE_MINOR },
            ],
          }),
        );
        await timed(latencies, () =>
          ledger.transfer({
            idempotencyKey: `${key}:win`,
            kind: 'bench_win',
            currency: 'USD',
            legs: [
              { account: bonus, amount: -STAKE_MINOR },
              { account: cash, amount: STAKE_MINOR },
            ],
          }),
        );
      },
      profiler,
    );
    profiler?.flush('(a) player-local', playerLocal.transfers);

    await checkpoint(url);
    const withHouse = await measure(
      players,
      seconds,
      async (player, latencies) => {
        const key = `bench:b:${player.id}:${player.step++}`;
        await timed(latencies, () =>
          bets.placeBet({
            userId: player.id,
            currency: 'USD',
            stakeMinor: STAKE_MINOR,
            idempotencyKey: `${key}:bet`,
            round: key,
          }),
        );
        await timed(latencies, () =>
          bets.settleWin({
            userId: player.id,
            betKey: `${key}:bet`,
            winMinor: STAKE_MINOR,
            idempotencyKey: `${key}:win`,
          }),
        );
      },
      profiler,
    );
    profiler?.flush('(b) house touched', withHouse.transfers);

    const audit = await ledger.audit();
    const failed = audit.checks.filter((check) => !check.ok);
    if (failed.length > 0) {
      throw new Error(`the audit failed after the run: ${JSON.stringify(failed)}`);
    }
    return { playerLocal, withHouse, auditOk: true };
  } finally {
    await pool.end();
  }
}

/**
 * pgbench's own per-transaction log (`-l`) gives its latency percentiles, measured the same way
 * as the ledger's: from the client, per transaction.
 */
async function benchPgbench(pgbench, url, seconds) {
  await run(pgbench, ['-i', '-q', '-s', String(PGBENCH_SCALE), url]);
  await checkpoint(url);
  const logDir = await mkdtemp(path.join(tmpdir(), 'bench-ledger-'));
  try {
    const output = await run(pgbench, [
      '-b',
      'tpcb-like',
      '-c',
      String(PLAYERS),
      '-j',
      String(PGBENCH_THREADS),
      '-T',
      String(seconds),
      '-l',
      `--log-prefix=${path.join(logDir, 'pgbench')}`,
      url,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`no tps in the pgbench output:\n${output}`);
    const latencies = [];
    for (const file of await readdir(logDir)) {
      // Each line: client, transaction number, latency in µs, script, epoch seconds, µs.
      for (const line of (await readFile(path.join(logDir, file), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1_000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}

function report({ seconds, ledger, pgbench }) {
  const { playerLocal: a, withHouse: b } = ledger;
  const share = (tps) => (pgbench ? `${((tps / pgbench.tps) * 100).toFixed(1)} %` : 'n/a');
  const loss = (a.transfersPerSecond - b.transfersPerSecond) / a.transfersPerSecond;
  const rows = [
    ['', 'transfers/s', 'pairs/s', '% of pgbench', 'p50 ms', 'p99 ms'],
    [
      `pgbench tpcb-like -c ${PLAYERS} -j ${PGBENCH_THREADS}`,
      pgbench ? pgbench.tps.toFixed(0) : 'n/a',
      '',
      pgbench ? '100 %' : 'n/a',
      pgbench ? pgbench.p50Ms.toFixed(1) : '',
      pgbench ? pgbench.p99Ms.toFixed(1) : '',
    ],
    ...[
      ['(a) bet+win, player-local', a],
      ['(b) bet+win, house touched', b],
    ].map(([label, m]) => [
      label,
      m.transfersPerSecond.toFixed(0),
      m.pairsPerSecond.toFixed(0),
      share(m.transfersPerSecond),
      m.p50Ms.toFixed(1),
      m.p99Ms.toFixed(1),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
      )
      .join('  ');
  print(`\nLedger benchmark: ${PLAYERS} concurrent players, ${seconds} s per run`);
  print(line(rows[0]));
  for (const row of rows.slice(1)) print(line(row));
  print(`loss of (b) against (a): ${(loss * 100).toFixed(1)} %`);
  print('audit after the runs: clean');
  if (pgbench) {
    const aims = [
      [
        `(b) ≥ ${AIM.shareOfPgbench * 100} % of pgbench tps`,
        b.transfersPerSecond >= AIM.shareOfPgbench * pgbench.tps,
      ],
      [`p99 < ${AIM.p99Ms} ms`, Math.max(a.p99Ms, b.p99Ms) < AIM.p99Ms],
      [`loss < ${AIM.houseLoss * 100} %`, loss < AIM.houseLoss],
    ];
    for (const [aim, met] of aims) print(`${met ? 'met    ' : 'MISSED '} ${aim}`);
  }
}

async function main() {
  const seconds = wholeNumberArgument('--seconds', 10, 1, 600);
  const baseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const pgbench = findPgbench();
  if (!pgbench) {
    console.warn(
      'pgbench was not found; it ships with the PostgreSQL server packages ' +
        '(Debian/Ubuntu: apt-get install postgresql-<version> or postgresql-contrib). ' +
        'The ledger runs without the comparison.',
    );
  }
  const ledgerDatabase = `satsino_bench_${process.pid}`;
  const pgbenchDatabase = `satsino_pgbench_${process.pid}`;
  const created = [];
  const dropAll = async () => {
    for (const name of created.splice(0)) {
      await withClient(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    }
  };
  process.once('SIGINT', () => {
    dropAll().finally(() => process.exit(130));
  });

  try {
    for (const name of pgbench ? [ledgerDatabase, pgbenchDatabase] : [ledgerDatabase]) {
      await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      created.push(name);
    }
    print(`ledger: ${PLAYERS} players, ${seconds} s per run, on ${new URL(baseUrl).host}`);
    const ledger = await benchLedger(
      databaseUrl(baseUrl, ledgerDatabase),
      seconds,
      process.argv.includes('--profile'),
    );
    const pgbenchResult = pgbench
      ? await benchPgbench(pgbench, databaseUrl(baseUrl, pgbenchDatabase), seconds)
      : null;
    report({ seconds, ledger, pgbench: pgbenchResult });
  } finally {
    await dropAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
