import { randomBytes } from 'node:crypto';
import type { AccountBonus } from '@satsino/contract/bonuses';
import { type AdminCoupon, COUPON_MESSAGES } from '@satsino/contract/coupons';
import type { RoundResult } from '@satsino/contract/games';
import type { HouseStatistics, PlayerStatistics } from '@satsino/contract/statistics';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/account/account.schema.js';
import { couponRedemptions } from '../src/modules/coupons/coupons.schema.js';
import { bearer, freshIp, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { balances, postJson } from './helpers/wallet.js';

/**
 * Registration coupon codes (issue 14): the operator's API, redemption at registration (the
 * bonus through the ledger, once per player, bounded under parallel registrations, a bad code a
 * coded 422 that makes no account), and the statistics page's aggregates against rounds played
 * here.
 */
const games = useGamesTestApp();
let app: FastifyInstance;
let operator: TestPlayer;

beforeAll(() => {
  app = games.app();
  operator = games.operator();
});

const HOUR = 3_600_000;
const uniqueCode = (prefix = 'C') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: uniqueCode(),
    amount: 1_000,
    wagering_multiplier: 10,
    valid_days: 7,
    max_redemptions: 5,
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

async function createCoupon(overrides: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const response = await postJson(app, '/api/admin/coupons', operator.token, couponBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminCoupon;
}

function registration(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    name: `coupon_${suffix}`,
    email: `coupon.${suffix}@example.com`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    currency: 'USD',
    terms: true,
    ...overrides,
  };
}

const register = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress: freshIp() });

async function accountExists(email: string): Promise<boolean> {
  const { db } = games.getTestApp().database;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

describe('operator coupon API', () => {
  it('players and guests cannot list or define codes', async () => {
    const player = await registerPlayer(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: bearer(player.token),
    });
    expect(listed.statusCode).toBe(403);
    const made = await postJson(app, '/api/admin/coupons', player.token, couponBody());
    expect(made.statusCode).toBe(403);
  });

  it('defines a code in upper case, lists it live and writes the operator log', async () => {
    const code = uniqueCode('welcome').toLowerCase();
    const coupon = await createCoupon({ code });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      amount: 1_000,
      wagering_multiplier: 10,
      valid_days: 7,
      max_redemptions: 5,
      redemptions: 0,
      active: true,
      status: 'live',
      created_by: operator.name,
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: bearer(operator.token),
    });
    expect((list.json() as AdminCoupon[]).map((c) => c.code)).toContain(code.toUpperCase());
    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/actions',
      headers: bearer(operator.token),
    });
    expect(log.body).toContain('coupon.create');
  });

  it.each([
    [{ code: 'no spaces' }, 'code', 'coupon_definition_code_invalid'],
    [{ code: 'AB' }, 'code', 'coupon_definition_code_invalid'],
    [{ amount: 0 }, 'amount', 'coupon_amount_invalid'],
    [{ amount: 12.5 }, 'amount', 'coupon_amount_invalid'],
    [{ amount: 500_001 }, 'amount', 'coupon_amount_invalid'],
    [{ max_redemptions: 0 }, 'max_redemptions', 'coupon_redemptions_invalid'],
    [{ wagering_multiplier: 101 }, 'wagering_multiplier', 'bonus_multiplier_invalid'],
    [{ valid_days: 0 }, 'valid_days', 'bonus_valid_days_invalid'],
    [{ starts_at: 'tomorrow' }, 'starts_at', 'datetime_invalid'],
    [
      { starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
      'ends_at',
      'coupon_window_invalid',
    ],
  ])('refuses %o with a coded 422 on %s and stores nothing', async (overrides, field, code) => {
    const body = couponBody(overrides);
    const response = await postJson(app, '/api/admin/coupons', operator.token, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().codes[field]).toContain(code);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: bearer(operator.token),
    });
    expect((list.json() as AdminCoupon[]).map((c) => c.code)).not.toContain(
      String(body.code).toUpperCase(),
    );
  });

  it('a code is unique', async () => {
    const coupon = await createCoupon();
    const again = await postJson(
      app,
      '/api/admin/coupons',
      operator.token,
      couponBody({ code: coupon.code.toLowerCase() }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().codes.code).toEqual(['coupon_code_taken']);
  });

  it('switches a code off, and refuses a limit below the redemptions made', async () => {
    const coupon = await createCoupon({ max_redemptions: 3 });
    expect((await register(registration({ coupon_code: coupon.code }))).statusCode).toBe(201);
    const below = await app.inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: bearer(operator.token),
      payload: { max_redemptions: 0 },
    });
    expect(below.statusCode).toBe(422);
    const belowUsed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: bearer(operator.token),
      payload: { max_redemptions: 1, active: false },
    });
    expect(belowUsed.statusCode, belowUsed.body).toBe(200);
    expect(belowUsed.json()).toMatchObject({ active: false, status: 'disabled', redemptions: 1 });
    const tooLow = await app.inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: bearer(operator.token),
      payload: { max_redemptions: 1, ends_at: '2000-01-01T00:00:00Z' },
    });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().codes.ends_at).toEqual(['coupon_window_invalid']);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/coupons/999999999',
      headers: bearer(operator.token),
      payload: { active: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('coupon_not_found');
    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/actions',
      headers: bearer(operator.token),
    });
    expect(log.body).toContain('coupon.update');
  });
});

