import {
  accountBonusList,
  bonusActiveRequest,
  bonusActiveResponse,
} from '@satsino/contract/bonuses';
import { bonusActionFailure } from '@satsino/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { AppError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { presentBonus } from './bonuses.presenter.js';
import type { BonusService } from './bonuses.service.js';

const bearer = [{ bearerAuth: [] }];

/** The player's bonus calls of SPEC §7 (POST, as the spec's client sends them). */
export function registerBonusRoutes(
  app: FastifyInstance,
  deps: { bonuses: BonusService; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/user/bonuses',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bonuses'],
        summary: "The player's bonuses: the next deposit offer, the active one and the history",
        security: bearer,
        response: { 200: accountBonusList, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows, locale } = await deps.bonuses.listForPlayer(requireIdentity(request).userId);
      const now = deps.now();
      return rows.map((row) => presentBonus(row, locale, now));
    },
  );

  routes.post(
    '/api/user/bonuses/active',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bonuses'],
        summary: 'Claim (active 1) or decline (active -1) one of the player’s bonuses',
        description:
          'Declining a running bonus forfeits its bonus balance. A repeated call changes nothing and answers the bonus as it is. A refusal answers success false with error.message.',
        security: bearer,
        body: bonusActiveRequest,
        response: {
          200: bonusActiveResponse,
          401: errorResponses(401)[401],
          404: bonusActionFailure,
          409: bonusActionFailure,
          422: errorResponses(422)[422],
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      const { id, active } = request.body;
      try {
        const result = await deps.bonuses.setActive(userId, id, active);
        const bonus = presentBonus(result.row, result.locale, deps.now());
        return {
          success: true as const,
          message: result.message,
          bonus,
          sent_payload: { id, active, gameId: bonus.fs_games[0] ?? null },
        };
      } catch (error) {
        // SPEC §7: the client reads the success flag and error.message.
        if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) {
          return reply.status(error.statusCode).send({
            success: false as const,
            message: error.message,
            code: error.code,
            error: { message: error.message, code: error.code },
          });
        }
        throw error;
      }
    },
  );
}
