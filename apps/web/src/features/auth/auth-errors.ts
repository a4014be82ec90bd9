import { codedMessageOf, type NoticeText } from '../../i18n/error-text';
import { NOTICES } from '../../i18n/notices';
import { ApiError, type FieldErrors, UnexpectedAnswerError } from '../../lib/api-error';
import { MissingTokenError } from './api/auth-api';

/** What a failed auth call shows: a notice in the snackbar and messages on the fields. */
export interface AuthFailure {
  /** SPEC §8's English text or the server's coded message, translated when shown. */
  notice: NoticeText;
  fieldErrors: FieldErrors;
}

const noFieldErrors: FieldErrors = {};

function serverMessage(error: ApiError): NoticeText | undefined {
  return error.hasMessage && error.message.trim() !== '' ? codedMessageOf(error) : undefined;
}

/**
 * SPEC §8, login: a 422 without a body asks to check e-mail and password; a 422 with one shows
 * its message (or a generic one) and its field messages; any other failure shows the first
 * e-mail message, else the first password message, else the message, else a generic one.
 */
export function loginFailure(error: unknown): AuthFailure {
  if (error instanceof MissingTokenError) {
    return { notice: NOTICES.tokenMissing, fieldErrors: noFieldErrors };
  }
  if (!(error instanceof ApiError)) {
    return { notice: NOTICES.unexpectedError, fieldErrors: noFieldErrors };
  }
  if (error.status === 422) {
    if (!error.hasMessage) {
      return { notice: NOTICES.loginValidationFailed, fieldErrors: noFieldErrors };
    }
    return {
      notice: serverMessage(error) ?? NOTICES.inputValidationFailed,
      fieldErrors: error.errors,
    };
  }
  return {
    notice:
      error.firstFieldError('email') ??
      error.firstFieldError('password') ??
      serverMessage(error) ??
      NOTICES.loginFailed,
    fieldErrors: error.errors,
  };
}

/**
 * SPEC §8, registration: the first e-mail message, else the first password message (else the
 * server's message); 'Authentication failed' on a 401; a generic text for anything else.
 */
export function registrationFailure(error: unknown): AuthFailure {
  if (error instanceof MissingTokenError) {
    return { notice: NOTICES.tokenMissing, fieldErrors: noFieldErrors };
  }
  if (!(error instanceof ApiError)) {
    return { notice: NOTICES.registrationUnexpected, fieldErrors: noFieldErrors };
  }
  if (error.status === 401) {
    return { notice: NOTICES.registrationAuthFailed, fieldErrors: noFieldErrors };
  }
  return {
    notice:
      error.firstFieldError('email') ??
      error.firstFieldError('password') ??
      serverMessage(error) ??
      NOTICES.registrationUnexpected,
    fieldErrors: error.errors,
  };
}

/**
 * SPEC §8, password reset e-mail: an auth error on 401/403, a broken answer as unexpected, a
 * rate limit with the server's words, anything else as a failure to send.
 */
export function passwordEmailFailure(error: unknown): AuthFailure {
  if (error instanceof UnexpectedAnswerError) {
    return { notice: NOTICES.unexpectedResponse, fieldErrors: noFieldErrors };
  }
  if (!(error instanceof ApiError)) {
    return { notice: NOTICES.resetEmailFailed, fieldErrors: noFieldErrors };
  }
  if (error.status === 401 || error.status === 403) {
    return { notice: NOTICES.authError, fieldErrors: noFieldErrors };
  }
  if (error.status === 429) {
    return { notice: serverMessage(error) ?? NOTICES.resetEmailFailed, fieldErrors: noFieldErrors };
  }
  return { notice: NOTICES.resetEmailFailed, fieldErrors: error.errors };
}

/** SPEC §8: a failed reset says 'Password reset failed'; the fields say why. */
export function passwordResetFailure(error: unknown): AuthFailure {
  return {
    notice: NOTICES.passwordResetFailed,
    fieldErrors: error instanceof ApiError ? error.errors : noFieldErrors,
  };
}

/** Failures the spec does not word (verification e-mail, social sign-in): the server's text. */
export function genericFailure(error: unknown): AuthFailure {
  if (error instanceof ApiError) {
    return {
      notice: serverMessage(error) ?? NOTICES.unexpectedError,
      fieldErrors: error.errors,
    };
  }
  return { notice: NOTICES.unexpectedError, fieldErrors: noFieldErrors };
}
