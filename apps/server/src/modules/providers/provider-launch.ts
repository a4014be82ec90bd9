import { createHmac, createPrivateKey, sign } from 'node:crypto';
import { PROVIDER_ENGINE } from '@satsino/contract/catalogue';
import {
  PROVIDER_SIGNATURE_HEADER,
  type ProviderLaunchRequest,
  providerLaunchRequest,
  providerLaunchResponse,
} from '@satsino/contract/provider';
import {
  PROVIDER_LAUNCH_TIMEOUT_MS,
  PROVIDER_LAUNCH_TOKEN_TTL_SECONDS,
} from '@satsino/contract/provider-catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { newOpaqueToken } from '../../platform/secure-tokens.js';
import { users } from '../account/account.schema.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';
import { gamesErrors } from '../games/games.errors.js';
import { providerAdminErrors } from './provider-admin.errors.js';
import { providerIntegrations, providerLaunchTokens } from './providers.schema.js';

/*
 * Launching a provider's game (issue 15): `/api/games/gameURL` and its demo twin ask the
 * integration's launch endpoint for a URL of the provider's game page, with a signed request,
 * and answer that URL; the game page shows it in its iframe (its origin is allowed to be framed:
 * provider-launch-origins.ts). A real-money launch first hands the provider a token naming the
 * player, the game and the currency, which its wallet calls then carry.
 */

/** Who launches with real money. */
export interface ProviderLauncher {
  userId: number;
}

/** The keys the casino signs its own calls with. */
export interface SigningKeys {
  signing: 'hmac-sha256' | 'rsa-sha256';
  secret: string | null;
  operatorPrivateKey: string | null;
}

/** The `X-Signature` of a body the casino sends: HMAC-SHA256 or RSA-SHA256, base64. */
export function signBody(keys: SigningKeys, body: string): string {
  if (keys.signing === 'hmac-sha256') {
    if (keys.secret === null) throw new Error('an HMAC integration without a secret');
    return createHmac('sha256', keys.secret).update(body).digest('base64');
  }
  if (keys.operatorPrivateKey === null) throw new Error('an RSA integration without a key');
  return sign('sha256', Buffer.from(body), createPrivateKey(keys.operatorPrivateKey)).toString(
    'base64',
  );
}

export function createProviderGameLaunch(deps: {
  db: Db;
  /** The casino's public origin: the provider's wallet calls and its lobby link go there. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
  fetch?: typeof fetch;
}) {
  const { db, now } = deps;
  const fetchImpl = deps.fetch ?? fetch;

  async function requestUrl(
    integration: SigningKeys & { code: string; launchUrl: string },
    request: ProviderLaunchRequest,
  ): Promise<string> {
    const body = JSON.stringify(providerLaunchRequest.parse(request));
    let response: Response;
    try {
      response = await fetchImpl(integration.launchUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: signBody(integration, body),
        },
        body,
        signal: AbortSignal.timeout(PROVIDER_LAUNCH_TIMEOUT_MS),
      });
    } catch (error) {
      deps.logger.warn({ err: error, provider: integration.code }, 'provider launch unreachable');
      throw providerAdminErrors.launchUnreachable();
    }
    const answer = await response.json().catch(() => undefined);
    const parsed = providerLaunchResponse.safeParse(answer);
    if (!response.ok || !parsed.success) {
      deps.logger.warn(
        { provider: integration.code, status: response.status },
        'provider launch refused',
      );
      throw providerAdminErrors.launchBadAnswer();
    }
    // Only the launch endpoint's origin may be framed (the game page's CSP): a page elsewhere
    // would show as a blank frame, so it is refused here with a clear answer instead.
    const url = new URL(parsed.data.url);
    if (url.origin !== new URL(integration.launchUrl).origin) {
      deps.logger.warn({ provider: integration.code, url: url.origin }, 'launch URL elsewhere');
      throw providerAdminErrors.launchBadAnswer();
    }
    return url.toString();
  }

  /**
   * The provider's game URL for this game, or undefined when the game is not a provider's (the
   * in-house launch takes it). An unpublished game, or one of a disabled integration, is the
   * same "not found" as any other.
   */
  return async function launchProviderGame(
    gameId: string,
    player: ProviderLauncher | null,
    lang = 'en',
  ): Promise<string | undefined> {
    const [game] = await db
      .select({
        published: catalogueGames.published,
        supportsDemo: catalogueGames.supportsDemo,
        externalCode: catalogueGames.externalCode,
        integrationId: providerIntegrations.id,
        code: providerIntegrations.code,
        enabled: providerIntegrations.enabled,
        launchUrl: providerIntegrations.launchUrl,
        signing: providerIntegrations.signing,
        secret: providerIntegrations.secret,
        operatorPrivateKey: providerIntegrations.operatorPrivateKey,
      })
      .from(catalogueGames)
      .innerJoin(providerIntegrations, eq(providerIntegrations.id, catalogueGames.integrationId))
      .where(and(eq(catalogueGames.slug, gameId), eq(catalogueGames.engine, PROVIDER_ENGINE)));
    if (!game) return undefined;
    if (!game.published || !game.enabled || game.externalCode === null) {
      throw gamesErrors.gameNotFound();
    }
    const common = {
      game_code: game.externalCode,
      lang,
      lobby_url: `${deps.publicUrl}/`,
      wallet_url: `${deps.publicUrl}/api/provider/${game.code}/`,
    };
    if (!player) {
      if (!game.supportsDemo) throw gamesErrors.demoUnavailable();
      return requestUrl(game, { ...common, mode: 'demo' });
    }
    const [account] = await db
      .select({ currency: users.currency })
      .from(users)
      .where(eq(users.id, player.userId));
    if (!account) throw new Error(`user ${player.userId} is gone`);
    const token = newOpaqueToken();
    await db.insert(providerLaunchTokens).values({
      token,
      integrationId: game.integrationId,
      userId: player.userId,
      gameCode: game.externalCode,
      currency: account.currency,
      expiresAt: new Date(now().getTime() + PROVIDER_LAUNCH_TOKEN_TTL_SECONDS * 1000),
    });
    return requestUrl(game, {
      ...common,
      mode: 'real',
      token,
      user: String(player.userId),
      currency: account.currency,
    });
  };
}
export type ProviderGameLaunch = ReturnType<typeof createProviderGameLaunch>;
