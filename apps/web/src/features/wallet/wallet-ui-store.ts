import { DEFAULT_WALLET_TAB, type WalletTab } from './wallet-tabs';

/** SPEC §3 interface state: whether the wallet dialog is open and which tab it shows. */
export interface WalletUiState {
  open: boolean;
  tab: WalletTab;
}

export interface WalletUiStore {
  getSnapshot(): WalletUiState;
  subscribe(listener: () => void): () => void;
  /** SPEC §4: "wallet dialog is set to a value or flips" — without a value it flips. */
  setOpen(open?: boolean): void;
  setTab(tab: WalletTab): void;
  /** Opens the dialog on `tab` (the header's menu entries, the settings buttons). */
  openOn(tab: WalletTab): void;
  /** Back to closed on the default tab, e.g. when the player logs out. */
  reset(): void;
}

/**
 * The wallet dialog's state. It lives outside React because it is set from places far apart in
 * the tree (the header, the settings menu, the wallet pages), like the notification store.
 */
export function createWalletUiStore(): WalletUiStore {
  const initial: WalletUiState = { open: false, tab: DEFAULT_WALLET_TAB };
  let state = initial;
  const listeners = new Set<() => void>();

  function publish(next: WalletUiState) {
    if (next.open === state.open && next.tab === state.tab) {
      return;
    }
    state = next;
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setOpen(open) {
      publish({ ...state, open: open ?? !state.open });
    },
    setTab(tab) {
      publish({ ...state, tab });
    },
    openOn(tab) {
      publish({ open: true, tab });
    },
    reset() {
      publish(initial);
    },
  };
}
