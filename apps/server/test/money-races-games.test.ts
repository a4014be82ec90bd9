import { GAME_SESSION_HEADER, GAMES_MESSAGES, type RoundResult } from '@satsino/contract/games';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { balances, postJson } from './helpers/wallet.js';

/*
 * Hostile players against the game money paths: the same request (and mixed requests) fired
 * 2–50 times at once, with equal and different idempotency keys. Whatever the interleaving, no
 * answer is a 5xx, a loser gets the first answer or a 409, and afterwards every player's balance is
 * exactly what their recorded rounds say and the ledger audit (round reconciliation included) is
 * clean. The two attacks an outside review found — a duplicated dice round refunded its stake, a
 * duplicated double refunded the double while the hand was paid as doubled — are the first two.
 */
const games = useGamesTestApp();
const getTestApp = games.getTestApp;
const app = games.app;
let operator: TestPlayer;

beforeAll(() => {
  operator = games.operator();
});

const fundedPlayer = (btc = '0.01') => games.fundedPlayer(btc);
const openSession = async (player: TestPlayer, gameId: string) =>
  (await games.openSession(gameId, player)).session;
const play = games.play;
const act = games.act;
const sessionPost = (session: string, url: string, body?: object) =>
  postJson(app(), url, undefined, body, { [GAME_SESSION_HEADER]: session });

const DICE = { engine: 'dice', target: 98, condition: 'over' } as const;

/** Fires `count` copies of a request at once. */
function burst(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

function expectNoServerError(responses: LightMyRequestResponse[]) {
  const failures = responses.filter((response) => response.statusCode >= 500);
  expect(failures.map((response) => `${response.statusCode} ${response.body}`)).toEqual([]);
}

/**
 * What the player's balance must be from the rows alone: every credited deposit, minus every
 * stake a real round records, plus every payout of a settled one.
 */
async function balanceFromRows(player: TestPlayer): Promise<number> {
  const { rows } = await getTestApp().database.pool.query<{ total: string }>(
    `SELECT (
       (SELECT coalesce(sum(credited_minor), 0) FROM chain_deposits
        WHERE user_id = $1 AND status = 'confirmed')
       - (SELECT coalesce(sum(stake_minor), 0) FROM game_rounds WHERE user_id = $1 AND mode = 'real')
       + (SELECT coalesce(sum(payout_minor), 0) FROM game_rounds
          WHERE user_id = $1 AND mode = 'real' AND status = 'settled')
     )::text AS total`,
    [player.id],
  );
  return Number(rows[0]?.total);
}

async function expectBalanceMatchesRounds(player: TestPlayer) {
  const user = await balances(app(), player.token);
  expect(user.w_balance + user.w_bonus_balance).toBe(await balanceFromRows(player));
}

async function expectCleanAudit() {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/ledger/audit',
    headers: bearer(operator.token),
  });
  expect(response.statusCode).toBe(200);
  const failed = (response.json() as { checks: { ok: boolean }[] }).checks.filter(
    (check) => !check.ok,
  );
  expect(failed).toEqual([]);
}

/**
 * Deals blackjack hands until one waits for the player's play (a dealt blackjack settles at
 * once; a hand that asks for insurance is played out and skipped).
 */
async function openHand(session: string, key: string): Promise<RoundResult> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dealt = await play(session, {
      bet: 100,
      params: { engine: 'blackjack' },
      idempotency_key: `${key}-${attempt}`,
    });
    expect(dealt.statusCode, dealt.body).toBe(200);
    const hand = dealt.json() as RoundResult;
    if (hand.outcome.engine === 'blackjack' && hand.outcome.insurance === 'offered') {
      // An ace up asks for insurance first: finish that hand and deal another.
      let left = (await act(session, hand.round_id, { action: 'no_insurance' })).json();
      if (left.status === 'in_progress') {
        left = (await act(session, hand.round_id, { action: 'stand' })).json();
      }
      expect(left.status).toBe('settled');
      continue;
    }
    if (hand.status === 'in_progress') return hand;
  }
  throw new Error('no open hand in 20 deals');
}

