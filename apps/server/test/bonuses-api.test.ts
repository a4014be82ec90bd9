import { type AccountBonus, BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { LOCALES } from '@satsino/contract/locales';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * The player's bonus calls of SPEC §7: the list with the next deposit offer (SPEC §3 fields,
 * MARKETING_FIGURES), claim and decline with SPEC's answer shape, repeats, authorization on the
 * object, expiry and lapsed offers. Money (grant, wagering, forfeit) is in bonuses-money.test.ts.
 */
const getApp = useTestApp();

async function listBonuses(app: FastifyInstance, token: string): Promise<AccountBonus[]> {
  const response = await postJson(app, '/api/user/bonuses', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountBonus[];
}

async function offerOf(app: FastifyInstance, player: TestPlayer): Promise<AccountBonus> {
  const available = (await listBonuses(app, player.token)).filter(
    (bonus) => bonus.state === 'available',
  );
  expect(available).toHaveLength(1);
  return available[0] as AccountBonus;
}

const setActive = (app: FastifyInstance, token: string, id: unknown, active: unknown) =>
  postJson(app, '/api/user/bonuses/active', token, { id, active });

describe('bonus calls need a signed-in player', () => {
  it.each(['/api/user/bonuses', '/api/user/bonuses/active'])(
    '%s answers 401 without a token',
    async (url) => {
      const { app } = getApp();
      const response = await postJson(app, url, undefined, { id: 1, active: 1 });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    },
  );
});

describe('POST /api/user/bonuses', () => {
  it('offers a new player the first deposit bonus: 125% up to 500, 30× in 30 days', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const bonuses = await listBonuses(app, player.token);
    expect(bonuses).toHaveLength(1);
    const [offer] = bonuses;
    expect(offer).toMatchObject({
      active: 0,
      finished: 0,
      state: 'available',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      fs_games: ['fruit-fiesta', 'cosmic-cash'],
      days_left: 30,
      currency: 'USD',
      deposit_index: 0,
      percent: 125,
      max_bonus: 50_000,
      amount: null,
      wagering_multiplier: 30,
      wagering_required: null,
      wagering_progress: 0,
    });
    expect(offer?.bonus_message).toBe(
      '125% bonus on deposit 1, up to $500. Wager 30× the bonus within 30 days. Plus 100 free spins worth $0.20 each on Fruit Fiesta and Cosmic Cash, valid 7 days from the deposit; wager their winnings 30×.',
    );
    expect(offer?.lang.map((entry) => entry.lang).sort()).toEqual([...LOCALES].sort());
    expect(offer?.lang.every((entry) => entry.key === 'deposit_bonus_0')).toBe(true);
    // Intl writes a no-break space between the amount and the sign.
    expect(offer?.lang.find((entry) => entry.lang === 'de')?.message).toMatch(/bis zu 500\s\$/);
    // Asking again makes no second offer.
    expect(await listBonuses(app, player.token)).toHaveLength(1);
  });

  it('writes the message in the player’s currency and language', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app, { currency: 'EUR', locale: 'fr' });
    const offer = await offerOf(app, player);
    expect(offer.currency).toBe('EUR');
    expect(offer.lang.find((entry) => entry.lang === 'en')?.message).toContain('€500');
  });

  it('lapses an offer the player deposited past, and offers the next deposit’s bonus', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const first = await offerOf(app, player);
    await fundWithBitcoin(app, operator.token, player, '0.002');

    const bonuses = await listBonuses(app, player.token);
    expect(bonuses.find((bonus) => bonus.id === first.id)).toMatchObject({
      state: 'lapsed',
      active: -1,
      finished: 1,
    });
    const next = bonuses.find((bonus) => bonus.state === 'available');
    expect(next).toMatchObject({ deposit_index: 1, percent: 100, max_bonus: 50_000 });

    const lapsed = await setActive(app, player.token, first.id, 1);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json()).toEqual({
      success: false,
      message: BONUS_MESSAGES.lapsed,
      code: 'bonus_lapsed',
      error: { message: BONUS_MESSAGES.lapsed, code: 'bonus_lapsed' },
    });
  });

  it('after the fourth deposit offers only the VIP reload bonus: 10 % (docs/decisions/0014)', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const percents: number[] = [];
    for (const amount of ['0.002', '0.003', '0.004', '0.005']) {
      percents.push((await offerOf(app, player)).percent ?? 0);
      await fundWithBitcoin(app, operator.token, player, amount);
    }
    expect(percents).toEqual([125, 100, 50, 25]);
    const open = (await listBonuses(app, player.token)).filter((bonus) => bonus.finished === 0);
    expect(open.map((bonus) => [bonus.deposit_index, bonus.percent])).toEqual([[4, 10]]);
  });
});

