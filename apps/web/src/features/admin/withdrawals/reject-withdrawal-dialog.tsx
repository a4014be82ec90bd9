import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodedMessage, useErrorText } from '../../../i18n/error-text';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { REJECT_REASON_MAX_LENGTH, rejectReasonProblem } from './withdrawal-forms';

interface RejectWithdrawalDialogProps {
  /** The withdrawal to reject; null closes the dialog. */
  withdrawal: AdminWithdrawal | null;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the reason; settles when the server has answered. */
  onReject: (reason: string) => Promise<unknown>;
}

/** Rejecting returns the funds and tells the player why, so it asks for the reason first. */
export function RejectWithdrawalDialog({
  withdrawal,
  pending,
  onCancel,
  onReject,
}: RejectWithdrawalDialogProps) {
  const { t } = useTranslation('admin');
  const { codedText } = useErrorText();
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  // Keeps the last withdrawal while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<AdminWithdrawal | null>(withdrawal);
  const [reason, setReason] = useState('');
  const [visited, setVisited] = useState(false);
  const [serverMessage, setServerMessage] = useState<CodedMessage>();
  if (withdrawal !== null && withdrawal.id !== shown?.id) {
    setShown(withdrawal);
    setReason('');
    setVisited(false);
    setServerMessage(undefined);
  }

  const problem = rejectReasonProblem(reason);
  let message: string | undefined;
  if (serverMessage !== undefined) {
    message = codedText(serverMessage);
  } else if (visited && problem === 'missing') {
    message = t('withdrawals.rejectDialog.reasonMissing');
  } else if (problem === 'tooLong') {
    message = t('withdrawals.rejectDialog.reasonTooLong', { max: REJECT_REASON_MAX_LENGTH });
  }

  async function reject() {
    setVisited(true);
    if (problem !== undefined) {
      return;
    }
    try {
      await onReject(reason.trim());
    } catch (error) {
      // The notice already says what went wrong; a 422 also marks the field.
      if (error instanceof ApiError) {
        setServerMessage(error.firstFieldError('reason'));
      }
    }
  }

  return (
    <Dialog
      open={withdrawal !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {t('withdrawals.rejectDialog.title', { id: shown?.id ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {shown !== null &&
            t('withdrawals.rejectDialog.text', {
              amount: formatMoney(shown.amount, shown.currency, locale),
              player: shown.user_name,
            })}
        </DialogContentText>
        <TextField
          id={fieldId}
          label={t('withdrawals.rejectDialog.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setServerMessage(undefined);
          }}
          onBlur={() => setVisited(true)}
          error={message !== undefined}
          helperText={message ?? `${reason.length} / ${REJECT_REASON_MAX_LENGTH}`}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={pending}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={pending}
          disabled={problem !== undefined}
          onClick={() => void reject()}
        >
          {t('withdrawals.rejectDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
