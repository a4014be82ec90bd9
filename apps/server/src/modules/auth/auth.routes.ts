import {
  AUTH_MESSAGES,
  emailRequest,
  loginRequest,
  passwordResetRequest,
  registerRequest,
  sessionIdParams,
  sessionList,
  statusResponse,
  tokenResponse,
  verifyEmailRequest,
} from '@satsino/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './sessions.service.js';

const bearer = [{ bearerAuth: [] }];

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  sessions: SessionService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; signs the player in and sends the verification e-mail',
        body: registerRequest,
        response: { 201: tokenResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const token = await auth.register(request.body, clientInfo(request));
      return reply.status(201).send({ token });
    },
  );

  routes.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; "remember" keeps the session for 365 days',
        body: loginRequest,
        response: { 200: tokenResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ token: await auth.login(request.body, clientInfo(request)) }),
  );

  routes.get(
    '/api/logout',
    {
      preValidation: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        security: bearer,
        response: { 200: statusResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await auth.logout(requireIdentity(request));
      return { status: AUTH_MESSAGES.loggedOut };
    },
  );

  routes.post(
    '/api/password/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (the answer never tells whether the account exists)',
        body: emailRequest,
        response: { 200: statusResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, clientInfo(request));
      return { status: AUTH_MESSAGES.resetLinkSent };
    },
  );

  routes.post(
    '/api/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the e-mailed token; signs out every session',
        body: passwordResetRequest,
        response: { 200: statusResponse, ...errorResponses(422) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { status: AUTH_MESSAGES.passwordReset };
    },
  );

  routes.post(
    '/api/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the e-mailed token',
        body: verifyEmailRequest,
        response: { 200: statusResponse, ...errorResponses(422) },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return { status: AUTH_MESSAGES.emailVerified };
    },
  );

  routes.post(
    '/api/email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link (the answer never tells whether one was sent)',
        body: emailRequest,
        response: { 200: statusResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await auth.resendVerification(request.body.email, clientInfo(request));
      return { status: AUTH_MESSAGES.verificationLinkSent };
    },
  );

  routes.get(
    '/api/user/logs',
    {
      preValidation: signedIn,
      schema: {
        tags: ['auth'],
        summary: "The player's live sessions, newest first",
        security: bearer,
        response: { 200: sessionList, ...errorResponses(401) },
      },
    },
    async (request) => sessions.list(requireIdentity(request)),
  );

  routes.delete(
    '/api/user/logs/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'End one of the player’s sessions',
        security: bearer,
        params: sessionIdParams,
        response: { 200: statusResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await sessions.end(requireIdentity(request), request.params.id);
      return { status: AUTH_MESSAGES.sessionEnded };
    },
  );
}
