import type { WalletConfig } from '@satsino/contract/wallet';

/** The wallet dialog's tabs (SPEC §2), by their slug, which is also their element id. */
export const WALLET_TAB_SLUGS = {
  deposits: 'tab-wallets-deposits',
  withdraw: 'tab-wallets-withdraw',
  tips: 'tab-wallets-tips',
  buyCrypto: 'tab-wallets-buy-crypto',
} as const;

export type WalletTab = keyof typeof WALLET_TAB_SLUGS;

/** SPEC §3 interface state: the wallet tab is deposits unless something chose another. */
export const DEFAULT_WALLET_TAB: WalletTab = 'deposits';

/** The menu order of the tabs. */
export const WALLET_TABS: readonly WalletTab[] = ['deposits', 'withdraw', 'tips', 'buyCrypto'];

/**
 * The tabs this cashier offers: tips only while the operator has them on, buy crypto only when
 * an on-ramp widget is configured. Without the configuration (still loading, or failed) the two
 * optional tabs stay hidden rather than appear and vanish.
 */
export function availableWalletTabs(config: WalletConfig | undefined): WalletTab[] {
  return WALLET_TABS.filter((tab) => {
    if (tab === 'tips') {
      return config?.tips_enabled === true;
    }
    if (tab === 'buyCrypto') {
      return config !== undefined && config.onramp_url !== null;
    }
    return true;
  });
}

/** The tab to show: the chosen one when it is offered, else the default. */
export function shownWalletTab(chosen: WalletTab, available: readonly WalletTab[]): WalletTab {
  return available.includes(chosen) ? chosen : DEFAULT_WALLET_TAB;
}
