import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../ui/use-page-title';
import { BalancesCard } from './components/balances-card';
import { EmailVerificationNotice } from './components/email-verification-notice';
import { PendingDeposits } from './components/pending-deposits';
import { PendingWithdrawals } from './components/pending-withdrawals';

/** /settings/wallet: balances, the ways into the wallet dialog, and what is still pending. */
export function WalletPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const titleId = useId();
  usePageTitle(t('wallet.page.title'));
  // The settings guard renders this page only with a user; the check keeps the types honest.
  if (user === undefined) {
    return null;
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('wallet.page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('wallet.page.intro')}
      </Typography>
      <Stack spacing={3}>
        {user.email_verified_at === null && <EmailVerificationNotice />}
        <BalancesCard user={user} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { '@': '1fr', '@md': 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PendingDeposits currency={user.currency} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PendingWithdrawals currency={user.currency} />
          </Paper>
        </Box>
      </Stack>
    </Box>
  );
}