describe('a round requested many times at once', () => {
  it('is played once and answered to every copy: no stake comes back (the dice attack)', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    for (let index = 0; index < 25; index++) {
      const body = { bet: 100, params: DICE, idempotency_key: `dice-attack-${index}` };
      const responses = await burst(2, () => play(session, body));
      expectNoServerError(responses);
      const ids = responses.map((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as RoundResult).round_id;
      });
      expect(new Set(ids).size).toBe(1);
    }
    const { rows } = await getTestApp().database.pool.query(
      `SELECT count(*)::int AS rounds FROM game_rounds WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0].rounds).toBe(25);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('fifty copies of one round make one round and one stake', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'limbo');
    const body = {
      bet: 250,
      params: { engine: 'limbo', target_multiplier: 1.5 },
      idempotency_key: 'limbo-fifty-copies',
    };
    const responses = await burst(50, () => play(session, body));
    expectNoServerError(responses);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().round_id)).size).toBe(1);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('answers 409 to the same key with a different body, at once or later', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    const responses = await burst(10, (index) =>
      play(session, {
        bet: 100 + (index % 2) * 100,
        params: DICE,
        idempotency_key: 'one-key-two-bodies',
      }),
    );
    expectNoServerError(responses);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const winner = responses.find((response) => response.statusCode === 200)?.json() as RoundResult;
    for (const response of responses) {
      if (response.statusCode === 200) expect(response.json().bet).toBe(winner.bet);
      else expect(response.json().message).toBe(WALLET_MESSAGES.idempotencyConflict);
    }
    const later = await play(session, {
      bet: winner.bet === 100 ? 200 : 100,
      params: DICE,
      idempotency_key: 'one-key-two-bodies',
    });
    expect(later.statusCode).toBe(409);
    const otherTarget = await play(session, {
      bet: winner.bet,
      params: { ...DICE, target: 50 },
      idempotency_key: 'one-key-two-bodies',
    });
    expect(otherTarget.statusCode).toBe(409);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('plays rounds with different keys at once as separate rounds, never below zero', async () => {
    // 0.0001 BTC at the sandbox rate is a few dollars: forty 1-dollar bets cannot all be paid.
    const player = await fundedPlayer('0.0001');
    const session = await openSession(player, 'dice');
    const responses = await burst(40, (index) =>
      play(session, {
        bet: 100,
        params: { engine: 'dice', target: 50, condition: 'over' },
        idempotency_key: `parallel-${index}`,
      }),
    );
    expectNoServerError(responses);
    for (const response of responses) {
      expect([200, 422]).toContain(response.statusCode);
      if (response.statusCode === 422) {
        expect(response.json().message).toBe(GAMES_MESSAGES.insufficientFunds);
      }
    }
    const user = await balances(app(), player.token);
    expect(user.w_balance).toBeGreaterThanOrEqual(0);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });
});

describe('a blackjack action requested many times at once', () => {
  it('doubles once: the copies are refused, and no double stake comes back (the double attack)', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'blackjack');
    for (let index = 0; index < 15; index++) {
      const hand = await openHand(session, `double-attack-${index}`);
      const responses = await burst(2, () => act(session, hand.round_id, { action: 'double' }));
      expectNoServerError(responses);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([200, 409]);
      const settled = responses.find((response) => response.statusCode === 200)?.json();
      expect(settled.status).toBe('settled');
      expect(settled.bet).toBe(200);
      const refused = responses.find((response) => response.statusCode === 409)?.json();
      expect(refused.message).toBe(GAMES_MESSAGES.roundSettled);
    }
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('with its place in the hand, a repeated hit is answered, not played twice', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'blackjack');
    const hand = await openHand(session, 'hit-copies');
    const responses = await burst(8, () =>
      act(session, hand.round_id, { action: 'hit', action_index: 0 }),
    );
    expectNoServerError(responses);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    for (const response of responses) expect(response.json().actions[0]).toBe('hit');
    const { rows } = await getTestApp().database.pool.query(
      'SELECT jsonb_array_length(actions) AS taken FROM game_rounds WHERE id = $1',
      [hand.round_id],
    );
    expect(rows[0].taken).toBe(1);
    // Another action at a place already taken is a conflict, not a second move.
    const other = await act(session, hand.round_id, { action: 'stand', action_index: 0 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(GAMES_MESSAGES.roundMovedOn);
    const current = await app().inject({
      method: 'GET',
      url: '/api/games/rounds/active',
      headers: { [GAME_SESSION_HEADER]: session },
    });
    if (current.json().round) {
      const stood = await act(session, hand.round_id, { action: 'stand', action_index: 1 });
      expect(stood.statusCode, stood.body).toBe(200);
    }
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('mixed actions on one hand at once settle it once', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'blackjack');
    for (let index = 0; index < 6; index++) {
      const hand = await openHand(session, `mixed-${index}`);
      const actions = ['double', 'stand', 'double', 'stand', 'hit', 'double'] as const;
      const responses = await burst(actions.length, (position) =>
        act(session, hand.round_id, { action: actions[position] }),
      );
      expectNoServerError(responses);
      for (const response of responses) expect([200, 409, 422]).toContain(response.statusCode);
    }
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });
});

describe('seeds and rounds at once', () => {
  it('ten rotations at once are ten rotations, each revealing its own pair', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    const responses = await burst(10, (index) =>
      index % 2 === 0
        ? sessionPost(session, '/api/games/fairness/rotate')
        : sessionPost(session, '/api/games/fairness/client-seed', { client_seed: `seed-${index}` }),
    );
    expectNoServerError(responses);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const revealed = responses.map((response) => response.json().revealed.server_seed_hash);
    expect(new Set(revealed).size).toBe(10);
  });

  it('rounds racing rotations each play on exactly one pair and nonce', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    const responses = await burst(30, (index) =>
      index % 5 === 0
        ? sessionPost(session, '/api/games/fairness/rotate')
        : play(session, { bet: 100, params: DICE, idempotency_key: `rotating-${index}` }),
    );
    expectNoServerError(responses);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const { rows } = await getTestApp().database.pool.query(
      `SELECT count(*)::int AS rounds, count(DISTINCT (seed_pair_id, nonce))::int AS seeds
       FROM game_rounds WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0]).toEqual({ rounds: 24, seeds: 24 });
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('a recovery pass racing live rounds moves nothing', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    const [responses, recovered] = await Promise.all([
      burst(20, (index) =>
        play(session, { bet: 100, params: DICE, idempotency_key: `recovering-${index}` }),
      ),
      app().gamesRecovery.recover(0),
    ]);
    expectNoServerError(responses);
    expect(recovered).toEqual({ refunded: 0, paid: 0 });
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });
});

