import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The crash game's provably fair math (no I/O; the server settles with it and the browser
 * verifies with it). It follows bustabit's published scheme:
 *
 * 1. Hash chain. The operator picks a secret random seed `h[L]` and computes
 *    `h[i-1] = SHA-256(h[i])` (over the 32 raw bytes) down to `h[0]`, the terminating hash, which is
 *    published before the first round. Round number k of the chain (k = 1, 2, …, L) is decided by
 *    `h[k]`: rounds use the chain backwards, so every revealed hash hashes to the one revealed
 *    before it, and the first one to the terminating hash. Nobody, the operator included, can
 *    change a future round without breaking that link.
 * 2. Crash point. `HMAC-SHA256(key = salt, message = h[k] bytes)`; its first 52 bits are a uniform
 *    integer r in [0, 2^52). The crash point in hundredths is `max(100, floor(99 · 2^52 / (2^52 − r)))`,
 *    computed exactly with integers. So P(crash ≥ m) = 0.99 / m for every m ≥ 1.01: whatever
 *    multiplier a player aims for, the game returns 99 % (a 1 % house edge). The salt is public and
 *    published with the terminating hash.
 * 3. Growth. While a round runs the multiplier is `e^(g · t)` (t in ms, g = 0.00006 by default,
 *    so 2× after about 11.6 s), shown floored to hundredths. The round ends when it reaches the
 *    crash point.
 */

/** The house edge in basis points: the game's RTP is 100 % − 1 % = 99 %. */
export const CRASH_HOUSE_EDGE_BPS = 100;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE_BPS / 10_000;

/** No round runs past 1,000,000×; without a cap the tail is unbounded (and a round would last hours). */
export const CRASH_MAX_POINT_X100 = 100_000_000;

/** Multiplier growth per millisecond of a running round (bustabit's constant). */
export const CRASH_DEFAULT_GROWTH_PER_MS = 0.00006;

const HASH_HEX = /^[0-9a-f]{64}$/;
const BITS = 52n;
const SPAN = 1n << BITS;

export function isGameHash(value: string): boolean {
  return HASH_HEX.test(value);
}

function requireGameHash(value: string): void {
  if (!isGameHash(value)) throw new TypeError('a game hash is 64 lowercase hex characters');
}

/** The hash one step closer to the terminating hash: the previous round's hash. */
export function previousChainHash(hash: string): string {
  requireGameHash(hash);
  return bytesToHex(sha256(hexToBytes(hash)));
}

/** Applies `previousChainHash` `steps` times. */
export function walkChain(hash: string, steps: number): string {
  requireGameHash(hash);
  if (!Number.isSafeInteger(steps) || steps < 0) throw new RangeError('steps is a count ≥ 0');
  let bytes = hexToBytes(hash);
  for (let step = 0; step < steps; step += 1) bytes = sha256(bytes);
  return bytesToHex(bytes);
}

/** True when `hash` is the round right after `previousHash` (or after the terminating hash). */
export function isNextInChain(hash: string, previousHash: string): boolean {
  return isGameHash(hash) && isGameHash(previousHash) && previousChainHash(hash) === previousHash;
}

/** True when the hash of round `position` (1-based) of a chain leads to its terminating hash. */
export function chainsToTerminatingHash(
  hash: string,
  position: number,
  terminatingHash: string,
): boolean {
  if (!isGameHash(hash) || !isGameHash(terminatingHash)) return false;
  if (!Number.isSafeInteger(position) || position < 1) return false;
  return walkChain(hash, position) === terminatingHash;
}

/** The crash point of a round, in hundredths (100 = 1.00×), from its game hash and the salt. */
export function crashPointX100(gameHash: string, salt: string): number {
  requireGameHash(gameHash);
  const digest = hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash));
  const r = BigInt(`0x${bytesToHex(digest).slice(0, Number(BITS) / 4)}`);
  const point = (99n * SPAN) / (SPAN - r);
  const capped = point > BigInt(CRASH_MAX_POINT_X100) ? CRASH_MAX_POINT_X100 : Number(point);
  return Math.max(100, capped);
}

/** The multiplier shown `elapsedMs` after the round started, floored to hundredths. */
export function multiplierX100AtMs(
  elapsedMs: number,
  growthPerMs: number = CRASH_DEFAULT_GROWTH_PER_MS,
): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs));
}

/** The first whole millisecond at which the shown multiplier reaches `x100`. */
export function msToReachX100(
  x100: number,
  growthPerMs: number = CRASH_DEFAULT_GROWTH_PER_MS,
): number {
  if (!Number.isSafeInteger(x100) || x100 < 100) throw new RangeError('a multiplier is ≥ 100');
  if (x100 === 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(x100 / 100) / growthPerMs) - 1);
  // The logarithm is a float: step to the exact first millisecond the floored curve shows it.
  while (multiplierX100AtMs(ms, growthPerMs) < x100) ms += 1;
  return ms;
}

/** A cash-out's payout: stake × multiplier, floored to a whole minor unit (integer math). */
export function crashPayoutMinor(stakeMinor: bigint, cashoutX100: number): bigint {
  if (stakeMinor < 0n) throw new RangeError('a stake is ≥ 0');
  if (!Number.isSafeInteger(cashoutX100) || cashoutX100 < 100) {
    throw new RangeError('a cash-out multiplier is ≥ 100');
  }
  return (stakeMinor * BigInt(cashoutX100)) / 100n;
}

/** "2.35×" style text of a multiplier in hundredths (no locale: digits only). */
export function formatX100(x100: number): string {
  return `${Math.floor(x100 / 100)}.${String(x100 % 100).padStart(2, '0')}`;
}
