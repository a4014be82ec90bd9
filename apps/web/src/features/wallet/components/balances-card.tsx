import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { walletConfigQueryOptions } from '../api/wallet-api';
import { walletBalancesOf } from '../wallet-balances';
import { useWalletUiActions } from '../wallet-ui-context';

/** The player's balances and the ways to move money, on the wallet settings page. */
export function BalancesCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const walletUi = useWalletUiActions();
  const titleId = useId();
  const config = useQuery(walletConfigQueryOptions());
  const balances = walletBalancesOf(user);
  const tiles = [
    {
      key: 'cash',
      label: t('wallet.menu.balance'),
      amountMinor: user.w_balance,
      inPlay: !balances.bonusInPlay,
    },
    {
      key: 'bonus',
      label: t('wallet.menu.bonusBalance'),
      amountMinor: user.w_bonus_balance,
      inPlay: balances.bonusInPlay,
    },
  ];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 2 }}>
        {t('wallet.page.balancesTitle')}
      </Typography>
      <Box
        component="dl"
        aria-live="polite"
        sx={{
          m: 0,
          mb: 3,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile.key}
            data-testid={`wallet-page-${tile.key}`}
            sx={{
              p: 2,
              borderRadius: 1,
              border: 1,
              borderColor: tile.inPlay && tile.key === 'bonus' ? 'warning.main' : 'divider',
              bgcolor: 'background.default',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                mt: 0.5,
                fontSize: '1.5rem',
                fontWeight: 800,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
                color: tile.inPlay && tile.key === 'bonus' ? 'warning.main' : 'text.primary',
              }}
            >
              {formatMoney(tile.amountMinor, user.currency, locale)}
            </Typography>
            {tile.inPlay && (
              <Typography
                component="dd"
                variant="caption"
                color={tile.key === 'bonus' ? 'warning.main' : 'text.secondary'}
                sx={{ m: 0 }}
              >
                {t('wallet.page.inPlay')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          onClick={() => walletUi.openOn('deposits')}
          data-testid="wallet-page-deposit"
        >
          {t('wallet.menu.deposit')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlined />}
          onClick={() => walletUi.openOn('withdraw')}
          data-testid="wallet-page-withdraw"
        >
          {t('wallet.menu.withdraw')}
        </Button>
        {config.data?.onramp_url && (
          <Button
            variant="text"
            startIcon={<CreditCardOutlined />}
            component={Link}
            to={localizedPath('/buy-crypto', locale)}
          >
            {t('wallet.nav.buyCrypto')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
