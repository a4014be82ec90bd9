import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens, e-mailed links, OAuth state. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this digest is stored. The token already carries 256 bits of entropy, so a fast hash is
 * enough: nobody can guess their way back from it, and lookups stay an indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
