import { describe, expect, it } from 'vitest';
import {
  type PreferenceStorage,
  readCustomAddresses,
  readHideZeroBalances,
  saveCustomAddress,
  saveHideZeroBalances,
} from './wallet-preferences';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const brokenStorage: PreferenceStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('hide zero balances', () => {
  it('is off until switched on, and remembered', () => {
    const storage = memoryStorage();
    expect(readHideZeroBalances(storage)).toBe(false);
    saveHideZeroBalances(storage, true);
    expect(readHideZeroBalances(storage)).toBe(true);
    saveHideZeroBalances(storage, false);
    expect(readHideZeroBalances(storage)).toBe(false);
  });

  it('survives a missing or refusing storage', () => {
    expect(readHideZeroBalances(undefined)).toBe(false);
    expect(readHideZeroBalances(brokenStorage)).toBe(false);
    expect(() => saveHideZeroBalances(brokenStorage, true)).not.toThrow();
  });
});

describe('custom addresses', () => {
  it('keeps one address per coin', () => {
    const storage = memoryStorage();
    saveCustomAddress(storage, 'BTC', ' bc1qfirst ');
    saveCustomAddress(storage, 'LTC', 'ltc1qother');
    saveCustomAddress(storage, 'BTC', 'bc1qsecond');
    expect(readCustomAddresses(storage)).toEqual({ BTC: 'bc1qsecond', LTC: 'ltc1qother' });
  });

  it('forgets a coin’s address when saved empty', () => {
    const storage = memoryStorage();
    saveCustomAddress(storage, 'BTC', 'bc1qfirst');
    saveCustomAddress(storage, 'BTC', '  ');
    expect(readCustomAddresses(storage)).toEqual({});
  });

  it('ignores garbage it finds in the storage', () => {
    const key = 'satsino.wallet.custom-addresses';
    expect(readCustomAddresses(memoryStorage({ [key]: 'not json' }))).toEqual({});
    expect(readCustomAddresses(memoryStorage({ [key]: '["BTC"]' }))).toEqual({});
    expect(
      readCustomAddresses(
        memoryStorage({ [key]: JSON.stringify({ BTC: 'bc1q', FOO: 'x', ETH: 7, LTC: '' }) }),
      ),
    ).toEqual({ BTC: 'bc1q' });
    expect(readCustomAddresses(brokenStorage)).toEqual({});
    expect(() => saveCustomAddress(brokenStorage, 'BTC', 'bc1q')).not.toThrow();
  });
});
