import {
  passwordUpdateRequest,
  profileUpdateRequest,
  profileUpdateResponse,
  userResponse,
} from '@satsino/contract/account';
import { AUTH_MESSAGES, statusResponse } from '@satsino/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { AccountService } from './account.service.js';

const bearer = [{ bearerAuth: [] }];

export function registerAccountRoutes(app: FastifyInstance, account: AccountService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/user',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: 'The signed-in player',
        security: bearer,
        response: { 200: userResponse, ...errorResponses(401) },
      },
    },
    async (request) => account.getUser(requireIdentity(request)),
  );

  routes.patch(
    '/api/settings/profile',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change profile fields (verified accounts only); other fields are ignored',
        security: bearer,
        body: profileUpdateRequest,
        response: { 200: profileUpdateResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => account.updateProfile(requireIdentity(request), request.body),
  );

  routes.patch(
    '/api/settings/password',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary:
          'Change the password, proven by the current one (rate-limited); every other session is signed out',
        security: bearer,
        body: passwordUpdateRequest,
        response: { 200: statusResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      await account.updatePassword(requireIdentity(request), request.body);
      return { status: AUTH_MESSAGES.passwordUpdated };
    },
  );
}
