import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The statuses of deposits, withdrawals and transactions that have words in every locale. */
const KNOWN_STATUSES = [
  'pending',
  'approved',
  'accepted',
  'confirmed',
  'completed',
  'rejected',
  'cancelled',
] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: string): status is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status);
}

const COLOR: Record<KnownStatus, 'warning' | 'info' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'info',
  accepted: 'info',
  confirmed: 'success',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** A request's or transaction's status in words and colour; an unknown status as it came. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isKnownStatus(status) ? status : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known === undefined ? 'default' : COLOR[known]}
      label={known === undefined ? status : t(`wallet.statuses.${known}`)}
      data-status={status}
    />
  );
}
