import { describe, expect, it } from 'vitest';
import { ownBetCue, roundCue } from './crash-sounds';

describe('crash sounds', () => {
  it('sounds the take-off and the crash, not the betting window', () => {
    expect(roundCue('betting')).toBeUndefined();
    expect(roundCue('running')).toBe('spin');
    expect(roundCue('crashed')).toBe('crash');
  });

  it('sounds the player’s bet taken, cashed out and lost', () => {
    expect(ownBetCue('active')).toBe('bet');
    expect(ownBetCue('cashed_out')).toBe('cashOut');
    expect(ownBetCue('lost')).toBe('lose');
    expect(ownBetCue(undefined)).toBeUndefined();
  });
});
