import { describe, expect, it } from 'vitest';
import { addressWithoutToken, readLaunchToken } from './launch-token';

describe('readLaunchToken', () => {
  it('reads the token of the fragment', () => {
    expect(readLaunchToken('#launch=abcDEF0123456789_-')).toBe('abcDEF0123456789_-');
    expect(readLaunchToken('launch=xyz&other=1')).toBe('xyz');
  });

  it('has none for an empty or foreign fragment', () => {
    expect(readLaunchToken('')).toBeUndefined();
    expect(readLaunchToken('#')).toBeUndefined();
    expect(readLaunchToken('#launch=')).toBeUndefined();
    expect(readLaunchToken('#token=abc')).toBeUndefined();
  });

  it('decodes an encoded token', () => {
    expect(readLaunchToken('#launch=a%2Bb')).toBe('a+b');
  });
});

describe('addressWithoutToken', () => {
  it('keeps the path and the query, drops the fragment', () => {
    expect(addressWithoutToken({ pathname: '/de/play/dice', search: '?x=1' })).toBe(
      '/de/play/dice?x=1',
    );
  });
});
