import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CRASH_TABLES,
  type CrashMyBet,
  type CrashTable,
  type CrashTableState,
  crashMyBet,
  crashTableState,
} from '@satsino/contract/crash';
import {
  activeRoundResponse,
  type BlackjackAction,
  GAME_SESSION_HEADER,
  gameSession,
  gameUrlResponse,
  type RoundResult,
  roundResult,
  type SeedRotation,
  seedRotation,
} from '@satsino/contract/games';
import { ledgerAuditResponse } from '@satsino/contract/wallet-admin';
import { crashPointX100, previousChainHash } from '@satsino/fairness/crash';
import { chainCheckpoints } from '@satsino/fairness/crash-chain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/connection.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import {
  balancesOverHttp,
  expectAnswer,
  fundWithBitcoinOverHttp,
  type HttpAnswer,
  type HttpOptions,
  type HttpPlayer,
  httpRequest,
  loginOverHttp,
  registerVerifiedPlayerOverHttp,
} from './helpers/http-players.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';

/*
 * Issue 10, "Done when": `kill -9` of the server during a betting load, then a restart on the same
 * database, leaves the extended ledger audit clean. The built server runs as its own process;
 * several players bet over HTTP at once (dice and limbo with and without idempotency keys, some
 * keys sent several times in parallel, blackjack hands with doubles, hits and stands, crash bets
 * and cash-outs, seed rotations). After a bounded number of answered requests, while crash rounds
 * run with open bets and requests are in flight, the process gets SIGKILL. Every answer it gave
 * must be in the database; a second process on the same database settles the crash rounds the
 * first left running, and then the audit's checks all pass, no stake lacks its round or bet, no
 * stake was refunded, and every balance equals deposits − stakes + payouts read from the rows.
 */

const PLAYERS = 8;
const ADMIN = {
  email: `ops.${randomBytes(4).toString('hex')}@example.com`,
  password: 'operator password 1',
};
/** Each player starts with 0.01 BTC: about 965 USD, far more than the load can stake. */
const DEPOSIT_BTC = '0.01';

/** The kill comes once this many requests have been answered 2xx… */
const KILL_AFTER_SUCCESSES = 120;
/** …this many of them after a crash round holding the players' bets began to run… */
const KILL_AFTER_SUCCESSES_WHILE_RUNNING = 30;
/** …and a player cashed out of such a round: the kill hits cash-outs, open bets and rounds. */
const KILL_AFTER_CASHOUTS = 1;

/**
 * Money requests per player and minute are limited (RATE_LIMITS.moneyPerAccount: 60); each
 * player stays under it so that the load is bets, not 429s.
 */
const GAME_MONEY_BUDGET = 38;
const CRASH_MONEY_BUDGET = 18;
/** The most money requests one game operation sends (a deal and its actions). */
const MAX_OPERATION_REQUESTS = 6;
/** Game operations each player runs before waiting for the crash rounds to run. */
const GAME_OPERATIONS_BEFORE_RUNNING = 6;

/** Every wait of the load ends by then (a first betting phase missed costs one crash round). */
const LOAD_DEADLINE_MS = 45_000;
/** The restarted process settles the rounds left running within this (first rounds ≤ 2×). */
const SETTLE_DEADLINE_MS = 30_000;
const POLL_INTERVAL_MS = 100;
/** A crash bet is sent only while the betting phase has at least this long left. */
const BETTING_MARGIN_MS = 500;

/** The audit's checks this test exists for: it fails if one of them is removed. */
const RECONCILIATION_CHECKS = [
  'rounds_match_ledger',
  'stakes_have_rounds',
  'crash_bets_match_ledger',
  'crash_stakes_have_bets',
] as const;

// -------------------------------------------------------------------------------------------------
// Crash chains
// -------------------------------------------------------------------------------------------------

/**
 * The built server runs the crash tables with their default timings (5 s of betting, 2× after
 * 11.6 s), and a crash point has no useful bound (P(≥ m) = 0.99 / m): a round left running by the
 * kill could keep the restarted process busy for minutes. So each table gets a pre-committed
 * chain, found from fixed seeds, whose rounds all crash at 2× or below, the first at 1.5× or
 * above (long enough to bet, start running and cash out before the kill). Each is stored as a
 * seeding event leaves it (published an hour ago, then salted with a block-hash-like value), so
 * the server plays it as any salted chain.
 */
