import { AsyncLocalStorage } from 'node:async_hooks';
import {
  GAME_SESSION_HEADER,
  GAMES_MESSAGES,
  type RoundParams,
  type RoundResult,
} from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import { verifyRound } from '@satsino/fairness/verify';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { IN_HOUSE_PROVIDER } from '../src/modules/games/games.module.js';
import { createBetLedger } from '../src/modules/ledger/bets.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { expectCleanAudit } from './helpers/races.js';
import {
  balances,
  connectRealtime,
  listenOnLoopback,
  postJson,
  registerVerifiedPlayer,
  sendTip,
} from './helpers/wallet.js';

/*
 * A real-money round of a single-step game is one statement: it takes the pair's nonce, the stake
 * and the win, and records the round. These check what that statement writes against what the
 * ledger's own postings write (keys, hashes, entries, balances after), that a nonce is consumed
 * only by a recorded round whatever goes wrong, the round trips a round costs, the balance alert
 * it sends and the bonus balance it plays from.
 */
const games = useGamesTestApp();
const getTestApp = games.getTestApp;
let app: FastifyInstance;
let operator: TestPlayer;
const DICE = { engine: 'dice', target: 50, condition: 'over' } as const;

beforeAll(() => {
  app = games.app();
  operator = games.operator();
});

const pool = () => getTestApp().database.pool;
const fundedPlayer = (btc = '0.01') => games.fundedPlayer(btc);
const openSession = async (player: TestPlayer, gameId = 'dice') =>
  (await games.openSession(gameId, player)).session;
const play = games.play;

async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const mine = new AsyncLocalStorage<true>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    if (mine.getStore()) sent.push(typeof config === 'string' ? config : (config?.text ?? '?'));
    return (original as (...values: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await mine.run(true, work);
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 60));
}

const audit = () => expectCleanAudit(app, operator.token);

describe('round trips', () => {
  it('a round is two statements: the session read and the round itself', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player);
    // The first round makes the player's seed pair; the next ones find it.
    for (let index = 0; index < 2; index++) {
      expect((await play(session, { bet: 100, params: DICE })).statusCode).toBe(200);
    }
    let answer: Awaited<ReturnType<typeof play>> | undefined;
    const sent = await statementsDuring(async () => {
      answer = await play(session, { bet: 100, params: DICE, idempotency_key: 'counted-round' });
    });
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(sent[0]).toMatch(/^WITH live AS MATERIALIZED/);
    expect(sent[1]).toMatch(/^WITH gate AS \( UPDATE game_seed_pairs/);
  });

  it('a stake above the bonus cap asks the bonus programme: three statements', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player);
    expect((await play(session, { bet: 100, params: DICE })).statusCode).toBe(200);
    const sent = await statementsDuring(async () => {
      expect((await play(session, { bet: 10_000, params: DICE })).statusCode).toBe(200);
    });
    expect(sent, sent.join('\n')).toHaveLength(3);
    expect(sent[1]).toMatch(/player_bonuses/);
  });
});

