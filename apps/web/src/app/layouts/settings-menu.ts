import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { WalletTab } from '../../features/wallet/wallet-tabs';

/**
 * An entry of the settings menu (SPEC §2/§3 menu item: target path, icon, title, slug). The
 * title is a translation key; `walletTab` is the wallet tab a click on the entry selects
 * (SPEC §2: "clicking updates the wallet tab").
 */
export interface SettingsMenuItem {
  slug: string;
  /** The page's path without a locale prefix. */
  path: string;
  titleKey:
    | 'settings.profile'
    | 'settings.password'
    | 'settings.sessions'
    | 'wallet.nav.wallet'
    | 'wallet.nav.transactions';
  icon: typeof SvgIcon;
  walletTab?: WalletTab;
}

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

/** Whether `currentPath` is the menu item's page or below it (SPEC §2: active by prefix). */
export function isActiveSettingsItem(currentPath: string, itemPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
