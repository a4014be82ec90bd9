import { describe, expect, it } from 'vitest';
import { nextIndex } from './slide-index';

describe('nextIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(nextIndex(0, 1, 3)).toBe(1);
    expect(nextIndex(2, 1, 3)).toBe(0);
    expect(nextIndex(0, -1, 3)).toBe(2);
  });

  it('is 0 for an empty ring', () => {
    expect(nextIndex(0, 1, 0)).toBe(0);
  });
});
