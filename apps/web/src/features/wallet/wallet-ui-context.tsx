import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createWalletUiStore, type WalletUiState, type WalletUiStore } from './wallet-ui-store';

/**
 * The app's one wallet dialog state. It is the context's default value, so the header, the
 * settings menu and the pages share it without a provider; tests (or a second app on the page)
 * give their own store with `WalletUiProvider`.
 */
const WalletUiContext = createContext<WalletUiStore>(createWalletUiStore());

export function WalletUiProvider({
  store,
  children,
}: {
  store: WalletUiStore;
  children: ReactNode;
}) {
  return <WalletUiContext value={store}>{children}</WalletUiContext>;
}

/** The store's actions, for components that only open or switch the dialog. */
export function useWalletUiActions(): WalletUiStore {
  return useContext(WalletUiContext);
}

/** The dialog's state, re-rendering when it changes. */
export function useWalletUiState(): WalletUiState {
  const store = useContext(WalletUiContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
