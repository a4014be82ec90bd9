import { describe, expect, it } from 'vitest';
import { isActiveSettingsItem, SETTINGS_MENU_ITEMS } from './settings-menu';

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

describe('SETTINGS_MENU_ITEMS', () => {
  it('lists the wallet and the transactions, and the wallet entry selects the deposits tab', () => {
    const bySlug = new Map(SETTINGS_MENU_ITEMS.map((item) => [item.slug, item]));
    expect(bySlug.get('wallet')).toMatchObject({ path: '/settings/wallet', walletTab: 'deposits' });
    expect(bySlug.get('transactions')?.path).toBe('/settings/transactions');
    expect(new Set(SETTINGS_MENU_ITEMS.map((item) => item.path)).size).toBe(
      SETTINGS_MENU_ITEMS.length,
    );
  });
});
