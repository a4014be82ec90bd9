import {
  PLAYER_SEARCH_LIMIT,
  playerDetail,
  playerIdParams,
  playerLockRequest,
  playerNoteRequest,
  playerPageQuery,
  playerRoundsPage,
  playerSearchPage,
  playerSearchQuery,
  playerTransactionsPage,
} from '@satsino/contract/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { PlayersService } from './players.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['admin'];

/**
 * The operator's player search and player page (issue 17). Support staff read them, add notes
 * and verify accounts like they review KYC cases; locking an account is for admins.
 */
export function registerPlayerRoutes(app: FastifyInstance, players: PlayersService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffOnly };
  const admin = { preValidation: adminOnly };

  routes.get(
    '/api/admin/players',
    {
      ...staff,
      schema: {
        tags,
        summary: `Find players by id, e-mail or name prefix, deposit address or transaction hash (at most ${PLAYER_SEARCH_LIMIT} a page, newest first)`,
        security: bearer,
        querystring: playerSearchQuery,
        response: { 200: playerSearchPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => players.search(request.query.q, request.query.before_id),
  );

  routes.get(
    '/api/admin/players/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'A player: profile, balances, verification, live sessions, lock and notes',
        security: bearer,
        params: playerIdParams,
        response: { 200: playerDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => players.detail(request.params.id),
  );

  routes.get(
    '/api/admin/players/:id/transactions',
    {
      ...staff,
      schema: {
        tags,
        summary: "A player's wallet movements, newest first",
        security: bearer,
        params: playerIdParams,
        querystring: playerPageQuery,
        response: { 200: playerTransactionsPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => players.transactions(request.params.id, request.query.before_id),
  );

  routes.get(
    '/api/admin/players/:id/rounds',
    {
      ...staff,
      schema: {
        tags,
        summary: "A player's real-money game rounds, newest first",
        security: bearer,
        params: playerIdParams,
        querystring: playerPageQuery,
        response: { 200: playerRoundsPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => players.rounds(request.params.id, request.query.before_id),
  );

  routes.post(
    '/api/admin/players/:id/notes',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Add an operator note to a player',
        security: bearer,
        params: playerIdParams,
        body: playerNoteRequest,
        response: { 201: playerDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const detail = await players.addNote(
        requireIdentity(request).userId,
        request.params.id,
        request.body.text,
      );
      return reply.code(201).send(detail);
    },
  );

  routes.post(
    '/api/admin/players/:id/lock',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Lock a player out: signed out everywhere, refused at sign-in and on every call',
        security: bearer,
        params: playerIdParams,
        body: playerLockRequest,
        response: { 200: playerDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      players.lock(requireIdentity(request).userId, request.params.id, request.body.reason),
  );

  routes.post(
    '/api/admin/players/:id/unlock',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Let a locked player sign in again',
        security: bearer,
        params: playerIdParams,
        response: { 200: playerDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => players.unlock(requireIdentity(request).userId, request.params.id),
  );

  routes.post(
    '/api/admin/players/:id/verify',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Mark the account verified; the player is told once',
        security: bearer,
        params: playerIdParams,
        response: { 200: playerDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => players.verify(requireIdentity(request).userId, request.params.id),
  );
}
