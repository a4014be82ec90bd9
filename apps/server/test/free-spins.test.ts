import type { AccountBonus } from '@satsino/contract/bonuses';
import { ERROR_TEXTS } from '@satsino/contract/errors';
import { GAME_SESSION_HEADER, type RoundResult } from '@satsino/contract/games';
import { verifyRound } from '@satsino/fairness/verify';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { expectNoServerError, fire } from './helpers/races.js';
import { balances, fundWithBitcoin, postJson, registerVerifiedPlayer } from './helpers/wallet.js';

/*
 * Free spins (issue 14): the welcome offer's 100 spins of 0.20 on the named slots, granted with
 * the first deposit, played as ordinary provably-fair rounds that stake nothing and pay into the
 * bonus balance under the bonus's wagering; a spin is never played twice, the count never goes
 * below zero, identical requests play one spin, and the spins end with their 7 days or the bonus.
 */
const games = useGamesTestApp();
const app = games.app;
const pool = () => games.getTestApp().database.pool;
let operator: TestPlayer;

beforeAll(() => {
  operator = games.operator();
});

async function listBonuses(player: TestPlayer): Promise<AccountBonus[]> {
  const response = await postJson(app(), '/api/user/bonuses', player.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountBonus[];
}

async function welcomeBonus(player: TestPlayer): Promise<AccountBonus> {
  const found = (await listBonuses(player)).find((bonus) => bonus.deposit_index === 0);
  if (!found) throw new Error('no welcome bonus');
  return found;
}

/** A verified player who claimed the welcome offer and deposited 0.002 BTC (193.00 USD). */
async function welcomedPlayer(): Promise<{ player: TestPlayer; bonus: AccountBonus }> {
  const player = await registerVerifiedPlayer(app(), games.getTestApp().database.db);
  const offer = await welcomeBonus(player);
  const claimed = await postJson(app(), '/api/user/bonuses/active', player.token, {
    id: offer.id,
    active: 1,
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  await fundWithBitcoin(app(), operator.token, player, '0.002');
  return { player, bonus: await welcomeBonus(player) };
}

const spin = (session: string, key?: string) =>
  games.play(session, {
    bet: 20,
    params: { engine: 'slots' },
    free_spin: true,
    ...(key ? { idempotency_key: key } : {}),
  });

async function freeSpinsOf(session: string) {
  const response = await app().inject({
    method: 'GET',
    url: '/api/games/free-spins',
    headers: { [GAME_SESSION_HEADER]: session },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().free_spins as RoundResult['free_spin'] | null;
}

const spinsUsed = async (bonusId: number) =>
  (
    await pool().query<{ fs_used: number }>('SELECT fs_used FROM player_bonuses WHERE id = $1', [
      bonusId,
    ])
  ).rows[0]?.fs_used;

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

const codeOf = (response: LightMyRequestResponse) => (response.json() as { code: string }).code;

describe('the welcome offer grants 100 free spins', () => {
  it('offers them with the games, and grants them with the deposit, valid 7 days', async () => {
    const player = await registerVerifiedPlayer(app(), games.getTestApp().database.db);
    const offer = await welcomeBonus(player);
    expect(offer.fs_games).toEqual(['fruit-fiesta', 'cosmic-cash']);
    expect(offer.free_spins).toEqual({
      total: 100,
      used: 0,
      left: 100,
      stake: 20,
      won: 0,
      wagering_multiplier: 30,
      valid_days: 7,
      expires_at: null,
    });
    expect(offer.bonus_message).toContain('100 free spins');

    const { bonus } = await welcomedPlayer();
    expect(bonus.state).toBe('running');
    const granted = Date.parse(bonus.granted_at as string);
    expect(Date.parse(bonus.free_spins?.expires_at as string) - granted).toBe(7 * 86_400_000);
    expect(bonus.free_spins?.left).toBe(100);
    // The second deposit's offer has no spins.
    const next = (await listBonuses(player)).find((candidate) => candidate.deposit_index === 1);
    expect(next?.free_spins ?? null).toBeNull();
  });
});

describe('playing free spins', () => {
  it('plays five spins that stake nothing and pay into the bonus balance, provably fair', async () => {
    const { player, bonus } = await welcomedPlayer();
    const before = await balances(app(), player.token);
    const { session } = await games.openSession('fruit-fiesta', player);
    expect(await freeSpinsOf(session)).toMatchObject({ number: 0, total: 100, left: 100 });

    const rounds: RoundResult[] = [];
    for (let k = 1; k <= 5; k += 1) {
      // The request's bet is not the spin's: the bonus fixes it at 0.20.
      const response = await games.play(session, {
        bet: 500,
        params: { engine: 'slots' },
        free_spin: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json() as RoundResult;
      expect(round.bet).toBe(20);
      expect(round.free_spin).toMatchObject({ bonus_id: bonus.id, number: k, total: 100 });
      expect(round.free_spin?.left).toBe(100 - k);
      rounds.push(round);
    }
    const won = rounds.reduce((sum, round) => sum + round.payout, 0);
    expect(rounds.at(-1)?.free_spin?.won).toBe(won);
    const after = await balances(app(), player.token);
    expect(after.w_balance).toBe(before.w_balance);
    expect(after.w_bonus_balance).toBe(before.w_bonus_balance + won);

    // The bonus card counts them; the winnings are wagered 30× on top of the bonus's own.
    const card = await welcomeBonus(player);
    expect(card.free_spins).toMatchObject({ used: 5, left: 95, won });
    expect(card.wagering_required).toBe((card.amount as number) * 30 + won * 30);

    // Rounds of the player's own seed pair, consecutive nonces: a rotation reveals the seed and
    // the verifier reproduces each spin at the spin's stake.
    const rotated = await postJson(app(), '/api/games/fairness/rotate', undefined, undefined, {
      [GAME_SESSION_HEADER]: session,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const serverSeed = (rotated.json() as { revealed: { server_seed: string } }).revealed
      .server_seed;
    rounds.forEach((round, index) => {
      expect(round.fairness.round_nonce).toBe((rounds[0]?.fairness.round_nonce ?? 0) + index);
      const verified = verifyRound({
        engine: 'slots',
        variant: 'fruit-fiesta',
        serverSeed,
        clientSeed: round.fairness.client_seed,
        nonce: round.fairness.round_nonce,
        params: { engine: 'slots' },
        bet: 20,
      });
      expect(verified.outcome).toEqual(round.outcome);
      expect(verified.payout).toBe(round.payout);
    });
    const { rows } = await pool().query<{ stake_minor: string; free_spin_number: number }>(
      `SELECT stake_minor::text, free_spin_number FROM game_rounds
       WHERE free_spin_bonus_id = $1 ORDER BY free_spin_number`,
      [bonus.id],
    );
    expect(rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ stake_minor: '0', free_spin_number: n })));
    // The live feed and the history show a spin's value as its bet.
    const feed = await app().inject({
      method: 'GET',
      url: '/api/livefeed',
      headers: bearer(player.token),
    });
    const mine = (feed.json() as { feeds: { user: { bet: number }[] } }).feeds.user;
    expect(mine.slice(0, 5).map((entry) => entry.bet)).toEqual([20, 20, 20, 20, 20]);
    await expectCleanAudit();
  });

  it('refuses a game the spins are not for, and play money', async () => {
    const { player } = await welcomedPlayer();
    const { session } = await games.openSession('pharaoh-gold', player);
    expect(await freeSpinsOf(session)).toBeNull();
    const refused = await spin(session);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(codeOf(refused)).toBe('free_spins_unavailable');
    expect(refused.json().message).toBe(ERROR_TEXTS.free_spins_unavailable);

    const demo = await games.openSession('fruit-fiesta');
    const inDemo = await spin(demo.session);
    expect(inDemo.statusCode, inDemo.body).toBe(422);
    expect(codeOf(inDemo)).toBe('validation_failed');
    expect(inDemo.json().codes).toEqual({ free_spin: ['free_spins_real_money_only'] });
    // A player without spins has none anywhere.
    const other = await games.fundedPlayer('0.002');
    const plain = await games.openSession('fruit-fiesta', other);
    const none = await spin(plain.session);
    expect(none.statusCode).toBe(409);
  });
});

describe('a spin is played once', () => {
  it('two identical requests at once (one key) play one spin and answer the same round', async () => {
    const { player, bonus } = await welcomedPlayer();
    const { session } = await games.openSession('cosmic-cash', player);
    const answers = await fire(12, () => spin(session, `same-spin-${player.id}`));
    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const roundIds = new Set(answers.map((answer) => answer.body.round_id));
    expect(roundIds.size).toBe(1);
    expect(
      answers.every((answer) => (answer.body.free_spin as { number: number }).number === 1),
    ).toBe(true);
    expect(await spinsUsed(bonus.id)).toBe(1);
    await expectCleanAudit();
  });

  it('never goes below zero: two spins left, twenty requests at once play exactly two', async () => {
    const { player, bonus } = await welcomedPlayer();
    await pool().query('UPDATE player_bonuses SET fs_total = 2 WHERE id = $1', [bonus.id]);
    const { session } = await games.openSession('fruit-fiesta', player);
    const answers = await fire(20, (index) => spin(session, `race-${player.id}-${index}`));
    expectNoServerError(answers);
    const played = answers.filter((answer) => answer.status === 200);
    expect(played).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    expect(
      played.map((answer) => (answer.body.free_spin as { number: number }).number).sort(),
    ).toEqual([1, 2]);
    expect(await spinsUsed(bonus.id)).toBe(2);
    expect((await welcomeBonus(player)).free_spins?.left).toBe(0);
    // Free spins and paid rounds at once: the nonces stay one sequence without gaps.
    await pool().query('UPDATE player_bonuses SET fs_total = 6 WHERE id = $1', [bonus.id]);
    const mixed = await fire(8, (index) =>
      index % 2 === 0
        ? spin(session, `mixed-${player.id}-${index}`)
        : games.play(session, { bet: 20, params: { engine: 'slots' } }),
    );
    expectNoServerError(mixed);
    expect(mixed.every((answer) => answer.status === 200)).toBe(true);
    const { rows } = await pool().query<{ nonce: number }>(
      'SELECT nonce FROM game_rounds WHERE user_id = $1 ORDER BY nonce',
      [player.id],
    );
    expect(rows.map((row) => row.nonce)).toEqual(rows.map((_, index) => index));
    await expectCleanAudit();
  });
});

describe('free spins expire', () => {
  it('end after their days, and the bonus card shows none left', async () => {
    const { player, bonus } = await welcomedPlayer();
    const { session } = await games.openSession('fruit-fiesta', player);
    expect((await spin(session)).statusCode).toBe(200);
    await pool().query(
      `UPDATE player_bonuses SET fs_expires_at = now() - interval '1 second' WHERE id = $1`,
      [bonus.id],
    );
    const refused = await spin(session);
    expect(refused.statusCode).toBe(409);
    expect(await freeSpinsOf(session)).toBeNull();
    expect((await welcomeBonus(player)).free_spins).toMatchObject({ used: 1, left: 0 });
  });

  it('a bonus wagered to the end waits for its spins, then completes', async () => {
    const { player, bonus } = await welcomedPlayer();
    await pool().query('UPDATE player_bonuses SET wagering_required_minor = 0 WHERE id = $1', [
      bonus.id,
    ]);
    expect((await welcomeBonus(player)).state).toBe('running');
    await pool().query(
      `UPDATE player_bonuses SET fs_expires_at = now() - interval '1 second' WHERE id = $1`,
      [bonus.id],
    );
    const ended = await welcomeBonus(player);
    expect(ended.state).toBe('completed');
    expect(ended.free_spins?.left).toBe(0);
  });

  it('end with their bonus: a declined bonus leaves no spins to play', async () => {
    const { player, bonus } = await welcomedPlayer();
    const declined = await postJson(app(), '/api/user/bonuses/active', player.token, {
      id: bonus.id,
      active: -1,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const { session } = await games.openSession('cosmic-cash', player);
    expect((await spin(session)).statusCode).toBe(409);
    expect((await welcomeBonus(player)).free_spins?.left).toBe(0);
    await expectCleanAudit();
  });
});
