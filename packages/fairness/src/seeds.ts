import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/*
 * Seed pairs. The server seed is 32 random bytes written as 64 hex digits; the player sees only
 * its SHA-256 (of the 64-character text) until the pair is rotated, then the seed itself, and can
 * check that it hashes to what was shown. The client seed is the player's: random by default,
 * any 1–64 visible ASCII characters when the player sets it.
 */

export const SERVER_SEED_BYTES = 32;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export function newServerSeed(random: (length: number) => Uint8Array = randomBytes): string {
  return bytesToHex(random(SERVER_SEED_BYTES));
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED_PATTERN.test(value);
}

/** SHA-256 of the server seed's text, hex: the commitment shown before any round. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A default client seed: 16 random hex digits (the player may replace it). */
export function newClientSeed(random: (length: number) => Uint8Array = randomBytes): string {
  return bytesToHex(random(8));
}
