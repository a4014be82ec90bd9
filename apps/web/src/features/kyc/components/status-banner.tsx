import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { KycCase } from '@satsino/contract/kyc';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/** Where the verification stands, in one box above the steps. */
export function StatusBanner({ kyc }: { kyc: KycCase }) {
  const { t } = useTranslation('kyc');
  const locale = useLocale();

  switch (kyc.status) {
    case 'submitted':
      return (
        <Alert severity="info" variant="outlined" role="status">
          <AlertTitle>{t('banner.submittedTitle')}</AlertTitle>
          {t('banner.submitted', {
            date: kyc.submitted_at === null ? '' : formatDate(kyc.submitted_at, locale),
          })}
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success" variant="outlined" role="status">
          <AlertTitle>{t('banner.approvedTitle')}</AlertTitle>
          {t('banner.approved')}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error" variant="outlined" role="status">
          <AlertTitle>{t('banner.rejectedTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('banner.rejected', { reason: kyc.rejection_reason ?? '' })}
          </Typography>
          {t('banner.rejectedHelp')}
        </Alert>
      );
    default:
      return (
        <Alert severity="info" variant="outlined">
          <AlertTitle>{t('banner.startTitle')}</AlertTitle>
          {t('banner.start')}
        </Alert>
      );
  }
}
