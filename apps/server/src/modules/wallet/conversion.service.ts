import { COINS, isCoinSymbol } from '@satsino/contract/coins';
import { CURRENCIES, type Currency } from '@satsino/contract/money';
import { type ConversionResponse, WALLET_MESSAGES } from '@satsino/contract/wallet';
import {
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
  formatMinorUnits,
  parseFiatMajor,
} from '../payments/coin-amounts.js';
import { GatewayError, type PaymentGateway } from '../payments/payment-gateway.js';
import { walletErrors } from './wallet.errors.js';

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** The gateway's failures as the conversion messages of SPEC §8. */
function conversionFailure(error: unknown) {
  if (error instanceof GatewayError) {
    switch (error.kind) {
      case 'not_configured':
        return walletErrors.conversion(503, WALLET_MESSAGES.conversionNotConfigured);
      case 'http':
        return walletErrors.conversion(
          502,
          `${WALLET_MESSAGES.conversionApiError} ${error.status ?? 0}`,
        );
      case 'bad_response':
        return walletErrors.conversion(502, WALLET_MESSAGES.conversionBadResponse);
      case 'invalid_parameters':
        return walletErrors.conversion(422, WALLET_MESSAGES.conversionInvalid);
    }
  }
  return walletErrors.conversion(502, WALLET_MESSAGES.conversionFailed);
}

/** `POST /api/coinremitterConversionRate`: how many coins a fiat amount buys now. */
export function createConversionService(gateway: PaymentGateway) {
  return {
    async convert(body: {
      crypto_symbol?: string;
      fiat_symbol?: string;
      fiat_amount?: string | number;
    }): Promise<ConversionResponse> {
      const { crypto_symbol: crypto, fiat_symbol: fiat, fiat_amount: amount } = body;
      if (!crypto || !fiat || amount === undefined || amount === '') {
        throw walletErrors.conversion(422, WALLET_MESSAGES.conversionMissing);
      }
      const cryptoSymbol = crypto.toUpperCase();
      const fiatSymbol = fiat.toUpperCase();
      const fiatMinor = parseFiatMajor(amount);
      if (
        !isCoinSymbol(cryptoSymbol) ||
        !isCurrency(fiatSymbol) ||
        fiatMinor === null ||
        fiatMinor <= 0n
      ) {
        throw walletErrors.conversion(422, WALLET_MESSAGES.conversionInvalid);
      }
      let rate: string;
      try {
        rate = await gateway.rate({ coin: cryptoSymbol, fiat: fiatSymbol });
      } catch (error) {
        throw conversionFailure(error);
      }
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
