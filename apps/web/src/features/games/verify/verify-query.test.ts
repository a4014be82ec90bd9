import { describe, expect, it } from 'vitest';
import {
  buildVerifyQuery,
  EMPTY_VERIFY_FORM,
  parseVerifyQuery,
  verifyInputOf,
} from './verify-query';

const SEED = 'a'.repeat(64);

describe('verify query', () => {
  it('round-trips a dice round', () => {
    const query = buildVerifyQuery({
      gameId: 'dice',
      engine: 'dice',
      variant: 'classic',
      serverSeed: SEED,
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'my seed:1',
      nonce: 7,
      bet: 150,
      params: { engine: 'dice', target: 42.5, condition: 'under' },
    });
    const form = parseVerifyQuery(`?${query}`);
    expect(form).toMatchObject({
      game: 'dice',
      engine: 'dice',
      variant: 'classic',
      serverSeed: SEED,
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'my seed:1',
      nonce: '7',
      bet: '150',
      diceTarget: '42.5',
      diceCondition: 'under',
    });
    const check = verifyInputOf(form);
    expect(check).toEqual({
      ok: true,
      input: {
        engine: 'dice',
        variant: 'classic',
        serverSeed: SEED,
        clientSeed: 'my seed:1',
        nonce: 7,
        bet: 150,
        params: { engine: 'dice', target: 42.5, condition: 'under' },
        actions: [],
      },
    });
  });

  it('round-trips roulette bets and blackjack actions', () => {
    const roulette = parseVerifyQuery(
      buildVerifyQuery({
        gameId: 'european-roulette',
        engine: 'roulette',
        variant: 'classic',
        serverSeedHash: 'c',
        clientSeed: 'x',
        nonce: 0,
        params: { engine: 'roulette', bets: [{ kind: 'red', numbers: [], amount: 100 }] },
      }),
    );
    expect(roulette.serverSeed).toBe('');
    expect(JSON.parse(roulette.paramsJson)).toEqual([{ kind: 'red', numbers: [], amount: 100 }]);

    const blackjack = parseVerifyQuery(
      buildVerifyQuery({
        gameId: 'blackjack',
        engine: 'blackjack',
        variant: 'classic',
        serverSeedHash: 'c',
        clientSeed: 'x',
        nonce: 3,
        actions: ['hit', 'double'],
      }),
    );
    expect(blackjack.actions).toBe('hit,double');
    const check = verifyInputOf({ ...blackjack, serverSeed: SEED });
    expect(check.ok && check.input.actions).toEqual(['hit', 'double']);
  });

  it('keeps defaults for missing or broken values', () => {
    const form = parseVerifyQuery('?engine=poker&nonce=-1&params=%7Bbroken&actions=fold,hit');
    expect(form.engine).toBe('dice');
    expect(form.nonce).toBe('0');
    expect(form.actions).toBe('hit');
    expect(parseVerifyQuery('')).toEqual(EMPTY_VERIFY_FORM);
  });

  it('names the fields at fault', () => {
    expect(verifyInputOf({ ...EMPTY_VERIFY_FORM, nonce: 'x' })).toEqual({
      ok: false,
      problems: { serverSeed: 'required', clientSeed: 'required', nonce: 'invalidNumber' },
    });
    const roulette = {
      ...EMPTY_VERIFY_FORM,
      engine: 'roulette' as const,
      serverSeed: SEED,
      clientSeed: 'c',
    };
    expect(verifyInputOf({ ...roulette, paramsJson: '[{' })).toEqual({
      ok: false,
      problems: { paramsJson: 'invalidJson' },
    });
    expect(verifyInputOf(roulette)).toEqual({ ok: false, problems: { paramsJson: 'required' } });
  });
});

describe('history rounds on the verify page', () => {
  it('names the variant of the house games', async () => {
    const { variantOfGame } = await import('./verify-query');
    expect(variantOfGame('slots', 'neon-nights')).toBe('neon-nights');
    expect(variantOfGame('wheel', 'money-wheel')).toBe('money-wheel');
    expect(variantOfGame('blackjack', 'blackjack-vip')).toBe('vip');
    expect(variantOfGame('roulette', 'roulette-royale')).toBe('royale');
    expect(variantOfGame('dice', 'dice')).toBe('classic');
  });

  it('takes dice and limbo params from the outcome', async () => {
    const { paramsOfOutcome } = await import('./verify-query');
    expect(
      paramsOfOutcome({ engine: 'dice', roll: 1, target: 30, condition: 'under', win_chance: 30 }),
    ).toEqual({ engine: 'dice', target: 30, condition: 'under' });
    expect(
      paramsOfOutcome({ engine: 'limbo', result_multiplier: 3, target_multiplier: 2 }),
    ).toEqual({ engine: 'limbo', target_multiplier: 2 });
    expect(
      paramsOfOutcome({ engine: 'roulette', number: 1, color: 'red', bet_payouts: [] }),
    ).toBeUndefined();
  });
});
