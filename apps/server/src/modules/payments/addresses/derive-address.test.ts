import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { COIN_SYMBOLS, type CoinSymbol } from '@satsino/contract/coins';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import {
  addressFromPublicKey,
  deriveDepositAddress,
  parseExtendedPublicKey,
  toEip55Address,
} from './derive-address.js';
import { isValidAddress } from './validate-address.js';

/** BIP84 test vector: "abandon ×11 about", account m/84'/0'/0'. */
const BIP84_ACCOUNT_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_FIRST_RECEIVE = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const BIP84_SECOND_RECEIVE = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

const base58check = createBase58check(sha256);

/** The same key material under other SLIP-132 version bytes. */
function withVersion(extendedKey: string, version: number): string {
  const bytes = base58check.decode(extendedKey);
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(0, version);
  return base58check.encode(bytes);
}

/** Coins whose addresses look the same; an address must fail for every coin outside its group. */
const ADDRESS_FORMAT_GROUPS: readonly (readonly CoinSymbol[])[] = [
  ['BTC'],
  ['LTC'],
  ['DOGE'],
  ['BCH'],
  ['ETH', 'BNB', 'USDC'],
  ['TRX', 'USDT'],
  ['XRP'],
  ['XMR'],
];
const sameFormat = (a: CoinSymbol, b: CoinSymbol) =>
  ADDRESS_FORMAT_GROUPS.some((group) => group.includes(a) && group.includes(b));

describe('deriveDepositAddress', () => {
  it('gives the BIP84 published receive addresses for BTC', () => {
    expect(deriveDepositAddress(BIP84_ACCOUNT_ZPUB, 'BTC', 0)).toBe(BIP84_FIRST_RECEIVE);
    expect(deriveDepositAddress(BIP84_ACCOUNT_ZPUB, 'BTC', 1)).toBe(BIP84_SECOND_RECEIVE);
  });

  it('reads the same key as xpub or vpub and derives the same addresses', () => {
    const xpub = withVersion(BIP84_ACCOUNT_ZPUB, 0x0488b21e);
    const vpub = withVersion(BIP84_ACCOUNT_ZPUB, 0x045f1cf6);
    expect(xpub.startsWith('xpub')).toBe(true);
    expect(vpub.startsWith('vpub')).toBe(true);
    for (const key of [xpub, vpub]) {
      expect(deriveDepositAddress(key, 'BTC', 0)).toBe(BIP84_FIRST_RECEIVE);
      expect(deriveDepositAddress(key, 'BTC', 1)).toBe(BIP84_SECOND_RECEIVE);
      for (const coin of COIN_SYMBOLS) {
        expect(deriveDepositAddress(key, coin, 7)).toBe(
          deriveDepositAddress(BIP84_ACCOUNT_ZPUB, coin, 7),
        );
      }
    }
  });

  it.each(COIN_SYMBOLS)('derives a %s address valid for its network only', (coin) => {
    for (const index of [0, 1, 2, 1000, 2 ** 31 - 1]) {
      const address = deriveDepositAddress(BIP84_ACCOUNT_ZPUB, coin, index);
      expect(isValidAddress(coin, address)).toBe(true);
      for (const other of COIN_SYMBOLS.filter((candidate) => !sameFormat(coin, candidate))) {
        expect(isValidAddress(other, address), `${address} must not be a ${other} address`).toBe(
          false,
        );
      }
    }
  });

  it('gives every coin and every index its own address, the same each time', () => {
    const seen = new Set<string>();
    for (const coin of COIN_SYMBOLS) {
      for (let index = 0; index < 20; index++) {
        const address = deriveDepositAddress(BIP84_ACCOUNT_ZPUB, coin, index);
        expect(deriveDepositAddress(BIP84_ACCOUNT_ZPUB, coin, index)).toBe(address);
        // EVM addresses differ only in case-insensitive hex, so compare them lower-cased.
        seen.add(address.toLowerCase());
      }
    }
    expect(seen.size).toBe(COIN_SYMBOLS.length * 20);
  });

  it('formats each coin as its network expects', () => {
    const addressOf = (coin: CoinSymbol) => deriveDepositAddress(BIP84_ACCOUNT_ZPUB, coin, 0);
    expect(addressOf('BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(addressOf('LTC')).toMatch(/^ltc1q[02-9ac-hj-np-z]{38}$/);
    expect(addressOf('DOGE')).toMatch(/^D[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(addressOf('BCH')).toMatch(/^bitcoincash:q[02-9ac-hj-np-z]{41}$/);
    for (const coin of ['ETH', 'BNB', 'USDC'] as const) {
      expect(addressOf(coin)).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(toEip55Address(addressOf(coin))).toBe(addressOf(coin));
    }
    for (const coin of ['TRX', 'USDT'] as const) expect(addressOf(coin)).toMatch(/^T.{33}$/);
    expect(addressOf('XRP')).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  });

  it('refuses indexes a public key cannot derive', () => {
    for (const index of [-1, 1.5, 2 ** 31, Number.NaN]) {
      expect(() => deriveDepositAddress(BIP84_ACCOUNT_ZPUB, 'BTC', index)).toThrow(RangeError);
    }
  });
});

describe('parseExtendedPublicKey', () => {
  it('refuses private keys, unknown versions and garbage', () => {
    const master = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    expect(() => parseExtendedPublicKey(master.privateExtendedKey)).toThrow(/xpub, zpub or vpub/);
    // tpub: a testnet xpub version we do not accept.
    expect(() => parseExtendedPublicKey(withVersion(master.publicExtendedKey, 0x043587cf))).toThrow(
      /xpub, zpub or vpub/,
    );
    expect(() => parseExtendedPublicKey('')).toThrow();
    expect(() => parseExtendedPublicKey('zpub-not-a-key')).toThrow(/base58check/);
    const flipped = `${BIP84_ACCOUNT_ZPUB.slice(0, -1)}t`;
    expect(() => parseExtendedPublicKey(flipped)).toThrow(/base58check/);
  });
});

describe('addressFromPublicKey', () => {
  // The public key of private key 1 (the curve's generator), whose addresses are widely published.
  const generator = secp256k1.Point.BASE.toBytes(true);

  it.each([
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['LTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
    ['DOGE', 'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE'],
    ['BCH', 'bitcoincash:qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h'],
    ['ETH', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
    ['BNB', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
    ['USDC', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
    ['TRX', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'],
    ['USDT', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'],
    ['XRP', 'rBgGZ9tc4him9KBzD8fKFiQz3fSZpaSwMH'],
  ] as const)('encodes key 1 as the published %s address', (coin, expected) => {
    expect(addressFromPublicKey(coin, generator)).toBe(expected);
  });

  it('wants a compressed key', () => {
    expect(() => addressFromPublicKey('BTC', secp256k1.Point.BASE.toBytes(false))).toThrow();
  });
});

describe('toEip55Address', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('reproduces the EIP-55 example %s', (address) => {
    expect(toEip55Address(address.toLowerCase())).toBe(address);
  });
});
