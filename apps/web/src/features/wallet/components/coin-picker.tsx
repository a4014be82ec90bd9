import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { EntityWallet } from '@satsino/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { entityWalletsQueryOptions } from '../api/wallet-api';
import { CoinAvatar } from './coin-avatar';
import { LoadError } from './load-error';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

const gridSx = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 120px), 1fr))',
} as const;

interface CoinPickerProps {
  /** Withdrawals list only the coins that allow them (SPEC §5). */
  purpose: 'deposit' | 'withdrawal';
  selected?: EntityWallet | undefined;
  onPick: (wallet: EntityWallet) => void;
}

/** Step 1 of both steppers: the cashier's coins as a grid of buttons with their icons. */
export function CoinPicker({ purpose, selected, onPick }: CoinPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const wallets = useQuery(entityWalletsQueryOptions());

  if (wallets.isPending) {
    return (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('common.loading')}
        </Box>
        <Box sx={gridSx} aria-hidden>
          {PLACEHOLDERS.map((key) => (
            <Skeleton key={key} variant="rounded" height={64} />
          ))}
        </Box>
      </>
    );
  }
  if (wallets.isError) {
    return <LoadError onRetry={() => void wallets.refetch()} retrying={wallets.isFetching} />;
  }
  const offered =
    purpose === 'withdrawal'
      ? wallets.data.filter((wallet) => wallet.allow_withdrawals === 1)
      : wallets.data;
  if (offered.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {purpose === 'withdrawal' ? t('wallet.coins.noneForWithdrawal') : t('wallet.coins.none')}
      </Typography>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('wallet.coins.pickTitle')}
      </Typography>
      <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
        {offered.map((wallet) => {
          const active = selected?.id === wallet.id;
          return (
            <li key={wallet.id}>
              <ButtonBase
                onClick={() => onPick(wallet)}
                aria-pressed={active}
                data-testid={`coin-${wallet.short_code}`}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: 1.25,
                  p: 1.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'action.selected' : 'transparent',
                  textAlign: 'left',
                  transition: (theme) => theme.transitions.create(['border-color', 'background']),
                  '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                }}
              >
                <CoinAvatar wallet={wallet} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                    {wallet.short_code}
                  </Typography>
                  {/* The whole name wraps, never cut ("Tether (TRC…" at 390 px, issue 17). */}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    data-testid="coin-name"
                    sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
                  >
                    {wallet.name}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
