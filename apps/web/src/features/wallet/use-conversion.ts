import type { CoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { majorAmountOf } from '../../lib/money-input';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { conversionQueryOptions } from './api/wallet-api';

/** Typing pauses this long before the rate is asked for. */
const CONVERSION_DEBOUNCE_MS = 400;

/**
 * The coins `amountMinor` of the account currency buy now, asked once typing settles. No call
 * while the amount is not valid (`undefined`).
 */
export function useConversion(coin: CoinSymbol, fiat: Currency, amountMinor: number | undefined) {
  const settled = useDebouncedValue(amountMinor, CONVERSION_DEBOUNCE_MS);
  const query = useQuery({
    ...conversionQueryOptions({ coin, fiat, fiatAmount: majorAmountOf(settled ?? 0) }),
    enabled: settled !== undefined,
    // The last figure stays while the next is asked, so the number does not blink per key.
    placeholderData: keepPreviousData,
  });
  return {
    query,
    /** Typing has not settled yet, or the answer is on its way. */
    updating: settled !== amountMinor || query.isFetching,
    active: amountMinor !== undefined,
  };
}
