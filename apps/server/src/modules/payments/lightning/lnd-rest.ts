import { base64, hex } from '@scure/base';
import { z } from 'zod';
import { GatewayError } from '../payment-gateway.js';
import { decodeInvoice, type LightningNetwork } from './bolt11.js';
import { type LightningBackend, LightningPaymentError } from './lightning-backend.js';

/** How long one call to the node may take; a payment gets its own, longer, limit. */
const REQUEST_TIMEOUT_MS = 15_000;
const PAYMENT_TIMEOUT_SECONDS = 60;
/** Longest answer read from the node: a payment's update stream is a few kilobytes. */
const MAX_RESPONSE_BYTES = 1_000_000;

export interface LndRestConfig {
  /** e.g. https://lnd.internal:8080 (LND's restlisten). */
  restUrl: string;
  /** An invoice+offchain macaroon, hex, sent as LND's Grpc-Metadata-macaroon header. */
  macaroonHex: string;
  network: LightningNetwork;
  fetch?: typeof fetch;
}

// LND's REST proxy writes int64 as strings and bytes as base64 (lnrpc JSON mapping).
const addInvoiceResponse = z.object({ r_hash: z.string(), payment_request: z.string() });
const lookupInvoiceResponse = z.object({
  state: z.enum(['OPEN', 'SETTLED', 'CANCELED', 'ACCEPTED']),
  amt_paid_msat: z.union([z.string(), z.number()]).optional(),
});
const paymentUpdate = z.object({
  result: z
    .object({
      payment_hash: z.string(),
      payment_preimage: z.string().optional(),
      status: z.enum(['UNKNOWN', 'IN_FLIGHT', 'SUCCEEDED', 'FAILED', 'INITIATED']),
      fee_msat: z.union([z.string(), z.number()]).optional(),
      failure_reason: z.string().optional(),
    })
    .optional(),
  error: z.object({ message: z.string().optional() }).optional(),
});

/**
 * The LND REST adapter (ADR 0015): AddInvoice (`POST /v1/invoices`), LookupInvoice
 * (`GET /v1/invoice/{r_hash_str}`) and SendPaymentV2 (`POST /v2/router/send`, a stream of
 * `{"result": Payment}` lines). Failures reach the cashier as GatewayErrors, like the on-chain
 * processor's, so a node that is down is a 502 and never a 500.
 */
export function createLndRestBackend(config: LndRestConfig): LightningBackend {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.restUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; timeoutMs?: number },
  ) {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          'Grpc-Metadata-macaroon': config.macaroonHex,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new GatewayError('http', 'The Lightning node could not be reached');
    }
    const text = await response.text();
    if (text.length > MAX_RESPONSE_BYTES) {
      throw new GatewayError('bad_response', 'The Lightning node answered too much');
    }
    if (!response.ok) {
      throw new GatewayError(
        'http',
        `The Lightning node answered ${response.status}`,
        response.status,
      );
    }
    return text;
  }

  function parseJson<T>(schema: z.ZodType<T>, text: string): T {
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      throw new GatewayError('bad_response', 'The Lightning node gave an answer we cannot read');
    }
  }

  return {
    name: 'lnd',
    network: config.network,

    async createInvoice({ amountMsat, description, expirySeconds }) {
      const answer = parseJson(
        addInvoiceResponse,
        await call('/v1/invoices', {
          method: 'POST',
          body: {
            memo: description,
            value_msat: amountMsat.toString(),
            expiry: String(expirySeconds),
          },
        }),
      );
      const paymentHash = hex.encode(base64.decode(answer.r_hash));
      let decoded: ReturnType<typeof decodeInvoice>;
      try {
        decoded = decodeInvoice(answer.payment_request);
      } catch {
        throw new GatewayError('bad_response', 'The Lightning node made an invoice we cannot read');
      }
      // The node's own invoice must say what we asked for; anything else is not credited.
      if (
        decoded.paymentHash !== paymentHash ||
        decoded.amountMsat !== amountMsat ||
        decoded.network !== config.network
      ) {
        throw new GatewayError(
          'bad_response',
          'The Lightning node made another invoice than asked',
        );
      }
      return { paymentRequest: decoded.paymentRequest, paymentHash, expiresAt: decoded.expiresAt };
    },

    async invoiceState(paymentHash) {
      if (!/^[0-9a-f]{64}$/.test(paymentHash))
        throw new RangeError('A payment hash is 32 bytes of hex');
      const answer = parseJson(
        lookupInvoiceResponse,
        await call(`/v1/invoice/${paymentHash}`, { method: 'GET' }),
      );
      const amountPaidMsat = BigInt(answer.amt_paid_msat ?? 0);
      // ACCEPTED is a held HTLC not yet settled: for us still open.
      const state =
        answer.state === 'SETTLED' ? 'settled' : answer.state === 'CANCELED' ? 'canceled' : 'open';
      return { state, amountPaidMsat };
    },

    async payInvoice({ paymentRequest, maxFeeMsat }) {
      const text = await call('/v2/router/send', {
        method: 'POST',
        body: {
          payment_request: paymentRequest,
          timeout_seconds: PAYMENT_TIMEOUT_SECONDS,
          fee_limit_msat: maxFeeMsat.toString(),
          no_inflight_updates: true,
        },
        timeoutMs: (PAYMENT_TIMEOUT_SECONDS + 15) * 1000,
      });
      const updates = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((line) => parseJson(paymentUpdate, line));
      const streamError = updates.find((update) => update.error)?.error;
      if (streamError) throw new LightningPaymentError(streamError.message ?? 'error');
      const final = updates
        .map((update) => update.result)
        .filter((result) => result?.status === 'SUCCEEDED' || result?.status === 'FAILED')
        .at(-1);
      if (!final) throw new GatewayError('bad_response', 'The payment did not finish in time');
      if (final.status === 'FAILED') {
        throw new LightningPaymentError(final.failure_reason ?? 'FAILURE_REASON_ERROR');
      }
      return {
        paymentHash: final.payment_hash,
        preimage: final.payment_preimage ?? '',
        feeMsat: BigInt(final.fee_msat ?? 0),
      };
    },
  };
}
