import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import {
  LIGHTNING_INVOICE_MAX_LENGTH,
  type LightningWithdrawalQuote,
} from '@satsino/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { createLightningWithdrawal, quoteLightningWithdrawal } from '../api/wallet-api';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';

interface LightningWithdrawalFormProps {
  user: User;
  /** Called once the request is accepted (SPEC §4: the dialog then closes). */
  onDone: () => void;
}

/**
 * A withdrawal over Lightning: the player pastes an invoice of their wallet, the cashier reads
 * it (amount, expiry, network) and shows what it takes from the balance; the player confirms
 * that amount, and the request joins the operator's queue like any withdrawal.
 */
export function LightningWithdrawalForm({ user, onDone }: LightningWithdrawalFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const refreshWallet = useRefreshWallet();
  const { failureText, walletText } = useWalletText();
  const [invoice, setInvoice] = useState('');
  const [quote, setQuote] = useState<LightningWithdrawalQuote | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const currency = user.currency;

  const check = useMutation({
    mutationFn: (text: string) => quoteLightningWithdrawal(text),
    onSuccess: (answer) => {
      setFailure(null);
      setQuote(answer);
    },
    onError: (error) => {
      if (!isSessionFailure(error)) setFailure(failureText(error));
    },
  });
  const submit = useMutation({
    mutationFn: (confirmed: LightningWithdrawalQuote) =>
      createLightningWithdrawal({ invoice: confirmed.invoice, amount: confirmed.amount }),
    onSuccess: () => {
      notify(walletText('withdrawal_pending'), 'success');
      refreshWallet();
      onDone();
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      setQuote(undefined);
      setFailure(failureText(error));
    },
  });

  const trimmed = invoice.trim();
  return (
    <Box
      component="form"
      noValidate
      data-testid="lightning-withdrawal-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (quote !== undefined) submit.mutate(quote);
        else if (trimmed !== '') check.mutate(trimmed);
      }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('wallet.withdraw.available')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(user.w_balance, currency, locale)}
          </Typography>
        </Box>
        <TextField
          label={t('wallet.lightning.pasteInvoice')}
          value={invoice}
          onChange={(event) => {
            setInvoice(event.target.value);
            setQuote(undefined);
            setFailure(null);
          }}
          multiline
          minRows={3}
          required
          helperText={t('wallet.lightning.pasteHint')}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              spellCheck: false,
              maxLength: LIGHTNING_INVOICE_MAX_LENGTH,
              'data-testid': 'lightning-invoice-input',
            },
          }}
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.8rem' } }}
        />
        {quote !== undefined && (
          <Alert severity="info" variant="outlined" data-testid="lightning-quote">
            {t('wallet.lightning.quote', {
              amount: formatMoney(quote.amount, currency, locale),
              btc: quote.crypto_amount,
              fee: formatMoney(quote.fee, currency, locale),
            })}
          </Alert>
        )}
        {failure !== null && (
          <Alert
            severity="error"
            variant="outlined"
            onClose={() => setFailure(null)}
            data-testid="withdrawal-error"
          >
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={trimmed === ''}
          loading={check.isPending || submit.isPending}
          data-testid="lightning-withdrawal-submit"
        >
          {quote === undefined ? t('wallet.lightning.checkInvoice') : t('wallet.withdraw.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
