import { GAMES_MESSAGES, type RoundResult } from '@satsino/contract/games';
import { verifyRound } from '@satsino/fairness/verify';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { balances, fundWithBitcoin, postJson, registerVerifiedPlayer } from './helpers/wallet.js';

const games = useGamesTestApp();
const getTestApp = games.getTestApp;
let app: FastifyInstance;
let operator: TestPlayer;

beforeAll(() => {
  app = games.app();
  operator = games.operator();
});

const fundedPlayer = () => games.fundedPlayer();
const openSession = (gameId: string, token?: string) =>
  games.openSession(gameId, token === undefined ? undefined : { token });
const play = games.play;
const sessionCall = games.inSession;

async function audit() {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/ledger/audit',
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(response.json()).toMatchObject({ ok: true });
}

describe('launch and sessions', () => {
  it('a guest cannot launch with real money but can open a demo', async () => {
    expect(
      (await postJson(app, '/api/games/gameURL', undefined, { game_id: 'dice' })).statusCode,
    ).toBe(401);
    const demo = await openSession('dice');
    expect(demo.fairness.nonce).toBe(0);
  });

  it('unknown games are 404, crash tables point to their page', async () => {
    const unknown = await postJson(app, '/api/games/demo/gameURL', undefined, { game_id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GAMES_MESSAGES.gameNotFound);
    const crash = await postJson(app, '/api/games/demo/gameURL', undefined, { game_id: 'crash' });
    expect(crash.statusCode).toBe(422);
    expect(crash.json().message).toContain('/games/crash');
  });

  it('a launch token works once', async () => {
    const { launchToken } = await openSession('limbo');
    const again = await postJson(app, '/api/games/sessions', undefined, {
      launch_token: launchToken,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(GAMES_MESSAGES.launchExpired);
  });

  it('a missing or unknown session is 401', async () => {
    const response = await play('not-a-session-token', {
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(GAMES_MESSAGES.sessionExpired);
  });
});

describe('real-money rounds', () => {
  const cases: [string, object, number][] = [
    ['dice', { engine: 'dice', target: 50, condition: 'over' }, 100],
    ['limbo', { engine: 'limbo', target_multiplier: 2 }, 100],
    [
      'european-roulette',
      {
        engine: 'roulette',
        bets: [
          { kind: 'red', numbers: [], amount: 60 },
          { kind: 'straight', numbers: [17], amount: 40 },
        ],
      },
      100,
    ],
    ['money-wheel', { engine: 'wheel', bets: [{ segment: '1', amount: 100 }] }, 100],
    ['fruit-fiesta', { engine: 'slots' }, 100],
  ];
  it.each(cases)(
    '%s moves the balance by payout − bet and is verifiable',
    async (gameId, params, bet) => {
      const player = await fundedPlayer();
      const before = (await balances(app, player.token)).w_balance;
      const { session } = await openSession(gameId, player.token);
      const response = await play(session, { bet, params });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json() as RoundResult;
      expect(round.status).toBe('settled');
      expect((await balances(app, player.token)).w_balance).toBe(before - bet + round.payout);
      expect(round.balance.cash).toBe(before - bet + round.payout);

      const rotation = await sessionCall(session, 'POST', '/api/games/fairness/rotate');
      expect(rotation.statusCode).toBe(200);
      const { revealed } = rotation.json();
      expect(revealed.server_seed_hash).toBe(round.fairness.server_seed_hash);
      expect(revealed.rounds).toBe(1);
      const verified = verifyRound({
        engine: round.outcome.engine,
        variant:
          gameId === 'fruit-fiesta'
            ? 'fruit-fiesta'
            : gameId === 'money-wheel'
              ? 'money-wheel'
              : 'classic',
        serverSeed: revealed.server_seed,
        clientSeed: round.fairness.client_seed,
        nonce: round.fairness.round_nonce,
        params: params as never,
        bet,
      });
      expect(verified.serverSeedHash).toBe(round.fairness.server_seed_hash);
      expect(verified.outcome).toEqual(round.outcome);
      expect(verified.payout).toBe(round.payout);
      await audit();
    },
  );

  it('limits, maximum payout and insufficient funds answer 422', async () => {
    const player = await registerVerifiedPlayer(app, getTestApp().database.db);
    const { session } = await openSession('limbo', player.token);
    const small = await play(session, {
      bet: 1,
      params: { engine: 'limbo', target_multiplier: 2 },
    });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe(GAMES_MESSAGES.betOutOfRange);
    const huge = await play(session, {
      bet: 100_000,
      params: { engine: 'limbo', target_multiplier: 500 },
    });
    expect(huge.json().message).toBe(GAMES_MESSAGES.payoutTooHigh);
    const broke = await play(session, {
      bet: 100,
      params: { engine: 'limbo', target_multiplier: 2 },
    });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().message).toBe(GAMES_MESSAGES.insufficientFunds);
    const wrong = await play(session, {
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('an invalid roulette split is refused', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('european-roulette', player.token);
    const response = await play(session, {
      bet: 100,
      params: { engine: 'roulette', bets: [{ kind: 'split', numbers: [1, 5], amount: 100 }] },
    });
    expect(response.statusCode).toBe(422);
  });

  it('a retry with the same idempotency key replays the first round', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player.token);
    const body = {
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'under' },
      idempotency_key: 'retry-key-1',
    };
    const first = (await play(session, body)).json() as RoundResult;
    const balanceAfter = (await balances(app, player.token)).w_balance;
    const again = (await play(session, body)).json() as RoundResult;
    expect(again.round_id).toBe(first.round_id);
    expect(again.fairness.round_nonce).toBe(first.fairness.round_nonce);
    expect((await balances(app, player.token)).w_balance).toBe(balanceAfter);
    await audit();
  });

  it('20 parallel rounds never overspend and never reuse a nonce', async () => {
    const player = await registerVerifiedPlayer(app, getTestApp().database.db);
    await fundWithBitcoin(app, operator.token, player, '0.0001');
    const funded = (await balances(app, player.token)).w_balance;
    const bet = Math.max(10, Math.floor(funded / 5));
    const { session } = await openSession('limbo', player.token);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        play(session, { bet, params: { engine: 'limbo', target_multiplier: 1000000 } }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200).map((r) => r.json() as RoundResult);
    expect(ok.length).toBeLessThanOrEqual(Math.floor(funded / bet));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const nonces = ok.map((round) => round.fairness.round_nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    const final = (await balances(app, player.token)).w_balance;
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(funded - ok.reduce((sum, r) => sum + r.bet - r.payout, 0));
    await audit();
  });
});

describe('blackjack', () => {
  it('deals, refuses a second hand, resumes, and settles through actions', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('blackjack', player.token);
    let hand: RoundResult | undefined;
    // Deal until a hand is open (a blackjack at the deal settles at once; a hand that asks for
    // insurance is played out and skipped).
    for (let attempt = 0; attempt < 20 && hand?.status !== 'in_progress'; attempt += 1) {
      hand = (
        await play(session, { bet: 100, params: { engine: 'blackjack' } })
      ).json() as RoundResult;
      if (hand.outcome.engine === 'blackjack' && hand.outcome.insurance === 'offered') {
        const url = `/api/games/rounds/${hand.round_id}/action`;
        hand = (await sessionCall(session, 'POST', url, { action: 'no_insurance' })).json();
        if (hand?.status === 'in_progress') {
          await sessionCall(session, 'POST', url, { action: 'stand' });
        }
        hand = undefined;
      }
    }
    if (hand?.outcome.engine !== 'blackjack') throw new Error('no hand');
    expect(hand.status).toBe('in_progress');
    expect(hand.outcome.dealer).toHaveLength(1);
    expect(hand.outcome.actions).toContain('double');
    const whilePlaying = (await balances(app, player.token)).w_balance;
    const second = await play(session, { bet: 100, params: { engine: 'blackjack' } });
    expect(second.statusCode).toBe(409);
    const rotation = await sessionCall(session, 'POST', '/api/games/fairness/rotate');
    expect(rotation.statusCode).toBe(409);
    const active = await sessionCall(session, 'GET', '/api/games/rounds/active');
    expect(active.json().round.round_id).toBe(hand.round_id);
    const doubled = await sessionCall(
      session,
      'POST',
      `/api/games/rounds/${hand.round_id}/action`,
      { action: 'double' },
    );
    expect(doubled.statusCode, doubled.body).toBe(200);
    const settled = doubled.json() as RoundResult;
    expect(settled.status).toBe('settled');
    expect(settled.bet).toBe(200);
    const after = (await balances(app, player.token)).w_balance;
    expect(after).toBe(whilePlaying - 100 + settled.payout);
    const late = await sessionCall(session, 'POST', `/api/games/rounds/${hand.round_id}/action`, {
      action: 'hit',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GAMES_MESSAGES.roundSettled);
    expect((await sessionCall(session, 'GET', '/api/games/rounds/active')).json().round).toBeNull();
    const revealed = (await sessionCall(session, 'POST', '/api/games/fairness/rotate')).json()
      .revealed;
    const verified = verifyRound({
      engine: 'blackjack',
      variant: 'classic',
      serverSeed: revealed.server_seed,
      clientSeed: settled.fairness.client_seed,
      nonce: settled.fairness.round_nonce,
      params: { engine: 'blackjack' },
      bet: 100,
      actions: ['double'],
    });
    expect(verified.outcome).toEqual(settled.outcome);
    expect(verified.payout).toBe(settled.payout);
    await audit();
  });

  it("another player's round is not found", async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const { session } = await openSession('blackjack', player.token);
    const hand = (
      await play(session, { bet: 100, params: { engine: 'blackjack' } })
    ).json() as RoundResult;
    const { session: otherSession } = await openSession('blackjack', other.token);
    const response = await sessionCall(
      otherSession,
      'POST',
      `/api/games/rounds/${hand.round_id}/action`,
      { action: 'stand' },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('demo play, fairness, live feed and history', () => {
  it('a demo round moves play money only', async () => {
    const { session } = await openSession('dice');
    const response = await play(session, {
      bet: 1_000,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    const round = response.json() as RoundResult;
    expect(round.mode).toBe('demo');
    expect(round.balance.cash).toBe(100_000 - 1_000 + round.payout);
    await audit();
  });

  it('changing the client seed rotates and reveals the server seed', async () => {
    const { session } = await openSession('dice');
    const before = (await sessionCall(session, 'GET', '/api/games/fairness')).json();
    const bad = await sessionCall(session, 'POST', '/api/games/fairness/client-seed', {
      client_seed: 'has space',
    });
    expect(bad.statusCode).toBe(422);
    const changed = await sessionCall(session, 'POST', '/api/games/fairness/client-seed', {
      client_seed: 'my-seed',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().revealed.server_seed_hash).toBe(before.server_seed_hash);
    expect(changed.json().current).toMatchObject({ client_seed: 'my-seed', nonce: 0 });
  });

  it('the live feed masks other players and shows mine; history pages', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player.token);
    await play(session, { bet: 10_000, params: { engine: 'dice', target: 50, condition: 'over' } });
    const guest = (await app.inject({ method: 'GET', url: '/api/livefeed' })).json();
    expect(guest.feeds.user).toEqual([]);
    expect(guest.feeds.all[0].user).toBe(`${player.name.slice(0, 2)}***`);
    expect(guest.feeds.high[0].bet).toBeGreaterThanOrEqual(10_000);
    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/livefeed',
        headers: { authorization: `Bearer ${player.token}` },
      })
    ).json();
    expect(mine.feeds.user[0].user).toBe(player.name);
    const history = await app.inject({
      method: 'GET',
      url: '/api/games/history',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(history.json().rounds).toHaveLength(1);
    // Named as the player knows the game, not by its id.
    expect(history.json().rounds[0]).toMatchObject({ game_id: 'dice', game_name: 'Dice' });
    expect(history.json().has_more).toBe(false);
    const older = await app.inject({
      method: 'GET',
      url: `/api/games/history?before_id=${history.json().rounds[0].round_id}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(older.json().rounds).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/games/history' })).statusCode).toBe(401);
  });
});
