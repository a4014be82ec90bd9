import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { KenoGame } from './keno-game';
import { KenoPaytableRow } from './keno-paytable-row';
import { KenoTile } from './keno-tile';

const { english, german } = loadGamesTexts();

const session = testGameSession({ game_id: 'keno', name: 'Keno', engine: 'keno', rtp_bps: 9865 });

function render(element: React.ReactNode, i18n = english, path = '/play/keno'): string {
  return renderInGameHost(element, { session, i18n, path });
}

describe('Keno as it opens', () => {
  it('shows the 40 numbers unpicked, asks for picks and cannot be played yet', () => {
    const html = render(<KenoGame />);
    for (let number = 1; number <= 40; number += 1) {
      expect(html).toContain(`data-testid="keno-tile-${number}" data-state="idle"`);
    }
    expect(html).not.toContain('data-testid="keno-tile-41"');
    expect(html).toContain('Pick 1 to 10 numbers');
    expect(html).toContain('0 of 10 numbers picked');
    expect(html).toContain('Auto pick');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="play-button"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="keno-clear"/);
  });

  it('speaks German', () => {
    const html = render(<KenoGame />, german, '/de/play/keno');
    expect(html).toContain('Wähle 1 bis 10 Zahlen');
    expect(html).toContain('Zufallswahl');
    expect(html).toContain('0 von 10 Zahlen gewählt');
    expect(html).toContain('Klassisch');
  });
});

describe('the paytable row', () => {
  it('lists what each number of hits pays for the risk and picks, the current count lit', () => {
    const html = render(<KenoPaytableRow risk="classic" pickCount={3} hits={2} />);
    const cells = Array.from(html.matchAll(/data-testid="keno-pays-(\d+)" data-current="(\w+)"/g));
    expect(cells.map((cell) => [cell[1], cell[2]])).toEqual([
      ['0', 'false'],
      ['1', 'false'],
      ['2', 'true'],
      ['3', 'false'],
    ]);
    expect(html).toContain('aria-label="2 hits: 3.1×"');
    expect(html).toContain('aria-label="3 hits: 10.4×"');
  });

  it('follows the risk: high with 3 picks pays only all three', () => {
    const html = render(<KenoPaytableRow risk="high" pickCount={3} hits={undefined} />);
    expect(html).toContain('aria-label="2 hits: 0×"');
    expect(html).toContain('aria-label="3 hits: 81.5×"');
    expect(html).not.toContain('data-current="true"');
  });

  it('formats its multipliers the German way', () => {
    const html = render(
      <KenoPaytableRow risk="classic" pickCount={2} hits={1} />,
      german,
      '/de/play/keno',
    );
    expect(html).toContain('aria-label="1 Treffer: 1,9×"');
  });
});

describe('a number of the board', () => {
  it('says what the draw made of it, a hit apart from a miss and from a number only drawn', () => {
    const tile = (state: 'hit' | 'miss' | 'drawn' | 'picked') =>
      render(<KenoTile number={7} state={state} disabled={false} onToggle={() => {}} />);
    expect(tile('hit')).toContain('aria-label="7, hit"');
    expect(tile('hit')).toContain('<svg');
    expect(tile('miss')).toContain('aria-label="7, not drawn"');
    expect(tile('drawn')).toContain('aria-label="7, drawn, not picked"');
    expect(tile('drawn')).toContain('aria-pressed="false"');
    expect(tile('picked')).toContain('aria-pressed="true"');
  });
});
