import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type WithdrawalAction, withdrawalActionsFor } from './withdrawal-actions';

const ACTION_LABELS: Record<WithdrawalAction, ParseKeys<'admin'>> = {
  approve: 'withdrawals.actions.approve',
  reject: 'withdrawals.actions.reject',
  markSent: 'withdrawals.actions.markSent',
  confirm: 'withdrawals.actions.confirm',
};

interface WithdrawalStepButtonsProps {
  withdrawal: AdminWithdrawal;
  /** The step of this row under way, if any: its button spins, the others wait. */
  pendingAction: WithdrawalAction | undefined;
  onAction: (action: WithdrawalAction) => void;
}

/** The steps the row's state allows (see `withdrawalActionsFor`). */
export function WithdrawalStepButtons({
  withdrawal,
  pendingAction,
  onAction,
}: WithdrawalStepButtonsProps) {
  const { t } = useTranslation('admin');
  const actions = withdrawalActionsFor(withdrawal.status);
  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('withdrawals.noActions')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'reject' ? 'outlined' : 'contained'}
          color={action === 'reject' ? 'error' : 'primary'}
          loading={pendingAction === action}
          disabled={pendingAction !== undefined && pendingAction !== action}
          onClick={() => onAction(action)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
    </Stack>
  );
}
