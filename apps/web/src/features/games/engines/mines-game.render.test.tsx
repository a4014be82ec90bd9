import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { canPickTile, type MinesOutcome } from './mines-board';
import { MinesGame } from './mines-game';
import { MinesGrid } from './mines-tile';

const { english, german } = loadGamesTexts();

const session = testGameSession(
  { game_id: 'mines', name: 'Mines', engine: 'mines', rtp_bps: 9900 },
  { min_bet: 10, max_bet: 10_000, max_payout: 1_000_000 },
);

/** A board of 3 mines lost on tile 5 (index 4) after one gem on tile 1. */
const busted: MinesOutcome = {
  engine: 'mines',
  mines: 3,
  revealed: [0, 4],
  mine_tiles: [4, 9, 24],
  status: 'busted',
  multiplier: 0,
};

function render(element: React.ReactNode, i18n = english, path = '/play/mines'): string {
  return renderInGameHost(element, { session, i18n, path });
}

const labels = (html: string) =>
  [...html.matchAll(/aria-label="(Tile [^"]+|Feld [^"]+)"/g)].map((m) => m[1]);

describe('the Mines game as it opens', () => {
  it('shows 25 hidden tiles, each a labelled button, and the mines picker at 3', () => {
    const html = render(<MinesGame />);
    expect(labels(html)).toEqual(Array.from({ length: 25 }, (_, i) => `Tile ${i + 1}, hidden`));
    expect(html).toContain('data-testid="mines-board"');
    expect(html).toMatch(/<option value="3" selected="">3<\/option>/);
    expect(html).toContain('value="22"');
    expect(html).toContain('Pick a random tile');
    // While the unfinished round is looked up, the board waits and Bet cannot be pressed.
    expect(html).toContain('aria-label="Opening the game…"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="play-button"/);
  });

  it('speaks German in German', () => {
    const html = render(<MinesGame />, german, '/de/play/mines');
    expect(labels(html)[6]).toBe('Feld 7, verdeckt');
    expect(html).toContain('Zufälliges Feld wählen');
    expect(html).toContain('Edelsteine');
  });
});

describe('the Mines board after a round', () => {
  it('shows every mine, marks the one hit, and lets no tile be picked', () => {
    const html = render(
      <MinesGrid
        outcome={busted}
        busy={false}
        canPick={(tile, shown) =>
          canPickTile(
            { auto: false, playing: false, chosen: new Set(), safeTiles: 22 },
            tile,
            shown,
          )
        }
        onPick={() => {}}
      />,
    );
    const shown = labels(html);
    expect(shown[0]).toBe('Tile 1, gem');
    expect(shown[4]).toBe('Tile 5, the mine you hit');
    expect(shown[9]).toBe('Tile 10, mine');
    expect(shown[24]).toBe('Tile 25, mine');
    expect(shown.filter((label) => label?.endsWith('mine'))).toHaveLength(2);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(25);
    expect(html).toContain('data-status="busted"');
  });

  it('while a round plays, only the hidden tiles can be picked', () => {
    const playing: MinesOutcome = {
      ...busted,
      revealed: [0],
      mine_tiles: [],
      status: 'playing',
      multiplier: 1.125,
    };
    const html = render(
      <MinesGrid
        outcome={playing}
        busy={false}
        canPick={(tile, shown) =>
          canPickTile({ auto: false, playing: true, chosen: new Set(), safeTiles: 22 }, tile, shown)
        }
        onPick={() => {}}
      />,
    );
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(1);
    expect(html.match(/aria-disabled="false"/g)).toHaveLength(24);
    expect(html).not.toContain('data-tile="mine"');
  });

  it('in auto-play, marks the chosen tiles as pressed toggles', () => {
    const chosen = new Set([2, 12]);
    const html = render(
      <MinesGrid
        outcome={undefined}
        busy={false}
        canPick={(tile, shown) =>
          canPickTile({ auto: true, playing: false, chosen, safeTiles: 22 }, tile, shown)
        }
        selected={chosen}
        onPick={() => {}}
      />,
    );
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(23);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="mines-tile-2"/);
  });
});
