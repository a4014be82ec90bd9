import Chip from '@mui/material/Chip';
import type { CrashChainStatus } from '@satsino/contract/crash';

/** A chain's status colours: waiting stands out, a chain in play is the good news. */
export const CHAIN_STATUS_COLOR: Record<
  CrashChainStatus,
  'default' | 'warning' | 'success' | 'info'
> = {
  scheduled: 'default',
  waiting_for_salt: 'warning',
  ready: 'info',
  in_play: 'success',
  used_up: 'default',
};

/** A chain's status as a small chip; the caller gives the translated label. */
export function ChainStatusChip({ status, label }: { status: CrashChainStatus; label: string }) {
  return (
    <Chip
      size="small"
      variant={status === 'used_up' || status === 'scheduled' ? 'outlined' : 'filled'}
      color={CHAIN_STATUS_COLOR[status]}
      label={label}
      data-testid={`chain-status-${status}`}
    />
  );
}
