import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SimulateDepositRequest } from '@satsino/contract/wallet-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { ConfirmActionDialog } from '../../../ui/operator/confirm-action-dialog';
import { DEPOSITS_QUERY_KEY, OPERATOR_ACTIONS_QUERY_KEY, simulateDeposit } from '../api/admin-api';
import { operatorFailureMessage } from '../operator-failure';
import {
  EMPTY_SIMULATE_DEPOSIT,
  SIMULATED_CONFIRMATIONS_MAX,
  SIMULATED_TXID_MAX_LENGTH,
  SIMULATED_TXID_MIN_LENGTH,
  type SimulateDepositField,
  type SimulateDepositValues,
  simulateDepositBody,
} from './simulate-deposit-values';

function fieldMessage(t: TFunction<'admin'>, field: SimulateDepositField): string {
  switch (field) {
    case 'address':
      return t('deposits.simulate.errors.address');
    case 'crypto_amount':
      return t('deposits.simulate.errors.amount');
    case 'confirmations':
      return t('deposits.simulate.errors.confirmations', { max: SIMULATED_CONFIRMATIONS_MAX });
    case 'txid':
      return t('deposits.simulate.errors.txid', {
        min: SIMULATED_TXID_MIN_LENGTH,
        max: SIMULATED_TXID_MAX_LENGTH,
      });
  }
}

/**
 * Sandbox only: the operator's stand-in for the chain. It may credit a player, so it asks
 * first. The deposit list refreshes with the result; the address stays filled in, since the
 * next test usually goes to the same player.
 */
export function SimulateDepositForm() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  // Messages already in the reader's language: the form shows texts it does not know as given.
  const validate = useCallback(
    (values: SimulateDepositValues): FieldMessages => {
      const parsed = simulateDepositBody(values);
      return parsed.ok
        ? {}
        : Object.fromEntries(parsed.invalid.map((field) => [field, fieldMessage(t, field)]));
    },
    [t],
  );
  const form = useForm({ initialValues: EMPTY_SIMULATE_DEPOSIT, validate });
  const [asking, setAsking] = useState<SimulateDepositRequest | null>(null);

  const simulate = useMutation({
    mutationFn: simulateDeposit,
    onSuccess: (deposit) => {
      setAsking(null);
      form.reset({ ...EMPTY_SIMULATE_DEPOSIT, address: form.values.address });
      notify(
        t('deposits.simulate.done', {
          amount: deposit.crypto_amount,
          coin: deposit.coin,
          player: deposit.user_name,
          confirmations: deposit.confirmations,
          required: deposit.required_confirmations,
        }),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      if (error instanceof ApiError) {
        form.showServerErrors(error.errors, error.codes);
      }
      notify(operatorFailureMessage(error), 'error');
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {t('deposits.simulate.title')}
      </Typography>
      <Typography
        color="text.secondary"
        variant="body2"
        sx={{ mt: 0.5, mb: 2.5, maxWidth: '70ch' }}
      >
        {t('deposits.simulate.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.submit()) {
            return;
          }
          const parsed = simulateDepositBody(form.values);
          if (parsed.ok) {
            setAsking(parsed.body);
          }
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextField
          {...form.textField('address')}
          label={t('deposits.simulate.address')}
          required
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          sx={{ gridColumn: { '@md': '1 / -1' } }}
        />
        <TextField
          {...form.textField('crypto_amount', { hint: t('deposits.simulate.amountHint') })}
          label={t('deposits.simulate.amount')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...form.textField('confirmations', { hint: t('deposits.simulate.confirmationsHint') })}
          label={t('deposits.simulate.confirmations')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.textField('txid', { hint: t('deposits.simulate.txidHint') })}
          label={t('deposits.simulate.txid')}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          sx={{ gridColumn: { '@md': '1 / -1' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!form.isValid}
          loading={simulate.isPending}
          sx={{ justifySelf: 'start' }}
        >
          {t('deposits.simulate.submit')}
        </Button>
      </Box>
      <ConfirmActionDialog
        open={asking !== null}
        title={t('deposits.simulate.confirmTitle')}
        body={t('deposits.simulate.confirmText', {
          amount: asking?.crypto_amount ?? '',
          address: asking?.address ?? '',
        })}
        confirmLabel={t('deposits.simulate.submit')}
        busy={simulate.isPending}
        onConfirm={() => {
          if (asking !== null) simulate.mutate(asking);
        }}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
