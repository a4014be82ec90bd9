import { codedMessageOf, type NoticeText } from '../../i18n/error-text';
import { NOTICES } from '../../i18n/notices';
import { ApiError } from '../../lib/api-error';

/**
 * The notice for an operator action that failed: the server's own message (a 409 says the
 * withdrawal's state does not allow it, a 422 what is wrong) with its code, else a generic
 * text; the snackbar translates both.
 */
export function operatorFailureMessage(error: unknown): NoticeText {
  if (error instanceof ApiError && error.hasMessage && error.message.trim() !== '') {
    return codedMessageOf(error);
  }
  return NOTICES.unexpectedError;
}
