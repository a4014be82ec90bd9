import { createHmac, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type SigningKeys, signBody, verifyCasinoSignature } from './signature.js';

const BODY = '{"game_code":"lanternfish-0001","mode":"demo"}';

describe('HMAC-SHA256 signatures', () => {
  const keys: SigningKeys = { signing: 'hmac-sha256', secret: 'shared secret' };

  it('are base64 of the HMAC over the exact body bytes', () => {
    // RFC 4231's test case 2: key "Jefe", data "what do ya want for nothing?".
    const vector: SigningKeys = { signing: 'hmac-sha256', secret: 'Jefe' };
    expect(
      Buffer.from(signBody(vector, 'what do ya want for nothing?'), 'base64').toString('hex'),
    ).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(signBody(keys, BODY)).toBe(
      createHmac('sha256', 'shared secret').update(BODY).digest('base64'),
    );
  });

  it('verify the right one and refuse another body, another secret, or none', () => {
    const signature = signBody(keys, BODY);
    expect(verifyCasinoSignature(keys, BODY, signature)).toBe(true);
    expect(verifyCasinoSignature(keys, `${BODY} `, signature)).toBe(false);
    expect(
      verifyCasinoSignature({ signing: 'hmac-sha256', secret: 'other' }, BODY, signature),
    ).toBe(false);
    expect(verifyCasinoSignature(keys, BODY, undefined)).toBe(false);
    expect(verifyCasinoSignature(keys, BODY, '')).toBe(false);
    expect(verifyCasinoSignature(keys, BODY, 'not base64!')).toBe(false);
    expect(verifyCasinoSignature(keys, BODY, signature.slice(0, 20))).toBe(false);
  });
});

describe('RSA-SHA256 signatures', () => {
  const sandbox = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const casino = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (key: typeof sandbox.privateKey) =>
    key.export({ type: key.type === 'private' ? 'pkcs1' : 'spki', format: 'pem' }).toString();
  const sandboxKeys: SigningKeys = {
    signing: 'rsa-sha256',
    privateKey: pem(sandbox.privateKey),
    casinoPublicKey: pem(casino.publicKey),
  };
  /** The casino's side: signs with its key, verifies the sandbox's with the sandbox's public key. */
  const casinoKeys: SigningKeys = {
    signing: 'rsa-sha256',
    privateKey: pem(casino.privateKey),
    casinoPublicKey: pem(sandbox.publicKey),
  };

  it('verify the casino signature and refuse one made with another key or over another body', () => {
    const signature = signBody(casinoKeys, BODY);
    expect(verifyCasinoSignature(sandboxKeys, BODY, signature)).toBe(true);
    expect(verifyCasinoSignature(sandboxKeys, `${BODY} `, signature)).toBe(false);
    expect(verifyCasinoSignature(sandboxKeys, BODY, signBody(sandboxKeys, BODY))).toBe(false);
  });

  it('sign the sandbox calls so that the casino verifies them', () => {
    expect(verifyCasinoSignature(casinoKeys, BODY, signBody(sandboxKeys, BODY))).toBe(true);
  });

  it('refuse everything with a key that does not parse', () => {
    const broken: SigningKeys = { ...sandboxKeys, casinoPublicKey: 'not a key' };
    expect(verifyCasinoSignature(broken, BODY, signBody(casinoKeys, BODY))).toBe(false);
  });
});
