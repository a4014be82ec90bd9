import { describe, expect, it } from 'vitest';
import { formatMinorIn } from './format-amount';

describe('formatMinorIn', () => {
  it('formats an account currency as money', () => {
    expect(formatMinorIn(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMinorIn(-5, 'EUR', 'en')).toBe('-€0.05');
  });

  it('shows any other code after the number instead of failing', () => {
    expect(formatMinorIn(123_456, 'POINTS', 'en')).toBe('1,234.56 POINTS');
    expect(formatMinorIn(100, 'POINTS', 'de')).toBe('1,00 POINTS');
  });
});
