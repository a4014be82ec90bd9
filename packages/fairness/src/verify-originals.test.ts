import { describe, expect, it } from 'vitest';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';
import { verifyRound } from './verify.js';

/*
 * The verify page's call for the originals of issue 16, on KyranRana's first published seed
 * triple (the command line's test reads the same rounds): a round in steps is verified from the
 * actions the server recorded, a Mines reveal as its tile's number.
 */

const [vector] = KYRANRANA_ROUNDS;
if (vector === undefined) throw new Error('no KyranRana vector');
const seeds = {
  variant: 'classic',
  serverSeed: vector.serverSeed,
  clientSeed: vector.clientSeed,
  nonce: vector.nonce,
  bet: 100,
};

describe('verifyRound, new originals', () => {
  it('replays keno and plinko as the command line does', () => {
    const keno = verifyRound({
      ...seeds,
      engine: 'keno',
      params: { engine: 'keno', picks: [2, 3, 8, 40], risk: 'classic' },
    });
    expect(keno.outcome).toMatchObject({ drawn: [31, 36, 12, 32, 2, 8, 20, 10, 25, 17] });
    expect(keno).toMatchObject({ payout: 180, stake: 100, finished: true });
    const plinko = verifyRound({
      ...seeds,
      engine: 'plinko',
      params: { engine: 'plinko', rows: 16, risk: 'high' },
    });
    expect(plinko.outcome).toMatchObject({ slot: 5 });
    expect(plinko.payout).toBe(200);
  });

  it('replays a HiLo round from its actions, and a running one as unfinished', () => {
    const params = { engine: 'hilo' } as const;
    const cashed = verifyRound({
      ...seeds,
      engine: 'hilo',
      params,
      actions: ['higher_or_same', 'lower', 'cashout'],
    });
    expect(cashed).toMatchObject({ payout: 690, finished: true });
    const running = verifyRound({ ...seeds, engine: 'hilo', params, actions: ['higher_or_same'] });
    expect(running).toMatchObject({ payout: 0, finished: false });
  });

  it('replays a Mines round from its tiles and cash-out, with the whole board', () => {
    const params = { engine: 'mines', mines: 3 } as const;
    const board = verifyRound({ ...seeds, engine: 'mines', params });
    if (board.outcome.engine !== 'mines') throw new Error('not mines');
    const mines = board.outcome.mine_tiles;
    expect(mines).toHaveLength(3);
    const safe = [...Array(25).keys()].filter((tile) => !mines.includes(tile)).slice(0, 2);
    const cashed = verifyRound({
      ...seeds,
      engine: 'mines',
      params,
      actions: [...safe, 'cashout'],
    });
    expect(cashed.outcome).toMatchObject({ status: 'cashed_out', mine_tiles: mines });
    expect([128, 129]).toContain(cashed.payout);
    const busted = verifyRound({
      ...seeds,
      engine: 'mines',
      params,
      actions: [safe[0] as number, mines[0] as number],
    });
    expect(busted).toMatchObject({ payout: 0, finished: true, outcome: { status: 'busted' } });
  });
});
