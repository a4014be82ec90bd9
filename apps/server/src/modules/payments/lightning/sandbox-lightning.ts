import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { decodeInvoice, encodeInvoice } from './bolt11.js';
import type { LightningBackend } from './lightning-backend.js';

/**
 * The sandbox node's secret key: a hash of a public phrase, so anyone can check its invoices'
 * signatures — and anyone could sign as it, which is fine for regtest play money only.
 */
export const SANDBOX_NODE_SECRET = sha256(
  new TextEncoder().encode('satsino sandbox lightning node'),
);
/** What every sandbox invoice's description starts with, so no wallet mistakes it for a real one. */
export const SANDBOX_DESCRIPTION_PREFIX = '[SANDBOX] ';
/** The final hop's CLTV delta that LND writes by default. */
const MIN_FINAL_CLTV_EXPIRY = 80;

/**
 * The embedded Lightning backend: real BOLT #11 invoices on regtest (`lnbcrt…`), signed by the
 * sandbox node; nothing is ever routed. A deposit is "paid" by an operator's simulated payment
 * (as the sandbox's on-chain deposits are), and a withdrawal "pays" by making up a preimage.
 */
export function createSandboxLightning(deps: { now: () => Date }): LightningBackend {
  return {
    name: 'sandbox',
    network: 'regtest',
    async createInvoice({ amountMsat, description, expirySeconds }) {
      const preimage = randomBytes(32);
      const paymentHash = sha256(preimage);
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      const paymentRequest = encodeInvoice(
        {
          network: 'regtest',
          amountMsat,
          timestamp,
          paymentHash,
          paymentSecret: randomBytes(32),
          description: `${SANDBOX_DESCRIPTION_PREFIX}${description}`,
          expirySeconds,
          minFinalCltvExpiry: MIN_FINAL_CLTV_EXPIRY,
        },
        SANDBOX_NODE_SECRET,
      );
      return {
        paymentRequest,
        paymentHash: hex.encode(paymentHash),
        expiresAt: new Date((timestamp + expirySeconds) * 1000),
      };
    },
    async invoiceState() {
      // Settlement arrives only through the operator's simulated payment.
      return { state: 'open', amountPaidMsat: 0n };
    },
    async payInvoice({ paymentRequest }) {
      return {
        paymentHash: decodeInvoice(paymentRequest).paymentHash,
        preimage: randomBytes(32).toString('hex'),
        feeMsat: 0n,
      };
    },
  };
}
