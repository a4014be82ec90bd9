import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';

describe('COUNTRY_CODES', () => {
  it('lists the 249 ISO 3166-1 codes once each, in the contract format', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });
});