/** More rounds than a table can play before the kill (each takes at least 8 s). */
const CHAIN_LENGTH = 10;
const FIRST_CRASH_X100 = { min: 150, max: 200 };
const MAX_CRASH_X100 = 200;
const CHAIN_SEARCH_LIMIT = 1_000_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function boundedChain(table: CrashTable) {
  // Shaped as a Bitcoin block hash (64 hex digits, 8 leading zeros), as a salted chain's must be.
  const salt = `00000000${sha256Hex(`kill-during-betting salt ${table}`).slice(0, 56)}`;
  search: for (let attempt = 0; attempt < CHAIN_SEARCH_LIMIT; attempt++) {
    const seed = sha256Hex(`kill-during-betting seed ${table} ${attempt}`);
    // The seed is the last round's hash; each hash's SHA-256 is the round before it.
    let hash = seed;
    for (let position = CHAIN_LENGTH; position >= 1; position--) {
      const point = crashPointX100(hash, salt);
      if (point > MAX_CRASH_X100) continue search;
      if (position === 1 && point < FIRST_CRASH_X100.min) continue search;
      hash = previousChainHash(hash);
    }
    const checkpoints = [...chainCheckpoints(seed, CHAIN_LENGTH)];
    const terminating = checkpoints.at(-1);
    if (terminating?.hash !== hash) throw new Error('the chain does not end where it was walked');
    return { salt, seed, terminatingHash: hash, checkpoints };
  }
  throw new Error(`no chain for ${table} within ${CHAIN_SEARCH_LIMIT} seeds`);
}

// -------------------------------------------------------------------------------------------------
// Small tools
// -------------------------------------------------------------------------------------------------

