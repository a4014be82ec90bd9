import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coinImagePath } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { pendingDepositsQueryOptions } from '../api/wallet-api';
import { CoinAvatar } from './coin-avatar';
import { LoadError } from './load-error';
import { StatusChip } from './status-chip';

/** SPEC §3: the player's deposit requests still waiting, newest first. */
export function PendingDeposits({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const deposits = useQuery(pendingDepositsQueryOptions());

  let content: ReactNode;
  if (deposits.isPending) {
    content = <PendingSkeleton />;
  } else if (deposits.isError) {
    content = <LoadError onRetry={() => void deposits.refetch()} retrying={deposits.isFetching} />;
  } else if (deposits.data.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {t('wallet.pending.noDeposits')}
      </Typography>
    );
  } else {
    content = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {deposits.data.map((deposit) => (
          <Paper
            key={deposit.id}
            component="li"
            variant="outlined"
            data-testid="pending-deposit"
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <CoinAvatar
              wallet={{ coin_image: coinImagePath(deposit.coin), short_code: deposit.coin }}
              size={28}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(deposit.sent_amount, currency, locale)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDate(deposit.created_at, locale)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                noWrap
                title={deposit.reference_number}
                sx={{ fontFamily: 'monospace' }}
              >
                {t('wallet.pending.reference', { reference: deposit.reference_number })}
              </Typography>
            </Box>
            <StatusChip status={deposit.status} />
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={deposits.isPending}>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('wallet.pending.depositsTitle')}
      </Typography>
      {content}
    </Box>
  );
}

export function PendingSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('common.loading')}
      </Box>
      <Stack spacing={1} aria-hidden>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    </>
  );
}
