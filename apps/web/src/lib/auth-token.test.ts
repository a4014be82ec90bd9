import { describe, expect, it } from 'vitest';
import { expiredTokenCookie, tokenCookie, tokenFromCookies } from './auth-token';

describe('tokenCookie', () => {
  it('keeps a remembered token for 365 days', () => {
    expect(tokenCookie('abc', true, false)).toBe(
      'token=abc; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('makes a session cookie when the player is not remembered', () => {
    const cookie = tokenCookie('abc', false, false);
    expect(cookie).toBe('token=abc; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('is Secure and SameSite=Lax on an https page, remembered or not', () => {
    expect(tokenCookie('abc', true, true)).toBe(
      'token=abc; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(tokenCookie('abc', false, true)).toBe('token=abc; Path=/; SameSite=Lax; Secure');
  });

  it('encodes characters that would break the cookie', () => {
    expect(tokenCookie('a;b=c', true, false)).toMatch(/^token=a%3Bb%3Dc;/);
  });

  it('deletes the cookie on the same path, with the same attributes', () => {
    expect(expiredTokenCookie(false)).toBe('token=; Max-Age=0; Path=/; SameSite=Lax');
    expect(expiredTokenCookie(true)).toBe('token=; Max-Age=0; Path=/; SameSite=Lax; Secure');
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
    const written = tokenCookie('t0k/en+==', true, true).split(';')[0] ?? '';
    expect(tokenFromCookies(written)).toBe('t0k/en+==');
  });
});
