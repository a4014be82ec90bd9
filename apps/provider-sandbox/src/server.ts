import { randomBytes } from 'node:crypto';
import { PROVIDER_SIGNATURE_HEADER, providerLaunchRequest } from '@satsino/contract/provider';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedCsv, feedJson, generateFeed, type SandboxGame } from './feed.js';
import { gamePage, unknownSessionPage } from './game-page.js';
import {
  MAX_BET_MINOR,
  MIN_BET_MINOR,
  PendingWins,
  playRound,
  realBalance,
  SessionStore,
  WalletUnreachable,
} from './play.js';
import { type SigningKeys, verifyCasinoSignature } from './signature.js';
import { thumbnailSvg } from './thumbnail.js';
import { walletBase } from './wallet-client.js';

/*
 * The sandbox provider's HTTP side: the feed and thumbnails the casino imports, the signed
 * launch it calls, and the game page (with its two JSON endpoints) it shows in an iframe.
 */

export interface SandboxOptions {
  keys: SigningKeys;
  /**
   * Where the casino and the player's browser reach the sandbox (thumbnail and game page URLs);
   * a function, as a sandbox listening on port 0 knows it only once it listens.
   */
  publicUrl: () => string;
  /** Where the sandbox reaches the casino's wallet, instead of the launch's wallet_url origin. */
  casinoUrl?: string;
  logLevel?: string;
}

/** A launch body is small; anything larger is not the casino's. */
const LAUNCH_BODY_LIMIT_BYTES = 16 * 1024;

const roundRequest = z.strictObject({
  amount: z.number().int().min(MIN_BET_MINOR).max(MAX_BET_MINOR),
  choice: z.enum(['heads', 'tails']),
});

export function buildSandbox(options: SandboxOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    bodyLimit: LAUNCH_BODY_LIMIT_BYTES,
  });
  const sessions = new SessionStore();
  const pendingWins = new PendingWins(options.keys, (transaction) =>
    app.log.error({ transaction }, 'a win was never acknowledged by the casino; given up'),
  );
  app.addHook('onClose', async () => pendingWins.stop());

  // Signatures are over the exact bytes: keep the body as the string it arrived as.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  let feed: { url: string; games: SandboxGame[]; byCode: Map<string, SandboxGame> } | undefined;
  const games = () => {
    const url = options.publicUrl();
    if (feed?.url !== url) {
      const list = generateFeed(url);
      feed = { url, games: list, byCode: new Map(list.map((game) => [game.game_code, game])) };
    }
    return feed;
  };
  let feedBodies: { url: string; json: string; csv: string } | undefined;
  const bodies = () => {
    const current = games();
    if (feedBodies?.url !== current.url) {
      feedBodies = {
        url: current.url,
        json: JSON.stringify(feedJson(current.games)),
        csv: feedCsv(current.games),
      };
    }
    return feedBodies;
  };

  app.get('/feed.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies().json),
  );
  app.get('/feed.csv', async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').send(bodies().csv),
  );

  app.get<{ Params: { file: string } }>('/thumbs/:file', async (request, reply) => {
    const code = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    const game = code ? games().byCode.get(code) : undefined;
    if (!game) return reply.code(404).send({ error: 'unknown game' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(thumbnailSvg(game));
  });

  app.post('/launch', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (
      !verifyCasinoSignature(
        options.keys,
        body,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      request.log.warn('launch refused: bad signature');
      return reply.code(401).send({ error: 'invalid signature' });
    }
    let parsed: ReturnType<typeof providerLaunchRequest.safeParse>;
    try {
      parsed = providerLaunchRequest.safeParse(JSON.parse(body));
    } catch {
      return reply.code(400).send({ error: 'the body is not JSON' });
    }
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    const launch = parsed.data;
    const game = games().byCode.get(launch.game_code);
    if (!game) return reply.code(404).send({ error: 'unknown game' });
    if (launch.mode === 'demo' && !game.demo) {
      return reply.code(400).send({ error: 'this game has no demo' });
    }
    if (launch.mode === 'real' && !(launch.token && launch.user && launch.currency)) {
      return reply.code(400).send({ error: 'a real launch needs token, user and currency' });
    }
    const session = sessions.open({
      mode: launch.mode,
      gameCode: game.game_code,
      gameName: game.name,
      lang: launch.lang,
      lobbyUrl: launch.lobby_url,
      ...(launch.mode === 'real' && launch.token && launch.user && launch.currency
        ? {
            real: {
              token: launch.token,
              user: launch.user,
              currency: launch.currency,
              walletBase: walletBase(launch.wallet_url, options.casinoUrl),
            },
          }
        : {}),
    });
    return { url: `${options.publicUrl().replace(/\/+$/, '')}/play/${session.id}` };
  });

  app.get<{ Params: { session: string } }>('/play/:session', async (request, reply) => {
    const session = sessions.get(request.params.session);
    const nonce = randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
      );
    if (!session) return reply.code(404).send(unknownSessionPage('en'));
    return reply.send(gamePage(session, nonce));
  });

  app.get<{ Params: { session: string } }>('/play/:session/state', async (request, reply) => {
    const session = sessions.get(request.params.session);
    if (!session) return reply.code(404).send({ error: 'unknown session' });
    if (!session.real) {
      return { status: 'RS_OK', mode: 'demo', balance: session.demoBalanceMinor, currency: 'FUN' };
    }
    try {
      return { mode: 'real', ...(await realBalance(session, options.keys)) };
    } catch (error) {
      if (error instanceof WalletUnreachable) {
        return reply.code(502).send({ error: 'the casino could not be reached' });
      }
      throw error;
    }
  });

  app.post<{ Params: { session: string } }>('/play/:session/round', async (request, reply) => {
    const session = sessions.get(request.params.session);
    if (!session) return reply.code(404).send({ error: 'unknown session' });
    let parsed: ReturnType<typeof roundRequest.safeParse>;
    try {
      parsed = roundRequest.safeParse(JSON.parse(String(request.body)));
    } catch {
      return reply.code(400).send({ error: 'the body is not JSON' });
    }
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    if (session.busy) return reply.code(409).send({ error: 'a round is under way' });
    session.busy = true;
    try {
      const result = await playRound(
        session,
        options.keys,
        parsed.data.amount,
        parsed.data.choice,
        pendingWins,
      );
      return {
        status: result.status,
        balance: result.balance,
        currency: result.currency,
        ...(result.outcome ? { outcome: result.outcome, win: result.winMinor ?? 0 } : {}),
        ...(result.round ? { round: result.round } : {}),
      };
    } catch (error) {
      if (error instanceof WalletUnreachable) {
        request.log.warn({ call: error.message }, 'the casino wallet did not answer');
        return reply.code(502).send({ error: 'the casino could not be reached' });
      }
      throw error;
    } finally {
      session.busy = false;
    }
  });

  return app;
}
