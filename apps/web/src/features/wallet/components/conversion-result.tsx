import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoinSymbol } from '@satsino/contract/coins';
import { CURRENCY_SYMBOLS, type Currency } from '@satsino/contract/money';
import { useTranslation } from 'react-i18next';
import { useConversion } from '../use-conversion';
import { useWalletText } from '../use-wallet-text';

interface ConversionResultProps {
  coin: CoinSymbol;
  currency: Currency;
  /** The fiat amount in minor units; nothing is asked while it is `undefined`. */
  amountMinor: number | undefined;
  label: string;
}

/**
 * The live figure of a conversion. Coin amounts are shown as the server's decimal strings:
 * turning them into floats would round away the satoshis.
 */
export function ConversionResult({ coin, currency, amountMinor, label }: ConversionResultProps) {
  const { t } = useTranslation();
  const { failureText } = useWalletText();
  const { query, updating, active } = useConversion(coin, currency, amountMinor);

  let figure: string;
  if (!active) {
    figure = '—';
  } else if (query.data !== undefined) {
    // The answer's own symbol: while another coin's figure is kept, it names that coin.
    figure = `${query.data.data.crypto_amount} ${query.data.data.crypto_symbol}`;
  } else {
    figure = '…';
  }

  return (
    <Box aria-live="polite" aria-busy={active && updating} data-testid="conversion-result">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          sx={{
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
            opacity: active && updating ? 0.6 : 1,
          }}
        >
          {figure}
        </Typography>
        {active && updating && (
          <CircularProgress size={14} aria-label={t('wallet.calculator.converting')} />
        )}
      </Stack>
      {active && query.data !== undefined && !query.isError && (
        <Typography variant="caption" color="text.secondary">
          {t('wallet.calculator.rate', {
            coin: query.data.data.crypto_symbol,
            rate: `${CURRENCY_SYMBOLS[currency]}${query.data.data.rate}`,
          })}
        </Typography>
      )}
      {active && query.isError && !updating && (
        <Typography variant="caption" color="error" role="alert">
          {failureText(query.error)}
        </Typography>
      )}
    </Box>
  );
}
