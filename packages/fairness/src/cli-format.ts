import type { Card, RoundOutcome } from '@satsino/contract/games';
import type { VerifiedRound, VerifyRoundInput } from './verify.js';

/*
 * The command line's readable output: one "label  value" line per fact, outcome first. The
 * --json output is the same facts as data (cli.ts).
 */

const SUIT_SYMBOLS: Readonly<Record<Card['suit'], string>> = {
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
  clubs: '♣',
};
const LABEL_WIDTH = 14;

export function formatLines(lines: readonly (readonly [string, string])[]): string {
  return `${lines.map(([label, value]) => `${label.padEnd(LABEL_WIDTH)}${value}`).join('\n')}\n`;
}

const cards = (hand: readonly Card[]) =>
  hand.map((card) => `${SUIT_SYMBOLS[card.suit]}${card.rank}`).join(' ');
const hundredths = (value: number) => value.toFixed(2);

function outcomeLines(outcome: RoundOutcome): [string, string][] {
  switch (outcome.engine) {
    case 'dice':
      return [
        ['Roll', hundredths(outcome.roll)],
        ['Bet', `${outcome.condition} ${hundredths(outcome.target)}`],
        ['Win chance', `${hundredths(outcome.win_chance)} %`],
      ];
    case 'limbo':
      return [
        ['Result', `${hundredths(outcome.result_multiplier)}×`],
        ['Target', `${hundredths(outcome.target_multiplier)}×`],
      ];
    case 'roulette':
      return [
        ['Pocket', `${outcome.number} (${outcome.color})`],
        ['Bet payouts', outcome.bet_payouts.join(', ')],
      ];
    case 'blackjack':
      return [
        ...(
          outcome.hands ?? [
            { cards: outcome.player, total: outcome.player_total, doubled: outcome.doubled },
          ]
        ).map(
          (hand, index, hands) =>
            [
              hands.length > 1 ? `Hand ${index + 1}` : 'Player',
              `${cards(hand.cards)} (${hand.total})` +
                ('status' in hand ? `, ${hand.status}` : '') +
                (hand.doubled && hands.length > 1 ? ', doubled' : ''),
            ] as [string, string],
        ),
        ['Dealer', `${cards(outcome.dealer)} (${outcome.dealer_total})`],
        ...(outcome.insurance ? [['Insurance', outcome.insurance] as [string, string]] : []),
        ['Status', outcome.doubled ? `${outcome.status}, doubled` : outcome.status],
        ...(outcome.actions.length > 0
          ? [['Next actions', outcome.actions.join(', ')] as [string, string]]
          : []),
      ];
    case 'slots':
      return [
        // The grid as it shows: one line per row, reels left to right.
        ...[0, 1, 2].map(
          (row) =>
            [
              row === 0 ? 'Reels' : '',
              outcome.reels.map((reel) => reel[row] ?? '').join(' | '),
            ] as [string, string],
        ),
        ...outcome.wins.map(
          (win) => ['Win', `line ${win.line}: ${win.count} × ${win.symbol}`] as [string, string],
        ),
        // The feature round: each free spin's grid and wins, in the order they were played.
        ...(outcome.feature?.spins ?? []).flatMap((spin, k) => [
          ...[0, 1, 2].map(
            (row) =>
              [
                row === 0 ? `Free spin ${k + 1}` : '',
                spin.reels.map((reel) => reel[row] ?? '').join(' | '),
              ] as [string, string],
          ),
          ...spin.wins.map(
            (win) =>
              [
                '',
                `win line ${win.line}: ${win.count} × ${win.symbol}` +
                  (outcome.feature && outcome.feature.multiplier > 1
                    ? ` (× ${outcome.feature.multiplier})`
                    : ''),
              ] as [string, string],
          ),
        ]),
      ];
    default: {
      // The wheel (its shape is still changing): every field as it comes.
      const { engine: _engine, ...fields } = outcome;
      return Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]);
    }
  }
}

export function formatVerifiedRound(input: VerifyRoundInput, round: VerifiedRound): string {
  return formatLines([
    ['Game', input.engine === 'slots' ? `slots (${input.variant})` : input.engine],
    ...outcomeLines(round.outcome),
    ['Stake', `${round.stake} minor units`],
    [
      'Payout',
      round.finished
        ? `${round.payout} minor units (${round.payoutMultiplier.toFixed(2)}× the stake)`
        : 'none yet: the hand needs more actions',
    ],
    ['Server seed', input.serverSeed],
    ['SHA-256', round.serverSeedHash],
    ['Client seed', input.clientSeed],
    ['Nonce', String(input.nonce)],
  ]);
}
