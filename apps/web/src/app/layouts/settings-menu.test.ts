import type { MenuItem } from '@satsino/contract/content';
import { describe, expect, it } from 'vitest';
import {
  builtInSettingsMenu,
  DEFAULT_SETTINGS_ICON,
  isActiveSettingsItem,
  SETTINGS_MENU_ICONS,
  SETTINGS_MENU_ITEMS,
  settingsMenuFromConfiguration,
} from './settings-menu';

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

  it('has every settings page of SPEC §2, in the menu order', () => {
    expect(SETTINGS_MENU_ITEMS.map((item) => item.slug)).toEqual([
      'profile',
      'wallet',
      'transactions',
      'bonus',
      'notifications',
      'vip',
      'limits',
      'verification',
      'password',
      'sessions',
    ]);
    for (const item of SETTINGS_MENU_ITEMS) expect(item.path).toBe(`/settings/${item.slug}`);
  });
});

describe('builtInSettingsMenu', () => {
  it('translates every title and keeps the wallet tab', () => {
    const entries = builtInSettingsMenu((key) => `t:${key}`);
    expect(entries[0]).toMatchObject({ slug: 'profile', title: 't:settings.profile' });
    expect(entries.find((entry) => entry.slug === 'wallet')?.walletTab).toBe('deposits');
  });
});

describe('settingsMenuFromConfiguration', () => {
  const item = (overrides: Partial<MenuItem>): MenuItem => ({
    icon: 'PersonOutline',
    title: 'Profil',
    to: '/settings/profile',
    slug: 'profile',
    external: false,
    ...overrides,
  });

  it('takes path, title, slug and icon from the configuration, in its order', () => {
    const entries = settingsMenuFromConfiguration([
      item({
        slug: 'vip',
        to: '/settings/vip',
        title: 'VIP-Club',
        icon: 'WorkspacePremiumOutlined',
      }),
      item({}),
    ]);
    expect(entries).toEqual([
      {
        slug: 'vip',
        path: '/settings/vip',
        title: 'VIP-Club',
        icon: SETTINGS_MENU_ICONS.WorkspacePremiumOutlined,
      },
      {
        slug: 'profile',
        path: '/settings/profile',
        title: 'Profil',
        icon: SETTINGS_MENU_ICONS.PersonOutline,
      },
    ]);
  });

  it('shows a default icon for an icon name it does not know', () => {
    const [entry] = settingsMenuFromConfiguration([item({ icon: 'NoSuchIcon' })]) ?? [];
    expect(entry?.icon).toBe(DEFAULT_SETTINGS_ICON);
  });

  it('makes the wallet entry select the deposits tab, as the built-in one does', () => {
    const [entry] =
      settingsMenuFromConfiguration([item({ slug: 'wallet', to: '/settings/wallet' })]) ?? [];
    expect(entry?.walletTab).toBe('deposits');
  });

  it('skips links that leave the site', () => {
    const entries = settingsMenuFromConfiguration([
      item({ slug: 'help', to: 'https://help.example', external: true }),
      item({}),
    ]);
    expect(entries?.map((entry) => entry.slug)).toEqual(['profile']);
  });

  it('gives nothing for a missing or empty menu, so the built-in one stays', () => {
    expect(settingsMenuFromConfiguration(undefined)).toBeUndefined();
    expect(settingsMenuFromConfiguration([])).toBeUndefined();
    expect(
      settingsMenuFromConfiguration([item({ to: 'https://x.example', external: true })]),
    ).toBeUndefined();
  });
});
