import { COINS, isCoinSymbol } from '@satsino/contract/coins';
import { CURRENCIES, type Currency } from '@satsino/contract/money';
import type { ConversionResponse } from '@satsino/contract/wallet';
import {
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
  formatMinorUnits,
  parseFiatMajor,
} from '../payments/coin-amounts.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { callGateway, walletErrors } from './wallet.errors.js';

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** `POST /api/coinremitterConversionRate`: how many coins a fiat amount buys now. */
export function createConversionService(gateway: PaymentGateway) {
  return {
    async convert(body: {
      crypto_symbol?: string;
      fiat_symbol?: string;
      fiat_amount?: string | number;
    }): Promise<ConversionResponse> {
      const { crypto_symbol: crypto, fiat_symbol: fiat, fiat_amount: amount } = body;
      const missing = Object.entries({
        crypto_symbol: crypto,
        fiat_symbol: fiat,
        fiat_amount: amount,
      }).flatMap(([field, value]) => (value === undefined || value === '' ? [field] : []));
      if (!crypto || !fiat || amount === undefined || missing.length > 0) {
        throw walletErrors.conversionMissing(missing);
      }
      const cryptoSymbol = crypto.toUpperCase();
      const fiatSymbol = fiat.toUpperCase();
      const fiatMinor = parseFiatMajor(amount);
      const invalid = [
        ...(isCoinSymbol(cryptoSymbol) ? [] : ['crypto_symbol']),
        ...(isCurrency(fiatSymbol) ? [] : ['fiat_symbol']),
        ...(fiatMinor === null || fiatMinor <= 0n ? ['fiat_amount'] : []),
      ];
      if (!isCoinSymbol(cryptoSymbol) || !isCurrency(fiatSymbol) || fiatMinor === null) {
        throw walletErrors.conversionInvalid(invalid);
      }
      if (invalid.length > 0) throw walletErrors.conversionInvalid(invalid);
      const rate = await callGateway(() => gateway.rate({ coin: cryptoSymbol, fiat: fiatSymbol }));
      const { decimals } = COINS[cryptoSymbol];
      return {
        success: true,
        data: {
          crypto_symbol: cryptoSymbol,
          fiat_symbol: fiatSymbol,
          fiat_amount: formatMinorUnits(fiatMinor),
          crypto_amount: formatCoinAmount(
            fiatMinorToCoinBaseUnits(fiatMinor, rate, decimals),
            decimals,
          ),
          rate,
        },
      };
    },
  };
}
export type ConversionService = ReturnType<typeof createConversionService>;
