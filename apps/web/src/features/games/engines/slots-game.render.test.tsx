import { findSlotVariant, SLOT_VARIANTS } from '@satsino/fairness/slot-variants';
import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { SlotPaytable } from './slot-paytable';
import { SLOT_THEMES } from './slot-themes';
import { SlotsGame } from './slots-game';

const { english, german } = loadGamesTexts();

function sessionOf(variant: string) {
  const session = testGameSession({
    game_id: variant,
    name: variant,
    engine: 'slots',
    rtp_bps: 9600,
  });
  return { ...session, game: { ...session.game, variant } };
}

describe('a slot machine as it opens', () => {
  it('has a theme of its own for each of the house’s six slots', () => {
    expect(Object.keys(SLOT_THEMES).sort()).toEqual([...SLOT_VARIANTS.keys()].sort());
    const backdrops = new Set(Object.values(SLOT_THEMES).map((theme) => theme.backdrop));
    expect(backdrops.size).toBe(6);
  });

  it('draws its theme’s machine with the top of each strip, turbo off and the auto-play stops', () => {
    const html = renderInGameHost(<SlotsGame />, {
      session: sessionOf('pharaoh-gold'),
      i18n: english,
    });
    expect(
      html.includes('data-testid="slot-machine" data-theme="pharaoh-gold"'),
      'data-testid="slot-machine" data-theme="pharaoh-gold"',
    ).toBe(true);
    const variant = findSlotVariant('pharaoh-gold');
    const symbols = Array.from(
      html.matchAll(/data-testid="slot-cell-\d-\d".*?data-symbol="(\w+)"/g),
    );
    expect(symbols.map((match) => match[1])).toEqual(
      variant?.reels.flatMap((strip) => strip.slice(0, 3)),
    );
    expect(html.includes('data-turbo="false"'), 'data-turbo="false"').toBe(true);
    expect(html.includes('Turbo'), 'Turbo').toBe(true);
    expect(html.includes('Stop on a win'), 'Stop on a win').toBe(true);
    expect(
      html.includes('Stop if a single win exceeds (USD)'),
      'Stop if a single win exceeds (USD)',
    ).toBe(true);
    expect(html.includes('Stop on profit (USD)'), 'Stop on profit (USD)').toBe(true);
    expect(html.includes('Stop on loss (USD)'), 'Stop on loss (USD)').toBe(true);
    // Nothing is celebrated or drawn over the reels before a spin.
    expect(html.includes('slot-celebration'), 'slot-celebration').toBe(false);
    expect(html.includes('slot-win-lines'), 'slot-win-lines').toBe(false);
  });

  it('speaks German, symbol names included', () => {
    const session = sessionOf('pharaoh-gold');
    const html = renderInGameHost(<SlotsGame />, { session, i18n: german, path: '/de/play/x' });
    expect(html.includes('Drehen'), 'Drehen').toBe(true);
    expect(html.includes('Gewinntabelle'), 'Gewinntabelle').toBe(true);
    expect(html.includes('Bei Gewinn stoppen'), 'Bei Gewinn stoppen').toBe(true);
    expect(html.includes('Leertaste zum Spielen'), 'Leertaste zum Spielen').toBe(true);
    const paytable = renderInGameHost(<SlotPaytable variant="pharaoh-gold" />, {
      session,
      i18n: german,
      path: '/de/play/x',
    });
    expect(paytable.includes('Skarabäus'), 'Skarabäus').toBe(true);
    expect(paytable.includes('Pyramide ist Wild'), 'Pyramide ist Wild').toBe(true);
    // The wild's and the scatter's ribbons are words of the reader's language too.
    expect(paytable).toMatch(/>WILD<\/text>/);
  });
});
