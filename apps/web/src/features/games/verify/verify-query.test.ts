import {
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_RISKS,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
} from '@satsino/contract/games';
import fc from 'fast-check';
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

describe('verify query: the originals', () => {
  const link = { variant: 'classic', serverSeedHash: 'c', clientSeed: 'x', nonce: 4 };

  it('round-trips a Mines board: its mines, the tiles in order and the cash-out', () => {
    const form = parseVerifyQuery(
      buildVerifyQuery({
        ...link,
        gameId: 'mines',
        engine: 'mines',
        params: { engine: 'mines', mines: 5 },
        actions: [12, 0, 24, 'cashout'],
      }),
    );
    expect(form).toMatchObject({
      engine: 'mines',
      minesCount: '5',
      minesTiles: '12,0,24',
      minesCashout: true,
    });
    const check = verifyInputOf({ ...form, serverSeed: SEED });
    expect(check.ok && check.input.params).toEqual({ engine: 'mines', mines: 5 });
    expect(check.ok && check.input.actions).toEqual([12, 0, 24, 'cashout']);
  });

  it('round-trips Plinko, Keno and HiLo', () => {
    const plinko = parseVerifyQuery(
      buildVerifyQuery({
        ...link,
        gameId: 'plinko',
        engine: 'plinko',
        params: { engine: 'plinko', rows: 12, risk: 'high' },
      }),
    );
    expect(plinko).toMatchObject({ plinkoRows: '12', plinkoRisk: 'high' });
    const plinkoCheck = verifyInputOf({ ...plinko, serverSeed: SEED });
    expect(plinkoCheck.ok && plinkoCheck.input.params).toEqual({
      engine: 'plinko',
      rows: 12,
      risk: 'high',
    });

    const keno = parseVerifyQuery(
      buildVerifyQuery({
        ...link,
        gameId: 'keno',
        engine: 'keno',
        params: { engine: 'keno', picks: [40, 1, 17], risk: 'medium' },
      }),
    );
    expect(keno).toMatchObject({ kenoPicks: '40,1,17', kenoRisk: 'medium' });
    const kenoCheck = verifyInputOf({ ...keno, serverSeed: SEED });
    expect(kenoCheck.ok && kenoCheck.input.params).toEqual({
      engine: 'keno',
      picks: [40, 1, 17],
      risk: 'medium',
    });

    const hilo = parseVerifyQuery(
      buildVerifyQuery({
        ...link,
        gameId: 'hilo',
        engine: 'hilo',
        params: { engine: 'hilo' },
        actions: ['skip', 'higher_or_same', 'hit', 'cashout'],
      }),
    );
    // Another engine's action is dropped; HiLo keeps its own, cash-out included.
    expect(hilo.actions).toBe('skip,higher_or_same,cashout');
    const hiloCheck = verifyInputOf({ ...hilo, serverSeed: SEED });
    expect(hiloCheck.ok && hiloCheck.input).toMatchObject({
      params: { engine: 'hilo' },
      actions: ['skip', 'higher_or_same', 'cashout'],
    });
  });

  it('names the originals’ fields at fault', () => {
    const base = { ...EMPTY_VERIFY_FORM, serverSeed: SEED, clientSeed: 'c' };
    expect(verifyInputOf({ ...base, engine: 'mines', minesCount: '25' })).toEqual({
      ok: false,
      problems: { minesCount: 'invalidNumber' },
    });
    expect(verifyInputOf({ ...base, engine: 'mines', minesTiles: '3,25' })).toEqual({
      ok: false,
      problems: { minesTiles: 'invalidNumber' },
    });
    expect(verifyInputOf({ ...base, engine: 'plinko', plinkoRows: '7' })).toEqual({
      ok: false,
      problems: { plinkoRows: 'invalidNumber' },
    });
    expect(verifyInputOf({ ...base, engine: 'keno' })).toEqual({
      ok: false,
      problems: { kenoPicks: 'required' },
    });
    for (const picks of ['1,x', '0', '41', '1,2,3,4,5,6,7,8,9,10,11']) {
      expect(verifyInputOf({ ...base, engine: 'keno', kenoPicks: picks }), picks).toEqual({
        ok: false,
        problems: { kenoPicks: 'invalidNumber' },
      });
    }
    // A board's tiles never leak into another engine's actions.
    const dice = parseVerifyQuery('?engine=dice&actions=3,cashout,hit');
    expect(dice.actions).toBe('hit');
    expect(dice.minesTiles).toBe('');
  });

  it('hands every Mines board and every Keno pick over unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MINES_MIN, max: MINES_MAX }),
        fc.uniqueArray(fc.integer({ min: 0, max: MINES_TILES - 1 }), { maxLength: 24 }),
        fc.boolean(),
        (mines, tiles, cashout) => {
          const actions = cashout ? [...tiles, 'cashout' as const] : tiles;
          const form = parseVerifyQuery(
            buildVerifyQuery({
              ...link,
              gameId: 'mines',
              engine: 'mines',
              params: { engine: 'mines', mines },
              actions,
            }),
          );
          const check = verifyInputOf({ ...form, serverSeed: SEED });
          expect(check.ok && check.input.params).toEqual({ engine: 'mines', mines });
          expect(check.ok && check.input.actions).toEqual(actions);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: KENO_NUMBERS }), {
          minLength: 1,
          maxLength: KENO_MAX_PICKS,
        }),
        fc.constantFrom(...KENO_RISKS),
        fc.integer({ min: PLINKO_MIN_ROWS, max: PLINKO_MAX_ROWS }),
        fc.constantFrom(...PLINKO_RISKS),
        (picks, kenoRisk, rows, plinkoRisk) => {
          const keno = parseVerifyQuery(
            buildVerifyQuery({
              ...link,
              gameId: 'keno',
              engine: 'keno',
              params: { engine: 'keno', picks, risk: kenoRisk },
            }),
          );
          const kenoCheck = verifyInputOf({ ...keno, serverSeed: SEED });
          expect(kenoCheck.ok && kenoCheck.input.params).toEqual({
            engine: 'keno',
            picks,
            risk: kenoRisk,
          });
          const plinko = parseVerifyQuery(
            buildVerifyQuery({
              ...link,
              gameId: 'plinko',
              engine: 'plinko',
              params: { engine: 'plinko', rows, risk: plinkoRisk },
            }),
          );
          const plinkoCheck = verifyInputOf({ ...plinko, serverSeed: SEED });
          expect(plinkoCheck.ok && plinkoCheck.input.params).toEqual({
            engine: 'plinko',
            rows,
            risk: plinkoRisk,
          });
        },
      ),
    );
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
    for (const engine of ['mines', 'plinko', 'keno', 'hilo']) {
      expect(variantOfGame(engine, engine)).toBe('classic');
    }
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

  it('takes the originals’ params from the outcome', async () => {
    const { paramsOfOutcome } = await import('./verify-query');
    expect(
      paramsOfOutcome({
        engine: 'mines',
        mines: 3,
        revealed: [4],
        mine_tiles: [1, 2, 3],
        status: 'cashed_out',
        multiplier: 1.125,
      }),
    ).toEqual({ engine: 'mines', mines: 3 });
    expect(
      paramsOfOutcome({
        engine: 'plinko',
        rows: 8,
        risk: 'medium',
        path: ['left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'],
        slot: 4,
        multiplier: 0.4,
      }),
    ).toEqual({ engine: 'plinko', rows: 8, risk: 'medium' });
    expect(
      paramsOfOutcome({
        engine: 'keno',
        risk: 'high',
        picks: [5, 9],
        drawn: [1, 2, 3, 4, 5, 6, 7, 8, 10, 11],
        hits: [5],
        multiplier: 0,
      }),
    ).toEqual({ engine: 'keno', picks: [5, 9], risk: 'high' });
    expect(
      paramsOfOutcome({
        engine: 'hilo',
        start: { rank: '7', suit: 'hearts' },
        steps: [],
        status: 'playing',
        multiplier: 1,
      }),
    ).toEqual({ engine: 'hilo' });
  });
});
