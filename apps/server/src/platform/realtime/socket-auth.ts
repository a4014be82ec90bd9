import type { IncomingHttpHeaders } from 'node:http';
import type { Role } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import type { ConnectRefusal } from '@satsino/contract/realtime';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { z } from 'zod';

/** Who a socket belongs to: the player and the sign-in session its bearer token opened. */
export interface RealtimeIdentity {
  userId: number;
  sessionId: number;
  /** The account's role at the handshake: staff sockets may join the operators' channel. */
  role?: Role;
}

/**
 * Resolves a bearer token to its session, or null when the token is unknown, expired or revoked.
 * The auth module provides it; the real-time hub never reads tokens or sessions itself.
 */
export type AuthenticateToken = (token: string) => Promise<RealtimeIdentity | null>;

/** What the hub keeps on each socket (`socket.data`) once the handshake is authenticated. */
export interface RealtimeSocketData {
  identity: RealtimeIdentity;
}

/**
 * Far above any token we issue, far below what would make hashing a stranger's string costly.
 * A longer one is not a token of ours, so it is refused before `authenticate` sees it.
 */
const MAX_TOKEN_LENGTH = 512;

const tokenField = z.string().min(1).max(MAX_TOKEN_LENGTH);
const handshakeAuth = z.object({ token: tokenField });
const bearerHeader = /^Bearer +(\S+) *$/i;

interface Handshake {
  auth: unknown;
  headers: IncomingHttpHeaders;
}

/**
 * The bearer token of a handshake: `auth.token` (what socket.io-client sends with
 * `io(url, { auth: { token } })`), else the `Authorization: Bearer` header that non-browser
 * clients can set. Null when neither holds a plausible token.
 */
export function readHandshakeToken(handshake: Handshake): string | null {
  const fromAuth = handshakeAuth.safeParse(handshake.auth);
  if (fromAuth.success) return fromAuth.data.token;
  const header = bearerHeader.exec(handshake.headers.authorization ?? '')?.[1];
  const fromHeader = tokenField.safeParse(header);
  return fromHeader.success ? fromHeader.data : null;
}

/**
 * Socket.IO sends a refused connection's error message and `data` to the client as
 * `connect_error`; they are the API's 401 text and code so clients handle both the same way. A
 * fresh error each time, because socket.io may attach data to it.
 */
function unauthenticated(): ExtendedError {
  const error: ExtendedError = new Error(ERROR_MESSAGES.unauthenticated);
  const data: ConnectRefusal = { code: 'unauthenticated', message: ERROR_MESSAGES.unauthenticated };
  error.data = data;
  return error;
}

interface AuthenticatingSocket {
  handshake: Handshake;
  data: Partial<RealtimeSocketData>;
}

/**
 * The `io.use` middleware: admits a socket only with a token `authenticate` accepts and keeps the
 * identity in `socket.data`. A failing `authenticate` (database down) refuses the socket like a
 * bad token and is logged; it must never reject unhandled and take the process down.
 */
export function createSocketAuthMiddleware(
  authenticate: AuthenticateToken,
  logger: Logger,
): (socket: AuthenticatingSocket, next: (error?: ExtendedError) => void) => void {
  return (socket, next) => {
    const token = readHandshakeToken(socket.handshake);
    if (token === null) {
      next(unauthenticated());
      return;
    }
    void identify(authenticate, token, logger).then((identity) => {
      if (identity === null) {
        next(unauthenticated());
        return;
      }
      socket.data.identity = identity;
      next();
    });
  };
}

/** Never rejects: a thrown error is logged (without the token) and counts as no identity. */
async function identify(
  authenticate: AuthenticateToken,
  token: string,
  logger: Logger,
): Promise<RealtimeIdentity | null> {
  try {
    return await authenticate(token);
  } catch (error) {
    logger.error({ err: error }, 'real-time authentication failed; socket refused');
    return null;
  }
}
