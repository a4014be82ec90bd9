import type { RoundAction } from '@satsino/contract/games';
import { playRound } from '@satsino/fairness/play';
import { createRandomStream } from '@satsino/fairness/random';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakeOfAction, winParts } from './blackjack-stakes.js';

/*
 * The stakes a hand takes action by action add up to the stake the engine reports, and the win
 * split over those stakes adds up to its payout, each part on a stake the hand took: checked on
 * random seeds and random (allowed) play, splits and insurance included.
 */

const seeds = fc.record({
  serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  clientSeed: fc.stringMatching(/^[a-z0-9]{1,16}$/),
  nonce: fc.nat({ max: 10_000 }),
});

describe('blackjack stakes and wins', () => {
  it('take each extra stake under its own name and pay the win against stakes taken', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 10, max: 100_000 }),
        fc.array(fc.nat({ max: 5 }), { minLength: 12, maxLength: 12 }),
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
          const taken = new Map<string, number>([['bet', bet]]);
          for (let step = 0; !round.finished; step++) {
            const offered = round.outcome.engine === 'blackjack' ? round.outcome.actions : [];
            const action = offered[(picks[step] ?? 0) % offered.length] as RoundAction;
            const extra = stakeOfAction(round.outcome, action, bet);
            if (extra) {
              expect(taken.has(extra.name)).toBe(false);
              taken.set(extra.name, extra.amountMinor);
            }
            actions.push(action);
            round = deal(actions);
          }
          const staked = [...taken.values()].reduce((sum, amount) => sum + amount, 0);
          expect(staked).toBe(round.stakeMinor);
          const parts = winParts(round.outcome, bet, BigInt(round.payoutMinor));
          for (const part of parts) expect(taken.has(part.stake)).toBe(true);
          expect(parts.reduce((sum, part) => sum + part.amountMinor, 0n)).toBe(
            BigInt(round.payoutMinor),
          );
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('pays an insured dealer blackjack against the insurance', () => {
    const outcome = {
      engine: 'blackjack' as const,
      player: [
        { rank: '5' as const, suit: 'diamonds' as const },
        { rank: '2' as const, suit: 'spades' as const },
      ],
      dealer: [
        { rank: 'A' as const, suit: 'diamonds' as const },
        { rank: 'K' as const, suit: 'hearts' as const },
      ],
      player_total: 7,
      dealer_total: 21,
      doubled: false,
      status: 'lose' as const,
      actions: [],
      insurance: 'taken' as const,
    };
    expect(winParts(outcome, 101, 150n)).toEqual([{ stake: 'insurance', amountMinor: 150n }]);
  });
});
