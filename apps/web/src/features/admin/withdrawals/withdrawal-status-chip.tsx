import Chip, { type ChipProps } from '@mui/material/Chip';
import type { WithdrawalStatus } from '@satsino/contract/wallet';
import { useTranslation } from 'react-i18next';

/** Colours by what the state asks of an operator: waiting (warning), moving (info), done. */
const STATUS_COLORS: Record<WithdrawalStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'info',
  accepted: 'primary',
  confirmed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`withdrawalStatus.${status}`)}
    />
  );
}
