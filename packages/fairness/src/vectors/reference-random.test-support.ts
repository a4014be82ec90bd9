import { createHmac } from 'node:crypto';
import type { SeedTriple } from './seeded-cases.test-support.js';

/*
 * The random stream written again from Stake's published text
 * (https://stake.com/provably-fair/implementation): bytes come from
 * HMAC_SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`), the round (our
 * cursor) counting 32-byte blocks from 0, and each float is 4 consecutive bytes summed as
 * b0/256 + b1/256² + b2/256³ + b3/256⁴. It shares nothing with the engine's random.ts: node's
 * HMAC instead of @noble/hashes, and the byte sum instead of a 32-bit integer.
 */

const BYTES_PER_BLOCK = 32;
const BYTES_PER_FLOAT = 4;

export function referenceBlock(seeds: SeedTriple, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
    .digest();
}

/** The round's floats, one after the other, computing blocks only as they are needed. */
export function referenceFloatSource(seeds: SeedTriple): () => number {
  let block: Buffer = Buffer.alloc(0);
  let cursor = 0;
  let offset = BYTES_PER_BLOCK;
  return () => {
    if (offset === BYTES_PER_BLOCK) {
      block = referenceBlock(seeds, cursor);
      cursor += 1;
      offset = 0;
    }
    let float = 0;
    for (let i = 0; i < BYTES_PER_FLOAT; i += 1) {
      float += (block[offset + i] as number) / 256 ** (i + 1);
    }
    offset += BYTES_PER_FLOAT;
    return float;
  };
}

export function referenceFloats(seeds: SeedTriple, count: number): number[] {
  const next = referenceFloatSource(seeds);
  return Array.from({ length: count }, next);
}
