import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './lightning-countdown';

describe('the invoice countdown', () => {
  it('counts whole seconds down to zero and no further', () => {
    const expiresAt = '2026-11-27T08:15:00.000Z';
    expect(secondsLeft(expiresAt, Date.parse('2026-11-27T08:00:00.000Z'))).toBe(900);
    expect(secondsLeft(expiresAt, Date.parse('2026-11-27T08:14:59.500Z'))).toBe(1);
    expect(secondsLeft(expiresAt, Date.parse('2026-11-27T08:16:00.000Z'))).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(845)).toBe('14:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
