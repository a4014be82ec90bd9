import type { LightningNetwork } from './bolt11.js';

/** An invoice a backend made for a deposit. */
export interface CreatedInvoice {
  paymentRequest: string;
  /** Hex. */
  paymentHash: string;
  expiresAt: Date;
}

export type InvoiceState = 'open' | 'settled' | 'canceled';

/** A payment a backend sent: the preimage proves it. */
export interface SentPayment {
  paymentHash: string;
  preimage: string;
  feeMsat: bigint;
}

/**
 * What the cashier needs from a Lightning node (ADR 0015). The sandbox signs real BOLT #11
 * invoices on regtest with a published key and is paid by an operator's simulated payment; the
 * LND adapter speaks LND's REST API to a node the operator runs.
 */
export interface LightningBackend {
  readonly name: 'sandbox' | 'lnd';
  /** The network the node's invoices are on; a withdrawal invoice must be on the same one. */
  readonly network: LightningNetwork;
  createInvoice(input: {
    amountMsat: bigint;
    description: string;
    expirySeconds: number;
  }): Promise<CreatedInvoice>;
  /** Whether a deposit invoice was paid; the cashier polls it while the player waits. */
  invoiceState(paymentHash: string): Promise<{ state: InvoiceState; amountPaidMsat: bigint }>;
  /** Pays an invoice; throws LightningPaymentError when the network could not route it. */
  payInvoice(input: { paymentRequest: string; maxFeeMsat: bigint }): Promise<SentPayment>;
}

/** The node answered that the payment failed for good (no route, expired, already paid). */
export class LightningPaymentError extends Error {
  override name = 'LightningPaymentError';

  constructor(readonly reason: string) {
    super(`Lightning payment failed: ${reason}`);
  }
}
