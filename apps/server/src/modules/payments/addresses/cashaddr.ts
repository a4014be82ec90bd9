import { bech32 } from '@scure/base';

/*
 * Bitcoin Cash CashAddr (https://upgradespecs.bitcoincashnode.org/cashaddr/). It borrows bech32's
 * alphabet and 5-bit grouping but has its own 40-bit BCH checksum over a `prefix:` part, so the
 * bech32 codecs of @scure/base cannot check it; only their 8↔5-bit regrouping is reused here.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CHECKSUM_WORDS = 8;
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
/** Hash sizes in bytes, indexed by the 3-bit size code of the version byte. */
const HASH_SIZES_BY_CODE = [20, 24, 28, 32, 40, 48, 56, 64] as const;
/** The longest CashAddr the spec allows (512-bit hash, long prefix) is well below this. */
const MAX_CASHADDR_LENGTH = 200;

export const BITCOIN_CASH_PREFIX = 'bitcoincash';

/** Address types of the version byte; 2 and 3 are the token-aware forms of CashTokens. */
export const CASHADDR_TYPE = {
  p2pkh: 0,
  p2sh: 1,
  tokenAwareP2pkh: 2,
  tokenAwareP2sh: 3,
} as const;

export interface CashAddr {
  prefix: string;
  /** 0..15, see CASHADDR_TYPE. */
  type: number;
  hash: Uint8Array;
}

function polymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    GENERATORS.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

/** Only the low 5 bits of each prefix character enter the checksum, then a zero separator. */
function expandPrefix(prefix: string): number[] {
  return [...prefix].map((char) => char.charCodeAt(0) & 0x1f).concat(0);
}

function checksumWords(prefix: string, payload: readonly number[]): number[] {
  const mod = polymod([...expandPrefix(prefix), ...payload, ...new Array(CHECKSUM_WORDS).fill(0)]);
  return Array.from({ length: CHECKSUM_WORDS }, (_, i) =>
    Number((mod >> BigInt(5 * (CHECKSUM_WORDS - 1 - i))) & 0x1fn),
  );
}

function requirePrefix(prefix: string): void {
  if (!/^[a-z0-9]+$/.test(prefix)) throw new Error(`CashAddr: invalid prefix "${prefix}"`);
}

export function encodeCashAddr({ prefix, type, hash }: CashAddr): string {
  requirePrefix(prefix);
  if (!Number.isInteger(type) || type < 0 || type > 15) {
    throw new RangeError(`CashAddr: type must be 0..15, got ${type}`);
  }
  const sizeCode = HASH_SIZES_BY_CODE.indexOf(hash.length as (typeof HASH_SIZES_BY_CODE)[number]);
  if (sizeCode < 0) throw new RangeError(`CashAddr: unsupported hash length ${hash.length}`);
  const versionByte = (type << 3) | sizeCode;
  const payload = bech32.toWords(Uint8Array.of(versionByte, ...hash));
  const words = [...payload, ...checksumWords(prefix, payload)];
  return `${prefix}:${words.map((word) => CHARSET.charAt(word)).join('')}`;
}

/**
 * Decodes a CashAddr. An address without `prefix:` is read with `defaultPrefix`, as wallets show
 * them both ways. Throws on a bad checksum, mixed case, bad padding or a size that does not match.
 */
export function decodeCashAddr(address: string, defaultPrefix = BITCOIN_CASH_PREFIX): CashAddr {
  if (address.length > MAX_CASHADDR_LENGTH) throw new Error('CashAddr: too long');
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) {
    throw new Error('CashAddr: mixed case');
  }
  const separator = lower.lastIndexOf(':');
  const prefix = separator < 0 ? defaultPrefix : lower.slice(0, separator);
  const body = separator < 0 ? lower : lower.slice(separator + 1);
  requirePrefix(prefix);

  const words = [...body].map((char) => {
    const word = CHARSET.indexOf(char);
    if (word < 0) throw new Error(`CashAddr: invalid character "${char}"`);
    return word;
  });
  if (words.length <= CHECKSUM_WORDS) throw new Error('CashAddr: too short');
  if (polymod([...expandPrefix(prefix), ...words]) !== 0n) {
    throw new Error('CashAddr: checksum mismatch');
  }

  const bytes = bech32.fromWords(words.slice(0, -CHECKSUM_WORDS));
  const versionByte = bytes[0];
  if (versionByte === undefined) throw new Error('CashAddr: empty payload');
  if (versionByte & 0x80) throw new Error('CashAddr: reserved version bit set');
  const hash = bytes.slice(1);
  if (hash.length !== HASH_SIZES_BY_CODE[versionByte & 0x07]) {
    throw new Error('CashAddr: hash length does not match its size code');
  }
  return { prefix, type: versionByte >> 3, hash };
}
