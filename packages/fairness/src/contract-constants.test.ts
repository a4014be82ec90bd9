import * as contract from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { BLACKJACK_ACTIONS } from './blackjack.js';
import { HILO_ACTIONS } from './hilo.js';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS } from './keno.js';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './mines.js';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './plinko.js';

/*
 * The published package stands alone (a verifier outside the monorepo installs it without the
 * contract), so the originals' constants are written twice on purpose: once here, once in the
 * contract the server validates requests with. They must never differ.
 */
describe("the originals' constants agree with the contract", () => {
  it('mines', () => {
    expect([MINES_TILES, MINES_MIN, MINES_MAX]).toEqual([
      contract.MINES_TILES,
      contract.MINES_MIN,
      contract.MINES_MAX,
    ]);
  });

  it('plinko', () => {
    expect([PLINKO_MIN_ROWS, PLINKO_MAX_ROWS]).toEqual([
      contract.PLINKO_MIN_ROWS,
      contract.PLINKO_MAX_ROWS,
    ]);
    expect(PLINKO_RISKS).toEqual(contract.PLINKO_RISKS);
  });

  it('keno', () => {
    expect([KENO_NUMBERS, KENO_DRAWN, KENO_MAX_PICKS]).toEqual([
      contract.KENO_NUMBERS,
      contract.KENO_DRAWN,
      contract.KENO_MAX_PICKS,
    ]);
    expect(KENO_RISKS).toEqual(contract.KENO_RISKS);
  });

  it('blackjack', () => {
    expect(BLACKJACK_ACTIONS).toEqual(contract.BLACKJACK_ACTIONS);
  });

  it('hilo', () => {
    expect(HILO_ACTIONS).toEqual(contract.HILO_ACTIONS);
  });
});
