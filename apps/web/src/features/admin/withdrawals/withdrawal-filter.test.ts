import { describe, expect, it } from 'vitest';
import { withdrawalFilterOf } from './withdrawal-filter';

describe('withdrawalFilterOf', () => {
  it('starts with the pending requests', () => {
    expect(withdrawalFilterOf(null)).toBe('pending');
  });

  it('keeps a known status and "all"', () => {
    expect(withdrawalFilterOf('accepted')).toBe('accepted');
    expect(withdrawalFilterOf('all')).toBe('all');
  });

  it('ignores anything else', () => {
    expect(withdrawalFilterOf('ACCEPTED')).toBe('pending');
    expect(withdrawalFilterOf('paid')).toBe('pending');
    expect(withdrawalFilterOf('')).toBe('pending');
  });
});