/** A deterministic random source per player (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Polls `check` until it answers something other than undefined, or fails at `deadline`. */
async function pollUntil<T>(
  check: () => Promise<T | undefined> | T | undefined,
  deadline: number,
  what: () => string,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Lines the server logged at error level or above (pino writes JSON lines). */
const loggedErrors = (output: string) =>
  output.split('\n').filter((line) => /"level":(50|60)\b/.test(line));

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const bodyText = (body: unknown) => JSON.stringify(body)?.slice(0, 300);

// -------------------------------------------------------------------------------------------------
// The load
// -------------------------------------------------------------------------------------------------

type GameId = 'dice' | 'limbo' | 'blackjack';
const GAMES: GameId[] = ['dice', 'limbo', 'blackjack'];

interface Player extends HttpPlayer {
  index: number;
  sessions: Record<GameId, string>;
  gameMoneySent: number;
  crashMoneySent: number;
}

/** A round request sent with an idempotency key, and what became of it. */
interface KeyedRequest {
  player: Player;
  game: GameId;
  body: Record<string, unknown>;
  /** False when the key was also sent with another body (a conflict by design). */
  singleBody: boolean;
  answeredRoundIds: Set<number>;
  lost: number;
}

/** How a player bets at a crash table: auto cash-out target, or a manual cash-out. */
const CRASH_STYLES = [
  { name: 'manual', auto: null, cashOut: true },
  { name: 'auto 1.05×', auto: 105, cashOut: false },
  { name: 'auto 1.40×', auto: 140, cashOut: false },
  { name: 'auto 5×', auto: 500, cashOut: false },
  { name: 'hold', auto: null, cashOut: false },
] as const;

interface Recorded {
  /** Per round id, the answer with the most of the hand played. */
  rounds: Map<number, { player: Player; result: RoundResult }>;
  crashBets: Map<number, { player: Player; bet: CrashMyBet }>;
  cashOuts: Map<number, { player: Player; bet: CrashMyBet }>;
  rotations: { player: Player; rotation: SeedRotation }[];
  keyed: Map<string, KeyedRequest>;
  /** Answers ≥ 500, and answers with a status the route should never give here. */
  serverErrors: string[];
  unexpected: string[];
  /** Money requests sent before the kill that never got an answer. */
  lostInFlight: number;
}

function createRecorded(): Recorded {
  return {
    rounds: new Map(),
    crashBets: new Map(),
    cashOuts: new Map(),
    rotations: [],
    keyed: new Map(),
    serverErrors: [],
    unexpected: [],
    lostInFlight: 0,
  };
}

function recordRound(recorded: Recorded, player: Player, result: RoundResult) {
  const known = recorded.rounds.get(result.round_id);
  if (!known || result.actions.length >= known.result.actions.length) {
    recorded.rounds.set(result.round_id, { player, result });
  }
}

/**
 * Runs the players' load against `baseUrl` and calls `kill` (once) as soon as the kill condition
 * holds. Resolves when every player has stopped: after the kill, every request in flight has
 * failed or been answered.
 */
async function runBettingLoad(
  baseUrl: string,
  players: Player[],
  recorded: Recorded,
  kill: () => void,
): Promise<{ killed: boolean; successes: number; successesWhileRunning: number }> {
  const deadline = Date.now() + LOAD_DEADLINE_MS;
  const killed = deferred();
  const crashRunning = deferred();
  let isKilled = false;
  let isCrashRunning = false;
  let successes = 0;
  let successesWhileRunning = 0;
  let cashOuts = 0;
  let keyCounter = 0;
  const nextKey = (player: Player) => {
    keyCounter += 1;
    return `kill-${player.index}-${keyCounter}`;
  };

  function maybeKill() {
    if (isKilled) return;
    if (
      successes >= KILL_AFTER_SUCCESSES &&
      successesWhileRunning >= KILL_AFTER_SUCCESSES_WHILE_RUNNING &&
      cashOuts >= KILL_AFTER_CASHOUTS
    ) {
      isKilled = true;
      kill();
      killed.resolve();
    }
  }

  /**
   * Sends one request of the load, unless the kill came first (undefined). A request the kill
   * interrupted answers undefined too; a connection failure before the kill fails the test.
   */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    options: HttpOptions,
    money: boolean,
  ): Promise<HttpAnswer | undefined> {
    if (isKilled) return undefined;
    let answer: HttpAnswer;
    try {
      answer = await httpRequest(baseUrl, method, path, options);
    } catch (error) {
      if (!isKilled) throw error;
      if (money) recorded.lostInFlight += 1;
      return undefined;
    }
    if (answer.status >= 500) {
      recorded.serverErrors.push(`${method} ${path} → ${answer.status} ${bodyText(answer.body)}`);
    }
    if (method === 'POST' && answer.status >= 200 && answer.status < 300) {
      successes += 1;
      if (isCrashRunning) successesWhileRunning += 1;
    }
    return answer;
  }

  function expectStatus(what: string, answer: HttpAnswer, allowed: readonly number[]) {
    if (!allowed.includes(answer.status)) {
      recorded.unexpected.push(`${what} → ${answer.status} ${bodyText(answer.body)}`);
    }
  }

  // Crash tables: one watcher polls the three tables for every player.
  const tables = new Map<CrashTable, CrashTableState>();
  const wakers = new Set<() => void>();
  async function watchTables() {
    while (!isKilled && Date.now() < deadline) {
      for (const table of CRASH_TABLES) {
        const answer = await send('GET', `/api/crash/${table}`, {}, false);
        if (!answer) return;
        tables.set(table, crashTableState.parse(answer.body));
      }
      for (const wake of wakers) wake();
      await Promise.race([sleep(POLL_INTERVAL_MS), killed.promise]);
    }
  }

  /** The table's state once `matches` holds; undefined after the kill. */
  function whenTable(
    table: CrashTable,
    matches: (state: CrashTableState) => boolean,
  ): Promise<CrashTableState | undefined> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const state = tables.get(table);
        if (isKilled) return finish(undefined);
        if (state && matches(state)) return finish(state);
        if (Date.now() > deadline) {
          wakers.delete(check);
          reject(new Error(`load deadline: ${table} never reached the awaited state`));
        }
      };
      const finish = (state: CrashTableState | undefined) => {
        wakers.delete(check);
        resolve(state);
      };
      wakers.add(check);
      void killed.promise.then(check);
      check();
    });
  }

  const bettingOpen = (afterRoundId: number) => (state: CrashTableState) =>
    state.round !== null &&
    state.round.id > afterRoundId &&
    state.round.status === 'betting' &&
    Date.parse(state.round.betting_ends_at) - Date.parse(state.server_time) > BETTING_MARGIN_MS;

  async function crashMoney(player: Player, path: string, body?: object) {
    if (player.crashMoneySent >= CRASH_MONEY_BUDGET) return undefined;
    player.crashMoneySent += 1;
    return send('POST', path, { token: player.token, body }, true);
  }

  async function betAtTable(player: Player, tableIndex: number) {
    const table = CRASH_TABLES[tableIndex] as CrashTable;
    const style = CRASH_STYLES[(player.index + tableIndex) % CRASH_STYLES.length];
    if (!style) throw new Error('no crash style');
    const body = {
      amount: 20 + 10 * ((player.index + 2 * tableIndex) % 5),
      auto_cashout_x100: style.auto,
    };
    // Some bets are sent twice at once: the second answers the first bet, or 409.
    const copies = (player.index + tableIndex) % 3 === 0 ? 2 : 1;
    let bet: CrashMyBet | undefined;
    let afterRoundId = 0;
    for (let attempt = 0; attempt < 2 && !bet; attempt++) {
      const state = await whenTable(table, bettingOpen(afterRoundId));
      if (!state?.round) return;
      afterRoundId = state.round.id;
      const answers = await Promise.all(
        range(copies).map(() => crashMoney(player, `/api/crash/${table}/bets`, body)),
      );
      for (const answer of answers) {
        if (!answer) continue;
        expectStatus(`crash bet ${table}`, answer, [201, 409, 429]);
        if (answer.status !== 201) continue;
        const placed = crashMyBet.parse(answer.body);
        if (bet && bet.id !== placed.id) {
          recorded.unexpected.push(`crash bet ${table}: two bets ${bet.id}, ${placed.id}`);
        }
        bet = placed;
        recorded.crashBets.set(placed.id, { player, bet: placed });
      }
    }
    if (!bet) return;
    const placed = bet;
    const started = await whenTable(
      table,
      (state) =>
        state.round !== null &&
        (state.round.id !== placed.round_id || state.round.status !== 'betting'),
    );
    if (started?.round?.id !== placed.round_id || started.round.status !== 'running') return;
    if (!isCrashRunning) {
      isCrashRunning = true;
      crashRunning.resolve();
    }
    if (!style.cashOut) return;
    const answers = await Promise.all(
      range(copies).map(() => crashMoney(player, `/api/crash/${table}/cashout`)),
    );
    for (const answer of answers) {
      if (!answer) continue;
      expectStatus(`crash cash-out ${table}`, answer, [200, 409, 429]);
      if (answer.status !== 200) continue;
      const cashed = crashMyBet.parse(answer.body);
      recorded.cashOuts.set(cashed.id, { player, bet: cashed });
      cashOuts += 1;
    }
    maybeKill();
  }

  // Games: rounds, hands and rotations through the player's game sessions.
  async function gameMoney(player: Player, game: GameId, path: string, body: object) {
    player.gameMoneySent += 1;
    return send(
      'POST',
      path,
      { headers: { [GAME_SESSION_HEADER]: player.sessions[game] }, body },
      true,
    );
  }

  /** A round; keyed ones are remembered with what they answered. Answers the 200's round. */
  async function playRound(
    player: Player,
    game: GameId,
    bodies: Record<string, unknown>[],
  ): Promise<RoundResult | undefined> {
    const key = bodies[0]?.idempotency_key;
    let keyed: KeyedRequest | undefined;
    if (typeof key === 'string' && bodies[0]) {
      keyed = {
        player,
        game,
        body: bodies[0],
        singleBody: bodies.every((body) => JSON.stringify(body) === JSON.stringify(bodies[0])),
        answeredRoundIds: new Set(),
        lost: 0,
      };
      recorded.keyed.set(key, keyed);
    }
    const answers = await Promise.all(
      bodies.map((body) => gameMoney(player, game, '/api/games/rounds', body)),
    );
    let played: RoundResult | undefined;
    let answered = 0;
    for (const answer of answers) {
      if (!answer) {
        if (keyed && isKilled) keyed.lost += 1;
        continue;
      }
      expectStatus(`${game} round`, answer, [200, 409, 429]);
      if (answer.status !== 200) continue;
      const result = roundResult.parse(answer.body);
      recordRound(recorded, player, result);
      keyed?.answeredRoundIds.add(result.round_id);
      played = result;
      answered += 1;
    }
    if (keyed && keyed.answeredRoundIds.size > 1) {
      recorded.unexpected.push(`key ${String(key)} made rounds ${[...keyed.answeredRoundIds]}`);
    }
    // The same key with another body is a 409, never the first round.
    if (keyed && !keyed.singleBody && answered > 1) {
      recorded.unexpected.push(`key ${String(key)} answered 200 to two different bodies`);
    }
    maybeKill();
    return played;
  }

  async function act(
    player: Player,
    hand: RoundResult,
    action: BlackjackAction,
    copies = 1,
  ): Promise<RoundResult | undefined> {
    // A dealer's ace asks for insurance before any other action: decline it first.
    if (
      hand.outcome.engine === 'blackjack' &&
      hand.outcome.insurance === 'offered' &&
      action !== 'no_insurance'
    ) {
      const declined = await act(player, hand, 'no_insurance');
      if (declined?.status !== 'in_progress') return declined;
      hand = declined;
    }
    const answers = await Promise.all(
      range(copies).map(() =>
        gameMoney(player, 'blackjack', `/api/games/rounds/${hand.round_id}/action`, {
          action,
          action_index: hand.actions.length,
        }),
      ),
    );
    let latest: RoundResult | undefined;
    for (const answer of answers) {
      if (!answer) continue;
      expectStatus(`blackjack ${action}`, answer, [200, 409, 429]);
      if (answer.status !== 200) continue;
      const result = roundResult.parse(answer.body);
      recordRound(recorded, player, result);
      latest = result;
    }
    maybeKill();
    return latest;
  }

  /** A hand the player left open (an action answered 429, or lost): stand on it. */
  async function finishOpenHand(player: Player) {
    const answer = await send(
      'GET',
      '/api/games/rounds/active',
      { headers: { [GAME_SESSION_HEADER]: player.sessions.blackjack } },
      false,
    );
    if (answer?.status !== 200) return;
    const { round } = activeRoundResponse.parse(answer.body);
    if (round) await act(player, round, 'stand');
  }

  async function blackjackHand(player: Player, random: () => number) {
    const body = {
      bet: 50,
      params: { engine: 'blackjack' },
      ...(random() < 0.5 ? { idempotency_key: nextKey(player) } : {}),
    };
    let hand = await playRound(player, 'blackjack', [body]);
    if (!hand) return finishOpenHand(player);
    if (hand.status === 'in_progress' && random() < 0.4) {
      // The same double twice at once: one doubles, the other answers the hand (or 409).
      await act(player, hand, 'double', 2);
      return;
    }
    for (let step = 0; hand?.status === 'in_progress' && step < 4; step++) {
      const total = hand.outcome.engine === 'blackjack' ? hand.outcome.player_total : 21;
      hand = await act(player, hand, total < 17 ? 'hit' : 'stand');
    }
  }

  async function rotate(player: Player, alongsideRound: boolean) {
    const rotation = send(
      'POST',
      '/api/games/fairness/rotate',
      { headers: { [GAME_SESSION_HEADER]: player.sessions.dice } },
      false,
    );
    const round = alongsideRound
      ? playRound(player, 'dice', [
          { bet: 20, params: { engine: 'dice', target: 50, condition: 'under' } },
        ])
      : undefined;
    const [answer] = await Promise.all([rotation, round]);
    if (!answer) return;
    expectStatus('rotate', answer, [200, 409]);
    if (answer.status === 200) {
      recorded.rotations.push({ player, rotation: seedRotation.parse(answer.body) });
    }
  }

  async function gameOperation(player: Player, random: () => number, rotations: { count: number }) {
    const draw = random();
    const bet = 20 + Math.floor(random() * 9) * 10;
    if (draw < 0.3) {
      await playRound(player, 'dice', [
        { bet, params: { engine: 'dice', target: 50, condition: 'over' } },
      ]);
    } else if (draw < 0.45) {
      await playRound(player, 'limbo', [
        {
          bet,
          params: { engine: 'limbo', target_multiplier: 2 },
          idempotency_key: nextKey(player),
        },
      ]);
    } else if (draw < 0.57) {
      // One key, one body, three times at once: one round, the same answer three times.
      const body = {
        bet,
        params: { engine: 'limbo', target_multiplier: 1.5 },
        idempotency_key: nextKey(player),
      };
      await playRound(player, 'limbo', [body, body, body]);
    } else if (draw < 0.63) {
      // One key, two bodies at once: one round, the other request a 409.
      const key = nextKey(player);
      await playRound(player, 'dice', [
        { bet, params: { engine: 'dice', target: 50, condition: 'over' }, idempotency_key: key },
        { bet, params: { engine: 'dice', target: 60, condition: 'over' }, idempotency_key: key },
      ]);
    } else if (draw < 0.9 || rotations.count >= 2) {
      await blackjackHand(player, random);
    } else {
      rotations.count += 1;
      await rotate(player, random() < 0.5);
    }
  }

  async function playGames(player: Player) {
    const random = seededRandom(10_007 * (player.index + 1));
    const rotations = { count: 0 };
    for (let operation = 0; !isKilled; operation++) {
      if (operation === GAME_OPERATIONS_BEFORE_RUNNING) {
        // The rest of the load runs while the crash rounds run, so the kill finds both.
        await Promise.race([crashRunning.promise, killed.promise, untilDeadline()]);
      }
      if (player.gameMoneySent + MAX_OPERATION_REQUESTS > GAME_MONEY_BUDGET) return;
      await gameOperation(player, random, rotations);
    }
  }

  let deadlineTimer: NodeJS.Timeout | undefined;
  const deadlinePassed = new Promise<never>((_, reject) => {
    deadlineTimer = setTimeout(
      () => reject(new Error('load deadline: the kill condition never held')),
      deadline - Date.now(),
    );
  });
  deadlinePassed.catch(() => undefined);
  const untilDeadline = () => deadlinePassed;

  try {
    const work = Promise.all([
      watchTables(),
      ...players.map((player) => playGames(player)),
      ...players.flatMap((player) =>
        CRASH_TABLES.map((_, tableIndex) => betAtTable(player, tableIndex)),
      ),
    ]);
    await Promise.race([work, deadlinePassed]);
    // The load can end without the kill only by running out of budget: report it as such.
    return { killed: isKilled, successes, successesWhileRunning };
  } finally {
    clearTimeout(deadlineTimer);
  }
}

