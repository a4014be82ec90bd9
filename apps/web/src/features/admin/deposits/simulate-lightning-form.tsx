import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIGHTNING_INVOICE_MAX_LENGTH } from '@satsino/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ConfirmActionDialog } from '../../../ui/operator/confirm-action-dialog';
import { OPERATOR_ACTIONS_QUERY_KEY, simulateLightningPayment } from '../api/admin-api';
import { operatorFailureMessage } from '../operator-failure';

/**
 * Sandbox Lightning node only: the operator's stand-in for a player's Lightning wallet. Paying
 * credits the player, so it asks first. Paying an invoice twice credits it once; the player's
 * cashier shows it paid by itself.
 */
export function SimulateLightningForm() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [invoice, setInvoice] = useState('');
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const trimmed = invoice.trim();
  const missing = touched && trimmed === '';

  const pay = useMutation({
    mutationFn: simulateLightningPayment,
    onSuccess: (paid) => {
      setAsking(false);
      setInvoice('');
      setTouched(false);
      notify(
        t('deposits.lightning.done', { amount: formatMoney(paid.amount, paid.currency, locale) }),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (!isSessionFailure(error)) notify(operatorFailureMessage(error), 'error');
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
        {t('deposits.lightning.title')}
      </Typography>
      <Typography
        color="text.secondary"
        variant="body2"
        sx={{ mt: 0.5, mb: 2.5, maxWidth: '70ch' }}
      >
        {t('deposits.lightning.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (trimmed !== '') setAsking(true);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label={t('deposits.lightning.invoice')}
          value={invoice}
          onChange={(event) => setInvoice(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          error={missing}
          helperText={missing ? t('deposits.lightning.required') : undefined}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              maxLength: LIGHTNING_INVOICE_MAX_LENGTH,
              sx: { fontFamily: 'monospace' },
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={pay.isPending}
          sx={{ justifySelf: 'start' }}
        >
          {t('deposits.lightning.submit')}
        </Button>
      </Box>
      <ConfirmActionDialog
        open={asking}
        title={t('deposits.lightning.confirmTitle')}
        body={t('deposits.lightning.confirmText')}
        confirmLabel={t('deposits.lightning.submit')}
        busy={pay.isPending}
        onConfirm={() => pay.mutate(trimmed)}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
