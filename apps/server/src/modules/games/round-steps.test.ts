import type { RoundAction, RoundOutcome } from '@satsino/contract/games';
import { type HiloGuess, hiloRank, hiloWinningRanks } from '@satsino/fairness/hilo';
import { playRound } from '@satsino/fairness/play';
import { createRandomStream } from '@satsino/fairness/random';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { visibleOutcome } from './round-play.js';
import { requireRoundAction, stepWinCeiling } from './round-steps.js';

/*
 * The step-by-step maximum payout rests on one claim: the ceiling checked before a Mines reveal
 * or a HiLo guess is the most that step can pay when it wins and the round cashes out at once
 * (the rounding rule pays the exact fraction rounded down or up). Checked here on random seeds,
 * boards and guesses, from the outcome as it is stored (the board hidden).
 */

const seeds = fc.record({
  serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  clientSeed: fc.stringMatching(/^[a-z0-9]{1,16}$/),
  nonce: fc.nat({ max: 10_000 }),
});
const bets = fc.integer({ min: 10, max: 100_000 });

function replay(
  seed: { serverSeed: string; clientSeed: string; nonce: number },
  engine: 'mines' | 'hilo',
  params: { engine: 'mines'; mines: number } | { engine: 'hilo' },
  betMinor: number,
  actions: RoundAction[],
) {
  const played = playRound({
    random: createRandomStream(seed),
    engine,
    variant: 'classic',
    betMinor,
    params,
    actions,
  });
  return { ...played, outcome: visibleOutcome(played.outcome, played.finished) };
}

/** The payout of the step if it wins, and the round is cashed out at once. */
function expectWithinCeiling(ceiling: number | null, payoutMinor: number) {
  expect(ceiling).not.toBeNull();
  expect(payoutMinor).toBeLessThanOrEqual(ceiling as number);
  expect(payoutMinor).toBeGreaterThanOrEqual((ceiling as number) - 1);
}

