/*
 * Reproducible random test cases: a small fixed-seed generator (mulberry32) picks seed triples,
 * so every run checks the same cases and a failure names a case that can be replayed.
 */

export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface CaseRandom {
  /** An integer in [0, n). */
  int(n: number): number;
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
}

export function caseRandom(seed: number): CaseRandom {
  let state = seed >>> 0;
  const uint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { uint32, int: (n) => Math.floor((uint32() / 2 ** 32) * n) };
}

/** Client seeds are 1–64 visible ASCII characters (the contract's CLIENT_SEED_PATTERN). */
const FIRST_VISIBLE = 0x21;
const VISIBLE_COUNT = 0x7e - 0x21 + 1;

/**
 * `count` seed triples: a 64-hex server seed, a client seed of 1–64 visible ASCII characters
 * and a nonce that is small for most cases (as players' nonces are) and up to 2³¹ for the rest.
 */
export function seedTriples(seed: number, count: number): SeedTriple[] {
  const random = caseRandom(seed);
  return Array.from({ length: count }, () => {
    const serverSeed = Array.from({ length: 8 }, () =>
      random.uint32().toString(16).padStart(8, '0'),
    ).join('');
    const clientSeed = String.fromCharCode(
      ...Array.from(
        { length: 1 + random.int(64) },
        () => FIRST_VISIBLE + random.int(VISIBLE_COUNT),
      ),
    );
    const nonce = random.int(4) === 0 ? random.int(2 ** 31) : random.int(10_000);
    return { serverSeed, clientSeed, nonce };
  });
}
