import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { RouletteChip } from './roulette-chip';
import { RouletteGame } from './roulette-game';
import { RouletteWheel } from './roulette-wheel';
import { AT_REST, spinTo, WHEEL_POCKETS } from './roulette-wheel-geometry';

const { english, german } = loadGamesTexts();

const session = testGameSession(
  { game_id: 'european-roulette', name: 'Roulette', engine: 'roulette', rtp_bps: 9729 },
  { min_bet: 10, max_bet: 10_000, max_payout: 1_000_000 },
);

function render(element: React.ReactNode, i18n = english, path = '/play/european-roulette') {
  return renderInGameHost(element, { session, i18n, path });
}

describe('the roulette wheel', () => {
  it('draws the 37 pockets in the wheel’s order, at rest before the first spin', () => {
    const html = render(<RouletteGame />);
    expect(html).toContain('data-testid="roulette-wheel"');
    const order = [...html.matchAll(/data-testid="roulette-pocket-(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(order).toEqual([...WHEEL_POCKETS]);
    expect(html).toContain('No spins yet');
    expect(html).toMatch(/data-testid="roulette-result"[^>]*>–</);
  });

  it('shows the landed number in the hub once the ball is in its pocket', () => {
    const angles = spinTo(AT_REST, 17);
    const landed = render(
      <RouletteWheel angles={angles} spinId={1} spinning={false} result={17} />,
    );
    expect(landed).toMatch(/data-testid="roulette-result"[^>]*>17</);
    expect(landed).toContain('aria-label="Roulette wheel: Number 17"');
    expect(landed).toContain(`rotate(${angles.ball}deg)`);
    // While the ball runs, the hub keeps the number to itself.
    const running = render(<RouletteWheel angles={angles} spinId={1} spinning result={17} />);
    expect(running).toMatch(/data-testid="roulette-result"[^>]*>–</);
  });

  it('speaks German in German', () => {
    const html = render(<RouletteGame />, german, '/de/play/european-roulette');
    expect(html).toContain('aria-label="Roulettekessel"');
  });
});

describe('a chip on the table', () => {
  it('shows the amount, and how many chips when there are several', () => {
    const one = render(<RouletteChip amountMinor={500} count={1} />);
    expect(one).toContain('>5<');
    expect(one).not.toContain('roulette-chip-count');
    const three = render(<RouletteChip amountMinor={1500} count={3} />);
    expect(three).toMatch(/data-testid="roulette-chip-count"[^>]*>3</);
  });
});
