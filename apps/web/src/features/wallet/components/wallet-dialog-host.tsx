import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../app/session/session-context';
import { useWalletLiveRefresh } from '../use-wallet-refresh';
import { useWalletUiActions, useWalletUiState } from '../wallet-ui-context';
import type { DepositBonusSlot } from './deposit-tab';

/** The dialog and its forms are a chunk of their own, loaded the first time it opens. */
const WalletDialog = lazy(async () => ({
  default: (await import('./wallet-dialog')).WalletDialog,
}));

/**
 * The one wallet dialog of the app, for logged-in players. When the session ends the dialog
 * state is reset, so the next player does not find it open on the last one's tab.
 * `depositBonus` is what the deposit step shows of the bonus programme (see DepositTab).
 */
export function WalletDialogHost({ depositBonus }: { depositBonus?: DepositBonusSlot }) {
  const { status, user } = useSession();
  const walletUi = useWalletUiActions();
  const { open } = useWalletUiState();
  // Once loaded it stays mounted, so closing it can animate.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) {
    setWanted(true);
  }
  useWalletLiveRefresh();

  useEffect(() => {
    if (status === 'guest') {
      walletUi.reset();
    }
  }, [status, walletUi]);

  if (status !== 'authenticated' || user === undefined || !wanted) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <WalletDialog user={user} depositBonus={depositBonus} />
    </Suspense>
  );
}