describe('game sessions live with the sign-in that launched them', () => {
  const diceRound = (session: string) => play(session, { bet: 100, params: DICE });

  it('a game session stops taking bets after logout', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    expect((await diceRound(session)).statusCode).toBe(200);
    const logout = await app().inject({
      method: 'GET',
      url: '/api/logout',
      headers: bearer(player.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await diceRound(session);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(GAMES_MESSAGES.sessionExpired);
  });

  it('a game session stops when its sign-in session is ended from the sessions list', async () => {
    const player = await fundedPlayer();
    const session = await openSession(player, 'dice');
    const logs = await app().inject({
      method: 'GET',
      url: '/api/user/logs',
      headers: bearer(player.token),
    });
    const current = (logs.json() as { id: number; current: boolean }[]).find(
      (entry) => entry.current,
    );
    expect(current).toBeDefined();
    await getTestApp().database.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [
      current?.id,
    ]);
    expect((await diceRound(session)).statusCode).toBe(401);
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/games/fairness',
          headers: { [GAME_SESSION_HEADER]: session },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a launch link from a sign-in that ended opens no session', async () => {
    const player = await fundedPlayer();
    const launch = await postJson(app(), '/api/games/gameURL', player.token, { game_id: 'dice' });
    const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
    await app().inject({ method: 'GET', url: '/api/logout', headers: bearer(player.token) });
    const session = await postJson(app(), '/api/games/sessions', undefined, {
      launch_token: launchToken,
    });
    expect(session.statusCode).toBe(401);
  });
});
