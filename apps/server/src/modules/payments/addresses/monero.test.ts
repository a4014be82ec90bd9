import { describe, expect, it } from 'vitest';
import { isMoneroAddress, moneroAddressFromSeed } from './monero.js';

/** The Monero General Fund's published donation address (standard, mainnet). */
const GENERAL_FUND =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

describe('Monero addresses', () => {
  it('accepts a published mainnet address', () => {
    expect(isMoneroAddress(GENERAL_FUND)).toBe(true);
  });

  it('refuses a changed character, a cut address and other chains', () => {
    for (const position of [5, 40, 94]) {
      const original = GENERAL_FUND.charAt(position);
      const changed = original === 'a' ? 'b' : 'a';
      const typo = GENERAL_FUND.slice(0, position) + changed + GENERAL_FUND.slice(position + 1);
      expect(isMoneroAddress(typo), typo).toBe(false);
    }
    expect(isMoneroAddress(GENERAL_FUND.slice(0, -1))).toBe(false);
    expect(isMoneroAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
    expect(isMoneroAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isMoneroAddress('')).toBe(false);
  });

  it('derives valid, distinct standard addresses from seeds, the same each time', () => {
    const first = moneroAddressFromSeed(Uint8Array.of(1, 2, 3));
    const second = moneroAddressFromSeed(Uint8Array.of(1, 2, 4));
    expect(first).toMatch(/^4[1-9A-HJ-NP-Za-km-z]{94}$/);
    expect(isMoneroAddress(first)).toBe(true);
    expect(isMoneroAddress(second)).toBe(true);
    expect(second).not.toBe(first);
    expect(moneroAddressFromSeed(Uint8Array.of(1, 2, 3))).toBe(first);
  });
});
