import { describe, expect, it } from 'vitest';
import { redirectLoader } from './redirect-loader';

const ORIGIN = 'https://satsino.test';

function load(path: string, target: string | undefined) {
  return redirectLoader(() => target)({ request: new Request(`${ORIGIN}${path}`), params: {} });
}

describe('redirectLoader', () => {
  it('redirects within the locale of the address, keeping the query', () => {
    const answer = load('/de/lobby?ref=mail', '/casino');
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/de/casino?ref=mail');
  });

  it('sends English addresses to unprefixed pages, and homes to the locale root', () => {
    expect(load('/home', '/')?.headers.get('Location')).toBe('/');
    expect(load('/ja/home/', '/')?.headers.get('Location')).toBe('/ja');
    expect(load('/register/', '/auth/register')?.headers.get('Location')).toBe('/auth/register');
  });

  it('stays when there is no target', () => {
    expect(load('/category/OLD/crash', undefined)).toBeNull();
  });
});
