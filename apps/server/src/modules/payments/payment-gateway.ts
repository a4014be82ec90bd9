import type { CoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';

/** An on-chain transfer to one of our deposit addresses, as a gateway reports it. */
export interface IncomingTransfer {
  coin: CoinSymbol;
  address: string;
  txid: string;
  /** The output (vout / log index) of the transaction that paid the address. */
  outputIndex: number;
  /** Decimal coin units, e.g. "0.00150000". */
  cryptoAmount: string;
  confirmations: number;
}

export interface DepositAddress {
  address: string;
  /** The processor's own id for the address, when it has one. */
  externalId?: string;
}

export interface SentWithdrawal {
  txid: string;
}

/**
 * What the cashier needs from a payment processor (DESIGN §7). The `sandbox` adapter derives
 * addresses locally and never touches a chain; real processors (CoinRemitter) call their API.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'coinremitter';
  /**
   * A new deposit address of the coin for a player. `index` is the next unused derivation index
   * of the coin, handed out and stored by the caller; processors that make their own addresses
   * ignore it.
   */
  createDepositAddress(input: {
    coin: CoinSymbol;
    userId: number;
    index: number;
  }): Promise<DepositAddress>;
  /** Price of one coin in the fiat currency, as a decimal string ("64250.5"). */
  rate(input: { coin: CoinSymbol; fiat: Currency }): Promise<string>;
  /** Sends coins out; answers the transaction id. */
  sendWithdrawal(input: {
    coin: CoinSymbol;
    address: string;
    cryptoAmount: string;
    /** Our withdrawal reference, for the processor's records and idempotency. */
    reference: string;
  }): Promise<SentWithdrawal>;
}

/** A gateway failure the player should see as the spec's conversion messages. */
export class GatewayError extends Error {
  override name = 'GatewayError';

  constructor(
    readonly kind: 'not_configured' | 'http' | 'bad_response' | 'invalid_parameters',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
