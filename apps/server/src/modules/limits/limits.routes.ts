import {
  gamblingLimitRequest,
  playBreakRequest,
  playerIdParams,
  responsibleGaming,
  sessionReminderRequest,
  sessionSummary,
} from '@satsino/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { LimitsService } from './limits.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['responsible gaming'];

/** The player's own limits and breaks, and the operator's view of a player's. */
export function registerLimitsRoutes(app: FastifyInstance, limits: LimitsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/limits',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The player’s limits with this period’s usage, session reminder and break',
        security: bearer,
        response: { 200: responsibleGaming, ...errorResponses(401) },
      },
    },
    (request) => limits.view(requireIdentity(request).userId),
  );

  routes.put(
    '/api/limits',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Set or remove one limit: a first or lower limit applies at once, a higher one or a removal after 24 hours',
        security: bearer,
        body: gamblingLimitRequest,
        response: { 200: responsibleGaming, ...errorResponses(401, 422) },
      },
    },
    (request) => limits.setLimit(requireIdentity(request).userId, request.body),
  );

  routes.put(
    '/api/limits/reminder',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Set or turn off the reminder of the time and money of the session',
        security: bearer,
        body: sessionReminderRequest,
        response: { 200: responsibleGaming, ...errorResponses(401, 422) },
      },
    },
    (request) => limits.setReminder(requireIdentity(request).userId, request.body.minutes),
  );

  routes.post(
    '/api/limits/break',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Take a cool-off or a self-exclusion; it cannot be undone, and a self-exclusion signs the player out everywhere',
        security: bearer,
        body: playBreakRequest,
        response: { 200: responsibleGaming, ...errorResponses(401, 422) },
      },
    },
    (request) => limits.takeBreak(requireIdentity(request), request.body),
  );

  routes.get(
    '/api/limits/session',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Time and money since this sign-in, for the session reminder',
        security: bearer,
        response: { 200: sessionSummary, ...errorResponses(401) },
      },
    },
    (request) => limits.sessionSummary(requireIdentity(request)),
  );

  routes.get(
    '/api/admin/players/:id/limits',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'A player’s limits, usage, session reminder and break',
        security: bearer,
        params: playerIdParams,
        response: { 200: responsibleGaming, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => limits.view(request.params.id),
  );
}
