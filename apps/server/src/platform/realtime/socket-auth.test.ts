import { describe, expect, it } from 'vitest';
import { readHandshakeToken } from './socket-auth.js';

describe('readHandshakeToken', () => {
  it('takes the token from the handshake auth first', () => {
    expect(
      readHandshakeToken({ auth: { token: 'from-auth' }, headers: { authorization: 'Bearer h' } }),
    ).toBe('from-auth');
  });

  it('falls back to the Authorization bearer header, any case of the scheme', () => {
    expect(readHandshakeToken({ auth: {}, headers: { authorization: 'Bearer abc|123' } })).toBe(
      'abc|123',
    );
    expect(
      readHandshakeToken({ auth: { token: 42 }, headers: { authorization: 'bearer x' } }),
    ).toBe('x');
  });

  it('finds nothing in a missing, empty, oversized or non-bearer credential', () => {
    for (const handshake of [
      { auth: {}, headers: {} },
      { auth: undefined, headers: {} },
      { auth: { token: '' }, headers: {} },
      { auth: { token: 'x'.repeat(513) }, headers: {} },
      { auth: {}, headers: { authorization: 'Basic dXNlcjpwYXNz' } },
      { auth: {}, headers: { authorization: 'Bearer' } },
      { auth: {}, headers: { authorization: 'Bearer a b' } },
      { auth: {}, headers: { authorization: `Bearer ${'x'.repeat(513)}` } },
    ]) {
      expect(readHandshakeToken(handshake), JSON.stringify(handshake)).toBeNull();
    }
  });
});
