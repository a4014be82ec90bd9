import { accountBonusList } from '@satsino/contract/bonuses';
import type { CoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import {
  conversionResponse,
  cryptoInfo,
  depositRequest,
  depositRequestList,
  entityWalletsResponse,
  LIGHTNING_POLL_INTERVAL_MS,
  type LightningInvoice,
  lightningInvoice,
  lightningWithdrawalQuote,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionFilter,
  tipRecipient,
  tipResult,
  transactionsResponse,
  type WalletTransaction,
  walletConfigResponse,
  withdrawalRequest,
  withdrawalRequestList,
} from '@satsino/contract/wallet';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every wallet answer sits under this key, so one invalidation refreshes the cashier. */
export const WALLET_QUERY_KEY = ['wallet'] as const;
export const PENDING_QUERY_KEY = [...WALLET_QUERY_KEY, 'pending'] as const;
export const TRANSACTIONS_QUERY_KEY = [...WALLET_QUERY_KEY, 'transactions'] as const;

/**
 * `POST /api/user/bonuses`, read by the withdrawal form for the bonus that blocks it (SPEC §5).
 * The bonus page asks the same call under the same key, so both share one answer and one
 * invalidation; features do not import each other, the contract is their common ground.
 */
export function playerBonusesQueryOptions() {
  return queryOptions({
    queryKey: ['bonuses'] as const,
    queryFn: ({ signal }) => request('/user/bonuses', accountBonusList, { method: 'POST', signal }),
  });
}

/** Configuration changes only when the operator redeploys: kept for the visit. */
const CONFIG_STALE_TIME_MS = 10 * 60_000;
/** A player's deposit address for a coin never changes once handed out. */
const ADDRESS_STALE_TIME_MS = Number.POSITIVE_INFINITY;
/** Rates move; a conversion older than this is asked again. */
const CONVERSION_STALE_TIME_MS = 30_000;

/** `GET /api/wallet/config`: tips on or off, the on-ramp widget, the default limits. */
export function walletConfigQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'config'],
    queryFn: ({ signal }) => apiGet('/wallet/config', walletConfigResponse, { signal }),
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** `POST /api/wallet/entity/wallets`: the coins the cashier takes (SPEC §3 entity wallets). */
export function entityWalletsQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'entity-wallets'],
    queryFn: ({ signal }) =>
      request('/wallet/entity/wallets', entityWalletsResponse, { method: 'POST', signal }),
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** `POST /api/wallet/depositwallet`: the player's address and QR code for one coin. */
export function depositAddressQueryOptions(symbol: CoinSymbol) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-address', symbol],
    queryFn: ({ signal }) =>
      request('/wallet/depositwallet', cryptoInfo, {
        method: 'POST',
        body: { symbol },
        signal,
      }),
    staleTime: ADDRESS_STALE_TIME_MS,
  });
}

export interface ConversionQuery {
  coin: CoinSymbol;
  fiat: Currency;
  /** Major units as a decimal string ("100.00"), as the processor takes it. */
  fiatAmount: string;
}

/** `POST /api/coinremitterConversionRate`: how many coins a fiat amount is worth now. */
export function conversionQueryOptions({ coin, fiat, fiatAmount }: ConversionQuery) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'conversion', coin, fiat, fiatAmount],
    queryFn: ({ signal }) =>
      request('/coinremitterConversionRate', conversionResponse, {
        method: 'POST',
        body: { crypto_symbol: coin, fiat_symbol: fiat, fiat_amount: fiatAmount },
        signal,
      }),
    staleTime: CONVERSION_STALE_TIME_MS,
  });
}

/** `POST /api/wallet/pending/deposit`: the player's open deposit requests, newest first. */
export function pendingDepositsQueryOptions() {
  return queryOptions({
    queryKey: [...PENDING_QUERY_KEY, 'deposits'],
    queryFn: async ({ signal }) => {
      const list = await request('/wallet/pending/deposit', depositRequestList, {
        method: 'POST',
        signal,
      });
      return newestFirst(list);
    },
  });
}

/** `POST /api/wallet/pending/withdrawal`: the player's open withdrawals, newest first. */
export function pendingWithdrawalsQueryOptions() {
  return queryOptions({
    queryKey: [...PENDING_QUERY_KEY, 'withdrawals'],
    queryFn: async ({ signal }) => {
      const list = await request('/wallet/pending/withdrawal', withdrawalRequestList, {
        method: 'POST',
        signal,
      });
      return newestFirst(list);
    },
  });
}

