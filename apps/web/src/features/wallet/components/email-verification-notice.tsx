import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { useWalletText } from '../use-wallet-text';

/**
 * SPEC §4/§8: deposits, withdrawals and tips need a verified e-mail. Shown instead of their
 * forms, with the way to a new verification link.
 */
export function EmailVerificationNotice({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { walletText } = useWalletText();

  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<MailOutline />}
      data-testid="wallet-email-not-verified"
    >
      {walletText('email_not_verified')}
      <Button
        component={Link}
        to={localizedPath('/auth/verification/resend', locale)}
        onClick={onNavigate}
        color="inherit"
        variant="outlined"
        size="small"
        sx={{ display: 'flex', width: 'fit-content', mt: 1.5 }}
      >
        {t('wallet.verify.link')}
      </Button>
    </Alert>
  );
}
