import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import type { TipQuote, TipRecipient } from '@satsino/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { formatExactMoney, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/**
 * What the recipient gets for `amountMinor` at the quote's rate, rounded down to the cent: the
 * server's own computation (ADR 0023), in exact integers.
 */
export function convertAtQuote(amountMinor: number, quote: TipQuote): number {
  return Number(
    (BigInt(amountMinor) * BigInt(quote.rate_numerator)) / BigInt(quote.rate_denominator),
  );
}

/** Places of the rate shown: cut, never rounded up, so the rate on screen never promises more. */
const RATE_PLACES = 4;

/** The quote's rate cut to RATE_PLACES ("1.081665" → 1.0816). */
function shownRate(quote: TipQuote): number {
  const [whole, fraction = ''] = quote.rate.split('.');
  return Number(`${whole}.${fraction.slice(0, RATE_PLACES).padEnd(1, '0')}`);
}

/** Where the look-up of the typed recipient stands. */
export type RecipientLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'found'; answer: TipRecipient };

interface TipRecipientPanelProps {
  lookup: RecipientLookup;
  /** The typed amount when it is a valid one, in the sender's minor units. */
  amountMinor: number | null;
}

/**
 * Who a tip goes to, said before the amount is typed (issue 17): the masked name and currency,
 * and across currencies the rate that will be used and what the recipient gets for the amount as
 * it is typed — or why no tip to this player can be sent now.
 */
export function TipRecipientPanel({ lookup, amountMinor }: TipRecipientPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { codedText } = useErrorText();

  switch (lookup.state) {
    case 'idle':
      return (
        <Typography variant="body2" color="text.secondary" data-testid="tip-recipient-hint">
          {t('wallet.tips.lookupHint')}
        </Typography>
      );
    case 'loading':
      return (
        <Stack direction="row" spacing={1} alignItems="center" data-testid="tip-recipient-loading">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('wallet.tips.lookingUp')}
          </Typography>
        </Stack>
      );
    case 'failed':
      return (
        <Alert severity="error" variant="outlined" data-testid="tip-recipient-error">
          {lookup.message}
        </Alert>
      );
    case 'found':
      break;
  }

  const { recipient, exchange } = lookup.answer;
  const name = recipient.masked_name;
  const currency = recipient.currency;
  if (exchange.status === 'same_currency') {
    return (
      <Alert severity="info" variant="outlined" data-testid="tip-recipient">
        {t('wallet.tips.recipientSame', { name, currency })}
      </Alert>
    );
  }
  if (exchange.status === 'unavailable') {
    return (
      <Alert severity="warning" variant="outlined" data-testid="tip-recipient-unavailable">
        {t('wallet.tips.unavailable', {
          name,
          currency,
          reason: codedText({ code: exchange.code, message: exchange.message }),
        })}
      </Alert>
    );
  }

  const { quote } = exchange;
  const rate = t('wallet.tips.rate', {
    from: formatMoney(MINOR_UNITS_PER_MAJOR, quote.from_currency, locale),
    to: formatExactMoney(shownRate(quote) * MINOR_UNITS_PER_MAJOR, quote.to_currency, locale),
  });
  return (
    <Alert severity="info" variant="outlined" data-testid="tip-recipient">
      <Stack spacing={0.5}>
        <span>{t('wallet.tips.recipientOther', { name, currency })}</span>
        <Typography component="span" variant="body2" fontWeight={600} data-testid="tip-rate">
          {rate}
        </Typography>
        <span data-testid="tip-receives">
          {amountMinor === null
            ? t('wallet.tips.receivesHint', { name })
            : t('wallet.tips.receives', {
                name,
                amount: formatMoney(convertAtQuote(amountMinor, quote), currency, locale),
              })}
        </span>
        <Typography component="span" variant="caption" color="text.secondary">
          {t('wallet.tips.roundingNote')}
        </Typography>
      </Stack>
    </Alert>
  );
}
