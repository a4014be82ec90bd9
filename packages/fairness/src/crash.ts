import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { fractionPaysUp } from './payout.js';

/**
 * The crash game's provably fair math (no I/O; the server settles with it and the browser
 * verifies with it). It is bustabit's published scheme, byte for byte (bustabit's verifier,
 * `src/verifier.worker.ts` and `src/utils/math.ts`, for its current chain; the seeding-event posts
 * on bitcointalk, topics 2807542 and 5560454):
 *
 * 1. Hash chain. The operator picks a secret random seed `h[L]` and computes
 *    `h[i-1] = SHA-256(h[i])` over the 32 raw bytes (bustabit's current chain; its 2018 chain hashed
 *    the hex text instead) down to `h[0]`, the terminating hash, which is published before the first
 *    round. Round number k of the chain (k = 1, 2, …, L) is decided by `h[k]`: rounds use the chain
 *    backwards, so every revealed hash hashes to the one revealed before it, and the first one to
 *    the terminating hash. Nobody, the operator included, can change a future round without
 *    breaking that link.
 * 2. Seeding event. The salt is the lowercase hex text of the hash of a Bitcoin block that was not
 *    mined yet when the terminating hash was published: the operator could not pick a chain that
 *    suits the house, since the salt did not exist when the chain was fixed.
 * 3. Crash point. `HMAC-SHA256(key = the salt's text as UTF-8, message = h[k]'s 32 raw bytes)`;
 *    the first 13 hex digits (52 bits) are an integer r; X = r / 2^52 and the crash point in
 *    hundredths is `max(100, floor(99 / (1 − X)))`, in IEEE-754 doubles exactly as bustabit's
 *    JavaScript computes it (no other rounding step). P(crash ≥ m) = 0.99 / m for every m ≥ 1.01,
 *    so whatever multiplier a player aims for the game returns 99 % (a 1 % house edge). One
 *    departure, stated: no round runs past 1,000,000× (`CRASH_MAX_POINT_X100`), where bustabit's
 *    tail is unbounded; it moves the RTP by less than 10^-8 and only for targets above the cap,
 *    which no auto cash-out may ask for.
 * 4. Growth. While a round runs the multiplier is `e^(g · t)` (t in ms, g = 0.00006 by default,
 *    so 2× after about 11.6 s), shown floored to hundredths. The round ends when it reaches the
 *    crash point.
 * 5. Payout. A cash-out at c hundredths is worth stake · c / 100 cents, often not whole. The whole
 *    cents are paid, plus one more cent when a float decided by the round and the player is below
 *    the leftover fraction (see `payout.ts`): the float is the first 4 bytes, big-endian, of
 *    `HMAC-SHA256(key = the round's game hash as its 64-character lowercase hex text,
 *    message = the player's user id as decimal text)`, over 2^32. It is fixed by the chain before
 *    the round, unknown to the player until the round ends (the hash is secret until then), and not
 *    the operator's choice (one bet per player and round). The expected payout is then exactly
 *    stake · c / 100, so the 99 % holds at every stake, the minimum bet included.
 */

/** The house edge in basis points: the game's RTP is 100 % − 1 % = 99 %. */
export const CRASH_HOUSE_EDGE_BPS = 100;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE_BPS / 10_000;

/** No round runs past 1,000,000×; without a cap the tail is unbounded (and a round would last hours). */
export const CRASH_MAX_POINT_X100 = 100_000_000;

/** Multiplier growth per millisecond of a running round (bustabit's constant). */
export const CRASH_DEFAULT_GROWTH_PER_MS = 0.00006;

/** How many of the HMAC's leading bits decide a round (bustabit's `nBits`). */
export const CRASH_RESULT_BITS = 52;

const HASH_HEX = /^[0-9a-f]{64}$/;
const TWO_POW_52 = 2 ** CRASH_RESULT_BITS;

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

/**
 * Steps 3 to 5 of bustabit's `gameResult`: the crash point in hundredths of the 52-bit integer r.
 * Doubles on purpose: `99 / (1 − X)` is rounded to the nearest double before the floor, as in
 * bustabit's code, and an exact rational computation disagrees with it for a handful of r.
 */
export function crashPointX100FromBits(r: number): number {
  if (!Number.isSafeInteger(r) || r < 0 || r >= TWO_POW_52) {
    throw new RangeError('r is an integer from 0 to 2^52 - 1');
  }
  const x = r / TWO_POW_52;
  const point = Math.floor(99 / (1 - x));
  return Math.max(100, Math.min(point, CRASH_MAX_POINT_X100));
}

/** The 52-bit integer of a round: the HMAC's first 13 hex digits (steps 1 and 2 of bustabit's). */
export function crashResultBits(gameHash: string, salt: string): number {
  requireGameHash(gameHash);
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash)));
  return Number.parseInt(digest.slice(0, CRASH_RESULT_BITS / 4), 16);
}

/** The crash point of a round, in hundredths (100 = 1.00×), from its game hash and the salt. */
export function crashPointX100(gameHash: string, salt: string): number {
  return crashPointX100FromBits(crashResultBits(gameHash, salt));
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

function requireCashout(stakeMinor: bigint, cashoutX100: number): void {
  if (stakeMinor < 0n) throw new RangeError('a stake is ≥ 0');
  if (!Number.isSafeInteger(cashoutX100) || cashoutX100 < 100) {
    throw new RangeError('a cash-out multiplier is ≥ 100');
  }
}

/**
 * The 32-bit number that decides whether a cash-out's leftover fraction of a cent is paid:
 * the first 4 bytes, big-endian, of HMAC-SHA256(key = the game hash's hex text, message = the
 * user id in decimal).
 */
export function crashPayoutUint32(gameHash: string, userId: number): number {
  requireGameHash(gameHash);
  if (!Number.isSafeInteger(userId) || userId < 1) throw new RangeError('a user id is ≥ 1');
  const digest = hmac(sha256, utf8ToBytes(gameHash), utf8ToBytes(`${userId}`));
  return new DataView(digest.buffer, digest.byteOffset, 4).getUint32(0, false);
}

/** Whole cents of a cash-out: ⌊stake · multiplier⌋, what it pays at least. */
export function crashPayoutFloorMinor(stakeMinor: bigint, cashoutX100: number): bigint {
  requireCashout(stakeMinor, cashoutX100);
  return (stakeMinor * BigInt(cashoutX100)) / 100n;
}

/**
 * A cash-out's payout: the whole cents of stake × multiplier, plus one cent with the probability
 * of the fraction left over, decided by `crashPayoutUint32` of the round and the player.
 */
export function crashPayoutMinor(payout: {
  stakeMinor: bigint;
  cashoutX100: number;
  gameHash: string;
  userId: number;
}): bigint {
  const { stakeMinor, cashoutX100, gameHash, userId } = payout;
  requireCashout(stakeMinor, cashoutX100);
  const product = stakeMinor * BigInt(cashoutX100);
  const whole = product / 100n;
  const remainder = product % 100n;
  if (remainder === 0n) return whole;
  return fractionPaysUp(crashPayoutUint32(gameHash, userId), remainder, 100n) ? whole + 1n : whole;
}

/** "2.35×" style text of a multiplier in hundredths (no locale: digits only). */
export function formatX100(x100: number): string {
  return `${Math.floor(x100 / 100)}.${String(x100 % 100).padStart(2, '0')}`;
}
