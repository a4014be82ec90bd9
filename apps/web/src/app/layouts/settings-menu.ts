import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuItem } from '@satsino/contract/content';
import type { WalletTab } from '../../features/wallet/wallet-tabs';

type Icon = typeof SvgIcon;

/**
 * An entry of the built-in settings menu (SPEC §2/§3 menu item: target path, icon, title,
 * slug), shown while the site configuration's menu loads or when it cannot be had. The title is
 * a translation key; `walletTab` is the wallet tab a click on the entry selects (SPEC §2:
 * "clicking updates the wallet tab").
 */
export interface SettingsMenuItem {
  slug: string;
  /** The page's path without a locale prefix. */
  path: string;
  titleKey:
    | 'settings.profile'
    | 'settings.password'
    | 'settings.sessions'
    | 'settings.verification'
    | 'settings.bonus'
    | 'settings.notifications'
    | 'settings.vip'
    | 'settings.limits'
    | 'wallet.nav.wallet'
    | 'wallet.nav.transactions';
  icon: Icon;
  walletTab?: WalletTab;
}

/** An entry as the layout shows it: from the site configuration, or built in and translated. */
export interface SettingsMenuEntry {
  slug: string;
  path: string;
  title: string;
  icon: Icon;
  walletTab?: WalletTab;
}

/** The wallet tab a click on an entry selects, by the entry's slug. */
const WALLET_TAB_OF_SLUG: Readonly<Record<string, WalletTab>> = { wallet: 'deposits' };

export const SETTINGS_MENU_ITEMS: readonly SettingsMenuItem[] = [
  { slug: 'profile', path: '/settings/profile', titleKey: 'settings.profile', icon: PersonOutline },
  {
    slug: 'wallet',
    path: '/settings/wallet',
    titleKey: 'wallet.nav.wallet',
    icon: AccountBalanceWalletOutlined,
    walletTab: 'deposits',
  },
  {
    slug: 'transactions',
    path: '/settings/transactions',
    titleKey: 'wallet.nav.transactions',
    icon: ReceiptLongOutlined,
  },
  { slug: 'bonus', path: '/settings/bonus', titleKey: 'settings.bonus', icon: RedeemOutlined },
  {
    slug: 'notifications',
    path: '/settings/notifications',
    titleKey: 'settings.notifications',
    icon: NotificationsOutlined,
  },
  { slug: 'vip', path: '/settings/vip', titleKey: 'settings.vip', icon: WorkspacePremiumOutlined },
  {
    slug: 'limits',
    path: '/settings/limits',
    titleKey: 'settings.limits',
    icon: HealthAndSafetyOutlined,
  },
  {
    slug: 'verification',
    path: '/settings/verification',
    titleKey: 'settings.verification',
    icon: VerifiedUserOutlined,
  },
  {
    slug: 'password',
    path: '/settings/password',
    titleKey: 'settings.password',
    icon: LockOutlined,
  },
  {
    slug: 'sessions',
    path: '/settings/sessions',
    titleKey: 'settings.sessions',
    icon: DevicesOutlined,
  },
];

/**
 * The Material icons the site configuration may name for a settings entry (names as in
 * @mui/icons-material). Only these are bundled; any other name shows DEFAULT_SETTINGS_ICON.
 */
export const SETTINGS_MENU_ICONS: Readonly<Record<string, Icon>> = {
  PersonOutline,
  AccountBalanceWalletOutlined,
  ReceiptLongOutlined,
  RedeemOutlined,
  NotificationsOutlined,
  WorkspacePremiumOutlined,
  VerifiedUserOutlined,
  LockOutlined,
  DevicesOutlined,
  HealthAndSafetyOutlined,
  SettingsOutlined,
};
export const DEFAULT_SETTINGS_ICON: Icon = SettingsOutlined;

/** The built-in menu with its titles translated. */
export function builtInSettingsMenu(translate: (key: SettingsMenuItem['titleKey']) => string) {
  return SETTINGS_MENU_ITEMS.map(
    ({ titleKey, ...item }): SettingsMenuEntry => ({ ...item, title: translate(titleKey) }),
  );
}

/**
 * The settings menu of the site configuration (SPEC §2: target path, icon, title, slug), or
 * undefined when it has no usable entry, so the caller keeps the built-in one. Entries leaving
 * the site are skipped: this menu only moves between settings pages.
 */
export function settingsMenuFromConfiguration(
  items: readonly MenuItem[] | undefined,
): SettingsMenuEntry[] | undefined {
  const entries = (items ?? [])
    .filter((item) => !item.external && item.to.startsWith('/'))
    .map((item): SettingsMenuEntry => {
      const walletTab = WALLET_TAB_OF_SLUG[item.slug];
      return {
        slug: item.slug,
        path: item.to,
        title: item.title,
        icon: SETTINGS_MENU_ICONS[item.icon] ?? DEFAULT_SETTINGS_ICON,
        ...(walletTab === undefined ? {} : { walletTab }),
      };
    });
  return entries.length > 0 ? entries : undefined;
}

/** Whether `currentPath` is the menu item's page or below it (SPEC §2: active by prefix). */
export function isActiveSettingsItem(currentPath: string, itemPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
