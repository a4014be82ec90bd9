import { COIN_SYMBOLS } from '@satsino/contract/coins';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import { GatewayError, type IncomingTransfer } from '../payment-gateway.js';
import type { CoinRemitterGateway } from './coinremitter-gateway.js';

/**
 * Where CoinRemitter posts a wallet's webhook; each coin's wallet is set up in their dashboard
 * with its own URL (`…/webhook/BTC`), because the webhook itself proves nothing.
 */
export const COINREMITTER_WEBHOOK_PATH = '/api/payments/coinremitter/webhook/:coin';

/** Their webhook is a dozen short fields; a bigger body is not from them. */
const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;

const webhookErrors = {
  invalid: () => new AppError(400, 'webhook_invalid'),
  malformedForm: () => new AppError(400, 'webhook_malformed'),
  refetchFailed: () => new AppError(502, 'webhook_refetch_failed'),
};

const webhookParams = z.object({
  coin: z
    .string()
    .transform((coin) => coin.toUpperCase())
    .pipe(z.enum(COIN_SYMBOLS)),
});

/**
 * The fields CoinRemitter posts (id, txid, address, amount, type, confirmations, coin_symbol,
 * wallet_id, …). Only `id` is read: everything else is fetched again from their API.
 */
const webhookBody = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
});

const webhookAnswer = z.object({ ok: z.literal(true) });

export interface CoinRemitterWebhookDependencies {
  gateway: CoinRemitterGateway;
  /** Credits (or records as pending) the deposit; must be idempotent, as webhooks repeat. */
  onIncomingTransfer: (transfer: IncomingTransfer) => Promise<void>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * `POST /api/payments/coinremitter/webhook/:coin`. CoinRemitter's v1 webhooks are not signed,
 * so the body is only a hint: the transaction id is looked up with the wallet's credentials and
 * the deposit is built from that answer alone. The answers are chosen for their retries:
 * 200 when handled, also for a replay, for an id they do not know and for a transaction that
 * is not a deposit (retrying cannot change those); 502 when the look-up fails, so they retry.
 */
export function registerCoinRemitterWebhook(
  app: FastifyInstance,
  deps: CoinRemitterWebhookDependencies,
): void {
  // Encapsulated, so the form parsers below exist for this route only; the rest of the API
  // keeps accepting JSON alone.
  app.register(async (scope) => {
    // v1 posts webhooks as multipart/form-data; older wallets and tools send url-encoded forms.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer' },
      (request: FastifyRequest, body: Buffer) =>
        readMultipartFields(body, request.headers['content-type'] ?? ''),
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      COINREMITTER_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        // A bad body is the processor's mistake, answered 400 here rather than the 422 the app
        // gives to forms filled in by players.
        attachValidation: true,
        schema: {
          hide: false,
          tags: ['payments'],
          summary:
            'CoinRemitter wallet webhook: the transaction is fetched again from CoinRemitter before anything is credited',
          consumes: [
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            'application/json',
          ],
          params: webhookParams,
          body: webhookBody,
          response: { 200: webhookAnswer, ...errorResponses(400, 413, 415, 502) },
        },
      },
      async (request) => {
        if (request.validationError) throw webhookErrors.invalid();
        const { coin } = request.params;
        const transactionId = request.body.id;

        let transfer: IncomingTransfer | null;
        try {
          transfer = await deps.gateway.fetchIncomingTransfer(coin, transactionId);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          deps.logger.warn(
            { err: error, coin, transactionId },
            'coinremitter webhook: the transaction could not be fetched',
          );
          throw webhookErrors.refetchFailed();
        }

        if (transfer === null) {
          deps.logger.info(
            { coin, transactionId },
            'coinremitter webhook ignored: no deposit under this id',
          );
          return { ok: true as const };
        }
        await deps.onIncomingTransfer(transfer);
        return { ok: true as const };
      },
    );
  });
}

/** The text fields of a multipart body (files are ignored), parsed by Node's own fetch code. */
async function readMultipartFields(
  body: Buffer,
  contentType: string,
): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw webhookErrors.malformedForm();
  }
  const fields: Record<string, string> = {};
  // forEach rather than for…of: FormData's iterator is typed only where the DOM.Iterable lib is on.
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
