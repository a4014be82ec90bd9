import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Currency } from '@satsino/contract/money';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import type { EntityWallet } from '@satsino/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { checkAmount } from '../amount-rules';
import { createDepositRequest, PENDING_QUERY_KEY } from '../api/wallet-api';
import { useWalletText } from '../use-wallet-text';
import { MoneyField } from './money-field';

/** The contract's longest reference (a transaction id). */
const REFERENCE_MAX_LENGTH = 128;

const initialValues = { reference_number: '', sent_amount: '' };
type DepositRequestValues = typeof initialValues;

interface DepositRequestFormProps {
  wallet: EntityWallet;
  currency: Currency;
  minMinor: number;
}

/**
 * SPEC §7 deposit request: the player tells the cashier about coins sent (the transaction id
 * and the amount), which speeds up matching; the request then shows in the pending list.
 */
export function DepositRequestForm({ wallet, currency, minMinor }: DepositRequestFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { amountProblemText, failureText } = useWalletText();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const validate = useCallback(
    (values: DepositRequestValues): FieldMessages => {
      const messages: FieldMessages = {};
      const reference = values.reference_number.trim();
      if (reference === '') {
        messages.reference_number = VALIDATION_MESSAGES.required;
      } else if (reference.length > REFERENCE_MAX_LENGTH) {
        messages.reference_number = VALIDATION_MESSAGES.tooLong;
      }
      const amount = checkAmount(values.sent_amount, { minMinor });
      if (!amount.ok) {
        messages.sent_amount = amountProblemText(amount.problem, 'deposit', currency);
      }
      return messages;
    },
    [amountProblemText, currency, minMinor],
  );
  const form = useForm({ initialValues, validate });

  const send = useMutation({
    mutationFn: (values: DepositRequestValues) => {
      const amount = checkAmount(values.sent_amount, { minMinor });
      if (!amount.ok) {
        throw new Error('the form sent an amount it had not checked');
      }
      return createDepositRequest({
        entity_wallet_id: wallet.id,
        reference_number: values.reference_number.trim(),
        sent_amount: amount.amountMinor,
      });
    },
    onSuccess: () => {
      form.reset();
      setFailure(null);
      notify(t('wallet.depositRequest.sent'), 'success');
      void queryClient.invalidateQueries({ queryKey: PENDING_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      if (error instanceof ApiError) {
        form.showServerErrors(error.errors, error.codes);
      }
      setFailure(failureText(error));
    },
  });

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2">
        {t('wallet.depositRequest.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('wallet.depositRequest.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) {
            send.mutate(form.values);
          }
        }}
      >
        <Stack spacing={2}>
          <TextField
            {...form.textField('reference_number')}
            label={t('wallet.depositRequest.reference')}
            size="small"
            required
            slotProps={{
              htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 200 },
            }}
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
          <MoneyField
            {...form.textField('sent_amount')}
            currency={currency}
            size="small"
            required
          />
          {failure !== null && (
            <Alert severity="error" variant="outlined" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          <Button
            type="submit"
            variant="outlined"
            disabled={!form.isValid}
            loading={send.isPending}
            data-testid="deposit-request-submit"
          >
            {t('wallet.depositRequest.submit')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