describe('the ceiling of a step', () => {
  it('bounds every Mines reveal that wins, and knows nothing of the board', () => {
    fc.assert(
      fc.property(
        seeds,
        bets,
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 24 }),
        (seed, bet, mines, wanted) => {
          const params = { engine: 'mines' as const, mines };
          const board = replay(seed, 'mines', params, bet, []);
          // The board, as only the engine knows it: the safe tiles in order.
          const full = playRound({
            random: createRandomStream(seed),
            engine: 'mines',
            variant: 'classic',
            betMinor: bet,
            params,
          }).outcome as Extract<RoundOutcome, { engine: 'mines' }>;
          const safe = [...Array(25).keys()].filter((tile) => !full.mine_tiles.includes(tile));
          const before = safe.slice(0, Math.min(wanted, safe.length - 1));
          const state = replay(seed, 'mines', params, bet, before).outcome;
          expect(board.outcome).toMatchObject({ mine_tiles: [] });
          const next = safe[before.length] as number;
          const ceiling = stepWinCeiling(state, bet, next);
          // A mine or a gem: the same ceiling, decided by the count of tiles only.
          expect(stepWinCeiling(state, bet, full.mine_tiles[0] as number)).toBe(ceiling);
          const won = replay(seed, 'mines', params, bet, [...before, next, 'cashout']);
          expectWithinCeiling(ceiling, won.payoutMinor);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('bounds every HiLo guess that wins, from the cards shown', () => {
    const guesses: HiloGuess[] = ['higher_or_same', 'lower_or_same', 'higher', 'lower', 'same'];
    fc.assert(
      fc.property(
        seeds,
        bets,
        fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 12 }),
        (seed, bet, picks) => {
          const params = { engine: 'hilo' as const };
          const actions: RoundAction[] = [];
          for (const pick of picks) {
            const state = replay(seed, 'hilo', params, bet, actions);
            if (state.finished) return;
            const outcome = state.outcome as Extract<RoundOutcome, { engine: 'hilo' }>;
            const shown = hiloRank(outcome.steps.at(-1)?.card ?? outcome.start);
            const offered = guesses.filter((guess) => hiloWinningRanks(shown, guess) > 0);
            const guess = offered[pick % offered.length] as HiloGuess;
            const ceiling = stepWinCeiling(outcome, bet, guess);
            const after = replay(seed, 'hilo', params, bet, [...actions, guess]);
            if (after.outcome.engine === 'hilo' && after.outcome.steps.at(-1)?.won) {
              const cashed = replay(seed, 'hilo', params, bet, [...actions, guess, 'cashout']);
              expectWithinCeiling(ceiling, cashed.payoutMinor);
            }
            actions.push(guess);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('has none for a step that cannot raise the win', () => {
    const hilo = replay(
      { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 },
      'hilo',
      { engine: 'hilo' },
      100,
      [],
    );
    expect(stepWinCeiling(hilo.outcome, 100, 'skip')).toBeNull();
    expect(stepWinCeiling(hilo.outcome, 100, 'cashout')).toBeNull();
  });
});

describe('the ceiling of a blackjack split', () => {
  it('bounds whatever the split hands go on to win, and is asked only of a split', () => {
    fc.assert(
      fc.property(
        seeds,
        bets,
        fc.array(fc.nat({ max: 3 }), { maxLength: 12 }),
        (seed, bet, picks) => {
          const deal = (actions: RoundAction[]) =>
            playRound({
              random: createRandomStream(seed),
              engine: 'blackjack',
              variant: 'classic',
              betMinor: bet,
              params: { engine: 'blackjack' },
              actions,
            });
          const actions: RoundAction[] = [];
          let round = deal(actions);
          if (round.outcome.engine !== 'blackjack') throw new Error('not blackjack');
          if (round.outcome.actions.includes('no_insurance')) {
            actions.push('no_insurance');
            round = deal(actions);
          }
          if (round.outcome.engine !== 'blackjack') throw new Error('not blackjack');
          if (!round.outcome.actions.includes('split')) {
            expect(stepWinCeiling(round.outcome, bet, 'split')).toBeNull();
            return;
          }
          const ceiling = stepWinCeiling(round.outcome, bet, 'split');
          expect(stepWinCeiling(round.outcome, bet, 'hit')).toBeNull();
          actions.push('split');
          round = deal(actions);
          // Then any allowed actions (doubles preferred) until the hand ends.
          for (let step = 0; !round.finished; step++) {
            const offered = round.outcome.engine === 'blackjack' ? round.outcome.actions : [];
            actions.push(offered[(picks[step] ?? 2) % offered.length] as RoundAction);
            round = deal(actions);
          }
          expect(round.payoutMinor).toBeLessThanOrEqual(ceiling as number);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the action a request names', () => {
  it("takes each engine's own actions only, and a tile with a reveal only", () => {
    expect(requireRoundAction('mines', { action: 'reveal', tile: 7 })).toBe(7);
    expect(requireRoundAction('mines', { action: 'cashout' })).toBe('cashout');
    expect(requireRoundAction('hilo', { action: 'cashout' })).toBe('cashout');
    expect(requireRoundAction('blackjack', { action: 'double' })).toBe('double');
    const refused = (engine: string, request: Parameters<typeof requireRoundAction>[1]) => {
      try {
        requireRoundAction(engine, request);
      } catch (error) {
        return (error as { fieldErrors?: Record<string, { code: string }[]> }).fieldErrors;
      }
      throw new Error('accepted');
    };
    expect(refused('mines', { action: 'hit' })).toMatchObject({
      action: [{ code: 'round_action_not_allowed' }],
    });
    expect(refused('hilo', { action: 'reveal', tile: 1 })).toMatchObject({
      action: [{ code: 'round_action_not_allowed' }],
    });
    expect(refused('blackjack', { action: 'cashout' })).toMatchObject({
      action: [{ code: 'round_action_not_allowed' }],
    });
    expect(refused('mines', { action: 'reveal' })).toMatchObject({
      tile: [{ code: 'invalid_value' }],
    });
    expect(refused('mines', { action: 'cashout', tile: 3 })).toMatchObject({
      tile: [{ code: 'invalid_value' }],
    });
    expect(refused('dice' as PlayableGame['engine'], { action: 'hit' })).toMatchObject({
      action: [{ code: 'round_action_not_allowed' }],
    });
  });
});
