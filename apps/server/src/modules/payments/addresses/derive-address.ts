import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { COIN_SYMBOLS, type CoinSymbol } from '@satsino/contract/coins';
import { base58xrp, createBase58check, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer/payment.js';
import { type BTC_NETWORK, NETWORK } from '@scure/btc-signer/utils.js';
import { BITCOIN_CASH_PREFIX, CASHADDR_TYPE, encodeCashAddr } from './cashaddr.js';
import { moneroAddressFromSeed } from './monero.js';

/*
 * Deposit addresses of the sandbox gateway, derived from one account-level extended public key.
 * Only public keys are ever derived here; whoever holds the matching private key can spend.
 */

const base58check = createBase58check(sha256);

/**
 * SLIP-132 version bytes of the account keys we accept, each with its private twin (which
 * @scure/bip32 wants too). The version only says which wallet software made the key; the key
 * material is the same, so all of them derive the same children.
 */
const EXTENDED_PUBLIC_KEY_VERSIONS = [
  { name: 'xpub', public: 0x0488b21e, private: 0x0488ade4 },
  { name: 'zpub', public: 0x04b24746, private: 0x04b2430c },
  { name: 'vpub', public: 0x045f1cf6, private: 0x045f18bc },
] as const;

/** Child indexes at or above this are hardened, which a public key cannot derive. */
const FIRST_HARDENED_INDEX = 0x80000000;
/** BIP84 receive chain; the other coins use their own chains so no address is ever shared. */
const BITCOIN_RECEIVE_CHAIN = 0;
const OTHER_COINS_FIRST_CHAIN = 100;

const LITECOIN: BTC_NETWORK = { bech32: 'ltc', pubKeyHash: 0x30, scriptHash: 0x32, wif: 0xb0 };
const DOGECOIN_P2PKH_VERSION = 0x1e;
const TRON_ADDRESS_VERSION = 0x41;
const XRP_ACCOUNT_VERSION = 0x00;

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

/**
 * The deposit address number `index` of `coin`. BTC follows BIP84 (account key / 0 / index), so
 * any BIP84 wallet holding the account shows the same addresses; the other coins use chain
 * 100 + the coin's position in COIN_SYMBOLS. A `vpub` (testnet) key is accepted for sandbox
 * set-ups but still yields mainnet addresses, because the cashier validates mainnet only.
 */
export function deriveDepositAddress(
  extendedPublicKey: string,
  coin: CoinSymbol,
  index: number,
): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= FIRST_HARDENED_INDEX) {
    throw new RangeError(`Derivation index must be an integer in 0..2^31-1, got ${index}`);
  }
  const chain =
    coin === 'BTC' ? BITCOIN_RECEIVE_CHAIN : OTHER_COINS_FIRST_CHAIN + COIN_SYMBOLS.indexOf(coin);
  const publicKey = parseExtendedPublicKey(extendedPublicKey)
    .deriveChild(chain)
    .deriveChild(index).publicKey;
  if (!publicKey) throw new Error('Derived key has no public key');
  return addressFromPublicKey(coin, publicKey);
}

/** The receiving address of `coin` for a 33-byte compressed secp256k1 public key. */
export function addressFromPublicKey(coin: CoinSymbol, compressedPublicKey: Uint8Array): string {
  if (compressedPublicKey.length !== 33)
    throw new Error('Expected a 33-byte compressed public key');
  return ADDRESS_ENCODERS[coin](compressedPublicKey);
}

/** Parses an xpub, zpub or vpub; refuses private keys so a secret never sits in this config. */
export function parseExtendedPublicKey(extendedPublicKey: string): HDKey {
  let version: number | undefined;
  try {
    const bytes = base58check.decode(extendedPublicKey);
    version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  } catch {
    throw new Error('The extended public key is not valid base58check');
  }
  const versions = EXTENDED_PUBLIC_KEY_VERSIONS.find((candidate) => candidate.public === version);
  if (!versions) {
    throw new Error('The extended key must be an account-level xpub, zpub or vpub');
  }
  const key = HDKey.fromExtendedKey(extendedPublicKey, versions);
  if (key.privateKey) throw new Error('The extended key must be public');
  return key;
}

/** EIP-55: a hex letter is upper case when the keccak hash of the lower-case address has that nibble ≥ 8. */
export function toEip55Address(address: string): string {
  const body = address.replace(/^0x/, '').toLowerCase();
  if (!/^[0-9a-f]{40}$/.test(body)) throw new Error('Not a 20-byte hex address');
  const hash = hex.encode(keccak_256(new TextEncoder().encode(body)));
  let checksummed = '0x';
  for (let i = 0; i < body.length; i++) {
    const char = body.charAt(i);
    checksummed += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return checksummed;
}

/** Ethereum and TRON share the account id: the last 20 bytes of keccak256(uncompressed X‖Y). */
function keccakAccountId(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(-20);
}

function evmAddress(publicKey: Uint8Array): string {
  return toEip55Address(hex.encode(keccakAccountId(publicKey)));
}

function tronAddress(publicKey: Uint8Array): string {
  return base58check.encode(Uint8Array.of(TRON_ADDRESS_VERSION, ...keccakAccountId(publicKey)));
}

/** XRP uses Bitcoin's base58check with its own alphabet, which @scure/base has without the checksum. */
function xrpAddress(publicKey: Uint8Array): string {
  const payload = Uint8Array.of(XRP_ACCOUNT_VERSION, ...hash160(publicKey));
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58xrp.encode(Uint8Array.of(...payload, ...checksum));
}

const ADDRESS_ENCODERS: Record<CoinSymbol, (publicKey: Uint8Array) => string> = {
  BTC: (publicKey) => p2wpkh(publicKey, NETWORK).address,
  LTC: (publicKey) => p2wpkh(publicKey, LITECOIN).address,
  DOGE: (publicKey) =>
    base58check.encode(Uint8Array.of(DOGECOIN_P2PKH_VERSION, ...hash160(publicKey))),
  BCH: (publicKey) =>
    encodeCashAddr({
      prefix: BITCOIN_CASH_PREFIX,
      type: CASHADDR_TYPE.p2pkh,
      hash: hash160(publicKey),
    }),
  ETH: evmAddress,
  BNB: evmAddress,
  USDC: evmAddress,
  TRX: tronAddress,
  USDT: tronAddress,
  XRP: xrpAddress,
  // Monero keys are ed25519, not secp256k1: the derived public key only seeds them (sandbox only;
  // a real operator's Monero addresses come from its processor's wallet).
  XMR: (publicKey) =>
    moneroAddressFromSeed(
      Uint8Array.of(...new TextEncoder().encode('satsino-sandbox-xmr'), ...publicKey),
    ),
};
