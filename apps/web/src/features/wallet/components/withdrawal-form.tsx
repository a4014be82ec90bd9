import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import type { EntityWallet, WalletConfig } from '@satsino/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import type { CodedMessage } from '../../../i18n/error-text';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { moneyInputOf } from '../../../lib/money-input';
import { checkAmount } from '../amount-rules';
import { createWithdrawal } from '../api/wallet-api';
import { useRefreshWallet } from '../use-wallet-refresh';
import { useWalletText } from '../use-wallet-text';
import { browserLocalStorage, readCustomAddresses, saveCustomAddress } from '../wallet-preferences';
import { checkWithdrawal, WALLET_ADDRESS_MAX_LENGTH, withdrawalBounds } from '../withdrawal-rules';
import { ConversionResult } from './conversion-result';
import { MoneyField } from './money-field';

type Field = 'wallet_address' | 'amount';

interface WithdrawalFormProps {
  wallet: EntityWallet;
  user: User;
  config: WalletConfig | undefined;
  /** An active bonus blocks withdrawals (SPEC §5); the tab says why above the form. */
  bonusBlocked?: boolean;
  /** Called once the request is accepted (SPEC §4: the dialog then closes). */
  onDone: () => void;
}

/**
 * SPEC §2/§5 withdrawal, step 2: the receiving address (optionally the player's own, remembered
 * per coin on this device) and the amount between the wallet's limits and the cash balance.
 * Submitting is possible only once both are right; the server has the last word.
 */
export function WithdrawalForm({
  wallet,
  user,
  config,
  bonusBlocked = false,
  onDone,
}: WithdrawalFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const refreshWallet = useRefreshWallet();
  const { amountProblemText, codedText, failureText, walletText } = useWalletText();
  const storage = useMemo(browserLocalStorage, []);
  const savedAddress = useMemo(
    () => readCustomAddresses(storage)[wallet.short_code],
    [storage, wallet.short_code],
  );
  const addressId = useId();
  const amountId = useId();
  const currency = user.currency;

  const [useCustom, setUseCustom] = useState(savedAddress !== undefined);
  const [address, setAddress] = useState(savedAddress ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, CodedMessage>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const bounds = withdrawalBounds(wallet, config, user.w_balance);
  const check = checkWithdrawal({ wallet_address: address, amount }, bounds);
  const amountCheck = checkAmount(amount, bounds);
  const shows = (field: Field) => submitted || touched.has(field);

  function addressError(): string | undefined {
    const server = serverErrors.wallet_address;
    if (server !== undefined) {
      return codedText(server);
    }
    const problem = check.problems.wallet_address;
    if (problem === undefined || !shows('wallet_address')) {
      return undefined;
    }
    return walletText(problem.kind === 'required' ? 'required' : 'too_long');
  }

  function amountError(): string | undefined {
    const server = serverErrors.amount;
    if (server !== undefined) {
      return codedText(server);
    }
    const problem = check.problems.amount;
    if (problem === undefined || !shows('amount')) {
      return undefined;
    }
    return amountProblemText(problem, 'withdrawal', currency);
  }

  const submit = useMutation({
    mutationFn: (request: { wallet_address: string; amountMinor: number }) =>
      createWithdrawal({
        wallet_address: request.wallet_address,
        entity_wallet_id: wallet.id,
        amount: request.amountMinor,
      }),
    onSuccess: (_answer, request) => {
      if (useCustom) {
        saveCustomAddress(storage, wallet.short_code, request.wallet_address);
      }
      notify(walletText('withdrawal_pending'), 'success');
      refreshWallet();
      onDone();
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      if (error instanceof ApiError) {
        setServerErrors({
          wallet_address: error.firstFieldError('wallet_address'),
          amount: error.firstFieldError('amount'),
        });
      }
      setFailure(failureText(error));
    },
  });

  const addressText = addressError();
  const amountText = amountError();
  const maxMinor = Math.min(bounds.maxMinor, bounds.balanceMinor);

  return (
    <Box
      component="form"
      noValidate
      data-testid="withdrawal-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (check.request !== undefined && !bonusBlocked) {
          setFailure(null);
          submit.mutate(check.request);
        }
      }}
    >
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('wallet.withdraw.available')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(user.w_balance, currency, locale)}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={useCustom}
              onChange={(_event, checked) => {
                setUseCustom(checked);
                if (checked && savedAddress !== undefined && address.trim() === '') {
                  setAddress(savedAddress);
                }
              }}
            />
          }
          label={t('wallet.withdraw.useCustom')}
        />
        <TextField
          id={addressId}
          label={t('wallet.withdraw.address', { coin: wallet.short_code })}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setServerErrors(({ wallet_address: _cleared, ...rest }) => rest);
          }}
          onBlur={() => setTouched((current) => new Set(current).add('wallet_address'))}
          required
          error={addressText !== undefined}
          helperText={
            addressText ??
            (useCustom ? t('wallet.withdraw.customHint', { coin: wallet.short_code }) : undefined)
          }
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              spellCheck: false,
              maxLength: WALLET_ADDRESS_MAX_LENGTH + 32,
              'data-testid': 'withdrawal-address',
            },
          }}
          sx={{ '& input': { fontFamily: 'monospace' } }}
        />
        <MoneyField
          id={amountId}
          currency={currency}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setServerErrors(({ amount: _cleared, ...rest }) => rest);
          }}
          onBlur={() => setTouched((current) => new Set(current).add('amount'))}
          required
          error={amountText !== undefined}
          helperText={
            amountText ??
            t('wallet.form.limits', {
              min: formatMoney(bounds.minMinor, currency, locale),
              max: formatMoney(bounds.maxMinor, currency, locale),
            })
          }
          testId="withdrawal-amount"
          endAdornment={
            <Button
              size="small"
              disabled={maxMinor < bounds.minMinor}
              onClick={() => setAmount(moneyInputOf(maxMinor))}
              aria-label={t('wallet.form.useMax')}
            >
              {t('wallet.form.max')}
            </Button>
          }
        />
        {amountCheck.ok && (
          <ConversionResult
            coin={wallet.short_code}
            currency={currency}
            amountMinor={amountCheck.amountMinor}
            label={t('wallet.withdraw.estimate')}
          />
        )}
        <Alert severity="info" variant="outlined">
          {t('wallet.withdraw.fee', { fee: wallet.withdrawal_fee, coin: wallet.short_code })}{' '}
          {t('wallet.withdraw.note')}
        </Alert>
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
          disabled={check.request === undefined || bonusBlocked}
          loading={submit.isPending}
          data-testid="withdrawal-submit"
        >
          {t('wallet.withdraw.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
