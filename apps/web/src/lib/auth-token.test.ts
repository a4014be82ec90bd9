import { describe, expect, it } from 'vitest';
import { expiredTokenCookie, tokenCookie, tokenFromCookies } from './auth-token';

describe('tokenCookie', () => {
  it('keeps a remembered token for 365 days', () => {
    expect(tokenCookie('abc', true)).toBe('token=abc; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('makes a session cookie when the player is not remembered', () => {
    const cookie = tokenCookie('abc', false);
    expect(cookie).toBe('token=abc; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('encodes characters that would break the cookie', () => {
    expect(tokenCookie('a;b=c', true)).toMatch(/^token=a%3Bb%3Dc;/);
  });

  it('deletes the cookie on the same path', () => {
    expect(expiredTokenCookie()).toBe('token=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('tokenFromCookies', () => {
  it('finds the token among other cookies', () => {
    expect(tokenFromCookies('i18n_redirected=de; token=abc%3Bd; other=1')).toBe('abc;d');
    expect(tokenFromCookies('token=xyz')).toBe('xyz');
  });

  it('answers undefined when there is no token', () => {
    expect(tokenFromCookies('')).toBeUndefined();
    expect(tokenFromCookies('mytoken=abc; token_old=1')).toBeUndefined();
    expect(tokenFromCookies('token=')).toBeUndefined();
  });

  it('reads back what tokenCookie wrote', () => {
    const written = tokenCookie('t0k/en+==', true).split(';')[0] ?? '';
    expect(tokenFromCookies(written)).toBe('t0k/en+==');
  });
});
