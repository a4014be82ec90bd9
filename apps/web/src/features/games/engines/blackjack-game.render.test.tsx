import type { RoundResult } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { BlackjackGame } from './blackjack-game';
import { type BlackjackOutcome, BlackjackTable } from './blackjack-table';

const { english, german } = loadGamesTexts();

const session = testGameSession(
  { game_id: 'blackjack', name: 'Blackjack', engine: 'blackjack', rtp_bps: 9943 },
  { min_bet: 10, max_bet: 10_000, max_payout: 1_000_000 },
);

function render(element: React.ReactNode, i18n = english, path = '/play/blackjack'): string {
  return renderInGameHost(element, { session, i18n, path });
}

/** Two eights split against a jack: the first hand stood on 18, the second is in play. */
const splitInPlay: BlackjackOutcome = {
  engine: 'blackjack',
  player: [
    { rank: '8', suit: 'clubs' },
    { rank: '10', suit: 'clubs' },
  ],
  dealer: [{ rank: 'J', suit: 'hearts' }],
  player_total: 18,
  dealer_total: 10,
  doubled: false,
  status: 'playing',
  actions: ['hit', 'stand', 'double'],
  hands: [
    {
      cards: [
        { rank: '8', suit: 'clubs' },
        { rank: '10', suit: 'clubs' },
      ],
      total: 18,
      doubled: false,
      status: 'playing',
    },
    {
      cards: [
        { rank: '8', suit: 'spades' },
        { rank: '5', suit: 'hearts' },
      ],
      total: 13,
      doubled: false,
      status: 'playing',
    },
  ],
  active_hand: 1,
};

const insuranceOffered: BlackjackOutcome = {
  engine: 'blackjack',
  player: [
    { rank: '5', suit: 'diamonds' },
    { rank: '2', suit: 'spades' },
  ],
  dealer: [{ rank: 'A', suit: 'diamonds' }],
  player_total: 7,
  dealer_total: 11,
  doubled: false,
  status: 'playing',
  actions: ['insurance', 'no_insurance'],
  insurance: 'offered',
};

const round = (outcome: BlackjackOutcome, extra: Partial<RoundResult> = {}): RoundResult =>
  ({
    round_id: 7,
    game_id: 'blackjack',
    mode: 'demo',
    status: outcome.status === 'playing' ? 'in_progress' : 'settled',
    bet: 100,
    payout: 0,
    multiplier: 0,
    outcome,
    actions: [],
    ...extra,
  }) as RoundResult;

describe('the blackjack table', () => {
  it('opens with the deal button while it looks for an unfinished hand', () => {
    const html = render(<BlackjackGame />);
    expect(html).toMatch(/data-testid="play-button"[^>]*>.*Deal/);
  });

  it('shows the dealer’s hole card face down while the hand is played', () => {
    const html = render(
      <BlackjackTable outcome={insuranceOffered} round={round(insuranceOffered)} />,
    );
    expect(html).toContain('aria-label="A of diamonds"');
    expect(html).toMatch(/aria-label="Face-down card" data-face="down"/);
    expect(html).toContain('Insurance?');
  });

  it('turns the hole card over when the hand ends: the same place, face up', () => {
    const settled: BlackjackOutcome = {
      ...insuranceOffered,
      dealer: [
        { rank: 'A', suit: 'diamonds' },
        { rank: 'K', suit: 'hearts' },
      ],
      dealer_total: 21,
      status: 'lose',
      actions: [],
      insurance: 'taken',
    };
    const html = render(
      <BlackjackTable outcome={settled} round={round(settled, { bet: 150, payout: 150 })} />,
    );
    expect(html).toMatch(/aria-label="K of hearts" data-face="up"/);
    expect(html).not.toContain('Face-down card');
    expect(html).toContain('Insurance pays 2 to 1');
    expect(html).toContain('Dealer wins');
  });

  it('lays out both hands of a split and marks the one in play', () => {
    const html = render(<BlackjackTable outcome={splitInPlay} round={round(splitInPlay)} />);
    expect(html).toContain('aria-label="Hand 1"');
    expect(html).toContain('aria-label="Hand 2"');
    expect(html).toMatch(/data-testid="blackjack-hand-0" data-active="false"/);
    expect(html).toMatch(/data-testid="blackjack-hand-1" data-active="true"/);
    expect(html).toContain('aria-label="5 of hearts"');
  });

  it('names each split hand’s result when the round is over', () => {
    const settled: BlackjackOutcome = {
      ...splitInPlay,
      dealer: [
        { rank: 'J', suit: 'hearts' },
        { rank: '9', suit: 'hearts' },
      ],
      dealer_total: 19,
      status: 'lose',
      actions: [],
      hands: [
        {
          cards: [
            { rank: '8', suit: 'clubs' },
            { rank: '10', suit: 'clubs' },
          ],
          total: 18,
          doubled: false,
          status: 'lose',
        },
        {
          cards: [
            { rank: '8', suit: 'spades' },
            { rank: '5', suit: 'hearts' },
            { rank: 'Q', suit: 'hearts' },
          ],
          total: 23,
          doubled: true,
          status: 'player_bust',
        },
      ],
    };
    delete settled.active_hand;
    const html = render(<BlackjackTable outcome={settled} round={round(settled, { bet: 300 })} />);
    expect(html).toContain('Bust');
    expect(html).toContain('Doubled');
    expect(html).not.toMatch(/data-active="true"/);
  });

  it('speaks German in German', () => {
    const html = render(
      <BlackjackTable outcome={splitInPlay} round={round(splitInPlay)} />,
      german,
      '/de/play/blackjack',
    );
    expect(html).toContain('aria-label="Hand 2"');
    const offer = render(
      <BlackjackTable outcome={insuranceOffered} round={round(insuranceOffered)} />,
      german,
      '/de/play/blackjack',
    );
    expect(offer).toContain('Versicherung?');
  });
});
