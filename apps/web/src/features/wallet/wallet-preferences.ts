import { type CoinSymbol, isCoinSymbol } from '@satsino/contract/coins';
import { WALLET_ADDRESS_MAX_LENGTH } from './withdrawal-rules';

/** What the preferences need from a storage; localStorage in the browser. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const HIDE_ZERO_BALANCES_KEY = 'satsino.wallet.hide-zero-balances';
const CUSTOM_ADDRESSES_KEY = 'satsino.wallet.custom-addresses';

/** localStorage, or nothing where the browser refuses it (some private modes). */
export function browserLocalStorage(): PreferenceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/*
 * Preferences are conveniences: a storage that is missing, full or holds garbage must never
 * break the wallet, so every read falls back to "nothing saved" and every write may fail quietly.
 */

export function readHideZeroBalances(storage: PreferenceStorage | undefined): boolean {
  try {
    return storage?.getItem(HIDE_ZERO_BALANCES_KEY) === '1';
  } catch {
    return false;
  }
}

export function saveHideZeroBalances(storage: PreferenceStorage | undefined, hide: boolean): void {
  try {
    if (hide) {
      storage?.setItem(HIDE_ZERO_BALANCES_KEY, '1');
    } else {
      storage?.removeItem(HIDE_ZERO_BALANCES_KEY);
    }
  } catch {
    // Not remembered this time; the switch still works for this visit.
  }
}

export type CustomAddresses = Partial<Record<CoinSymbol, string>>;

/** The player's own receiving addresses, one per coin (the withdrawal's "personal address"). */
export function readCustomAddresses(storage: PreferenceStorage | undefined): CustomAddresses {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(CUSTOM_ADDRESSES_KEY);
  } catch {
    return {};
  }
  if (raw === null || raw === undefined) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  const addresses: CustomAddresses = {};
  for (const [coin, address] of Object.entries(parsed)) {
    if (
      isCoinSymbol(coin) &&
      typeof address === 'string' &&
      address.trim() !== '' &&
      address.length <= WALLET_ADDRESS_MAX_LENGTH
    ) {
      addresses[coin] = address.trim();
    }
  }
  return addresses;
}

/** Remembers `address` as the player's own for `coin`; an empty address forgets it. */
export function saveCustomAddress(
  storage: PreferenceStorage | undefined,
  coin: CoinSymbol,
  address: string,
): void {
  const addresses = readCustomAddresses(storage);
  const trimmed = address.trim();
  if (trimmed === '') {
    delete addresses[coin];
  } else {
    addresses[coin] = trimmed;
  }
  try {
    storage?.setItem(CUSTOM_ADDRESSES_KEY, JSON.stringify(addresses));
  } catch {
    // Not remembered; the withdrawal itself is unaffected.
  }
}
