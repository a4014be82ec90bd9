import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CURRENCY_SYMBOLS, type Currency } from '@satsino/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MoneyFieldProps = Omit<TextFieldProps, 'slotProps' | 'label'> & {
  currency: Currency;
  /** Something at the end of the field, such as a "Max" button. */
  endAdornment?: ReactNode;
  testId?: string;
};

/**
 * An amount of the player's account currency, typed as text ("25" or "25.50") and read without
 * floats by money-input.ts: labelled with the currency, its symbol in front, a decimal keypad.
 */
export function MoneyField({ currency, endAdornment, testId, ...field }: MoneyFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('wallet.form.amountIn', { currency })}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">{CURRENCY_SYMBOLS[currency]}</InputAdornment>
          ),
          endAdornment:
            endAdornment === undefined ? undefined : (
              <InputAdornment position="end">{endAdornment}</InputAdornment>
            ),
        },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId },
      }}
    />
  );
}
