import { NOTICES } from '../../i18n/notices';
import { ApiError, type FieldErrors } from '../../lib/api-error';

export interface AccountFailure {
  /** English text (SPEC §8 or the server's), translated when shown. */
  notice: string;
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
  return { notice: error.hasMessage ? error.message : fallback, fieldErrors: error.errors };
}

/**
 * SPEC §8: a failed password update reads the same; the fields say why. Too many wrong current
 * passwords is the exception: no field is wrong then, and the player must wait, so it says so.
 */
export function passwordUpdateFailure(error: unknown): AccountFailure {
  if (error instanceof ApiError && error.status === 429 && error.hasMessage) {
    return { notice: error.message, fieldErrors: {} };
  }
  return {
    notice: NOTICES.passwordUpdateFailed,
    fieldErrors: error instanceof ApiError ? error.errors : {},
  };
}
