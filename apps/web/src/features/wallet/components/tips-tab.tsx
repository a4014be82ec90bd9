import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { TIP_MAX_MINOR, TIP_MIN_MINOR, type WalletConfig } from '@satsino/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { type AmountBounds, checkAmount } from '../amount-rules';
import { sendTip } from '../api/wallet-api';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';
import { EmailVerificationNotice } from './email-verification-notice';
import { MoneyField } from './money-field';

/** The contract's longest recipient reference (a nickname or a player id). */
const RECIPIENT_MAX_LENGTH = 64;

const initialValues = { reference_number: '', sent_amount: '' };
type TipValues = typeof initialValues;

interface TipsTabProps {
  user: User;
  config: WalletConfig | undefined;
  onNavigate: () => void;
}

/** SPEC §2 tips form: an amount of the player's cash to another player, by nickname or id. */
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

  const tip = useMutation({
    mutationFn: (values: TipValues) => {
      const amount = checkAmount(values.sent_amount, bounds);
      if (!amount.ok) {
        throw new Error('the form sent an amount it had not checked');
      }
      return sendTip({
        reference_number: values.reference_number.trim(),
        sent_amount: amount.amountMinor,
      });
    },
    onSuccess: (answer) => {
      form.reset();
      setFailure(null);
      notify(
        t('wallet.tips.sent', {
          amount: formatMoney(answer.amount, currency, locale),
          recipient: answer.recipient,
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
        {/* A tip moves money in one currency, with no exchange (issue 17): said before anything
            is typed, not only as the server's refusal afterwards. */}
        <Alert severity="info" variant="outlined" data-testid="tip-currency-note">
          {t('wallet.tips.sameCurrency', { currency })}
        </Alert>
        <TextField
          {...form.textField('reference_number')}
          label={t('wallet.tips.recipient')}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 100 } }}
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
          disabled={!form.isValid}
          loading={tip.isPending}
          data-testid="tip-submit"
        >
          {t('wallet.tips.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
