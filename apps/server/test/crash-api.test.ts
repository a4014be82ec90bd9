import { setTimeout as sleep } from 'node:timers/promises';
import { BONUS_MESSAGES, MAX_BET_WHILE_WAGERING_MINOR } from '@satsino/contract/bonuses';
import {
  CRASH_EVENT,
  CRASH_MESSAGES,
  type CrashEvent,
  type CrashMyBet,
  type CrashRoundProof,
  type CrashTable,
} from '@satsino/contract/crash';
import type { LiveFeedResponse } from '@satsino/contract/games';
import {
  PUBLIC_EVENTS,
  PUBLIC_NAMESPACE,
  publicChannels,
  REALTIME_PATH,
  type SubscribeAck,
} from '@satsino/contract/realtime';
import {
  chainsToTerminatingHash,
  crashPayoutMinor,
  crashPointX100,
  isNextInChain,
  multiplierX100AtMs,
} from '@satsino/fairness/crash';
import { io as connectClient } from 'socket.io-client';
import { beforeAll, describe, it, vi } from 'vitest';
import { bearer, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { crashTables, seedCrashTables, waitFor } from './helpers/crash-tables.js';
import {
  balances,
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/** Fast rounds: 2× after 1.16 s instead of 11.6 s. */
const GROWTH_PER_MS = 0.0006;
const getApp = useTestApp({ CRASH_LOOP: 'true' }, (app) => {
  Object.assign(app.crash.settings, {
    bettingMs: 600,
    pauseMs: 50,
    growthPerMs: GROWTH_PER_MS,
    leaderCheckMs: 100,
    waitingCheckMs: 50,
  });
});

vi.setConfig({ testTimeout: 90_000 });

// The tables run once each has a salted chain, as after an operator's seeding event.
beforeAll(async () => {
  await seedCrashTables(getApp().app, getApp().database.db);
});

const { state, fixedRounds, bettingRound, roundStatus, secretCrashPoint } = crashTables(getApp);

/** The player's own live-feed entry of a crash bet (GET /api/livefeed, their "my bets"). */
async function ownFeedEntry(player: TestPlayer, betId: number | undefined) {
  const feed = await getApp().app.inject({
    method: 'GET',
    url: '/api/livefeed',
    headers: bearer(player.token),
  });
  const { user } = (feed.json() as LiveFeedResponse).feeds;
  return user.find((entry) => entry.source === 'crash' && entry.id === betId);
}

const bet = (player: TestPlayer, body: unknown, table: CrashTable = 'crash') =>
  postJson(getApp().app, `/api/crash/${table}/bets`, player.token, body);
const cashOut = (player: TestPlayer, table: CrashTable = 'crash') =>
  postJson(getApp().app, `/api/crash/${table}/cashout`, player.token);

/** The file's operator, registered once however many tests ask at the same time. */
let operatorRegistration: Promise<TestPlayer> | undefined;
function fileOperator(): Promise<TestPlayer> {
  operatorRegistration ??= registerOperator(getApp().app, getApp().database.db);
  return operatorRegistration;
}

async function fundedPlayer(): Promise<TestPlayer> {
  const { app, database } = getApp();
  const operator = await fileOperator();
  const player = await registerVerifiedPlayer(app, database.db);
  await fundWithBitcoin(app, operator.token, player, '0.001');
  return player;
}

/*
 * Most of these tests wait for a table's rounds to move on, so the three groups run side by side,
 * and so do the tests in each. Tests that share a table may share a round, which none of them
 * minds: each bets as its own player, and a round whose crash point a test set (`fixedRounds`) is
 * never taken as one the chain decided. The ledger is audited once all of them have ended.
 */

describe.concurrent('crash tables for guests', () => {
  it('shows every table with its chain commitment, and never an unrevealed hash', async ({
    expect,
  }) => {
    await waitFor(async () => (await state('crashsw')).chain !== null, 'the chains');
    for (const table of ['crash', 'crashbull', 'crashsw'] as const) {
      const current = await state(table);
      expect(current.table).toBe(table);
      expect(current.rtp_bps).toBe(9_900);
      expect(current.seeding).toBe('ready');
      expect(current.chain?.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(current.chain?.salt).toMatch(/^0{8}[0-9a-f]{56}$/);
      if (current.round && current.round.status !== 'crashed') {
        expect(current.round.hash).toBeNull();
        expect(current.round.crash_point_x100).toBeNull();
      }
    }
    const chains = await Promise.all(
      ['crash', 'crashbull', 'crashsw'].map((t) => state(t as CrashTable)),
    );
    expect(new Set(chains.map((s) => s.chain?.terminating_hash)).size).toBe(3);
  });

  it('answers 404 for an unknown table and refuses guests bets', async ({ expect }) => {
    const { app } = getApp();
    expect((await app.inject({ method: 'GET', url: '/api/crash/nope' })).statusCode).toBe(404);
    expect(
      (await postJson(app, '/api/crash/crash/bets', undefined, { amount: 100 })).statusCode,
    ).toBe(401);
    expect((await postJson(app, '/api/crash/crash/cashout', undefined)).statusCode).toBe(401);
  });

  it('lets anyone verify a crashed round in the chain with the fairness package', async ({
    expect,
  }) => {
    // Rounds the chain decided: the betting tests may be fixing this table's rounds meanwhile.
    const decided = async () =>
      (await state()).history.filter((round) => !fixedRounds.has(round.id));
    await waitFor(async () => (await decided()).length >= 2, 'two crashed rounds');
    const [newest, older] = await decided();
    if (!newest || !older) throw new Error('history');
    const response = await getApp().app.inject({
      method: 'GET',
      url: `/api/crash/crash/rounds/${newest.id}`,
    });
    expect(response.statusCode).toBe(200);
    const proof = response.json() as CrashRoundProof;
    expect(crashPointX100(proof.hash, proof.chain.salt ?? '')).toBe(proof.crash_point_x100);
    expect(isNextInChain(proof.hash, proof.previous_hash)).toBe(true);
    if (older.position === newest.position - 1) expect(proof.previous_hash).toBe(older.hash);
    expect(chainsToTerminatingHash(proof.hash, proof.position, proof.chain.terminating_hash)).toBe(
      true,
    );

    const { round } = await state();
    if (round && round.status !== 'crashed') {
      const unrevealed = await getApp().app.inject({
        method: 'GET',
        url: `/api/crash/crash/rounds/${round.id}`,
      });
      expect(unrevealed.statusCode).toBe(404);
    }
    expect(
      (await getApp().app.inject({ method: 'GET', url: '/api/crash/crash/rounds/abc' })).statusCode,
    ).toBe(422);
  });
});

describe.concurrent('betting', () => {
  it('refuses bad amounts, unverified players and too little money with clear messages', async ({
    expect,
  }) => {
    const { app } = getApp();
    const unverified = await registerPlayer(app);
    expect((await bet(unverified, { amount: 100 })).statusCode).toBe(403);

    const poor = await registerVerifiedPlayer(app, getApp().database.db);
    for (const body of [{ amount: 1.5 }, { amount: -3 }, { amount: '100' }, {}]) {
      const response = await bet(poor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.amount).toEqual([CRASH_MESSAGES.amountInvalid]);
    }
    const small = await bet(poor, { amount: 5 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.amount[0]).toBe(`${CRASH_MESSAGES.minBet} 0.10 USD`);
    const big = await bet(poor, { amount: 100_001 });
    expect(big.json().errors.amount[0]).toBe(`${CRASH_MESSAGES.maxBet} 1000.00 USD`);
    const auto = await bet(poor, { amount: 100, auto_cashout_x100: 100 });
    expect(auto.statusCode).toBe(422);
    expect(auto.json().errors.auto_cashout_x100).toEqual([CRASH_MESSAGES.autoCashoutInvalid]);

    await bettingRound();
    const broke = await bet(poor, { amount: 100 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().errors.amount).toEqual([CRASH_MESSAGES.insufficientFunds]);
  });

  it('takes the stake once, cashes out by hand at the current multiplier and pays stake × multiplier, its fraction of a cent decided by the round', async ({
    expect,
  }) => {
    const player = await fundedPlayer();
    const before = (await balances(getApp().app, player.token)).w_balance;
    const roundId = await bettingRound('crash', 500);

    const placed = await bet(player, { amount: 250 });
    expect(placed.statusCode).toBe(201);
    const first = placed.json() as CrashMyBet;
    expect(first).toMatchObject({ round_id: roundId, amount: 250, status: 'active', payout: null });
    // The same request again is the same bet; another one is refused.
    const again = await bet(player, { amount: 250 });
    expect(again.statusCode).toBe(201);
    expect((again.json() as CrashMyBet).id).toBe(first.id);
    const other = await bet(player, { amount: 300 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(CRASH_MESSAGES.alreadyBet);
    expect((await balances(getApp().app, player.token)).w_balance).toBe(before - 250);

    // Too early: still betting.
    const early = await cashOut(player);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CRASH_MESSAGES.notStarted);

    await waitFor(async () => (await roundStatus(roundId)).status === 'running', 'the start');
    await sleep(400);
    const cashed = await cashOut(player);
    expect(cashed.statusCode).toBe(200);
    const result = cashed.json() as CrashMyBet;
    expect(result.status).toBe('cashed_out');
    expect(result.cashout_x100).toBeGreaterThanOrEqual(multiplierX100AtMs(400, GROWTH_PER_MS));
    expect(result.cashout_x100).toBeLessThan(400);
    // Whole cents of 250 × the multiplier, and the fraction's cent by the round's hash and player.
    const exact = (250 * (result.cashout_x100 ?? 0)) / 100;
    expect(result.payout).toBeGreaterThanOrEqual(Math.floor(exact));
    expect(result.payout).toBeLessThanOrEqual(Math.ceil(exact));
    // Cashing out again answers the same cash-out and pays nothing more.
    const twice = await cashOut(player);
    expect(twice.json()).toMatchObject({ id: result.id, payout: result.payout });
    await waitFor(
      async () =>
        (await balances(getApp().app, player.token)).w_balance ===
        before - 250 + (result.payout ?? 0),
      'the win on the balance',
    );

    await waitFor(async () => (await roundStatus(roundId)).settled, 'the settlement');
    const mine = await getApp().app.inject({
      method: 'GET',
      url: '/api/crash/crash/bets/mine',
      headers: bearer(player.token),
    });
    const [latest] = mine.json() as CrashMyBet[];
    expect(latest).toMatchObject({
      id: result.id,
      status: 'cashed_out',
      crash_point_x100: await secretCrashPoint(roundId),
    });
    // The round's hash is public now: the payout is the one anybody recomputes from it.
    const proof = (
      await getApp().app.inject({ method: 'GET', url: `/api/crash/crash/rounds/${roundId}` })
    ).json() as CrashRoundProof;
    expect(result.payout).toBe(
      Number(
        crashPayoutMinor({
          stakeMinor: 250n,
          cashoutX100: result.cashout_x100 ?? 0,
          gameHash: proof.hash,
          userId: player.id,
        }),
      ),
    );
  });

  it('cashes out by itself at the auto cash-out target', async ({ expect }) => {
    const player = await fundedPlayer();
    const before = (await balances(getApp().app, player.token)).w_balance;
    const roundId = await bettingRound('crashbull', 300);
    const placed = await bet(player, { amount: 100, auto_cashout_x100: 175 }, 'crashbull');
    expect(placed.statusCode).toBe(201);
    await waitFor(async () => (await roundStatus(roundId)).settled, 'the settlement');
    const mine = await getApp().app.inject({
      method: 'GET',
      url: '/api/crash/crashbull/bets/mine',
      headers: bearer(player.token),
    });
    expect((mine.json() as CrashMyBet[])[0]).toMatchObject({
      round_id: roundId,
      status: 'cashed_out',
      cashout_x100: 175,
      payout: 175,
    });
    expect((await balances(getApp().app, player.token)).w_balance).toBe(before + 75);
    // The site's live feed shows it, as a crash table's round, under the player's own name.
    const betId = (mine.json() as CrashMyBet[])[0]?.id;
    expect(await ownFeedEntry(player, betId)).toMatchObject({
      source: 'crash',
      game: { game_id: 'crashbull' },
      user: player.name,
      bet: 100,
      payout: 175,
      multiplier: 1.75,
    });
  });

  it('loses the stake when the round crashes first, and refuses a cash-out after it', async ({
    expect,
  }) => {
    const player = await fundedPlayer();
    const before = (await balances(getApp().app, player.token)).w_balance;
    const roundId = await bettingRound('crashsw', 120);
    expect(
      (await bet(player, { amount: 120, auto_cashout_x100: 5_000 }, 'crashsw')).statusCode,
    ).toBe(201);
    await waitFor(async () => (await roundStatus(roundId)).status === 'crashed', 'the crash');
    const late = await cashOut(player, 'crashsw');
    expect(late.statusCode).toBe(409);
    expect([CRASH_MESSAGES.tooLate, CRASH_MESSAGES.noRunningBet]).toContain(late.json().message);
    await waitFor(async () => (await roundStatus(roundId)).settled, 'the settlement');
    const mine = await getApp().app.inject({
      method: 'GET',
      url: '/api/crash/crashsw/bets/mine',
      headers: bearer(player.token),
    });
    expect((mine.json() as CrashMyBet[])[0]).toMatchObject({
      round_id: roundId,
      status: 'lost',
      payout: null,
    });
    expect((await balances(getApp().app, player.token)).w_balance).toBe(before - 120);
    const betId = (mine.json() as CrashMyBet[])[0]?.id;
    expect(await ownFeedEntry(player, betId)).toMatchObject({
      source: 'crash',
      game: { game_id: 'crashsw' },
      bet: 120,
      payout: 0,
    });
  });

  it('refuses a bet above the maximum while a bonus is being wagered', async ({ expect }) => {
    const player = await fundedPlayer();
    const granted = await postJson(
      getApp().app,
      `/api/admin/players/${player.id}/bonuses`,
      (await fileOperator()).token,
      { amount: 500, reason: 'test' },
    );
    expect(granted.statusCode, granted.body).toBe(201);
    const before = await balances(getApp().app, player.token);
    await bettingRound('crashbull');
    const above = await bet(player, { amount: MAX_BET_WHILE_WAGERING_MINOR + 1 }, 'crashbull');
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.amount).toEqual([BONUS_MESSAGES.maxBetWhileWagering]);
    expect(await balances(getApp().app, player.token)).toEqual(before);
  });

  it('refuses a bet once the round runs', async ({ expect }) => {
    const player = await fundedPlayer();
    const roundId = await bettingRound('crash', 500);
    await waitFor(async () => (await roundStatus(roundId)).status === 'running', 'the start');
    const late = await bet(player, { amount: 100 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CRASH_MESSAGES.bettingClosed);
  });
});

describe.concurrent('the public real-time rooms', () => {
  it('let a guest watch a table and nothing else', async ({ expect }) => {
    const baseUrl = await listenOnLoopback(getApp().app);
    const socket = connectClient(`${baseUrl}${PUBLIC_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      const events: CrashEvent[] = [];
      socket.on(CRASH_EVENT, (event: CrashEvent) => events.push(event));
      const join = (channel: string) =>
        socket.timeout(5_000).emitWithAck(PUBLIC_EVENTS.join, { channel }) as Promise<SubscribeAck>;
      expect(await join(publicChannels.crash('crash'))).toEqual({ ok: true });
      expect((await join('appalert.1')).ok).toBe(false);
      expect((await join('crash.other')).ok).toBe(false);

      // A round the chain decided (not one a test above fixed), to check it against its hash.
      const decided = (event: CrashEvent) =>
        event.type === 'crashed' && !fixedRounds.has(event.round_id);
      await waitFor(async () => events.some(decided), 'a crash event');
      await waitFor(
        async () => events.some((event) => event.type === 'betting'),
        'a betting event',
      );
      await waitFor(async () => events.some((event) => event.type === 'started'), 'a start event');
      expect(events.every((event) => event.table === 'crash')).toBe(true);
      const crashed = events.find(decided);
      if (crashed?.type === 'crashed') {
        const { chain } = await state();
        expect(crashPointX100(crashed.hash, chain?.salt ?? '')).toBe(crashed.crash_point_x100);
      }
    } finally {
      socket.disconnect();
    }
  });
});

// After every test above: not concurrent, so it waits for them all.
describe('the ledger after all of it', () => {
  it('keeps the ledger consistent through all of it', async ({ expect }) => {
    const { app } = getApp();
    const operator = await fileOperator();
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: bearer(operator.token),
    });
    expect(audit.json()).toMatchObject({ ok: true });
  });
});
