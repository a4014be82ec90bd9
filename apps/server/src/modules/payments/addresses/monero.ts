import { ed25519 } from '@noble/curves/ed25519.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr } from '@scure/base';

/*
 * Monero addresses: a network tag, the public spend and view keys (ed25519 points), for an
 * integrated address an 8-byte payment id, then the first 4 bytes of keccak-256 of all that,
 * written in Monero's block-wise base58 (8 bytes → 11 characters).
 */

/** Mainnet tags: standard addresses start with 4, subaddresses with 8, integrated ones with 4. */
export const MONERO_TAGS = { standard: 0x12, integrated: 0x13, subaddress: 0x2a } as const;

const KEY_BYTES = 32;
const PAYMENT_ID_BYTES = 8;
const CHECKSUM_BYTES = 4;
/** ed25519's group order ℓ: Monero's secret keys are scalars reduced modulo it. */
const GROUP_ORDER = ed25519.Point.Fn.ORDER;

function bytesToScalar(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0);
  return value % GROUP_ORDER;
}

function publicKeyOfScalar(scalar: bigint): Uint8Array {
  return ed25519.Point.BASE.multiply(scalar === 0n ? 1n : scalar).toBytes();
}

function isPoint(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

function withChecksum(payload: Uint8Array): Uint8Array {
  return Uint8Array.of(...payload, ...keccak_256(payload).subarray(0, CHECKSUM_BYTES));
}

/**
 * A standard mainnet address for a seed, the way a Monero wallet makes one: the spend key is the
 * seed reduced modulo ℓ, the view key keccak-256 of the spend key reduced again. The sandbox
 * feeds it a seed derived from its public key, so the same player always gets the same address;
 * anyone holding that public key can compute the secret keys, which is why this is sandbox only.
 */
export function moneroAddressFromSeed(seed: Uint8Array): string {
  const spendScalar = bytesToScalar(keccak_256(seed));
  const spendBytes = new Uint8Array(KEY_BYTES);
  let rest = spendScalar;
  for (let i = 0; i < KEY_BYTES; i++) {
    spendBytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  const viewScalar = bytesToScalar(keccak_256(spendBytes));
  const payload = Uint8Array.of(
    MONERO_TAGS.standard,
    ...publicKeyOfScalar(spendScalar),
    ...publicKeyOfScalar(viewScalar),
  );
  return base58xmr.encode(withChecksum(payload));
}

/** Whether `address` is a mainnet Monero address (standard, subaddress or integrated). */
export function isMoneroAddress(address: string): boolean {
  if (!/^[48][1-9A-HJ-NP-Za-km-z]{94}([1-9A-HJ-NP-Za-km-z]{11})?$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58xmr.decode(address);
  } catch {
    return false;
  }
  const tag = bytes[0];
  const expectedLength =
    1 + 2 * KEY_BYTES + (tag === MONERO_TAGS.integrated ? PAYMENT_ID_BYTES : 0) + CHECKSUM_BYTES;
  if (!Object.values(MONERO_TAGS).some((known) => known === tag)) return false;
  if (bytes.length !== expectedLength) return false;
  const payload = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const checksum = keccak_256(payload).subarray(0, CHECKSUM_BYTES);
  if (!checksum.every((byte, i) => byte === bytes[payload.length + i])) return false;
  return isPoint(payload.subarray(1, 1 + KEY_BYTES)) && isPoint(payload.subarray(1 + KEY_BYTES));
}