/** The server sorts already; sorting here too keeps SPEC §3's "newest first" a promise. */
function newestFirst<Item extends { created_at: string; id: number }>(items: Item[]): Item[] {
  return items.toSorted(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/**
 * The transactions of one filter, a page at a time (keyset paging by `before_id`). The bonus
 * filter reads the bonus history (`/wallet/bonus/transactions`), which comes in one page.
 */
export function transactionsQueryOptions(filter: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, filter],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<WalletTransaction[]> => {
      if (filter === 'bonus') {
        const answer = await request('/wallet/bonus/transactions', transactionsResponse, {
          method: 'POST',
          signal,
        });
        return answer.transactions;
      }
      const body = pageParam === undefined ? { filter } : { filter, before_id: pageParam };
      const answer = await request('/wallet/transactions', transactionsResponse, {
        method: 'POST',
        body,
        signal,
      });
      return answer.transactions;
    },
    getNextPageParam: (lastPage) => {
      if (filter === 'bonus' || lastPage.length < TRANSACTIONS_PAGE_SIZE) {
        return undefined;
      }
      return lastPage.at(-1)?.id;
    },
  });
}

/** `POST /api/wallet/request/deposit`: tells the cashier about coins sent (tx id, amount). */
export function createDepositRequest(body: {
  entity_wallet_id: number;
  reference_number: string;
  sent_amount: number;
}) {
  return request('/wallet/request/deposit', depositRequest, {
    method: 'POST',
    body: { type: 'deposit', ...body },
  });
}

/** The same call with `type: 'tip'` sends a tip to another player (SPEC §7). */
export function sendTip(
  body: {
    reference_number: string;
    sent_amount: number;
    /** The quote shown for a recipient of another currency (issue 17). */
    quote_id?: string;
  },
  /** The same for a retry of the same tip, so a lost answer never sends it twice. */
  idempotencyKey: string,
) {
  return request('/wallet/request/deposit', tipResult, {
    method: 'POST',
    body: { type: 'tip', ...body },
    idempotencyKey,
  });
}

/** A shown quote is asked again this long before it expires, so the rate on screen holds. */
const TIP_QUOTE_REFRESH_MARGIN_MS = 10_000;

/**
 * `GET /api/wallet/tips/recipient`: who a tip would reach and, across currencies, the rate it
 * would use (issue 17). A quote is refreshed before it expires while it is on screen.
 */
export function tipRecipientQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'tip-recipient', reference],
    queryFn: ({ signal }) =>
      apiGet(
        `/wallet/tips/recipient?${new URLSearchParams({ reference_number: reference })}`,
        tipRecipient,
        { signal },
      ),
    enabled: reference !== '',
    staleTime: 0,
    refetchInterval: (query) => {
      const exchange = query.state.data?.exchange;
      if (exchange?.status !== 'quoted') return false;
      const left = Date.parse(exchange.quote.expires_at) - Date.now();
      return Math.max(left - TIP_QUOTE_REFRESH_MARGIN_MS, 1_000);
    },
  });
}

/** `POST /api/wallet/request/withdrawal`: holds the amount and queues the payout. */
export function createWithdrawal(body: {
  wallet_address: string;
  entity_wallet_id: number;
  amount: number;
}) {
  return request('/wallet/request/withdrawal', withdrawalRequest, { method: 'POST', body });
}

/** `POST /api/wallet/withdrawal/{id}/cancel`: a pending withdrawal's funds come back. */
export function cancelWithdrawal(id: number) {
  return request(`/wallet/withdrawal/${id}/cancel`, withdrawalRequest, { method: 'POST' });
}

/** `POST /api/wallet/lightning/invoice`: a BOLT #11 deposit invoice for an amount. */
export function createLightningInvoice(amount: number) {
  return request('/wallet/lightning/invoice', lightningInvoice, {
    method: 'POST',
    body: { amount },
  });
}

/**
 * `GET /api/wallet/lightning/invoice/{id}`: asked again every few seconds while the invoice
 * waits for its payment, and no more once it is paid or expired.
 */
export function lightningInvoiceQueryOptions(initial: LightningInvoice) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'lightning-invoice', initial.id],
    queryFn: ({ signal }) =>
      apiGet(`/wallet/lightning/invoice/${initial.id}`, lightningInvoice, { signal }),
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? LIGHTNING_POLL_INTERVAL_MS : false,
  });
}

/** `POST /api/wallet/lightning/withdrawal/quote`: what paying a pasted invoice would cost. */
export function quoteLightningWithdrawal(invoice: string) {
  return request('/wallet/lightning/withdrawal/quote', lightningWithdrawalQuote, {
    method: 'POST',
    body: { invoice },
  });
}

/** `POST /api/wallet/request/withdrawal/lightning`: holds the quoted amount and queues it. */
export function createLightningWithdrawal(body: { invoice: string; amount: number }) {
  return request('/wallet/request/withdrawal/lightning', withdrawalRequest, {
    method: 'POST',
    body,
  });
}
