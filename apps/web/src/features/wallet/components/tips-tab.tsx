import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import {
  TIP_MAX_MINOR,
  TIP_MIN_MINOR,
  type TipRecipient,
  type WalletConfig,
} from '@satsino/contract/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { parseMoneyInput } from '../../../lib/money-input';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { type AmountBounds, checkAmount } from '../amount-rules';
import { sendTip, tipRecipientQueryOptions } from '../api/wallet-api';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';
import { EmailVerificationNotice } from './email-verification-notice';
import { MoneyField } from './money-field';
import { type RecipientLookup, TipRecipientPanel } from './tip-recipient-panel';

/** The contract's longest recipient reference (a nickname or a player id). */
const RECIPIENT_MAX_LENGTH = 64;
/** The recipient is looked up once the player stops typing it for this long. */
const LOOKUP_DEBOUNCE_MS = 400;

const initialValues = { reference_number: '', sent_amount: '' };
type TipValues = typeof initialValues;

interface TipsTabProps {
  user: User;
  config: WalletConfig | undefined;
  onNavigate: () => void;
}

/**
 * SPEC §2 tips form: an amount of the player's cash to another player, by nickname or id. The
 * recipient is looked up as it is typed (issue 17): who it is, and for a player of another
 * currency the rate the tip converts at, or why it cannot be sent now, before the amount.
 */
export function TipsTab({ user, config, onNavigate }: TipsTabProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const refreshWallet = useRefreshWallet();
  const { amountProblemText, failureText } = useWalletText();
  const [failure, setFailure] = useState<string | null>(null);
  const currency = user.currency;
  const bounds: Required<AmountBounds> = {
    minMinor: config?.tip_min ?? TIP_MIN_MINOR,
    maxMinor: config?.tip_max ?? TIP_MAX_MINOR,
    balanceMinor: user.w_balance,
  };
  const { minMinor, maxMinor, balanceMinor } = bounds;

  const validate = useCallback(
    (values: TipValues): FieldMessages => {
      const messages: FieldMessages = {};
      const recipient = values.reference_number.trim();
      if (recipient === '') {
        messages.reference_number = VALIDATION_MESSAGES.required;
      } else if (recipient.length > RECIPIENT_MAX_LENGTH) {
        messages.reference_number = VALIDATION_MESSAGES.tooLong;
      }
      const amount = checkAmount(values.sent_amount, { minMinor, maxMinor, balanceMinor });
      if (!amount.ok) {
        messages.sent_amount = amountProblemText(amount.problem, 'tip', currency);
      }
      return messages;
    },
    [amountProblemText, currency, minMinor, maxMinor, balanceMinor],
  );
  const form = useForm({ initialValues, validate });

  // A reference too long to be one is not looked up: the field says what is wrong with it.
  const trimmedReference = form.values.reference_number.trim();
  const typedReference = trimmedReference.length > RECIPIENT_MAX_LENGTH ? '' : trimmedReference;
  const settledReference = useDebouncedValue(typedReference, LOOKUP_DEBOUNCE_MS);
  const recipientQuery = useQuery({
    ...tipRecipientQueryOptions(settledReference),
    enabled: settledReference !== '' && user.email_verified_at !== null,
  });
  const lookup: RecipientLookup = lookupOf(
    typedReference,
    settledReference,
    recipientQuery,
    failureText,
  );
  const exchange = lookup.state === 'found' ? lookup.answer.exchange : undefined;
  const quote = exchange?.status === 'quoted' ? exchange.quote : undefined;
  // A tip is sent only to a recipient the look-up found and can price.
  const recipientReady = lookup.state === 'found' && exchange?.status !== 'unavailable';
  const typedAmount = parseMoneyInput(form.values.sent_amount);

  const tipAttempt = useTipAttempt();
  const tip = useMutation({
    mutationFn: (values: TipValues) => {
      const amount = checkAmount(values.sent_amount, bounds);
      if (!amount.ok) {
        throw new Error('the form sent an amount it had not checked');
      }
      const reference = values.reference_number.trim();
      return sendTip(
        {
          reference_number: reference,
          sent_amount: amount.amountMinor,
          ...(quote === undefined ? {} : { quote_id: quote.id }),
        },
        tipAttempt.keyFor(`${reference}:${amount.amountMinor}`),
      );
    },
    onSuccess: (answer) => {
      tipAttempt.done();
      form.reset();
      setFailure(null);
      const amount = formatMoney(answer.amount, currency, locale);
      notify(
        answer.received_amount === undefined || answer.received_currency === undefined
          ? t('wallet.tips.sent', { amount, recipient: answer.recipient })
          : t('wallet.tips.sentConverted', {
              amount,
              recipient: answer.recipient,
              received: formatMoney(answer.received_amount, answer.received_currency, locale),
            }),
        'success',
      );
      refreshWallet();
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      if (error instanceof ApiError) {
        form.showServerErrors(error.errors, error.codes);
        // The rate moved on meanwhile: the new one is shown before the player sends again.
        if (error.codes.quote_id !== undefined) {
          void recipientQuery.refetch();
        }
      }
      setFailure(failureText(error));
    },
  });

  if (user.email_verified_at === null) {
    return <EmailVerificationNotice onNavigate={onNavigate} />;
  }

  return (
    <Box
      component="form"
      noValidate
      data-testid="tip-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.submit()) {
          tip.mutate(form.values);
        }
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('wallet.tips.intro')}
        </Typography>
        <TextField
          {...form.textField('reference_number')}
          label={t('wallet.tips.recipient')}
          required
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              spellCheck: false,
              maxLength: 100,
              'data-testid': 'tip-recipient-input',
            },
          }}
        />
        <TipRecipientPanel
          lookup={lookup}
          amountMinor={typedAmount !== undefined && typedAmount > 0 ? typedAmount : null}
        />
        <MoneyField
          {...form.textField('sent_amount', {
            hint: t('wallet.form.limits', {
              min: formatMoney(minMinor, currency, locale),
              max: formatMoney(maxMinor, currency, locale),
            }),
          })}
          currency={currency}
          required
          disabled={lookup.state === 'found' && !recipientReady}
          testId="tip-amount"
        />
        {failure !== null && (
          <Alert severity="error" variant="outlined" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!form.isValid || !recipientReady}
          loading={tip.isPending}
          data-testid="tip-submit"
        >
          {t('wallet.tips.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The look-up as the panel shows it. While the player is still typing (the typed reference is
 * not yet the one asked about), it is loading: an answer about a previous reference is not shown.
 */
function lookupOf(
  typed: string,
  settled: string,
  query: { isPending: boolean; isError: boolean; error: unknown; data: TipRecipient | undefined },
  failureText: (error: unknown) => string,
): RecipientLookup {
  if (typed === '') return { state: 'idle' };
  if (typed !== settled || query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: failureText(query.error) };
  return query.data === undefined ? { state: 'loading' } : { state: 'found', answer: query.data };
}

/**
 * The idempotency key of the tip the player is sending: kept while they send the same tip again
 * (same recipient and amount, e.g. after an answer that never came), so the server answers the
 * first one instead of sending a second; a new one once a tip went through or the form changed.
 * The quote is left out: it may be refreshed between the tries, and the key must stay.
 */
function useTipAttempt() {
  const attempt = useRef<{ content: string; key: string } | undefined>(undefined);
  return {
    keyFor(content: string): string {
      if (attempt.current?.content !== content) {
        attempt.current = { content, key: newIdempotencyKey() };
      }
      return attempt.current.key;
    },
    done() {
      attempt.current = undefined;
    },
  };
}
