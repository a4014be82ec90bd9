import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectTarget } from './redirect-target';

const HOME = '/';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirectTarget('/settings/sessions', HOME)).toBe('/settings/sessions');
    expect(safeRedirectTarget('/de/settings/profile?tab=1#top', HOME)).toBe(
      '/de/settings/profile?tab=1#top',
    );
  });

  it('falls back when there is no target', () => {
    expect(safeRedirectTarget(null, HOME)).toBe(HOME);
    expect(safeRedirectTarget(undefined, '/de')).toBe('/de');
    expect(safeRedirectTarget('', HOME)).toBe(HOME);
  });

  it('refuses targets that leave the site', () => {
    for (const target of [
      'https://evil.example/settings',
      '//evil.example/settings',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'settings/profile',
      ' /settings',
    ]) {
      expect(safeRedirectTarget(target, HOME), target).toBe(HOME);
    }
  });

  it('refuses guest pages, which would send a logged-in player in a loop', () => {
    expect(safeRedirectTarget('/auth/login', HOME)).toBe(HOME);
    expect(safeRedirectTarget('/fr/auth/register?x=1', HOME)).toBe(HOME);
    expect(safeRedirectTarget('/register', HOME)).toBe(HOME);
  });

  it('normalises dot segments before judging', () => {
    expect(safeRedirectTarget('/settings/../auth/login', HOME)).toBe(HOME);
    expect(safeRedirectTarget('/a/../settings', HOME)).toBe('/settings');
  });
});

describe('loginPath', () => {
  it('is the login page of the locale', () => {
    expect(loginPath('en')).toBe('/auth/login');
    expect(loginPath('ja')).toBe('/ja/auth/login');
  });

  it('asks to come back to a guarded page', () => {
    expect(loginPath('en', '/settings/sessions')).toBe(
      '/auth/login?redirect=%2Fsettings%2Fsessions',
    );
    expect(loginPath('de', '/de/settings/profile?x=1')).toBe(
      '/de/auth/login?redirect=%2Fde%2Fsettings%2Fprofile%3Fx%3D1',
    );
  });

  it('does not ask to come back home, to a guest page or off the site', () => {
    expect(loginPath('en', '/')).toBe('/auth/login');
    expect(loginPath('de', '/de')).toBe('/de/auth/login');
    expect(loginPath('en', '/auth/register')).toBe('/auth/login');
    expect(loginPath('en', '//evil.example')).toBe('/auth/login');
  });
});
