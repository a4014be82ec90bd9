import Stack from '@mui/material/Stack';
import type { User } from '@satsino/contract/account';
import type { Currency } from '@satsino/contract/money';
import { lazy, Suspense } from 'react';
import { HeaderWallet } from '../../features/wallet/components/header-wallet';
import { WalletDialogHost } from '../../features/wallet/components/wallet-dialog-host';
import { AccountMenu } from './account-menu';

// The bonus programme's part of the deposit step; its code comes when the wallet dialog opens.
const DepositBonusPicker = lazy(async () => ({
  default: (await import('../../features/bonuses/components/deposit-bonus-picker'))
    .DepositBonusPicker,
}));

/** Features do not import each other: the app hands the cashier the bonus programme's picker. */
const depositBonus = (currency: Currency) => (
  <Suspense fallback={null}>
    <DepositBonusPicker currency={currency} />
  </Suspense>
);

interface PlayerAccountAreaProps {
  user: User;
  onLogOut: () => void;
}

/**
 * The header's right end for a logged-in player: the wallet menu with its Deposit button, the
 * account menu and the wallet dialog (SPEC §2). Guests never load this code.
 */
export function PlayerAccountArea({ user, onLogOut }: PlayerAccountAreaProps) {
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
      <HeaderWallet user={user} />
      <AccountMenu user={user} onLogOut={onLogOut} />
      <WalletDialogHost depositBonus={depositBonus} />
    </Stack>
  );
}
