import {
  type LoginRequest,
  type PasswordResetRequest,
  type RegisterRequest,
  statusResponse,
  tokenResponse,
} from '@satsino/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { UnexpectedAnswerError } from '../../../lib/api-error';

/** A 2xx answer to login or registration without a token (SPEC §8 'Authentication token missing.'). */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}

async function tokenFrom(path: string, body: unknown): Promise<string> {
  try {
    const answer = await request(path, tokenResponse, { method: 'POST', body });
    return answer.token;
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) {
      throw new MissingTokenError(error.message, { cause: error });
    }
    throw error;
  }
}

/** `POST /api/login` → the new session's token. */
export function logIn(body: LoginRequest): Promise<string> {
  return tokenFrom('/login', body);
}

/** `POST /api/register` → the new player's token (registration logs in, SPEC §4). */
export function register(body: RegisterRequest): Promise<string> {
  return tokenFrom('/register', body);
}

/** `POST /api/password/email`: the server answers the same whether the account exists or not. */
export function sendPasswordResetEmail(email: string) {
  return request('/password/email', statusResponse, { method: 'POST', body: { email } });
}

/** `POST /api/password/reset` with the token of the e-mailed link. */
export function resetPassword(body: PasswordResetRequest) {
  return request('/password/reset', statusResponse, { method: 'POST', body });
}

/** `POST /api/email/resend`: answers the same whether such an account exists or not. */
export function resendVerificationEmail(email: string) {
  return request('/email/resend', statusResponse, { method: 'POST', body: { email } });
}

/**
 * `POST /api/email/verify` as a query: the verify page sends it once when it opens, and a query
 * keyed by the token sends it exactly once even when React mounts the page twice (StrictMode).
 */
export function emailVerificationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-verification', token],
    queryFn: () => request('/email/verify', statusResponse, { method: 'POST', body: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
