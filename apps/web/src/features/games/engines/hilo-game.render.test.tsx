import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { HiloCardRow } from './hilo-card-row';
import { HiloGame } from './hilo-game';
import type { HiloOutcome } from './hilo-guesses';

const { english, german } = loadGamesTexts();

const session = testGameSession(
  { game_id: 'hilo', name: 'HiLo', engine: 'hilo', rtp_bps: 9900 },
  { min_bet: 10, max_bet: 10_000, max_payout: 1_000_000 },
);

/** A 7 to start, a skip to a queen, a right "lower or same" to a 3, then a wrong guess. */
const lost: HiloOutcome = {
  engine: 'hilo',
  start: { rank: '7', suit: 'spades' },
  steps: [
    { action: 'skip', card: { rank: 'Q', suit: 'hearts' }, won: true },
    { action: 'lower_or_same', card: { rank: '3', suit: 'clubs' }, won: true },
    { action: 'lower_or_same', card: { rank: '9', suit: 'diamonds' }, won: false },
  ],
  status: 'busted',
  multiplier: 0,
};

function render(element: React.ReactNode, i18n = english, path = '/play/hilo'): string {
  return renderInGameHost(element, { session, i18n, path });
}

describe('the HiLo game as it opens', () => {
  it('shows a face-down card, the two guesses, skip and the ranks’ order', () => {
    const html = render(<HiloGame />);
    expect(html).toContain('aria-label="Face-down card"');
    expect(html).toContain('Higher or same');
    expect(html).toContain('Lower or same');
    expect(html).toContain('Skip card');
    expect(html).toContain('King is the highest');
    expect(html).toContain('Ace is the lowest');
    // No round yet: nothing to guess on.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="hilo-higher_or_same"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="hilo-skip"/);
  });

  it('speaks German in German', () => {
    const html = render(<HiloGame />, german, '/de/play/hilo');
    expect(html).toContain('Höher oder gleich');
    expect(html).toContain('Karte überspringen');
    expect(html).toContain('König ist die höchste Karte');
  });
});

describe('the row of cards turned', () => {
  it('names each card and the move that turned it', () => {
    const html = render(<HiloCardRow outcome={lost} />);
    expect(html).toContain('aria-label="7 of spades: start card"');
    expect(html).toContain('aria-label="Q of hearts: skipped"');
    expect(html).toContain('aria-label="3 of clubs: Lower or same, right"');
    expect(html).toContain('aria-label="9 of diamonds: Lower or same, wrong"');
  });

  it('in German too', () => {
    const html = render(<HiloCardRow outcome={lost} />, german, '/de/play/hilo');
    expect(html).toContain('aria-label="Karo 9: Niedriger oder gleich, falsch"');
  });

  it('is empty, at its full height, before a round', () => {
    const html = render(<HiloCardRow outcome={undefined} />);
    expect(html).toContain('data-testid="hilo-cards"');
    expect(html).not.toContain('role="img"');
    expect(html).toContain('data-testid="hilo-cards-empty"');
  });
});