describe('registering with a coupon code', () => {
  it('grants the running bonus through the ledger and records the redemption', async () => {
    const coupon = await createCoupon({ amount: 2_500, wagering_multiplier: 20, valid_days: 3 });
    const body = registration({ coupon_code: coupon.code.toLowerCase(), locale: 'de' });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    const { token } = response.json() as { token: string };
    expect((await balances(app, token)).w_bonus_balance).toBe(2_500);
    const list = await postJson(app, '/api/user/bonuses', token);
    const bonus = (list.json() as AccountBonus[]).find((b) => b.bonus_key === 'COUPON_BONUS_CASH');
    expect(bonus).toMatchObject({
      state: 'running',
      active: 1,
      amount: 2_500,
      wagering_multiplier: 20,
      wagering_required: 50_000,
      days_left: 3,
    });
    expect(bonus?.bonus_message).toContain(coupon.code);
    expect(bonus?.bonus_message).toMatch(/^Gutschein/);
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: bearer(operator.token),
    });
    const row = (after.json() as AdminCoupon[]).find((c) => c.id === coupon.id);
    expect(row?.redemptions).toBe(1);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: bearer(operator.token),
    });
    expect(audit.json()).toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown code', async () => 'NOSUCHCODE', 'coupon_unknown', COUPON_MESSAGES.unknown],
    [
      'a code not started yet',
      async () =>
        (
          await createCoupon({
            starts_at: new Date(Date.now() + HOUR).toISOString(),
            ends_at: new Date(Date.now() + 2 * HOUR).toISOString(),
          })
        ).code,
      'coupon_not_started',
      COUPON_MESSAGES.notStarted,
    ],
    [
      'an expired code',
      async () =>
        (
          await createCoupon({
            starts_at: new Date(Date.now() - 2 * HOUR).toISOString(),
            ends_at: new Date(Date.now() - HOUR).toISOString(),
          })
        ).code,
      'coupon_expired',
      COUPON_MESSAGES.expired,
    ],
    [
      'a code switched off',
      async () => {
        const coupon = await createCoupon();
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/coupons/${coupon.id}`,
          headers: bearer(operator.token),
          payload: { active: false },
        });
        return coupon.code;
      },
      'coupon_unknown',
      COUPON_MESSAGES.unknown,
    ],
    [
      'a used-up code',
      async () => {
        const coupon = await createCoupon({ max_redemptions: 1 });
        expect((await register(registration({ coupon_code: coupon.code }))).statusCode).toBe(201);
        return coupon.code;
      },
      'coupon_exhausted',
      COUPON_MESSAGES.exhausted,
    ],
  ])(
    '%s is a coded 422 on coupon_code and no account is made',
    async (_, code, errorCode, text) => {
      const body = registration({ coupon_code: await code() });
      const response = await register(body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        message: text,
        errors: { coupon_code: [text] },
        codes: { coupon_code: [errorCode] },
      });
      expect(await accountExists(body.email)).toBe(false);
    },
  );

  it('a taken e-mail with a good code spends no redemption', async () => {
    const coupon = await createCoupon({ max_redemptions: 1 });
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const clash = await register(registration({ email: first.email, coupon_code: coupon.code }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().codes.email).toEqual(['email_taken']);
    expect((await register(registration({ coupon_code: coupon.code }))).statusCode).toBe(201);
  });

  it('parallel registrations with a single-use code: exactly one succeeds', async () => {
    const coupon = await createCoupon({ max_redemptions: 1 });
    const bodies = Array.from({ length: 8 }, () => registration({ coupon_code: coupon.code }));
    const answers = await Promise.all(bodies.map((body) => register(body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(answer.json().codes.coupon_code).toEqual(['coupon_exhausted']);
    }
    const made = await Promise.all(bodies.map((body) => accountExists(body.email)));
    expect(made.filter(Boolean)).toHaveLength(1);
    const { db } = games.getTestApp().database;
    const redemptions = await db
      .select({ userId: couponRedemptions.userId })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
  });

  it('parallel registrations never pass the limit of a code with a few uses', async () => {
    const coupon = await createCoupon({ max_redemptions: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => register(registration({ coupon_code: coupon.code }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(7);
    expect(answers.some((answer) => answer.statusCode >= 500)).toBe(false);
  });
});

describe('statistics', () => {
  it('the player figures need a sign-in and a known period', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/statistics' })).statusCode).toBe(401);
    const player = await registerPlayer(app);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/statistics?period=year',
      headers: bearer(player.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('an account without rounds has zero figures and no games', async () => {
    const player = await registerPlayer(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/statistics?period=all',
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      period: 'all',
      currency: 'USD',
      since: null,
      totals: { rounds: 0, wagered: 0, won: 0, net: 0 },
      games: [],
      biggest_wins: [],
    });
  });

  it('sums the rounds played here per game and period, and shows them in the house figures', async () => {
    const player = await games.fundedPlayer();
    const other = await games.fundedPlayer();
    const played: RoundResult[] = [];
    const dice = await games.openSession('dice', player);
    for (let i = 0; i < 4; i++) {
      const response = await games.play(dice.session, {
        bet: 100 + i,
        params: { engine: 'dice', target: 50, condition: 'over' },
      });
      expect(response.statusCode, response.body).toBe(200);
      played.push(response.json() as RoundResult);
    }
    const limbo = await games.openSession('limbo', player);
    for (let i = 0; i < 2; i++) {
      const response = await games.play(limbo.session, {
        bet: 200,
        params: { engine: 'limbo', target_multiplier: 1.5 },
      });
      expect(response.statusCode, response.body).toBe(200);
      played.push(response.json() as RoundResult);
    }
    // Another player's round is not this player's.
    const others = await games.openSession('dice', other);
    await games.play(others.session, {
      bet: 5_000,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });

    const wagered = played.reduce((sum, round) => sum + round.bet, 0);
    const won = played.reduce((sum, round) => sum + round.payout, 0);
    for (const period of ['today', '7d', '30d', 'all'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/statistics?period=${period}`,
        headers: bearer(player.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const stats = response.json() as PlayerStatistics;
      expect(stats.totals).toEqual({ rounds: 6, wagered, won, net: won - wagered });
      const byGame = Object.fromEntries(stats.games.map((row) => [row.game.game_id, row]));
      const diceRounds = played.slice(0, 4);
      expect(byGame.dice).toMatchObject({
        rounds: 4,
        wagered: 406,
        won: diceRounds.reduce((sum, round) => sum + round.payout, 0),
        biggest_win: Math.max(...diceRounds.map((round) => round.payout)),
      });
      expect(byGame.limbo).toMatchObject({ rounds: 2, wagered: 400 });
      expect(stats.games[0]?.game.game_id).toBe('dice');
      const wins = played.filter((round) => round.payout > 0).map((round) => round.payout);
      expect(stats.biggest_wins.map((w) => w.payout)).toEqual(wins.sort((a, b) => b - a));
    }

    // Rounds of earlier days fall out of "today" and "7d" but stay in "all".
    const { db } = games.getTestApp().database;
    await db.execute(
      sql`UPDATE game_rounds SET created_at = now() - interval '10 days'
           WHERE user_id = ${player.id} AND id = ${played[0]?.round_id ?? 0}`,
    );
    const week = await app.inject({
      method: 'GET',
      url: '/api/statistics?period=7d',
      headers: bearer(player.token),
    });
    expect((week.json() as PlayerStatistics).totals.rounds).toBe(5);
    const month = await app.inject({
      method: 'GET',
      url: '/api/statistics?period=30d',
      headers: bearer(player.token),
    });
    expect((month.json() as PlayerStatistics).totals.rounds).toBe(6);

    const house = await app.inject({ method: 'GET', url: '/api/statistics/house' });
    expect(house.statusCode, house.body).toBe(200);
    const today = house.json() as HouseStatistics;
    expect(today.rounds).toBeGreaterThanOrEqual(6);
    expect(today.players).toBeGreaterThanOrEqual(2);
    const usd = today.wagered.find((row) => row.currency === 'USD');
    expect(usd?.amount).toBeGreaterThanOrEqual(wagered - 100 + 5_000);
    for (const win of today.biggest_wins) {
      expect(win.user).toMatch(/^.{1,2}\*\*\*$/);
    }
    const payouts = today.biggest_wins.map((win) => win.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
  });
});
