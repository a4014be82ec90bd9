import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { isGameHash, walkChain } from './crash.js';

/**
 * Storing every hash of a long chain is wasteful: the server keeps one hash every
 * `CRASH_CHAIN_CHECKPOINT_EVERY` positions and walks at most that many steps to find a round's hash.
 */
export const CRASH_CHAIN_CHECKPOINT_EVERY = 1_000;

export interface ChainCheckpoint {
  /** Position in the chain: 0 is the terminating hash, `length` the secret seed. */
  position: number;
  hash: string;
}

/**
 * Walks a chain from its seed `h[length]` down to the terminating hash `h[0]`, yielding the seed,
 * every position divisible by `every`, and the terminating hash last. A generator, so a server can
 * pause between checkpoints and keep answering requests while it builds a long chain.
 */
export function* chainCheckpoints(
  seed: string,
  length: number,
  every: number = CRASH_CHAIN_CHECKPOINT_EVERY,
): Generator<ChainCheckpoint> {
  if (!isGameHash(seed)) throw new TypeError('a seed is 64 lowercase hex characters');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('a chain has ≥ 1 round');
  if (!Number.isSafeInteger(every) || every < 1) throw new RangeError('checkpoint spacing ≥ 1');
  let bytes = hexToBytes(seed);
  yield { position: length, hash: seed };
  for (let position = length - 1; position >= 0; position -= 1) {
    bytes = sha256(bytes);
    if (position % every === 0) yield { position, hash: bytesToHex(bytes) };
  }
}

/**
 * The hash at `position`, from the nearest checkpoint at or above it (checkpoints in any order).
 */
export function hashAtPosition(checkpoints: readonly ChainCheckpoint[], position: number): string {
  let nearest: ChainCheckpoint | undefined;
  for (const checkpoint of checkpoints) {
    if (checkpoint.position < position) continue;
    if (!nearest || checkpoint.position < nearest.position) nearest = checkpoint;
  }
  if (!nearest) throw new RangeError(`no checkpoint at or above position ${position}`);
  return walkChain(nearest.hash, nearest.position - position);
}
