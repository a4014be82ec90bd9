import { describe, expect, it } from 'vitest';
import { isActiveSettingsItem } from './settings-menu';

describe('isActiveSettingsItem', () => {
  it('marks the page and the pages below it', () => {
    expect(isActiveSettingsItem('/settings/profile', '/settings/profile')).toBe(true);
    expect(isActiveSettingsItem('/settings/sessions/42', '/settings/sessions')).toBe(true);
  });

  it('does not mark look-alike paths', () => {
    expect(isActiveSettingsItem('/settings/profiles', '/settings/profile')).toBe(false);
    expect(isActiveSettingsItem('/settings', '/settings/profile')).toBe(false);
  });
});
