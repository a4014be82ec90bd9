import { COINS } from '@satsino/contract/coins';
import {
  LIGHTNING_FEE_BUDGET_SATS,
  LIGHTNING_WITHDRAWAL_MIN_EXPIRY_SECONDS,
} from '@satsino/contract/wallet';
import {
  coinBaseUnitsToFiatMinor,
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
} from '../payments/coin-amounts.js';
import {
  type DecodedInvoice,
  decodeInvoice,
  InvoiceFormatError,
  type LightningNetwork,
} from '../payments/lightning/bolt11.js';
import { walletErrors } from './wallet.errors.js';

/** Millisatoshis have 11 decimal places of a bitcoin. */
export const MSAT_DECIMALS = COINS.BTC.decimals + 3;
export const MSAT_PER_SAT = 1000n;

/** Fiat minor units of an msat amount at `rate`, rounded up: what a payout of it costs us. */
export function msatToFiatMinorRoundedUp(amountMsat: bigint, rate: string): bigint {
  const down = coinBaseUnitsToFiatMinor(amountMsat, rate, MSAT_DECIMALS);
  return fiatMinorToCoinBaseUnits(down, rate, MSAT_DECIMALS) < amountMsat ? down + 1n : down;
}

/** BTC of an msat amount: satoshi places when it is whole satoshis, millisatoshi ones if not. */
export function btcOfMsat(amountMsat: bigint): string {
  return amountMsat % MSAT_PER_SAT === 0n
    ? formatCoinAmount(amountMsat / MSAT_PER_SAT, COINS.BTC.decimals)
    : formatCoinAmount(amountMsat, MSAT_DECIMALS);
}

export interface LightningWithdrawalQuote {
  invoice: DecodedInvoice;
  amountMsat: bigint;
  cryptoAmount: string;
  /** Taken from the balance: the invoice's value rounded up plus the fee. */
  amountMinor: bigint;
  feeMinor: bigint;
}

/**
 * Reads a pasted invoice and prices it. Refused with a coded 422: not an invoice (or a forged
 * signature), another network than the node's, no amount, or expiring before an operator can be
 * expected to approve it.
 */
export function quoteLightningWithdrawal(input: {
  paymentRequest: string;
  network: LightningNetwork;
  rate: string;
  now: Date;
}): LightningWithdrawalQuote {
  let invoice: DecodedInvoice;
  try {
    invoice = decodeInvoice(input.paymentRequest);
  } catch (error) {
    if (!(error instanceof InvoiceFormatError)) throw error;
    throw walletErrors.field('invoice', 'lightning_invoice_invalid');
  }
  if (invoice.network !== input.network) {
    throw walletErrors.field('invoice', 'lightning_wrong_network');
  }
  if (invoice.amountMsat === null) throw walletErrors.field('invoice', 'lightning_amountless');
  const secondsLeft = (invoice.expiresAt.getTime() - input.now.getTime()) / 1000;
  if (secondsLeft < LIGHTNING_WITHDRAWAL_MIN_EXPIRY_SECONDS) {
    throw walletErrors.field('invoice', 'lightning_invoice_expired');
  }
  const feeMinor = msatToFiatMinorRoundedUp(
    BigInt(LIGHTNING_FEE_BUDGET_SATS) * MSAT_PER_SAT,
    input.rate,
  );
  return {
    invoice,
    amountMsat: invoice.amountMsat,
    cryptoAmount: btcOfMsat(invoice.amountMsat),
    amountMinor: msatToFiatMinorRoundedUp(invoice.amountMsat, input.rate) + feeMinor,
    feeMinor,
  };
}
