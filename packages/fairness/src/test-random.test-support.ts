import type { RandomStream } from './random.js';

/**
 * A fast seeded stream (sfc32) for RTP simulations: the engines' math does not depend on where
 * floats come from, and HMAC per round would make a million rounds too slow for a unit test.
 * The HMAC stream itself is tested on its own in random.test.ts.
 */
export function fastStream(seed: number): RandomStream & { reset(): void } {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  let used = 0;
  const nextUint32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    used += 1;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) nextUint32();
  return {
    nextUint32,
    nextFloat: () => nextUint32() / 2 ** 32,
    nextInt: (n: number) => Math.floor((nextUint32() / 2 ** 32) * n),
    get used() {
      return used;
    },
    reset() {
      used = 0;
    },
  };
}

/** Mean and the 99.9 % confidence half-width (3.29 standard errors) of per-round returns. */
export function measure(rounds: number, returnOfRound: () => number) {
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const value = returnOfRound();
    sum += value;
    sumSquares += value * value;
  }
  const mean = sum / rounds;
  const variance = sumSquares / rounds - mean * mean;
  return { mean, halfWidth: 3.29 * Math.sqrt(variance / rounds) };
}
