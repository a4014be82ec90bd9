import { COIN_SYMBOLS, type CoinSymbol } from '@satsino/contract/coins';
import { describe, expect, it } from 'vitest';
import { encodeCashAddr } from './cashaddr.js';
import { isValidAddress } from './validate-address.js';

/** Published mainnet addresses: genesis, BIP173/BIP350, EIP-55, CashAddr spec, key-1 vectors. */
const VALID: Record<CoinSymbol, readonly string[]> = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  ],
  LTC: [
    'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ',
    'M7zVKQKmtV5Rc7erVGVVC3khZbXxsS5HEX',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
    'LTC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KGMN4N9',
  ],
  DOGE: [
    'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE',
    'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
    '9rXbkMyi1S6thykRoXAZcY8fwUKYsy6cXE',
  ],
  BCH: [
    'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    'BITCOINCASH:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A',
    'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
    'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2',
    '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
    '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
  ],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886e0f7030069857d2e4169ee7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  ],
  BNB: ['0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
  USDC: ['0x7e5f4552091a69125d5dfcb7b8c2659029395bdf'],
  TRX: ['TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC', 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy'],
  USDT: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  XRP: [
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    'rBgGZ9tc4him9KBzD8fKFiQz3fSZpaSwMH',
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  ],
  // The Monero General Fund's published donation address.
  XMR: [
    '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
  ],
};

/**
 * Replaces one character with another of the same kind (digit, lower, upper case) taken from the
 * end of the same address, so the result stays within the address's alphabet and only the
 * checksum can catch it.
 */
function flipCharacter(address: string, position: number): string {
  const kindOf = (char: string) =>
    /\d/.test(char)
      ? 'digit'
      : /[a-z]/.test(char)
        ? 'lower'
        : /[A-Z]/.test(char)
          ? 'upper'
          : 'other';
  const original = address.charAt(position);
  const replacement = [...address.slice(-30)].find(
    (char) => char !== original && kindOf(char) === kindOf(original),
  );
  if (!replacement) throw new Error(`No replacement for ${original} in ${address}`);
  return address.slice(0, position) + replacement + address.slice(position + 1);
}

/** Hex addresses in one case carry no checksum, so a changed digit cannot be noticed. */
const hasChecksum = (address: string) => !/^0x([0-9a-f]{40}|[0-9A-F]{40})$/.test(address);

describe('isValidAddress', () => {
  const cases = COIN_SYMBOLS.flatMap((coin) =>
    VALID[coin].map((address) => [coin, address] as const),
  );

  it.each(cases)('accepts the %s address %s', (coin, address) => {
    expect(isValidAddress(coin, address)).toBe(true);
  });

  it.each(cases.filter(([, address]) => hasChecksum(address)))(
    'refuses the %s address %s with one character changed',
    (coin, address) => {
      for (const position of [address.length - 1, address.length - 10, 14]) {
        expect(isValidAddress(coin, flipCharacter(address, position))).toBe(false);
      }
    },
  );

  it('refuses testnet, other-chain and future-version addresses', () => {
    // Testnet forms of valid mainnet addresses.
    expect(isValidAddress('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
    expect(isValidAddress('BTC', 'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r')).toBe(false);
    expect(isValidAddress('BCH', 'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t')).toBe(false);
    expect(isValidAddress('LTC', 'tltc1qw508d6qejxtdg4y5r3zarvary0c5xw7klfsuq0')).toBe(false);
    // Another chain's address.
    expect(isValidAddress('BTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9')).toBe(false);
    expect(isValidAddress('BTC', 'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ')).toBe(false);
    expect(isValidAddress('BTC', 'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE')).toBe(false);
    expect(isValidAddress('BTC', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toBe(
      false,
    );
    expect(isValidAddress('BCH', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
    expect(isValidAddress('DOGE', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidAddress('ETH', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')).toBe(false);
    expect(isValidAddress('TRX', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')).toBe(false);
    expect(isValidAddress('TRX', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH')).toBe(false);
    expect(isValidAddress('XRP', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH')).toBe(false);
    expect(isValidAddress('USDT', 'rBgGZ9tc4him9KBzD8fKFiQz3fSZpaSwMH')).toBe(false);
    // BIP350: taproot under the old bech32 checksum, a v0 program of 16 bytes, witness v2 and v16.
    expect(
      isValidAddress('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'),
    ).toBe(false);
    expect(isValidAddress('BTC', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P')).toBe(false);
    expect(isValidAddress('BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toBe(false);
    expect(isValidAddress('BTC', 'BC1SW50QGDZ25J')).toBe(false);
  });

  it('checks the EIP-55 checksum of mixed-case addresses only', () => {
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(isValidAddress('ETH', checksummed.toLowerCase())).toBe(true);
    expect(isValidAddress('ETH', `0x${checksummed.slice(2).toUpperCase()}`)).toBe(true);
    // One letter's case changed breaks the checksum.
    expect(isValidAddress('ETH', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidAddress('ETH', checksummed.slice(2))).toBe(false);
    expect(isValidAddress('ETH', `0X${checksummed.slice(2)}`)).toBe(false);
    expect(isValidAddress('ETH', `${checksummed}0`)).toBe(false);
    expect(isValidAddress('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toBe(false);
  });

  it('accepts the script-hash and token-aware CashAddr types but not oversized key hashes', () => {
    const cashAddr = (type: number, length: number) =>
      encodeCashAddr({ prefix: 'bitcoincash', type, hash: new Uint8Array(length).fill(9) });
    expect(isValidAddress('BCH', cashAddr(1, 32))).toBe(true);
    expect(isValidAddress('BCH', cashAddr(2, 20))).toBe(true);
    expect(isValidAddress('BCH', cashAddr(3, 20))).toBe(true);
    expect(isValidAddress('BCH', cashAddr(0, 32))).toBe(false);
    expect(isValidAddress('BCH', cashAddr(4, 20))).toBe(false);
    expect(isValidAddress('BCH', 'prefix:0r6m7j9njldwwzlg9v7v53unlr4jkmx6ey3qnjwsrf')).toBe(false);
  });

  it.each(COIN_SYMBOLS)('refuses empty and garbage input for %s', (coin) => {
    for (const garbage of [
      '',
      ' ',
      'hello',
      '0x',
      'bitcoincash:',
      'r',
      'T',
      '1'.repeat(200),
      ` ${VALID[coin][0]}`,
      `${VALID[coin][0]} `,
      `${VALID[coin][0]}\n`,
    ]) {
      expect(isValidAddress(coin, garbage)).toBe(false);
    }
  });
});
