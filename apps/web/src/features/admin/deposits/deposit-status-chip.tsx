import Chip from '@mui/material/Chip';
import type { AdminDeposit } from '@satsino/contract/wallet-admin';
import { useAdminTranslation } from '../i18n/use-admin-translation';

export function DepositStatusChip({ status }: { status: AdminDeposit['status'] }) {
  const { t } = useAdminTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'confirmed' ? 'success' : 'warning'}
      label={t(`depositStatus.${status}`)}
    />
  );
}
