import { sha256 } from '@noble/hashes/sha2.js';
import type { CoinSymbol } from '@satsino/contract/coins';
import { base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import { BITCOIN_CASH_PREFIX, CASHADDR_TYPE, decodeCashAddr } from './cashaddr.js';
import { toEip55Address } from './derive-address.js';
import { isMoneroAddress } from './monero.js';

/*
 * Mainnet address checks for withdrawals. Each one verifies the checksum and the version or
 * witness program, so a mistyped character or an address of another chain is refused before any
 * money is held for it.
 */

/** Longer than any address we accept; bounds the work done on hostile input. */
const MAX_ADDRESS_LENGTH = 128;

const base58check = createBase58check(sha256);
/** Version byte plus a 20-byte hash: every base58 address format accepted here. */
const BASE58_PAYLOAD_LENGTH = 21;

const BASE58_VERSIONS = {
  bitcoin: [0x00, 0x05],
  litecoin: [0x30, 0x32, 0x05],
  dogecoin: [0x1e, 0x16],
  tron: [0x41],
} as const;

function hasBase58Version(address: string, versions: readonly number[]): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return false;
  }
  return payload.length === BASE58_PAYLOAD_LENGTH && versions.includes(payload[0] ?? -1);
}

/**
 * Segwit v0 (bech32, 20- or 32-byte program) and v1 taproot (bech32m, 32 bytes). Later witness
 * versions are valid on chain but nothing spends them yet, so coins sent there would be stuck.
 */
function isSegwitAddress(address: string, humanReadablePart: string): boolean {
  const v0 = bech32.decodeUnsafe(address);
  if (v0) {
    const program = bech32.fromWordsUnsafe(v0.words.slice(1));
    return (
      v0.prefix === humanReadablePart &&
      v0.words[0] === 0 &&
      (program?.length === 20 || program?.length === 32)
    );
  }
  const v1 = bech32m.decodeUnsafe(address);
  if (v1) {
    const program = bech32m.fromWordsUnsafe(v1.words.slice(1));
    return v1.prefix === humanReadablePart && v1.words[0] === 1 && program?.length === 32;
  }
  return false;
}

function isCashAddr(address: string): boolean {
  try {
    const { prefix, type, hash } = decodeCashAddr(address, BITCOIN_CASH_PREFIX);
    if (prefix !== BITCOIN_CASH_PREFIX) return false;
    const isKeyHash = type === CASHADDR_TYPE.p2pkh || type === CASHADDR_TYPE.tokenAwareP2pkh;
    const isScriptHash = type === CASHADDR_TYPE.p2sh || type === CASHADDR_TYPE.tokenAwareP2sh;
    // P2SH32 (32-byte script hash) has been standard on Bitcoin Cash since May 2023.
    return (isKeyHash && hash.length === 20) || (isScriptHash && [20, 32].includes(hash.length));
  } catch {
    return false;
  }
}

/** All lower or all upper case carries no checksum and is accepted as is; mixed case must be EIP-55. */
function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toEip55Address(address) === address;
}

function isXrpAddress(address: string): boolean {
  if (!address.startsWith('r')) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58xrp.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== BASE58_PAYLOAD_LENGTH + 4 || bytes[0] !== 0x00) return false;
  const payload = bytes.subarray(0, BASE58_PAYLOAD_LENGTH);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[BASE58_PAYLOAD_LENGTH + i]);
}

const VALIDATORS: Record<CoinSymbol, (address: string) => boolean> = {
  BTC: (address) =>
    hasBase58Version(address, BASE58_VERSIONS.bitcoin) || isSegwitAddress(address, 'bc'),
  LTC: (address) =>
    hasBase58Version(address, BASE58_VERSIONS.litecoin) || isSegwitAddress(address, 'ltc'),
  DOGE: (address) => hasBase58Version(address, BASE58_VERSIONS.dogecoin),
  BCH: (address) => isCashAddr(address) || hasBase58Version(address, BASE58_VERSIONS.bitcoin),
  ETH: isEvmAddress,
  BNB: isEvmAddress,
  USDC: isEvmAddress,
  TRX: (address) => hasBase58Version(address, BASE58_VERSIONS.tron),
  USDT: (address) => hasBase58Version(address, BASE58_VERSIONS.tron),
  XRP: isXrpAddress,
  XMR: isMoneroAddress,
};

/** Whether `address` is a well-formed mainnet address that can receive `coin`. */
export function isValidAddress(coin: CoinSymbol, address: string): boolean {
  if (typeof address !== 'string' || address.length === 0) return false;
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  return VALIDATORS[coin](address);
}
