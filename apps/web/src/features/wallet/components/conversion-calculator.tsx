import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Currency } from '@satsino/contract/money';
import { DEPOSIT_CALCULATOR_DEFAULT, type EntityWallet } from '@satsino/contract/wallet';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '../amount-rules';
import { useWalletText } from '../use-wallet-text';
import { ConversionResult } from './conversion-result';
import { MoneyField } from './money-field';

interface ConversionCalculatorProps {
  wallet: EntityWallet;
  currency: Currency;
  /** SPEC §5/§9: the deposit minimum, also the calculator's floor. */
  minMinor: number;
}

/** SPEC §2 amount calculator: a fiat amount (100 to start) and what it is in the coin now. */
export function ConversionCalculator({ wallet, currency, minMinor }: ConversionCalculatorProps) {
  const { t } = useTranslation();
  const { amountProblemText } = useWalletText();
  const titleId = useId();
  const [text, setText] = useState(String(DEPOSIT_CALCULATOR_DEFAULT));
  const check = checkAmount(text, { minMinor });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, bgcolor: 'transparent' }}
    >
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('wallet.calculator.title')}
      </Typography>
      <Stack spacing={1.5}>
        <MoneyField
          currency={currency}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!check.ok}
          helperText={check.ok ? undefined : amountProblemText(check.problem, 'deposit', currency)}
          size="small"
          data-testid="deposit-calculator-amount"
        />
        <ConversionResult
          coin={wallet.short_code}
          currency={currency}
          amountMinor={check.ok ? check.amountMinor : undefined}
          label={t('wallet.calculator.youSend')}
        />
        <Typography variant="caption" color="text.secondary">
          {t('wallet.calculator.hint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
