import { codedMessageOf, type NoticeText } from '../../i18n/error-text';
import { NOTICES } from '../../i18n/notices';
import { ApiError, type FieldErrors } from '../../lib/api-error';

export interface AccountFailure {
  /** SPEC §8's English text or the server's coded message, translated when shown. */
  notice: NoticeText;
  fieldErrors: FieldErrors;
}

/**
 * A refused profile update shows the server's words: above all the 403 of an unverified
 * account ('You need to verify your account, before change the data').
 */
export function profileUpdateFailure(error: unknown): AccountFailure {
  if (!(error instanceof ApiError)) {
    return { notice: NOTICES.unexpectedError, fieldErrors: {} };
  }
  const fallback = error.status === 422 ? NOTICES.inputValidationFailed : NOTICES.unexpectedError;
  return {
    notice: error.hasMessage ? codedMessageOf(error) : fallback,
    fieldErrors: error.errors,
  };
}

/**
 * SPEC §8: a failed password update reads the same; the fields say why. Too many wrong current
 * passwords is the exception: no field is wrong then, and the player must wait, so it says so.
 */
export function passwordUpdateFailure(error: unknown): AccountFailure {
  if (error instanceof ApiError && error.status === 429 && error.hasMessage) {
    return { notice: codedMessageOf(error), fieldErrors: {} };
  }
  return {
    notice: NOTICES.passwordUpdateFailed,
    fieldErrors: error instanceof ApiError ? error.errors : {},
  };
}
