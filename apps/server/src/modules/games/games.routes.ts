import { localeQuery } from '@satsino/contract/content';
import {
  activeRoundResponse,
  clientSeedRequest,
  fairnessState,
  freeSpinsResponse,
  GAME_SESSION_HEADER,
  gameSession,
  gameUrlRequest,
  gameUrlResponse,
  historyQuery,
  historyResponse,
  liveFeedResponse,
  roundActionRequest,
  roundIdParams,
  roundRequest,
  roundResult,
  seedHistoryResponse,
  seedRotation,
  sessionCreateRequest,
} from '@satsino/contract/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { requestLocale } from '../content/content.locale.js';
import type { GamesService } from './games.service.js';

const bearer = [{ bearerAuth: [] }];
const sessionHeader = (request: FastifyRequest) => {
  const value = request.headers[GAME_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** Launch, game sessions, fairness, rounds, the live feed and history (DESIGN §5). */
export function registerGamesRoutes(
  app: FastifyInstance,
  deps: { games: GamesService; rateLimiter: RateLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { games } = deps;
  const session = (request: FastifyRequest) => games.requireSession(sessionHeader(request));
  /** Real-money play counts against the player's round limit; demo play against its session. */
  const limitPlay = async (userId: number | null, sessionId: number) =>
    deps.rateLimiter.consume([
      {
        limit: 'gameRoundsPerAccount',
        key: userId === null ? `demo:${sessionId}` : String(userId),
      },
    ]);

  routes.post(
    '/api/games/gameURL',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: 'Launch a game with real money: the game host URL with a single-use token',
        security: bearer,
        querystring: localeQuery,
        body: gameUrlRequest,
        response: { 200: gameUrlResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => ({
      urldata: {
        url: await games.launch(
          request.body.game_id,
          requireIdentity(request),
          requestLocale(request, reply),
        ),
      },
    }),
  );

  routes.post(
    '/api/games/demo/gameURL',
    {
      schema: {
        tags: ['games'],
        summary: 'Launch a game with play money (anyone)',
        querystring: localeQuery,
        body: gameUrlRequest,
        response: { 200: gameUrlResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => ({
      urldata: {
        url: await games.launch(request.body.game_id, null, requestLocale(request, reply)),
      },
    }),
  );

  routes.post(
    '/api/games/sessions',
    {
      schema: {
        tags: ['games'],
        summary: 'Exchange a launch token for a game session',
        body: sessionCreateRequest,
        response: { 201: gameSession, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const created = await games.createSession(request.body.launch_token);
      reply.code(201);
      return created;
    },
  );

  routes.get(
    '/api/games/fairness',
    {
      schema: {
        tags: ['games'],
        summary: "The session's seed pair: server seed hash, client seed, next nonce",
        response: { 200: fairnessState, ...errorResponses(401) },
      },
    },
    async (request) => games.fairness(await session(request)),
  );

  routes.get(
    '/api/games/fairness/history',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: "The player's revealed seed pairs, newest first (server seeds to verify rounds)",
        security: bearer,
        querystring: historyQuery,
        response: { 200: seedHistoryResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      games.fairnessHistory(requireIdentity(request).userId, request.query.before_id),
  );

  routes.post(
    '/api/games/fairness/client-seed',
    {
      schema: {
        tags: ['games'],
        summary:
          'Set a new client seed: reveals the pair in play and moves to its committed next seed',
        body: clientSeedRequest,
        response: { 200: seedRotation, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => games.rotate(await session(request), request.body.client_seed),
  );

  routes.post(
    '/api/games/fairness/rotate',
    {
      schema: {
        tags: ['games'],
        summary: 'Rotate: reveals the pair in play and moves to its committed next server seed',
        response: { 200: seedRotation, ...errorResponses(401, 409) },
      },
    },
    async (request) => games.rotate(await session(request)),
  );

  routes.post(
    '/api/games/rounds',
    {
      schema: {
        tags: ['games'],
        summary: 'Play a round (blackjack: deal a hand; Mines, HiLo: open the round)',
        body: roundRequest,
        response: { 200: roundResult, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => {
      const current = await games.requireRoundSession(sessionHeader(request));
      await limitPlay(current.session.user_id, current.session.id);
      return games.play(current, request.body);
    },
  );

  routes.get(
    '/api/games/free-spins',
    {
      schema: {
        tags: ['games'],
        summary: "The player's free spins on this game (a bonus's spins at a fixed stake), or null",
        response: { 200: freeSpinsResponse, ...errorResponses(401) },
      },
    },
    async (request) => games.freeSpins(await session(request)),
  );

  routes.get(
    '/api/games/rounds/active',
    {
      schema: {
        tags: ['games'],
        summary: 'The unfinished round of this game (a blackjack hand, Mines, HiLo), to resume',
        response: { 200: activeRoundResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ round: await games.activeRound(await session(request)) }),
  );

  routes.post(
    '/api/games/rounds/:round_id/action',
    {
      schema: {
        tags: ['games'],
        summary:
          'A step of a round in steps: blackjack hit/stand/double, Mines reveal/cashout, HiLo',
        params: roundIdParams,
        body: roundActionRequest,
        response: { 200: roundResult, ...errorResponses(401, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const current = await session(request);
      await limitPlay(current.user_id, current.id);
      return games.act(current, request.params.round_id, request.body);
    },
  );

  routes.get(
    '/api/livefeed',
    {
      schema: {
        tags: ['games'],
        summary: 'Latest real-money rounds: all, high rollers, and mine with a bearer token',
        response: { 200: liveFeedResponse },
      },
    },
    async (request) => games.liveFeed(request.identity?.userId ?? null),
  );

  routes.get(
    '/api/games/history',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: "The player's real-money rounds, newest first",
        security: bearer,
        querystring: historyQuery,
        response: { 200: historyResponse, ...errorResponses(401) },
      },
    },
    async (request) => games.history(requireIdentity(request).userId, request.query.before_id),
  );
}
