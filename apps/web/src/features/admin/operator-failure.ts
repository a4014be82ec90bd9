import { NOTICES } from '../../i18n/notices';
import { ApiError } from '../../lib/api-error';

/**
 * The notice for an operator action that failed: the server's own message (a 409 says the
 * withdrawal's state does not allow it, a 422 what is wrong), else a generic text. English; the
 * snackbar translates the texts it knows.
 */
export function operatorFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.hasMessage && error.message.trim() !== '') {
    return error.message;
  }
  return NOTICES.unexpectedError;
}
