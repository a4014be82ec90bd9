import {
  AUTH_MESSAGES,
  OAUTH_COMPLETE_PATH,
  OAUTH_PROVIDERS,
  type OAuthProvider,
} from '@satsino/contract/auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from 'arctic';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { ClientInfo } from '../../platform/authentication.js';
import type { OAuthProviderConfig } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import {
  findUserByEmail,
  findUserById,
  findUserByName,
  insertUser,
  type UserRow,
  updateUser,
} from '../account/account.repo.js';
import { requireMaySignInDb } from '../limits/limits.service.js';
import { accountLocks } from '../players/players.schema.js';
import * as repo from './oauth.repo.js';
import type { SessionService } from './sessions.service.js';

const STATE_LIFETIME_MS = 10 * 60 * 1000;
/** A provider that does not answer within this time fails the sign-in instead of hanging it. */
const PROVIDER_TIMEOUT_MS = 10_000;
const SCOPES = ['openid', 'email', 'profile'];

/** The OpenID Connect userinfo claims we use (Google answers these). */
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});
type UserInfo = z.infer<typeof userInfo>;

export interface OAuthService {
  enabledProviders(): OAuthProvider[];
  /** The provider's authorization URL for a popup. Unknown or switched-off providers are 404. */
  start(provider: string, locale: Locale, client: ClientInfo): Promise<string>;
  /** Handles the provider's redirect; returns where to send the popup (the web completion page). */
  finish(
    provider: string,
    query: { code?: string; state?: string; error?: string },
    client: ClientInfo,
  ): Promise<string>;
}

/**
 * arctic's token request takes no abort signal; this bounds how long the callback waits for it
 * (the request itself is left to the HTTP client's own timeouts).
 */
function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const providerUnavailable = () => new AppError(404, 'provider_unavailable');

/** A nickname that fits our rules, from the provider's name or e-mail, made unique. */
async function freeNickname(db: Db, info: UserInfo): Promise<string> {
  const source = info.name ?? info.email?.split('@')[0] ?? 'player';
  const base = (source.normalize('NFKD').replace(/[^A-Za-z0-9_.-]/g, '') || 'player').slice(0, 14);
  const padded = base.length >= 3 ? base : `${base}player`.slice(0, 14);
  if (!(await findUserByName(db, padded))) return padded;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${padded}${Math.floor(100_000 + Math.random() * 900_000)}`;
    if (!(await findUserByName(db, candidate))) return candidate;
  }
  throw new Error('no free nickname found');
}

export function createOAuthService(deps: {
  db: Db;
  providers: Partial<Record<OAuthProvider, OAuthProviderConfig>>;
  publicUrl: string;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  now: () => Date;
  logger: FastifyBaseLogger;
}): OAuthService {
  const { db, now } = deps;

  function configOf(provider: string): { name: OAuthProvider; config: OAuthProviderConfig } {
    const name = OAUTH_PROVIDERS.find((known) => known === provider);
    const config = name ? deps.providers[name] : undefined;
    if (!name || !config) throw providerUnavailable();
    return { name, config };
  }
  const clientFor = (name: OAuthProvider, config: OAuthProviderConfig) =>
    new OAuth2Client(
      config.clientId,
      config.clientSecret,
      `${deps.publicUrl}/api/oauth/${name}/callback`,
    );
  const completionUrl = (locale: Locale, fragment: Record<string, string>) => {
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    return `${deps.publicUrl}${prefix}${OAUTH_COMPLETE_PATH}#${new URLSearchParams(fragment)}`;
  };

  async function fetchUserInfo(config: OAuthProviderConfig, accessToken: string) {
    const response = await fetch(config.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    return userInfo.parse(await response.json());
  }

  /** The player this social account signs in as: linked before, same verified e-mail, or new. */
  async function playerFor(name: OAuthProvider, info: UserInfo, locale: Locale): Promise<UserRow> {
    const linkedId = await repo.findIdentityUser(db, name, info.sub);
    const linked = linkedId === undefined ? undefined : await findUserById(db, linkedId);
    if (linked) return linked;
    if (!info.email) throw new Error('the provider shared no e-mail address');

    // Only an address the provider has verified may take over an existing account.
    const existing = await findUserByEmail(db, info.email);
    if (existing && info.email_verified !== true) {
      throw new Error('unverified provider e-mail matches an existing account');
    }
    if (existing && !existing.emailVerifiedAt) {
      // Someone registered this address without ever proving it, and the provider has now proven
      // who owns it. Whoever set that password may have been an impostor waiting for the owner:
      // their password and every session they opened go before the owner is let in.
      await deps.sessions.endOthersWith(
        (tx) => updateUser(tx, existing.id, { passwordHash: null, emailVerifiedAt: now() }),
        () => ({ userId: existing.id, keepSessionId: null }),
      );
    }
    const user =
      existing ??
      (await insertUser(db, {
        name: await freeNickname(db, info),
        email: info.email,
        passwordHash: null,
        // SPEC §3: the default fiat currency is EUR.
        currency: 'EUR',
        locale,
        photoUrl: info.picture ?? null,
        emailVerifiedAt: info.email_verified === true ? now() : null,
      }));
    await repo.linkIdentity(db, {
      provider: name,
      subject: info.sub,
      userId: user.id,
      email: info.email,
    });
    return user;
  }

  return {
    enabledProviders() {
      return OAUTH_PROVIDERS.filter((name) => deps.providers[name] !== undefined);
    },

    async start(provider, locale, client) {
      const { name, config } = configOf(provider);
      await deps.rateLimiter.consume([{ limit: 'oauthStartPerIp', key: client.ip ?? 'unknown' }]);
      const state = newOpaqueToken();
      const codeVerifier = generateCodeVerifier();
      const at = now();
      await repo.saveState(
        db,
        {
          stateHash: hashToken(state),
          provider: name,
          codeVerifier,
          locale,
          expiresAt: new Date(at.getTime() + STATE_LIFETIME_MS),
        },
        at,
      );
      const url = clientFor(name, config).createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      return url.toString();
    },

    async finish(provider, query, client) {
      const { name, config } = configOf(provider);
      const pending = query.state
        ? await repo.takeState(db, hashToken(query.state), name, now())
        : undefined;
      const locale = pending && isLocale(pending.locale) ? pending.locale : DEFAULT_LOCALE;
      try {
        if (!pending) throw new Error('unknown or expired state');
        if (query.error || !query.code)
          throw new Error(`provider error: ${query.error ?? 'no code'}`);
        const tokens = await withinTime(
          clientFor(name, config).validateAuthorizationCode(
            config.tokenUrl,
            query.code,
            pending.codeVerifier,
          ),
          PROVIDER_TIMEOUT_MS,
        );
        const info = await fetchUserInfo(config, tokens.accessToken());
        const user = await playerFor(name, info, locale);
        // A self-excluded player stays out until the exclusion ends (ADR 0020).
        await requireMaySignInDb(db, user.id, now());
        // A locked account stays out whichever way it signs in (the password's check is in the
        // players module's guard of /api/login).
        const [lock] = await db
          .select({ userId: accountLocks.userId })
          .from(accountLocks)
          .where(eq(accountLocks.userId, user.id));
        if (lock !== undefined) throw new Error('the account is locked');
        const token = await deps.sessions.open(user.id, client, true);
        return completionUrl(locale, { token });
      } catch (error) {
        deps.logger.warn({ err: error, provider: name }, 'social sign-in failed');
        return completionUrl(locale, { error: AUTH_MESSAGES.oauthFailed });
      }
    },
  };
}
