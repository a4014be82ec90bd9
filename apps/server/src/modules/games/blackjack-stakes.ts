import type { RoundAction, RoundOutcome } from '@satsino/contract/games';
import { blackjackInsuranceStake, handPayout, handTotal } from '@satsino/fairness/blackjack';

/*
 * A blackjack hand's stakes beyond its bet, each its own ledger bet keyed by the round: `double`
 * (the first hand's double), `split` (the second hand's stake), `split:double` (the second hand's
 * double) and `insurance`. A key makes a stake at most once, so a repeated action cannot take it
 * twice; the win is paid against the stakes that won it, once, when the hand settles.
 */

export const EXTRA_STAKES = ['double', 'split', 'split:double', 'insurance'] as const;
export type StakeName = 'bet' | (typeof EXTRA_STAKES)[number];

type BlackjackOutcome = Extract<RoundOutcome, { engine: 'blackjack' }>;

/**
 * The stake an action takes on the hand as it was before it (the outcome the round stored), or
 * null when it takes none. A refused action never gets here: the engine replays it first.
 */
export function stakeOfAction(
  before: RoundOutcome,
  action: RoundAction,
  betMinor: number,
): { name: StakeName; amountMinor: number } | null {
  if (before.engine !== 'blackjack') return null;
  switch (action) {
    case 'double':
      return { name: before.active_hand === 1 ? 'split:double' : 'double', amountMinor: betMinor };
    case 'split':
      return { name: 'split', amountMinor: betMinor };
    case 'insurance':
      return { name: 'insurance', amountMinor: blackjackInsuranceStake(betMinor) };
    default:
      return null;
  }
}

const isDealerBlackjack = (outcome: BlackjackOutcome) =>
  outcome.dealer.length === 2 && handTotal(outcome.dealer).total === 21;

/** A stake and its double share a hand's win: half each (the odd minor unit to the double). */
function handParts(
  stakes: [StakeName, StakeName],
  doubled: boolean,
  amount: number,
): { stake: StakeName; amountMinor: bigint }[] {
  const win = BigInt(amount);
  if (!doubled) return [{ stake: stakes[0], amountMinor: win }];
  return [
    { stake: stakes[0], amountMinor: win / 2n },
    { stake: stakes[1], amountMinor: win - win / 2n },
  ];
}

/**
 * Which stakes a settled round's payout is paid against: each hand's win against its own stakes,
 * an insurance win against the insurance. Every other engine's round is paid against its bet.
 */
export function winParts(
  outcome: RoundOutcome,
  betMinor: number,
  payoutMinor: bigint,
): { stake: StakeName; amountMinor: bigint }[] {
  if (outcome.engine !== 'blackjack') return [{ stake: 'bet', amountMinor: payoutMinor }];
  const insuranceWin =
    outcome.insurance === 'taken' && isDealerBlackjack(outcome)
      ? BigInt(blackjackInsuranceStake(betMinor) * 3)
      : 0n;
  const parts: { stake: StakeName; amountMinor: bigint }[] = [];
  if (outcome.hands) {
    outcome.hands.forEach((hand, index) => {
      const stake = hand.doubled ? betMinor * 2 : betMinor;
      const names: [StakeName, StakeName] =
        index === 0 ? ['bet', 'double'] : ['split', 'split:double'];
      parts.push(...handParts(names, hand.doubled, handPayout(hand.status, stake)));
    });
  } else {
    parts.push(
      ...handParts(['bet', 'double'], outcome.doubled, Number(payoutMinor - insuranceWin)),
    );
  }
  if (insuranceWin > 0n) parts.push({ stake: 'insurance', amountMinor: insuranceWin });
  const paid = parts.reduce((sum, part) => sum + part.amountMinor, 0n);
  if (paid !== payoutMinor) {
    throw new Error(`a blackjack payout of ${payoutMinor} split into parts of ${paid}`);
  }
  return parts.filter((part) => part.amountMinor > 0n);
}
