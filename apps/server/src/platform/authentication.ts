import type { Role } from '@satsino/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformErrors } from './errors.js';

/** Who is calling: the session behind the bearer token. */
export interface Identity {
  userId: number;
  sessionId: number;
  role: Role;
  /**
   * Set when the account is locked by an operator. Locking ends the account's sessions, so this
   * only marks a session opened while the lock was being written; the lock guard refuses it.
   */
  locked?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Resolves the bearer token of every request that carries one. A request with an unknown,
 * expired or revoked token is simply anonymous; guards decide what anonymous callers may do.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<Identity | null>,
): void {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) request.identity = await authenticate(token);
  });
}

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw platformErrors.unauthenticated();
  return request.identity;
}

/** Operator calls: support and admin staff only. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): Identity {
  const identity = requireIdentity(request);
  if (!roles.includes(identity.role)) throw platformErrors.forbidden();
  return identity;
}

/** Where a request comes from, recorded on the session it opens. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  /** Coarse (country) and only when a trusted proxy in front of us tells us. */
  location: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  // A country header is a trusted proxy's word (Cloudflare's CF-IPCountry): from anyone else it
  // is whatever the client wrote. `ips` lists more than the connection only when the connection
  // is a proxy TRUST_PROXY names.
  const viaTrustedProxy = (request.ips?.length ?? 0) > 1;
  const country = viaTrustedProxy
    ? (request.headers['cf-ipcountry'] ?? request.headers['x-country-code'])
    : undefined;
  const location = typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: userAgent ? userAgent.slice(0, 500) : null,
    location,
  };
}

/**
 * Route hook for signed-in calls: a guest gets 401 before the body is even validated, so the
 * answer never depends on what a guest sent.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireIdentity(request);
}

/** Route hook for operator calls (support and admin staff). */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ['support', 'admin']);
}

/** Route hook for operator writes: admins only (guests 401, players and support 403). */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ['admin']);
}
