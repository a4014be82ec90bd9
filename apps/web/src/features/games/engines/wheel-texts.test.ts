import {
  WHEEL_MAX_MULTIPLIER,
  WHEEL_MAX_SPINS,
  WHEEL_MULTIPLIERS,
  WHEEL_SIZE,
} from '@satsino/fairness/wheel';
import { describe, expect, it } from 'vitest';

const locales = import.meta.glob<{ info: { wheel: string }; wheel: { multiplierHint: string } }>(
  '../locales/*.json',
  { eager: true, import: 'default' },
);

/*
 * The wheel's rules name its numbers in every language; they are words, not variables, so this
 * holds them to the engine: a change of the layout or the multipliers fails here until the
 * texts say it.
 */
describe('the money wheel rules, in every locale', () => {
  const [small, large] = Object.values(WHEEL_MULTIPLIERS).sort((a, b) => a - b) as [number, number];

  it.each(Object.entries(locales))('%s states the wheel the engine spins', (_path, texts) => {
    expect(WHEEL_MAX_SPINS).toBe(3);
    for (const number of [`${WHEEL_SIZE}`, `×${small}`, `×${large}`, `×${small * large}`]) {
      expect(texts.info.wheel).toContain(number);
    }
    expect(texts.info.wheel).toContain(`×${WHEEL_MAX_MULTIPLIER}`);
    expect(texts.wheel.multiplierHint).toContain(`×${small}`);
    expect(texts.wheel.multiplierHint).toContain(`×${large}`);
  });

  it('covers the ten locales', () => {
    expect(Object.keys(locales)).toHaveLength(10);
  });
});