describe('POST /api/user/bonuses/active', () => {
  it('claims with 1: SPEC’s answer, the bonus replaced, a repeat changes nothing', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const offer = await offerOf(app, player);

    const response = await setActive(app, player.token, offer.id, 1);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      message: BONUS_MESSAGES.claimed,
      sent_payload: { id: offer.id, active: 1, gameId: 'fruit-fiesta' },
      bonus: { id: offer.id, state: 'claimed', active: 1, finished: 0 },
    });
    expect(answer.bonus.claimed_at).not.toBeNull();

    const again = await setActive(app, player.token, String(offer.id), '1');
    expect(again.statusCode).toBe(200);
    expect(again.json().bonus).toEqual(answer.bonus);
  });

  it('declines with -1; declining again is a no-op; a declined bonus cannot be claimed', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const offer = await offerOf(app, player);

    const declined = await setActive(app, player.token, offer.id, -1);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      success: true,
      message: BONUS_MESSAGES.declined,
      sent_payload: { id: offer.id, active: -1, gameId: 'fruit-fiesta' },
      bonus: { state: 'declined', active: -1, finished: 1, days_left: 0 },
    });
    expect((await setActive(app, player.token, offer.id, -1)).statusCode).toBe(200);

    const claim = await setActive(app, player.token, offer.id, 1);
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toEqual({
      success: false,
      message: BONUS_MESSAGES.declinedAlready,
      code: 'bonus_declined_already',
      error: { message: BONUS_MESSAGES.declinedAlready, code: 'bonus_declined_already' },
    });
    // No new offer for the same deposit after a decline.
    const open = (await listBonuses(app, player.token)).filter((bonus) => bonus.finished === 0);
    expect(open).toEqual([]);
  });

  it('declines a claimed bonus that waits for its deposit', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const offer = await offerOf(app, player);
    await setActive(app, player.token, offer.id, 1);
    const declined = await setActive(app, player.token, offer.id, -1);
    expect(declined.json()).toMatchObject({ success: true, bonus: { state: 'declined' } });
  });

  it('answers 404 for another player’s bonus and for one that does not exist', async () => {
    const { app } = getApp();
    const owner = await registerPlayer(app);
    const intruder = await registerPlayer(app);
    const offer = await offerOf(app, owner);

    for (const active of [1, -1]) {
      const response = await setActive(app, intruder.token, offer.id, active);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: BONUS_MESSAGES.notFound,
        code: 'bonus_not_found',
        error: { message: BONUS_MESSAGES.notFound, code: 'bonus_not_found' },
      });
    }
    expect((await setActive(app, intruder.token, 987_654_321, 1)).statusCode).toBe(404);
    // The owner's offer is untouched.
    expect((await offerOf(app, owner)).state).toBe('available');
  });

  it('refuses a malformed request with 422 and field messages', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const offer = await offerOf(app, player);
    const badActive = await setActive(app, player.token, offer.id, 0);
    expect(badActive.statusCode).toBe(422);
    expect(badActive.json()).toEqual({
      message: BONUS_MESSAGES.invalidAction,
      code: 'validation_failed',
      errors: { active: [BONUS_MESSAGES.invalidAction] },
      codes: { active: ['bonus_action_invalid'] },
    });
    const badId = await setActive(app, player.token, 'abc', 1);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors).toEqual({ id: [BONUS_MESSAGES.invalidId] });
    const empty = await postJson(app, '/api/user/bonuses/active', player.token, {});
    expect(empty.statusCode).toBe(422);
  });

  it('refuses an expired offer with a clear message, and lists it as expired', async () => {
    const { app, database } = getApp();
    const player = await registerPlayer(app);
    const offer = await offerOf(app, player);
    await database.pool.query(
      `UPDATE player_bonuses SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [offer.id],
    );
    const response = await setActive(app, player.token, offer.id, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: BONUS_MESSAGES.expired },
    });
    const [listed] = await listBonuses(app, player.token);
    expect(listed).toMatchObject({ id: offer.id, state: 'expired', finished: 1, days_left: 0 });
  });

  it('keeps one active bonus at a time', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const offer = await offerOf(app, player);
    const granted = await postJson(app, `/api/admin/players/${player.id}/bonuses`, admin.token, {
      amount: 1_000,
      reason: 'goodwill',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const claim = await setActive(app, player.token, offer.id, 1);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.message).toBe(BONUS_MESSAGES.otherActive);
  });
});

describe('operator bonus calls', () => {
  it('are for staff (read) and admins (write) only', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const support = await registerVerifiedPlayer(app, database.db);
    await setRole(database.db, support.id, 'support');
    const url = `/api/admin/players/${player.id}/bonuses`;

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asPlayer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(asPlayer.statusCode).toBe(403);
    const asSupport = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(asSupport.statusCode).toBe(200);
    const grant = await postJson(app, url, support.token, { amount: 100, reason: 'x' });
    expect(grant.statusCode).toBe(403);
    const cancel = await postJson(app, '/api/admin/bonuses/1/cancel', player.token, {
      reason: 'x',
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('validate a grant and answer 404 for an unknown player', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const url = `/api/admin/players/${player.id}/bonuses`;
    const invalid = await postJson(app, url, admin.token, {
      amount: 0,
      wagering_multiplier: 101,
      valid_days: 0,
      reason: ' ',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      amount: [BONUS_MESSAGES.amountInvalid],
      wagering_multiplier: [BONUS_MESSAGES.multiplierInvalid],
      valid_days: [BONUS_MESSAGES.validDaysInvalid],
      reason: [BONUS_MESSAGES.reasonRequired],
    });
    const tooMuch = await postJson(app, url, admin.token, { amount: 500_001, reason: 'x' });
    expect(tooMuch.json().errors).toEqual({ amount: [BONUS_MESSAGES.amountTooHigh] });
    const unknown = await postJson(app, '/api/admin/players/987654321/bonuses', admin.token, {
      amount: 100,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const unknownCancel = await postJson(app, '/api/admin/bonuses/987654321/cancel', admin.token, {
      reason: 'x',
    });
    expect(unknownCancel.statusCode).toBe(404);
  });
});
