import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { walletConfigQueryOptions } from './api/wallet-api';
import { BuyCryptoFrame } from './components/buy-crypto-frame';
import { LoadError } from './components/load-error';
import { useWalletUiActions } from './wallet-ui-context';

/** /buy-crypto: the card on-ramp widget, or why there is none (SPEC §2 'buy crypto'). */
export function BuyCryptoPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const walletUi = useWalletUiActions();
  const config = useQuery(walletConfigQueryOptions());
  usePageTitle(t('wallet.buyCrypto.title'));

  let content: ReactNode;
  if (config.isPending) {
    content = (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('common.loading')}
        </Box>
        <Skeleton variant="rounded" height={480} aria-hidden />
      </>
    );
  } else if (config.isError) {
    content = <LoadError onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  } else if (config.data.onramp_url === null) {
    content = (
      <Paper
        variant="outlined"
        data-testid="onramp-unavailable"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CreditCardOffOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography component="h2" variant="h6">
            {t('wallet.buyCrypto.unavailableTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
            {t('wallet.buyCrypto.unavailable')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AccountBalanceWalletOutlined />}
            onClick={() => walletUi.openOn('deposits')}
          >
            {t('wallet.buyCrypto.openWallet')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = <BuyCryptoFrame url={config.data.onramp_url} height={640} />;
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography id={titleId} component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        {t('wallet.buyCrypto.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('wallet.buyCrypto.intro')}
      </Typography>
      {content}
    </Box>
  );
}
