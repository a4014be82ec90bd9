import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_POINT_X100,
  crashPointX100,
  crashPointX100FromBits,
  isNextInChain,
  walkChain,
} from './crash.js';

/*
 * Crash is bustabit's scheme to the letter. These tests hold bustabit's own published games and
 * an implementation written here again from bustabit's published text, with Node's crypto, never
 * with the engine's helpers.
 *
 * Sources: bustabit's verifier (github.com/bustabit/verifier: `src/constants.ts`,
 * `src/verifier.worker.ts`, `src/utils/math.ts`) and its seeding-event posts on bitcointalk
 * (topic 2807542 for the 2018 chain, topic 5560454 for the current salt).
 */

/** bustabit's current chain: its terminating hash and its salt (verifier `src/constants.ts`). */
const BUSTABIT_TERMINATING_HASH =
  '567a98370fb7545137ddb53687723cf0b8a1f5e93b1f76f4a1da29416930fa59';
const BUSTABIT_GAME_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
/** Game numbers of the current chain start after the 10,000,000 games of the 2018 chain. */
const BUSTABIT_PREVIOUS_CHAIN_LENGTH = 10_000_000;

/**
 * Three consecutive games as bustabit shows them (game number, hash, bust). The terminating-hash
 * test below proves the hashes are bustabit's: the oldest walks to bustabit's published
 * terminating hash in exactly as many steps as its game number says.
 */
const BUSTABIT_GAMES = [
  {
    game: 12_306_894,
    hash: '8d3b9726ca7bc5e3637bf2079e09eaf2a9d67df4e6f50ff23a7b593bd802cca6',
    bust: 1.83,
  },
  {
    game: 12_306_895,
    hash: '94e66d98029c61ecd27c4fb6b381d401c823cf3dfbdac9246756d5b655e125aa',
    bust: 4.26,
  },
  {
    game: 12_306_896,
    hash: '94aa062026624e59a0ace092568d5f46e21b9bf1d5173609db8645dd62bdfc44',
    bust: 10.91,
  },
] as const;

/**
 * bustabit's `gameResult` as its seeding-event post and verifier state it, step by step, in
 * JavaScript doubles: 1. HMAC_SHA256(key = salt, message = hash); 2. r = the 52 most significant
 * bits; 3. X = r / 2^52; 4. X = 99 / (1 − X); 5. max(1, floor(X) / 100). The key is the salt's text
 * and the message the hash's 32 raw bytes (the verifier passes `utf8ToBytes(GAME_SALT)` and the
 * hash as bytes). Answers the bust as bustabit shows it (2.35 for 2.35×).
 */
function bustabitGameResult(gameHashHex: string, salt: string): number {
  const nBits = 52;
  const digest = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(gameHashHex, 'hex'))
    .digest('hex');
  const r = Number.parseInt(digest.slice(0, nBits / 4), 16);
  let x = r / 2 ** nBits;
  x = 99 / (1 - x);
  const result = Math.floor(x);
  return Math.max(1, result / 100);
}

/** Ours, as a bust: the same figure once our 1,000,000× cap is applied to bustabit's. */
const ourBust = (hash: string, salt: string) => crashPointX100(hash, salt) / 100;
const cappedBust = (bust: number) => Math.min(bust, CRASH_MAX_POINT_X100 / 100);

