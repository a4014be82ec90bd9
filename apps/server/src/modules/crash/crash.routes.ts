import {
  type CrashTable,
  crashBetRequest,
  crashMyBet,
  crashMyBets,
  crashRoundParams,
  crashRoundProof,
  crashTableParams,
  crashTableState,
  isCrashTable,
} from '@satsino/contract/crash';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { platformErrors } from '../../platform/errors.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CrashService } from './crash.service.js';

const bearer = [{ bearerAuth: [] }];

function requireTable(table: string): CrashTable {
  if (!isCrashTable(table)) throw platformErrors.notFound('crash_unknown_table');
  return table;
}

/** The crash tables: state for everyone, bets and cash-outs for verified players. */
export function registerCrashRoutes(
  app: FastifyInstance,
  deps: { crash: CrashService; rateLimiter: RateLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limitMoney = (userId: number) =>
    deps.rateLimiter.consume([{ limit: 'moneyPerAccount', key: String(userId) }]);

  routes.get(
    '/api/crash/:table',
    {
      schema: {
        tags: ['crash'],
        summary: "A crash table: its current round, recent crash points and its chain's commitment",
        params: crashTableParams,
        response: { 200: crashTableState, ...errorResponses(404) },
      },
    },
    async (request) => deps.crash.tableState(requireTable(request.params.table)),
  );

  routes.post(
    '/api/crash/:table/bets',
    {
      preValidation: signedIn,
      schema: {
        tags: ['crash'],
        summary: 'Bet in the current betting round, optionally with an auto cash-out (hundredths)',
        description:
          'One bet per player and round; sending the same bet again answers it without taking the stake twice.',
        security: bearer,
        params: crashTableParams,
        body: crashBetRequest,
        response: { 201: crashMyBet, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const table = requireTable(request.params.table);
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      const bet = await deps.crash.placeBet(userId, table, request.body);
      reply.code(201);
      return bet;
    },
  );

  routes.post(
    '/api/crash/:table/cashout',
    {
      preValidation: signedIn,
      schema: {
        tags: ['crash'],
        summary: "Cash out one's running bet at the current multiplier",
        security: bearer,
        params: crashTableParams,
        response: { 200: crashMyBet, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request) => {
      const table = requireTable(request.params.table);
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      return deps.crash.cashOut(userId, table);
    },
  );

  routes.get(
    '/api/crash/:table/bets/mine',
    {
      preValidation: signedIn,
      schema: {
        tags: ['crash'],
        summary: "The player's latest bets at this table",
        security: bearer,
        params: crashTableParams,
        response: { 200: crashMyBets, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      deps.crash.myBets(requireIdentity(request).userId, requireTable(request.params.table)),
  );

  routes.get(
    '/api/crash/:table/rounds/:id',
    {
      schema: {
        tags: ['crash'],
        summary: 'A crashed round with what verifying it needs (hash, previous hash, salt, chain)',
        params: crashRoundParams,
        response: { 200: crashRoundProof, ...errorResponses(404, 422) },
      },
    },
    async (request) => deps.crash.roundProof(requireTable(request.params.table), request.params.id),
  );
}