describe('what the statement writes', () => {
  it('keys, kinds, hashes and entries are those of placeBet and settleWin', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player);
    const rounds: RoundResult[] = [];
    for (let index = 0; index < 12; index++) {
      const response = await play(session, {
        bet: 100 + index,
        params: DICE,
        idempotency_key: `ledger-shape-${index}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      rounds.push(response.json() as RoundResult);
    }
    expect(rounds.some((round) => round.payout > 0)).toBe(true);
    expect(rounds.some((round) => round.payout === 0)).toBe(true);

    // The ledger's own functions, given the same keys, find these postings as theirs: a replay,
    // not a conflict (which a different request hash would be).
    const ledger = createLedger({ pool: pool(), publishAppAlert: () => {}, logger: app.log });
    const bets = createBetLedger(ledger);
    for (const [index, round] of rounds.entries()) {
      const roundRef = `${IN_HOUSE_PROVIDER}:u${player.id}:k:ledger-shape-${index}`;
      const bet = await bets.placeBet({
        userId: player.id,
        currency: 'USD',
        stakeMinor: BigInt(100 + index),
        idempotencyKey: `${roundRef}:bet`,
        round: roundRef,
        game: 'dice',
      });
      expect(bet.replayed).toBe(true);
      expect(bet.metadata).toEqual({
        round: roundRef,
        game: 'dice',
        cash_part: String(100 + index),
        bonus_part: '0',
      });
      const win = await bets.settleWin({
        userId: player.id,
        betKey: `${roundRef}:bet`,
        winMinor: BigInt(round.payout),
        idempotencyKey: `${roundRef}:bet:win`,
      });
      if (round.payout === 0) {
        expect(win).toBeNull();
      } else {
        expect(win?.replayed).toBe(true);
        expect(win?.metadata).toEqual({
          round: roundRef,
          cash_part: String(round.payout),
          bonus_part: '0',
        });
      }
    }

    // Each entry's balance_after is the one before it plus its amount, the bet's before its win's.
    const { rows } = await pool().query<{ amount: bigint; balance_after: bigint }>(
      `SELECT e.amount, e.balance_after FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.owner_user_id = $1 AND a.kind = 'cash' ORDER BY e.id`,
      [player.id],
    );
    for (let index = 1; index < rows.length; index++) {
      const previous = rows[index - 1]?.balance_after ?? 0n;
      expect(rows[index]?.balance_after).toBe(previous + (rows[index]?.amount ?? 0n));
    }
    const last = rounds.at(-1);
    expect(rows.at(-1)?.balance_after).toBe(BigInt(last?.balance.cash ?? -1));
    expect((await balances(app, player.token)).w_balance).toBe(last?.balance.cash);
    await audit();
  });

  it('plays from the bonus balance when cash is short, and counts the stakes as wagering', async () => {
    const player = await registerVerifiedPlayer(app, getTestApp().database.db);
    const granted = await postJson(app, `/api/admin/players/${player.id}/bonuses`, operator.token, {
      reason: 'test',
      amount: 1_000,
      wagering_multiplier: 5,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const session = await openSession(player);
    let bonus = 1_000;
    for (let index = 0; index < 3; index++) {
      const response = await play(session, { bet: 100, params: DICE });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json() as RoundResult;
      bonus += round.payout - 100;
      expect(round.balance).toMatchObject({ cash: 0, bonus });
    }
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 0,
      w_bonus_balance: bonus,
    });
    const listed = await postJson(app, '/api/user/bonuses', player.token);
    const running = (listed.json() as { id: number; wagering_progress: number }[]).find(
      (row) => row.id === granted.json().id,
    );
    expect(running?.wagering_progress).toBe(300);
    const { rows } = await pool().query<{ kind: string; cash_part: string; bonus_part: string }>(
      `SELECT t.kind, t.metadata->>'cash_part' AS cash_part, t.metadata->>'bonus_part' AS bonus_part
       FROM ledger_transfers t WHERE t.kind IN ('bet', 'win') AND t.metadata->>'round' IN (
         SELECT 'inhouse:' || round_ref FROM game_rounds WHERE user_id = $1)`,
      [player.id],
    );
    for (const row of rows) expect(row.cash_part).toBe('0');
    expect(rows.filter((row) => row.kind === 'bet').map((row) => row.bonus_part)).toEqual([
      '100',
      '100',
      '100',
    ]);
    await audit();
  });

  it('keeps every running balance right when tips move the same cash at once', async () => {
    const player = await fundedPlayer();
    const friend = await fundedPlayer();
    const session = await openSession(player);
    const answers = await Promise.all([
      ...Array.from({ length: 24 }, (_, index) =>
        play(session, { bet: 100, params: DICE, idempotency_key: `with-tips-${index}` }),
      ),
      ...Array.from({ length: 4 }, () => sendTip(app, friend.token, player.name, 250)),
      ...Array.from({ length: 4 }, () => sendTip(app, player.token, friend.name, 120)),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const { rows } = await pool().query<{ amount: bigint; balance_after: bigint }>(
      `SELECT e.amount, e.balance_after FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.owner_user_id = $1 AND a.kind = 'cash' ORDER BY e.id`,
      [player.id],
    );
    for (let index = 1; index < rows.length; index++) {
      const previous = rows[index - 1]?.balance_after ?? 0n;
      expect(rows[index]?.balance_after).toBe(previous + (rows[index]?.amount ?? 0n));
    }
    expect(BigInt((await balances(app, player.token)).w_balance)).toBe(rows.at(-1)?.balance_after);
    await audit();
  });

  it('sends the balance alert with the balances after the round', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player);
    const baseUrl = await listenOnLoopback(app);
    const realtime = await connectRealtime(baseUrl, player.token);
    try {
      const round = (await play(session, { bet: 100, params: DICE })).json() as RoundResult;
      await expect(
        realtime.next('WALLET_BALANCE', (event) => event.balance === round.balance.cash),
      ).resolves.toEqual({
        type: 'WALLET_BALANCE',
        balance: round.balance.cash,
        balanceBonus: round.balance.bonus,
      });
    } finally {
      realtime.close();
    }
  });
});

describe('nonces', () => {
  /** The player's rounds' nonces on their active pair, and the pair's next nonce. */
  async function nonces(player: TestPlayer) {
    const { rows } = await pool().query<{ nonces: number[] | null; next_nonce: number }>(
      `SELECT p.next_nonce,
              (SELECT array_agg(r.nonce ORDER BY r.nonce) FROM game_rounds r
               WHERE r.seed_pair_id = p.id) AS nonces
       FROM game_seed_pairs p WHERE p.user_id = $1 AND p.revealed_at IS NULL`,
      [player.id],
    );
    return { nonces: rows[0]?.nonces ?? [], next: rows[0]?.next_nonce };
  }

  it('are taken only by recorded rounds: refusals, replays and conflicts consume none', async () => {
    const player = await fundedPlayer('0.0001');
    const session = await openSession(player);
    const first = await play(session, { bet: 100, params: DICE, idempotency_key: 'nonce-key-1' });
    expect(first.statusCode).toBe(200);
    // A replay, the same key with another body, a stake beyond the balance.
    expect(
      (await play(session, { bet: 100, params: DICE, idempotency_key: 'nonce-key-1' })).statusCode,
    ).toBe(200);
    expect(
      (await play(session, { bet: 200, params: DICE, idempotency_key: 'nonce-key-1' })).statusCode,
    ).toBe(409);
    const broke = await play(session, { bet: 5_000, params: DICE });
    expect(broke.json().message).toBe(GAMES_MESSAGES.insufficientFunds);
    // Many at once, more than the balance can pay: some are refused, none leaves a gap.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        play(session, { bet: 50, params: DICE, idempotency_key: `nonce-burst-${index % 20}` }),
      ),
    );
    expect(burst.every((response) => [200, 409, 422].includes(response.statusCode))).toBe(true);
    const { nonces: taken, next } = await nonces(player);
    expect(taken).toEqual(Array.from({ length: taken.length }, (_, index) => index));
    expect(next).toBe(taken.length);
    // Each round was played from the nonce it records, however the burst interleaved.
    const rotation = await app.inject({
      method: 'POST',
      url: '/api/games/fairness/rotate',
      headers: { [GAME_SESSION_HEADER]: session },
    });
    expect(rotation.statusCode).toBe(200);
    const { rows } = await pool().query<{
      nonce: number;
      client_seed: string;
      bet_minor: string;
      params: RoundParams;
      outcome: unknown;
      payout_minor: string;
    }>(
      `SELECT nonce, client_seed, bet_minor::text, params, outcome, payout_minor::text
       FROM game_rounds WHERE user_id = $1`,
      [player.id],
    );
    expect(rows).toHaveLength(taken.length);
    for (const row of rows) {
      const verified = verifyRound({
        engine: 'dice',
        variant: 'classic',
        serverSeed: rotation.json().revealed.server_seed,
        clientSeed: row.client_seed,
        nonce: row.nonce,
        params: row.params as never,
        bet: toApiMinorUnits(BigInt(row.bet_minor)),
      });
      expect(verified.outcome).toEqual(row.outcome);
      expect(verified.payout).toBe(toApiMinorUnits(BigInt(row.payout_minor)));
    }
    await audit();
  });

  it('a second blackjack hand while one is open takes no nonce, even one that settles at once', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'blackjack');
    // The refused deal would be a blackjack settled on the spot: the open-round index alone
    // (rounds left in progress) would let it through. Choose the client seed that makes nonce 0 a
    // hand in play and nonce 1 a hand settled at once, on the committed next server seed.
    const { rows } = await pool().query<{ next_server_seed: string }>(
      `SELECT next_server_seed FROM game_seed_pairs
       WHERE user_id = $1 AND revealed_at IS NULL`,
      [player.id],
    );
    const serverSeed = rows[0]?.next_server_seed;
    if (!serverSeed) throw new Error('no committed next seed');
    const deal = (clientSeed: string, nonce: number) =>
      verifyRound({
        engine: 'blackjack',
        variant: 'classic',
        serverSeed,
        clientSeed,
        nonce,
        params: { engine: 'blackjack' },
      }).finished;
    let clientSeed = '';
    for (let k = 0; !clientSeed && k < 10_000; k += 1) {
      if (!deal(`open-then-settled-${k}`, 0) && deal(`open-then-settled-${k}`, 1)) {
        clientSeed = `open-then-settled-${k}`;
      }
    }
    const chosen = await postJson(
      app,
      '/api/games/fairness/client-seed',
      undefined,
      { client_seed: clientSeed },
      { [GAME_SESSION_HEADER]: session },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const dealt = await play(session, { bet: 100, params: { engine: 'blackjack' } });
    expect(dealt.statusCode, dealt.body).toBe(200);
    expect((dealt.json() as RoundResult).status).toBe('in_progress');
    const before = await nonces(player);
    const refused = await play(session, { bet: 100, params: { engine: 'blackjack' } });
    expect(refused.statusCode).toBe(409);
    expect(await nonces(player)).toEqual(before);
    await audit();
  });
});