describe("bustabit's published games", () => {
  it('gives each game the bust bustabit showed', () => {
    for (const { hash, bust } of BUSTABIT_GAMES) {
      expect(ourBust(hash, BUSTABIT_GAME_SALT)).toBe(bust);
      expect(bustabitGameResult(hash, BUSTABIT_GAME_SALT)).toBe(bust);
    }
  });

  it('links each game to the one before it by SHA-256 over the raw bytes', () => {
    for (let index = 1; index < BUSTABIT_GAMES.length; index += 1) {
      const [older, newer] = [BUSTABIT_GAMES[index - 1], BUSTABIT_GAMES[index]];
      if (!older || !newer) throw new Error('vectors');
      expect(newer.game).toBe(older.game + 1);
      expect(isNextInChain(newer.hash, older.hash)).toBe(true);
      expect(createHash('sha256').update(Buffer.from(newer.hash, 'hex')).digest('hex')).toBe(
        older.hash,
      );
      // The other way round, or with the hex text hashed (bustabit's 2018 chain), it is no link.
      expect(isNextInChain(older.hash, newer.hash)).toBe(false);
      expect(createHash('sha256').update(newer.hash).digest('hex')).not.toBe(older.hash);
    }
  });

  it("walks from game 12306894 to bustabit's published terminating hash", () => {
    const oldest = BUSTABIT_GAMES[0];
    const steps = oldest.game - BUSTABIT_PREVIOUS_CHAIN_LENGTH;
    // Two million SHA-256 steps: Node's native hash keeps this to a few seconds; our walk is
    // checked on the first steps of the same path.
    let bytes = Buffer.from(oldest.hash, 'hex');
    for (let step = 0; step < steps; step += 1) {
      bytes = createHash('sha256').update(bytes).digest();
    }
    expect(bytes.toString('hex')).toBe(BUSTABIT_TERMINATING_HASH);
    let reference = Buffer.from(oldest.hash, 'hex');
    for (let step = 0; step < 1_000; step += 1) {
      reference = createHash('sha256').update(reference).digest();
    }
    expect(walkChain(oldest.hash, 1_000)).toBe(reference.toString('hex'));
  }, 120_000);
});

describe("bustabit's formula against an implementation of its published text", () => {
  const hashArb = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex'));
  /** Salts as a seeding event makes them: a block hash's lowercase hex text. */
  const blockHashArb = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex'));

  it('agrees on 10,000 random (hash, block-hash salt) pairs', () => {
    fc.assert(
      fc.property(hashArb, blockHashArb, (hash, salt) => {
        expect(ourBust(hash, salt)).toBe(cappedBust(bustabitGameResult(hash, salt)));
      }),
      { numRuns: 10_000 },
    );
  });

  it('agrees on 2,000 random pairs with any text as the salt', () => {
    fc.assert(
      fc.property(hashArb, fc.string({ unit: 'grapheme', maxLength: 80 }), (hash, salt) => {
        expect(ourBust(hash, salt)).toBe(cappedBust(bustabitGameResult(hash, salt)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees with fresh random bytes from the system too (not only fast-check’s generator)', () => {
    for (let run = 0; run < 2_000; run += 1) {
      const hash = randomBytes(32).toString('hex');
      const salt = randomBytes(32).toString('hex');
      expect(ourBust(hash, salt)).toBe(cappedBust(bustabitGameResult(hash, salt)));
    }
  });

  it('rounds 99 / (1 − X) to a double before the floor, as bustabit’s JavaScript does', () => {
    // For this r the exact quotient is 102.99999999999999…, which the double rounds to 103:
    // bustabit shows 1.03×, so must we (an exact integer division would say 1.02×).
    const r = 174_897_072_907_592;
    const exact = (99n * 2n ** 52n) / (2n ** 52n - BigInt(r));
    expect(exact).toBe(102n);
    expect(Math.floor(99 / (1 - r / 2 ** 52))).toBe(103);
    expect(crashPointX100FromBits(r)).toBe(103);
  });

  it('crashes at 1.00× below r = 2^52 / 100 and never past the cap', () => {
    expect(crashPointX100FromBits(0)).toBe(100);
    expect(crashPointX100FromBits(Math.floor(2 ** 52 / 100))).toBe(100);
    expect(crashPointX100FromBits(2 ** 52 - 1)).toBe(CRASH_MAX_POINT_X100);
    expect(() => crashPointX100FromBits(2 ** 52)).toThrow(RangeError);
    expect(() => crashPointX100FromBits(-1)).toThrow(RangeError);
  });
});