// -------------------------------------------------------------------------------------------------
// The test
// -------------------------------------------------------------------------------------------------

describe('kill -9 during a betting load', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const servers: ServerProcess[] = [];
  let environment: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    await seedDemoCatalogue(createDb(pool));
    for (const table of CRASH_TABLES) {
      const chain = boundedChain(table);
      await pool.query(
        `INSERT INTO crash_chains (table_slug, salt, seed, terminating_hash, length, checkpoints,
           promised_block_height, published_at, salted_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 900000, now() - interval '1 hour', now())`,
        [
          table,
          chain.salt,
          chain.seed,
          chain.terminatingHash,
          CHAIN_LENGTH,
          JSON.stringify(chain.checkpoints),
        ],
      );
    }
    environment = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CRASH_LOOP: 'true',
      SEED_DEMO: 'false',
    };
  });

  afterAll(async () => {
    // Never leave a process behind, whatever failed.
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
      await server.exited;
    }
    await pool?.end();
    await database?.drop();
  });

  async function start(): Promise<ServerProcess> {
    const server = await startServerProcess(environment);
    servers.push(server);
    return server;
  }

  async function openSession(baseUrl: string, player: HttpPlayer, game: GameId) {
    const launch = gameUrlResponse.parse(
      await expectAnswer(
        httpRequest(baseUrl, 'POST', '/api/games/gameURL', {
          token: player.token,
          body: { game_id: game },
        }),
        200,
        `launch ${game}`,
      ),
    );
    const launchToken = launch.urldata.url.split('#launch=')[1];
    const created = await expectAnswer(
      httpRequest(baseUrl, 'POST', '/api/games/sessions', { body: { launch_token: launchToken } }),
      201,
      `session ${game}`,
    );
    return gameSession.parse(created).session;
  }

  it('leaves every answer in the database and the extended audit clean after a restart', async () => {
    const first = await start();
    const operatorToken = await loginOverHttp(first.url, ADMIN.email, ADMIN.password);
    const players: Player[] = await Promise.all(
      range(PLAYERS).map(async (index) => {
        const player = await registerVerifiedPlayerOverHttp(first.url, pool);
        await fundWithBitcoinOverHttp(first.url, operatorToken, player, DEPOSIT_BTC);
        const sessions = {} as Record<GameId, string>;
        for (const game of GAMES) sessions[game] = await openSession(first.url, player, game);
        return { ...player, index, sessions, gameMoneySent: 0, crashMoneySent: 0 };
      }),
    );

    // The load, and the kill in the middle of it.
    const recorded = createRecorded();
    const load = await runBettingLoad(first.url, players, recorded, () => {
      first.child.kill('SIGKILL');
    });
    expect(load.killed, `the kill condition never held: ${JSON.stringify(load)}`).toBe(true);
    expect(await first.exited).toBeNull(); // ended by the signal, not by itself
    expect(recorded.serverErrors, first.output().slice(-4_000)).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
    expect(recorded.lostInFlight, 'the kill interrupted money requests').toBeGreaterThan(0);
    expect(loggedErrors(first.output())).toEqual([]);

    // What the dead process answered is in the database.
    await expectAnswersCommitted(pool, recorded);
    const unfinished = await pool.query<{ id: string; open_bets: number }>(
      `SELECT r.id::text AS id,
              (SELECT count(*) FROM crash_bets b
               WHERE b.round_id = r.id AND b.status = 'active')::int AS open_bets
       FROM crash_rounds r WHERE r.settled_at IS NULL`,
    );
    const unfinishedIds = unfinished.rows.map((row) => row.id);
    expect(
      unfinished.rows.reduce((sum, row) => sum + row.open_bets, 0),
      'the kill left crash bets open in unfinished rounds',
    ).toBeGreaterThan(0);

    // A new process on the same database.
    const second = await start();
    await retryAfterRestart(second.url, players, recorded);
    await pollUntil(
      async () => {
        const { rows } = await pool.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM crash_rounds
           WHERE id = ANY($1::bigint[]) AND settled_at IS NULL`,
          [unfinishedIds],
        );
        return rows[0]?.open === 0 ? true : undefined;
      },
      Date.now() + SETTLE_DEADLINE_MS,
      () => `crash rounds ${unfinishedIds} to be settled\n${second.output().slice(-4_000)}`,
    );

    // The audit, with the round reconciliation checks by name.
    const audit = ledgerAuditResponse.parse(
      await expectAnswer(
        httpRequest(second.url, 'GET', '/api/admin/ledger/audit', { token: operatorToken }),
        200,
        'audit',
      ),
    );
    const byName = new Map(audit.checks.map((check) => [check.name, check]));
    for (const name of RECONCILIATION_CHECKS) {
      expect(byName.get(name), `audit check ${name}`).toMatchObject({ ok: true });
    }
    expect(audit.checks.filter((check) => !check.ok)).toEqual([]);
    expect(audit.ok).toBe(true);

    await expectRowsReconcile(pool, second.url, players);
    expect(recorded.serverErrors, second.output().slice(-4_000)).toEqual([]);
    expect(recorded.unexpected).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(loggedErrors(second.output())).toEqual([]);
  }, 150_000);
});

// -------------------------------------------------------------------------------------------------
// After the kill
// -------------------------------------------------------------------------------------------------

/** Every 2xx answer the killed process gave is in the database, as it answered it. */
async function expectAnswersCommitted(pool: pg.Pool, recorded: Recorded) {
  const rounds = await pool.query<{
    id: number;
    user_id: number;
    status: string;
    stake_minor: string;
    payout_minor: string;
    actions: BlackjackAction[];
  }>(
    `SELECT id::int AS id, user_id::int AS user_id, status, stake_minor::text AS stake_minor,
            payout_minor::text AS payout_minor, actions
     FROM game_rounds WHERE id = ANY($1::bigint[])`,
    [[...recorded.rounds.keys()]],
  );
  const stored = new Map(rounds.rows.map((row) => [row.id, row]));
  for (const [id, { player, result }] of recorded.rounds) {
    const row = stored.get(id);
    expect(row, `answered round ${id}`).toBeDefined();
    if (!row) continue;
    expect(row.user_id).toBe(player.id);
    // A hand only moves forward: what was answered is where the stored hand went on from (a
    // later double adds to its stake).
    expect(row.actions.slice(0, result.actions.length)).toEqual(result.actions);
    expect(Number(row.stake_minor)).toBeGreaterThanOrEqual(result.bet);
    if (result.status === 'settled') {
      expect(row).toMatchObject({ status: 'settled', actions: result.actions });
      expect(Number(row.stake_minor)).toBe(result.bet);
      expect(Number(row.payout_minor)).toBe(result.payout);
    }
  }

  const bets = await pool.query<{
    id: number;
    user_id: number;
    amount_minor: string;
    status: string;
    cashout_x100: number | null;
    payout_minor: string | null;
  }>(
    `SELECT id::int AS id, user_id::int AS user_id, amount_minor::text AS amount_minor, status,
            cashout_x100, payout_minor::text AS payout_minor
     FROM crash_bets WHERE id = ANY($1::bigint[])`,
    [[...recorded.crashBets.keys(), ...recorded.cashOuts.keys()]],
  );
  const storedBets = new Map(bets.rows.map((row) => [row.id, row]));
  for (const [id, { player, bet }] of recorded.crashBets) {
    const row = storedBets.get(id);
    expect(row, `answered crash bet ${id}`).toBeDefined();
    expect(row?.user_id).toBe(player.id);
    expect(Number(row?.amount_minor)).toBe(bet.amount);
  }
  for (const [id, { bet }] of recorded.cashOuts) {
    const row = storedBets.get(id);
    expect(row, `answered cash-out of crash bet ${id}`).toMatchObject({
      status: 'cashed_out',
      cashout_x100: bet.cashout_x100,
    });
    expect(Number(row?.payout_minor)).toBe(bet.payout);
  }

  const hashes = recorded.rotations.flatMap(({ rotation }) => [
    rotation.revealed.server_seed_hash,
    rotation.current.server_seed_hash,
  ]);
  const pairs = await pool.query<{
    server_seed_hash: string;
    server_seed: string;
    revealed: boolean;
  }>(
    `SELECT server_seed_hash, server_seed, revealed_at IS NOT NULL AS revealed
     FROM game_seed_pairs WHERE server_seed_hash = ANY($1::text[])`,
    [hashes],
  );
  const storedPairs = new Map(pairs.rows.map((row) => [row.server_seed_hash, row]));
  for (const { rotation } of recorded.rotations) {
    expect(storedPairs.get(rotation.revealed.server_seed_hash), 'revealed pair').toMatchObject({
      server_seed: rotation.revealed.server_seed,
      revealed: true,
    });
    expect(storedPairs.has(rotation.current.server_seed_hash), 'new pair').toBe(true);
  }
}

/**
 * What a client does after the outage: finishes its open blackjack hand, sends again the keyed
 * rounds whose answers it lost (the key makes each at most one round), and replays some it has
 * answers for (the same round again).
 */
async function retryAfterRestart(baseUrl: string, players: Player[], recorded: Recorded) {
  const send = async (player: Player, game: GameId, path: string, body?: object) => {
    const answer = await httpRequest(baseUrl, body ? 'POST' : 'GET', path, {
      headers: { [GAME_SESSION_HEADER]: player.sessions[game] },
      body,
    });
    if (answer.status >= 500) {
      recorded.serverErrors.push(`${path} → ${answer.status} ${bodyText(answer.body)}`);
    }
    return answer;
  };
  for (const player of players) {
    const active = await send(player, 'blackjack', '/api/games/rounds/active');
    expect(active.status).toBe(200);
    const { round } = activeRoundResponse.parse(active.body);
    if (!round) continue;
    const offered = round.outcome.engine === 'blackjack' && round.outcome.insurance === 'offered';
    let result = round;
    // A dealer's ace asks for insurance first (declined), then the hand stands.
    for (const action of offered ? ['no_insurance', 'stand'] : ['stand']) {
      if (result.status !== 'in_progress') break;
      const stood = await send(player, 'blackjack', `/api/games/rounds/${round.round_id}/action`, {
        action,
        action_index: result.actions.length,
      });
      expect(stood.status, bodyText(stood.body)).toBe(200);
      result = roundResult.parse(stood.body);
    }
    expect(result.status).toBe('settled');
    recordRound(recorded, player, result);
  }
  const replaysPerPlayer = new Map<Player, number>();
  for (const [key, request] of recorded.keyed) {
    if (!request.singleBody) continue;
    const [answered] = [...request.answeredRoundIds];
    if (answered === undefined && request.lost === 0) continue;
    if (answered !== undefined) {
      const replays = replaysPerPlayer.get(request.player) ?? 0;
      if (replays >= 2) continue;
      replaysPerPlayer.set(request.player, replays + 1);
    }
    const answer = await send(request.player, request.game, '/api/games/rounds', request.body);
    expect(answer.status, `key ${key} after the restart: ${bodyText(answer.body)}`).toBe(200);
    const result = roundResult.parse(answer.body);
    if (answered !== undefined) expect(result.round_id, `replay of key ${key}`).toBe(answered);
    recordRound(recorded, request.player, result);
  }
}

/**
 * From the rows, not the audit: no stake without its round or bet, no stake refunded, every crash
 * bet settled as its round's crash point says, and each balance equal to what the rows add up to.
 */
async function expectRowsReconcile(pool: pg.Pool, baseUrl: string, players: Player[]) {
  const gameStakesWithoutRounds = await pool.query(
    `SELECT t.id::text AS id, t.reference FROM ledger_transfers t
     WHERE t.kind = 'bet' AND starts_with(t.reference, 'round:inhouse:')
       AND NOT EXISTS (SELECT 1 FROM game_rounds r
                       WHERE r.mode = 'real' AND 'round:inhouse:' || r.round_ref = t.reference)`,
  );
  expect(gameStakesWithoutRounds.rows, 'in-house stakes without a round').toEqual([]);
  const crashStakesWithoutBets = await pool.query(
    `SELECT t.id::text AS id, t.idempotency_key FROM ledger_transfers t
     WHERE t.kind = 'bet' AND starts_with(t.reference, 'round:crash:')
       AND NOT EXISTS (SELECT 1 FROM crash_bets b WHERE b.bet_key = t.idempotency_key)`,
  );
  expect(crashStakesWithoutBets.rows, 'crash stakes without a bet').toEqual([]);
  // Rounds and bets commit with their money, so nothing was ever half-done: nothing to undo.
  const reversals = await pool.query(
    `SELECT id::text AS id, kind, reference, idempotency_key FROM ledger_transfers
     WHERE reverses_transfer_id IS NOT NULL`,
  );
  expect(reversals.rows, 'refunded stakes').toEqual([]);

  const crashBets = await pool.query(
    `SELECT b.id::text AS id, b.status, b.auto_cashout_x100, b.cashout_x100, r.crash_point_x100
     FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
     WHERE r.settled_at IS NOT NULL
       AND NOT (b.status = 'cashed_out' AND b.cashout_x100 <= r.crash_point_x100
                AND (b.auto_cashout_x100 IS NULL OR b.cashout_x100 <= b.auto_cashout_x100))
       AND NOT (b.status = 'lost'
                AND (b.auto_cashout_x100 IS NULL OR b.auto_cashout_x100 > r.crash_point_x100))`,
  );
  expect(crashBets.rows, 'crash bets settled against their crash point').toEqual([]);

  const { rows } = await pool.query<{
    id: number;
    deposits: string;
    round_stakes: string;
    round_payouts: string;
    crash_stakes: string;
    crash_payouts: string;
    rounds: number;
    crash_bets: number;
  }>(
    `SELECT u.id::int AS id,
       (SELECT coalesce(sum(d.credited_minor), 0) FROM chain_deposits d
        WHERE d.user_id = u.id AND d.transfer_id IS NOT NULL)::text AS deposits,
       (SELECT coalesce(sum(r.stake_minor), 0) FROM game_rounds r
        WHERE r.user_id = u.id AND r.mode = 'real')::text AS round_stakes,
       (SELECT coalesce(sum(r.payout_minor), 0) FROM game_rounds r
        WHERE r.user_id = u.id AND r.mode = 'real' AND r.status = 'settled')::text AS round_payouts,
       (SELECT coalesce(sum(b.amount_minor), 0) FROM crash_bets b
        WHERE b.user_id = u.id)::text AS crash_stakes,
       (SELECT coalesce(sum(b.payout_minor), 0) FROM crash_bets b
        WHERE b.user_id = u.id AND b.status = 'cashed_out')::text AS crash_payouts,
       (SELECT count(*) FROM game_rounds r WHERE r.user_id = u.id)::int AS rounds,
       (SELECT count(*) FROM crash_bets b WHERE b.user_id = u.id)::int AS crash_bets
     FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`,
    [players.map((player) => player.id)],
  );
  expect(rows).toHaveLength(players.length);
  for (const row of rows) {
    const player = players.find((candidate) => candidate.id === row.id);
    if (!player) throw new Error(`no player ${row.id}`);
    expect(row.rounds, `player ${row.id} played`).toBeGreaterThan(0);
    const expected =
      BigInt(row.deposits) -
      BigInt(row.round_stakes) +
      BigInt(row.round_payouts) -
      BigInt(row.crash_stakes) +
      BigInt(row.crash_payouts);
    const { cash, bonus } = await balancesOverHttp(baseUrl, player.token);
    expect(
      { player: row.id, balance: cash + bonus },
      `deposits − stakes + payouts from the rows: ${JSON.stringify(row)}`,
    ).toEqual({ player: row.id, balance: Number(expected) });
  }
}
