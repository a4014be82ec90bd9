import { createHmac, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import type { ProviderSigning } from '@satsino/contract/provider';

/** The keys an integration verifies its provider's calls with. */
export interface VerifyingKeys {
  signing: ProviderSigning;
  secret: string | null;
  providerPublicKey: string | null;
}

/** Why a call's signature was refused; stored with the refusal. */
export type SignatureRefusal = 'missing_signature' | 'bad_signature';

/** A base64 signature, as the contract sends it (standard alphabet, padding optional). */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Far above an RSA-4096 signature in base64: a longer header is not a signature. */
const MAX_SIGNATURE_LENGTH = 1_024;

/** Parsed public keys by their PEM text: parsing one costs more than the verification. */
const publicKeys = new Map<string, KeyObject>();
const PUBLIC_KEYS = 100;

function publicKeyOf(pem: string): KeyObject {
  const known = publicKeys.get(pem);
  if (known) return known;
  const key = createPublicKey(pem);
  if (publicKeys.size >= PUBLIC_KEYS) publicKeys.clear();
  publicKeys.set(pem, key);
  return key;
}

/**
 * Checks the `X-Signature` of a provider's call over the exact bytes of its body: HMAC-SHA256
 * with the shared secret, compared in constant time, or RSA-SHA256 (PKCS#1 v1.5) with the
 * provider's public key. Answers null when the call is the provider's.
 */
export function checkSignature(
  keys: VerifyingKeys,
  body: Buffer,
  header: string | string[] | undefined,
): SignatureRefusal | null {
  if (header === undefined || header === '') return 'missing_signature';
  if (typeof header !== 'string' || header.length > MAX_SIGNATURE_LENGTH) return 'bad_signature';
  const text = header.trim();
  if (!BASE64.test(text)) return 'bad_signature';
  const given = Buffer.from(text, 'base64');
  if (keys.signing === 'hmac-sha256') {
    if (keys.secret === null) return 'bad_signature';
    const expected = createHmac('sha256', keys.secret).update(body).digest();
    // timingSafeEqual needs equal lengths; the length of a SHA-256 MAC is no secret.
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? null
      : 'bad_signature';
  }
  if (keys.providerPublicKey === null) return 'bad_signature';
  try {
    return verify('sha256', body, publicKeyOf(keys.providerPublicKey), given)
      ? null
      : 'bad_signature';
  } catch {
    // A key the operator pasted wrongly refuses every call rather than failing the request.
    return 'bad_signature';
  }
}
