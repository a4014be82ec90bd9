import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Currency } from '@satsino/contract/money';
import {
  DEPOSIT_CALCULATOR_DEFAULT,
  LIGHTNING_DEPOSIT_MAX_MINOR,
  type LightningInvoice,
} from '@satsino/contract/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { checkAmount } from '../amount-rules';
import { createLightningInvoice, lightningInvoiceQueryOptions } from '../api/wallet-api';
import { formatCountdown, secondsLeft } from '../lightning-countdown';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';
import { LoadError } from './load-error';
import { MoneyField } from './money-field';
import { PaymentCode } from './payment-code';

/** SPEC §9: the QR code is at most 150 px wide. */
const TICK_MS = 1_000;

interface LightningDepositProps {
  currency: Currency;
  minMinor: number;
}

/**
 * A Lightning deposit: the amount (the calculator's, 100 to start with), then the invoice for
 * it — QR code, copy button, a countdown to its expiry — which the cashier watches until it is
 * paid and credited, or expires and can be made again.
 */
export function LightningDeposit({ currency, minMinor }: LightningDepositProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { amountProblemText, failureText } = useWalletText();
  const [amount, setAmount] = useState(String(DEPOSIT_CALCULATOR_DEFAULT));
  const [invoice, setInvoice] = useState<LightningInvoice | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const bounds = { minMinor, maxMinor: LIGHTNING_DEPOSIT_MAX_MINOR };
  const check = checkAmount(amount, bounds);

  const create = useMutation({
    mutationFn: (amountMinor: number) => createLightningInvoice(amountMinor),
    onSuccess: (created) => {
      setFailure(null);
      setInvoice(created);
    },
    onError: (error) => {
      if (!isSessionFailure(error)) setFailure(failureText(error));
    },
  });

  if (invoice !== undefined) {
    return <InvoiceView initial={invoice} onAgain={() => setInvoice(undefined)} />;
  }

  return (
    <Box
      component="form"
      noValidate
      data-testid="lightning-deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (check.ok) create.mutate(check.amountMinor);
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('wallet.lightning.depositIntro')}
        </Typography>
        <MoneyField
          currency={currency}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          error={!check.ok && amount !== ''}
          helperText={
            check.ok
              ? t('wallet.form.limits', {
                  min: formatMoney(bounds.minMinor, currency, locale),
                  max: formatMoney(bounds.maxMinor, currency, locale),
                })
              : amountProblemText(check.problem, 'deposit', currency)
          }
          testId="lightning-amount"
        />
        {failure !== null && (
          <Alert severity="error" variant="outlined" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!check.ok}
          loading={create.isPending}
          data-testid="lightning-create-invoice"
        >
          {t('wallet.lightning.createInvoice')}
        </Button>
      </Stack>
    </Box>
  );
}

function InvoiceView({ initial, onAgain }: { initial: LightningInvoice; onAgain: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const refreshWallet = useRefreshWallet();
  const { failureText } = useWalletText();
  const query = useQuery(lightningInvoiceQueryOptions(initial));
  const invoice = query.data ?? initial;
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(invoice.expires_at, now);

  useEffect(() => {
    if (invoice.status !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [invoice.status]);

  useEffect(() => {
    if (invoice.status === 'paid') {
      refreshWallet();
      notify(
        t('wallet.lightning.credited', {
          amount: formatMoney(invoice.amount, invoice.currency, locale),
        }),
        'success',
      );
    }
  }, [invoice.status, invoice.amount, invoice.currency, locale, notify, refreshWallet, t]);

  const amountText = formatMoney(invoice.amount, invoice.currency, locale);

  if (invoice.status === 'paid') {
    return (
      <Stack spacing={2} data-testid="lightning-paid">
        <Alert severity="success" variant="outlined">
          {t('wallet.lightning.credited', { amount: amountText })}
        </Alert>
        <Button variant="outlined" onClick={onAgain}>
          {t('wallet.lightning.another')}
        </Button>
      </Stack>
    );
  }
  if (invoice.status === 'expired' || left === 0) {
    return (
      <Stack spacing={2} data-testid="lightning-expired">
        <Alert severity="warning" variant="outlined">
          {t('wallet.lightning.expired')}
        </Alert>
        <Button variant="contained" onClick={onAgain}>
          {t('wallet.lightning.newInvoice')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="lightning-invoice">
      {invoice.sandbox && (
        <Alert severity="warning" variant="filled" data-testid="lightning-sandbox">
          {t('wallet.lightning.sandbox', { network: invoice.network })}
        </Alert>
      )}
      <PaymentCode
        qrCode={invoice.qr_code}
        qrAlt={t('wallet.lightning.qrAlt')}
        qrTestId="lightning-qr-code"
        code={invoice.payment_request}
        codeTestId="lightning-payment-request"
        label={t('wallet.lightning.invoiceLabel')}
        copyLabel={t('wallet.lightning.copy')}
        long
        details={
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{amountText}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('wallet.lightning.btcAmount', { amount: invoice.crypto_amount })}
              </Typography>
            </Box>
            <Chip
              size="small"
              color={left < 60 ? 'warning' : 'default'}
              label={t('wallet.lightning.expiresIn', { time: formatCountdown(left) })}
              data-testid="lightning-countdown"
              sx={{ alignSelf: 'flex-start', fontVariantNumeric: 'tabular-nums' }}
            />
          </>
        }
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        data-testid="lightning-waiting"
      >
        {t('wallet.lightning.waiting')}
      </Typography>
      {query.isError && (
        <LoadError
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          message={failureText(query.error)}
        />
      )}
    </Stack>
  );
}
