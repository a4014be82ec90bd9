import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import type { FastifyInstance } from 'fastify';
import type { ProviderWalletService, WalletCall } from './provider-wallet.service.js';

/** A wallet call is a few short ids; a bigger body is not one. */
const WALLET_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * `POST /api/provider/:provider/{user/balance | transaction/bet | transaction/win |
 * transaction/rollback}` (contract: provider.ts). Encapsulated, so that here alone the body is
 * kept as the exact bytes the provider signed, whatever its content type: the signature is
 * checked over them before anything is parsed. The answers are the contract's, not the API's error
 * envelope, so these routes stay out of the player API's OpenAPI document.
 */
export function registerProviderWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: ProviderWalletService },
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Whatever fails here is answered in the provider's shape; the details go to the log.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        request.log.info({ err: error }, 'provider wallet call refused by the framework');
        return reply
          .status(400)
          .send({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: '' } satisfies ProviderResponse);
      }
      request.log.error({ err: error }, 'provider wallet call failed');
      return reply
        .status(500)
        .send({ status: 'RS_ERROR_UNKNOWN', request_uuid: '' } satisfies ProviderResponse);
    });

    for (const [call, path] of Object.entries(PROVIDER_WALLET_CALLS) as [WalletCall, string][]) {
      scope.post<{ Params: { provider: string } }>(
        `/api/provider/:provider/${path}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const answer = await deps.wallet.handle({
            code: request.params.provider,
            call,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: request.headers[PROVIDER_SIGNATURE_HEADER],
            clientAddress: request.ip,
          });
          if (answer.retryAfterSeconds !== undefined) {
            reply.header('retry-after', String(answer.retryAfterSeconds));
          }
          return reply.status(answer.httpStatus).send(answer.body);
        },
      );
    }
  });
}
