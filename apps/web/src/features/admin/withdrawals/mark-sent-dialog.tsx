import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodedMessage, useErrorText } from '../../../i18n/error-text';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { CopyableCode } from '../../../ui/operator/copyable-code';
import { isValidTxid, TXID_MAX_LENGTH, TXID_MIN_LENGTH } from './withdrawal-forms';

/** Who moves the coins: the operator did already (and knows the txid), or the gateway now. */
type SendMethod = 'manual' | 'gateway';

interface MarkSentDialogProps {
  /** The approved withdrawal; null closes the dialog. */
  withdrawal: AdminWithdrawal | null;
  pending: boolean;
  onCancel: () => void;
  /** Marks it sent; without a txid the payment gateway sends. Settles when the server answered. */
  onMarkSent: (txid: string | undefined) => Promise<unknown>;
}

/** An approved withdrawal goes out: with the txid of a transfer made by hand, or by the gateway. */
export function MarkSentDialog({ withdrawal, pending, onCancel, onMarkSent }: MarkSentDialogProps) {
  const { t } = useTranslation('admin');
  const { codedText } = useErrorText();
  const locale = useLocale();
  const titleId = useId();
  const methodLabelId = useId();
  // Keeps the last withdrawal while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<AdminWithdrawal | null>(withdrawal);
  const [method, setMethod] = useState<SendMethod>('manual');
  const [txid, setTxid] = useState('');
  const [visited, setVisited] = useState(false);
  const [serverMessage, setServerMessage] = useState<CodedMessage>();
  if (withdrawal !== null && withdrawal.id !== shown?.id) {
    setShown(withdrawal);
    setMethod('manual');
    setTxid('');
    setVisited(false);
    setServerMessage(undefined);
  }

  const txidValid = isValidTxid(txid);
  const canSend = method === 'gateway' || txidValid;
  let txidMessage: string | undefined;
  if (serverMessage !== undefined) {
    txidMessage = codedText(serverMessage);
  } else if (visited && !txidValid) {
    txidMessage = t('withdrawals.sentDialog.txidInvalid', {
      min: TXID_MIN_LENGTH,
      max: TXID_MAX_LENGTH,
    });
  }

  async function markSent() {
    setVisited(true);
    if (!canSend) {
      return;
    }
    try {
      await onMarkSent(method === 'manual' ? txid.trim() : undefined);
    } catch (error) {
      // The notice already says what went wrong; a 422 also marks the field.
      if (error instanceof ApiError) {
        setServerMessage(error.firstFieldError('txid'));
      }
    }
  }

  return (
    <Dialog
      open={withdrawal !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {t('withdrawals.sentDialog.title', { id: shown?.id ?? '' })}
      </DialogTitle>
      <DialogContent>
        {shown !== null && (
          <Box sx={{ mb: 2 }}>
            <DialogContentText>
              {t('withdrawals.sentDialog.text', {
                net: formatMoney(shown.net_amount, shown.currency, locale),
                coin: shown.coin,
              })}
            </DialogContentText>
            <CopyableCode
              value={shown.wallet_address}
              label={t('common.addressLabel')}
              maxWidth="100%"
            />
          </Box>
        )}
        <FormControl disabled={pending}>
          <FormLabel id={methodLabelId}>{t('withdrawals.sentDialog.how')}</FormLabel>
          <RadioGroup
            aria-labelledby={methodLabelId}
            value={method}
            onChange={(_event, value) => setMethod(value === 'gateway' ? 'gateway' : 'manual')}
          >
            <FormControlLabel
              value="manual"
              control={<Radio />}
              label={t('withdrawals.sentDialog.manual')}
            />
            <FormControlLabel
              value="gateway"
              control={<Radio />}
              label={t('withdrawals.sentDialog.gateway')}
            />
          </RadioGroup>
        </FormControl>
        {method === 'manual' ? (
          <TextField
            label={t('withdrawals.sentDialog.txid')}
            value={txid}
            onChange={(event) => {
              setTxid(event.target.value);
              setServerMessage(undefined);
            }}
            onBlur={() => setVisited(true)}
            error={txidMessage !== undefined}
            helperText={txidMessage}
            required
            fullWidth
            autoFocus
            disabled={pending}
            slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
            sx={{ mt: 2 }}
          />
        ) : (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
            {t('withdrawals.sentDialog.gatewayNote')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={pending}
          disabled={!canSend}
          onClick={() => void markSent()}
        >
          {method === 'manual'
            ? t('withdrawals.sentDialog.submit')
            : t('withdrawals.sentDialog.submitGateway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
