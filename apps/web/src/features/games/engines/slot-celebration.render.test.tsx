import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { celebrationLevel, celebrationMs, SlotCelebration } from './slot-celebration';
import { slotThemeOf } from './slot-themes';

const { english, german } = loadGamesTexts();
const session = testGameSession({
  game_id: 'fruit-fiesta',
  name: 'Fruit Fiesta',
  engine: 'slots',
  rtp_bps: 9657,
});
const theme = slotThemeOf('fruit-fiesta');

describe('the win celebration’s level', () => {
  it('is none when the return is not above the stake', () => {
    expect(celebrationLevel(100, 0)).toBeUndefined();
    expect(celebrationLevel(100, 50)).toBeUndefined();
    expect(celebrationLevel(100, 100)).toBeUndefined();
    expect(celebrationLevel(0, 100)).toBeUndefined();
  });

  it('grows with the multiple: win, big from 5×, mega from 15×, epic from 50×', () => {
    expect(celebrationLevel(100, 101)).toBe('win');
    expect(celebrationLevel(100, 499)).toBe('win');
    expect(celebrationLevel(100, 500)).toBe('big');
    expect(celebrationLevel(100, 1_499)).toBe('big');
    expect(celebrationLevel(100, 1_500)).toBe('mega');
    expect(celebrationLevel(100, 4_999)).toBe('mega');
    expect(celebrationLevel(100, 5_000)).toBe('epic');
    // Odd stakes (a line bet of 0.07) compare in whole minor units.
    expect(celebrationLevel(7, 35)).toBe('big');
    expect(celebrationLevel(7, 34)).toBe('win');
  });

  it('lasts longer the bigger the win, and half as long in turbo', () => {
    expect(celebrationMs('big', false)).toBeGreaterThan(celebrationMs('win', false));
    expect(celebrationMs('epic', false)).toBeGreaterThan(celebrationMs('mega', false));
    expect(celebrationMs('mega', true)).toBe(celebrationMs('mega', false) / 2);
  });
});

describe('the celebration as drawn', () => {
  const render = (level: 'win' | 'big' | 'mega' | 'epic', reducedMotion = false, i18n = english) =>
    renderInGameHost(
      <SlotCelebration level={level} amount="$25.00" theme={theme} reducedMotion={reducedMotion} />,
      { session, i18n },
    );

  it('shows a plain win as its amount alone, without coins', () => {
    const html = render('win');
    expect(html).toContain('data-level="win"');
    expect(html).toContain('$25.00');
    expect(html).not.toContain('Big win');
    expect(html).not.toContain('slot-coin');
  });

  it('titles bigger wins and rains more coins the bigger they are', () => {
    const coins = (html: string) => html.split('slot-coin').length;
    const big = render('big');
    const epic = render('epic');
    expect(big).toContain('Big win');
    expect(render('mega')).toContain('Mega win');
    expect(epic).toContain('Epic win');
    expect(coins(epic)).toBeGreaterThan(coins(big));
  });

  it('keeps the words but drops the coins and the pop when motion is reduced', () => {
    const html = render('mega', true);
    expect(html).toContain('Mega win');
    expect(html).not.toContain('slot-coin');
    expect(html).not.toMatch(/animation:slot-pop/);
  });

  it('speaks German', () => {
    expect(render('big', false, german)).toContain('Großer Gewinn');
  });
});
