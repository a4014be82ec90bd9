import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coinImagePath } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import type { WithdrawalRequest } from '@satsino/contract/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { cancelWithdrawal, pendingWithdrawalsQueryOptions } from '../api/wallet-api';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';
import { CoinAvatar } from './coin-avatar';
import { LoadError } from './load-error';
import { PendingSkeleton } from './pending-deposits';
import { StatusChip } from './status-chip';

interface PendingWithdrawalsProps {
  currency: Currency;
  /** In the dialog the section is left out entirely while there is nothing pending. */
  hideWhenEmpty?: boolean;
}

/** SPEC §4: the player's open withdrawals, newest first; a pending one can be cancelled. */
export function PendingWithdrawals({ currency, hideWhenEmpty = false }: PendingWithdrawalsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const withdrawals = useQuery(pendingWithdrawalsQueryOptions());

  if (hideWhenEmpty && (withdrawals.isPending || withdrawals.data?.length === 0)) {
    return null;
  }

  let content: ReactNode;
  if (withdrawals.isPending) {
    content = <PendingSkeleton />;
  } else if (withdrawals.isError) {
    content = (
      <LoadError onRetry={() => void withdrawals.refetch()} retrying={withdrawals.isFetching} />
    );
  } else if (withdrawals.data.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {t('wallet.pending.noWithdrawals')}
      </Typography>
    );
  } else {
    content = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {withdrawals.data.map((withdrawal) => (
          <PendingWithdrawalRow key={withdrawal.id} withdrawal={withdrawal} currency={currency} />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={withdrawals.isPending}>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('wallet.pending.withdrawalsTitle')}
      </Typography>
      {content}
    </Box>
  );
}

function PendingWithdrawalRow({
  withdrawal,
  currency,
}: {
  withdrawal: WithdrawalRequest;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const refreshWallet = useRefreshWallet();
  const { failureText } = useWalletText();

  // Cancelling ends the request: the player confirms it first.
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelWithdrawal(withdrawal.id),
    onSuccess: () => {
      notify(t('wallet.pending.cancelled'), 'success');
      refreshWallet();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(failureText(error), 'error');
      }
    },
  });

  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="pending-withdrawal"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
      }}
    >
      <CoinAvatar
        wallet={{ coin_image: coinImagePath(withdrawal.coin), short_code: withdrawal.coin }}
        size={28}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(withdrawal.amount, currency, locale)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(withdrawal.created_at, locale)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('wallet.pending.fee', {
            fee: formatMoney(withdrawal.fee, currency, locale),
            net: formatMoney(withdrawal.net_amount, currency, locale),
          })}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          noWrap
          title={withdrawal.wallet_address}
          sx={{ fontFamily: 'monospace' }}
        >
          {t('wallet.pending.to', { address: withdrawal.wallet_address })}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
        <StatusChip status={withdrawal.status} />
        {withdrawal.status === 'pending' && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<CloseIcon />}
            loading={cancel.isPending}
            onClick={() => setConfirming(true)}
            data-testid="cancel-withdrawal"
          >
            {t('wallet.pending.cancel')}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          title={t('wallet.pending.cancelConfirmTitle')}
          message={t('wallet.pending.cancelConfirmMessage', {
            amount: formatMoney(withdrawal.amount, currency, locale),
          })}
          confirmLabel={t('wallet.pending.cancelConfirm')}
          cancelLabel={t('wallet.pending.cancelKeep')}
          onConfirm={() => cancel.mutate()}
          onClose={() => setConfirming(false)}
          testId="cancel-withdrawal-confirm"
        />
      </Stack>
    </Paper>
  );
}
