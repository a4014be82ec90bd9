import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/*
 * The provably fair random source of every in-house game except crash (DESIGN §5), in the
 * scheme Stake made familiar so that players can check it with the tools they know:
 *
 *   block(cursor) = HMAC_SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`)
 *
 * The server seed and the client seed are used as their UTF-8 text. Each 32-byte block gives
 * 8 floats of 4 bytes each (`b0/256 + b1/256² + b2/256³ + b3/256⁴`, which is the big-endian
 * 32-bit integer ÷ 2³²: a float in [0, 1)); the cursor counts blocks from 0, so float i comes
 * from block ⌊i / 8⌋, bytes 4·(i mod 8) … +3. A round uses as many floats as it needs, in order.
 */

export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;
/** No round needs more floats than this; more would mean an engine loops by mistake. */
export const MAX_FLOATS_PER_ROUND = 8 * 1024;

export interface SeedInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One 32-byte block of the round's random stream. */
export function randomBlock({ serverSeed, clientSeed, nonce }: SeedInput, cursor: number) {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce is an integer ≥ 0');
  if (!Number.isSafeInteger(cursor) || cursor < 0) throw new RangeError('cursor is an integer ≥ 0');
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/** The round's random numbers, produced lazily block by block. */
export interface RandomStream {
  /** The next 32-bit unsigned integer (the next float × 2³²). */
  nextUint32(): number;
  /** The next float in [0, 1). */
  nextFloat(): number;
  /** A uniform integer in [0, n) from the next float: ⌊float · n⌋. */
  nextInt(n: number): number;
  /** How many floats were used so far. */
  readonly used: number;
}

export function createRandomStream(seed: SeedInput): RandomStream {
  let block: Uint8Array | undefined;
  let used = 0;
  function nextUint32(): number {
    if (used >= MAX_FLOATS_PER_ROUND) throw new RangeError('too many random numbers for a round');
    const offset = (used % FLOATS_PER_BLOCK) * BYTES_PER_FLOAT;
    if (offset === 0) block = randomBlock(seed, used / FLOATS_PER_BLOCK);
    const bytes = block as Uint8Array;
    used += 1;
    return (
      (bytes[offset] as number) * 2 ** 24 +
      (bytes[offset + 1] as number) * 2 ** 16 +
      (bytes[offset + 2] as number) * 2 ** 8 +
      (bytes[offset + 3] as number)
    );
  }
  return {
    nextUint32,
    nextFloat: () => nextUint32() / TWO_POW_32,
    nextInt(n: number) {
      if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('n is a positive integer');
      return Math.floor((nextUint32() / TWO_POW_32) * n);
    },
    get used() {
      return used;
    },
  };
}

/** The first `count` floats of a round. */
export function roundFloats(seed: SeedInput, count: number): number[] {
  const stream = createRandomStream(seed);
  return Array.from({ length: count }, () => stream.nextFloat());
}
