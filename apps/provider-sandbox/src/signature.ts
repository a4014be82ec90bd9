import { createHmac, createSign, createVerify, timingSafeEqual } from 'node:crypto';

/*
 * The contract's signatures (packages/contract/src/provider.ts): base64 of HMAC-SHA256 over the
 * exact body bytes with the shared secret, or of RSA-SHA256 (PKCS#1 v1.5) with a private key.
 * The sandbox signs its wallet calls with its own key and verifies the casino's launches with
 * the casino's; with HMAC both are the one shared secret.
 */

/** The keys of one integration, by the contract's signing names. */
export type SigningKeys =
  | { signing: 'hmac-sha256'; secret: string }
  | {
      signing: 'rsa-sha256';
      /** PEM: signs the sandbox's calls to the casino's wallet. */
      privateKey: string;
      /** PEM: verifies the casino's launch requests. */
      casinoPublicKey: string;
    };

/** The `X-Signature` value for `body` as the sandbox sends it. */
export function signBody(keys: SigningKeys, body: string): string {
  if (keys.signing === 'hmac-sha256') {
    return createHmac('sha256', keys.secret).update(body, 'utf8').digest('base64');
  }
  return createSign('sha256').update(body, 'utf8').sign(keys.privateKey, 'base64');
}

/** Whether `signature` is the casino's over `body`; a missing or malformed one is not. */
export function verifyCasinoSignature(
  keys: SigningKeys,
  body: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64');
  if (keys.signing === 'hmac-sha256') {
    const expected = createHmac('sha256', keys.secret).update(body, 'utf8').digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  try {
    return createVerify('sha256').update(body, 'utf8').verify(keys.casinoPublicKey, given);
  } catch {
    // A key that does not parse verifies nothing; the operator sees the 401s.
    return false;
  }
}
