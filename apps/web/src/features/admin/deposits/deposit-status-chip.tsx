import Chip from '@mui/material/Chip';
import type { AdminDeposit } from '@satsino/contract/wallet-admin';
import { useTranslation } from 'react-i18next';

export function DepositStatusChip({ status }: { status: AdminDeposit['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'confirmed' ? 'success' : 'warning'}
      label={t(`depositStatus.${status}`)}
    />
  );
}
