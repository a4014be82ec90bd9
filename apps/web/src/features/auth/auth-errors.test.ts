import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-error';
import { MissingTokenError } from './api/auth-api';
import {
  genericFailure,
  loginFailure,
  passwordEmailFailure,
  passwordResetFailure,
  registrationFailure,
} from './auth-errors';

const badCredentials = new ApiError(422, AUTH_MESSAGES.badCredentials, {
  hasMessage: true,
  code: 'bad_credentials',
  errors: { email: [AUTH_MESSAGES.badCredentials] },
  codes: { email: ['bad_credentials'] },
});

describe('loginFailure (SPEC §8)', () => {
  it('asks to check e-mail and password on a 422 without a body', () => {
    expect(loginFailure(new ApiError(422, ERROR_MESSAGES.unexpected))).toEqual({
      notice: 'Validation failed. Please check your email and password.',
      fieldErrors: {},
    });
  });

  it("shows a 422's message, with its code to translate it, and its field messages", () => {
    expect(loginFailure(badCredentials)).toEqual({
      notice: { code: 'bad_credentials', message: 'These credentials do not match our records.' },
      fieldErrors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('falls back to a generic validation text when a 422 message is empty', () => {
    const error = new ApiError(422, '', { hasMessage: true, errors: { password: ['Required.'] } });
    expect(loginFailure(error).notice).toBe('Validation failed. Please check your input.');
  });

  it('prefers the first e-mail, then password message, then the message on other failures', () => {
    const both = new ApiError(400, 'Bad request', {
      hasMessage: true,
      errors: { password: ['p1'], email: ['e1', 'e2'] },
      codes: { password: ['password_too_short'], email: ['email_invalid', 'required'] },
    });
    expect(loginFailure(both).notice).toEqual({ code: 'email_invalid', message: 'e1' });
    const password = new ApiError(400, 'Bad request', {
      hasMessage: true,
      errors: { password: ['p1'] },
    });
    // A field message without a code (an older server) keeps its words, to be shown as they are.
    expect(loginFailure(password).notice).toEqual({ code: undefined, message: 'p1' });
    const tooMany = new ApiError(429, AUTH_MESSAGES.tooManyAttempts, {
      hasMessage: true,
      code: 'too_many_attempts',
    });
    expect(loginFailure(tooMany).notice).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again later.',
    });
  });

  it('says login failed when a failure has no message', () => {
    expect(loginFailure(new ApiError(502, ERROR_MESSAGES.unexpected)).notice).toBe(
      'Login failed. Please try again.',
    );
  });

  it('reports a 200 without a token', () => {
    expect(loginFailure(new MissingTokenError('no token')).notice).toBe(
      'Authentication token missing.',
    );
  });

  it('reports network and unknown errors as unexpected', () => {
    expect(loginFailure(new TypeError('Failed to fetch')).notice).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('registrationFailure (SPEC §8)', () => {
  it('shows the first e-mail message, else the first password message', () => {
    const taken = new ApiError(422, 'The given data was invalid.', {
      hasMessage: true,
      errors: { email: [AUTH_MESSAGES.emailTaken], password: ['Min 8 characters'] },
      codes: { email: ['email_taken'], password: ['password_too_short'] },
    });
    expect(registrationFailure(taken)).toEqual({
      notice: { code: 'email_taken', message: 'The email has already been taken.' },
      fieldErrors: taken.errors,
    });
    const weak = new ApiError(422, 'The given data was invalid.', {
      hasMessage: true,
      errors: { password: ['Min 8 characters'] },
      codes: { password: ['password_too_short'] },
    });
    expect(registrationFailure(weak).notice).toEqual({
      code: 'password_too_short',
      message: 'Min 8 characters',
    });
  });

  it('shows the message when no e-mail or password field is wrong', () => {
    const nickname = new ApiError(422, AUTH_MESSAGES.nicknameTaken, {
      hasMessage: true,
      code: 'nickname_taken',
      errors: { name: [AUTH_MESSAGES.nicknameTaken] },
    });
    expect(registrationFailure(nickname)).toEqual({
      notice: { code: 'nickname_taken', message: 'The nickname has already been taken.' },
      fieldErrors: { name: ['The nickname has already been taken.'] },
    });
  });

  it("says 'Authentication failed' on a 401", () => {
    expect(registrationFailure(new ApiError(401, ERROR_MESSAGES.unauthenticated)).notice).toBe(
      'Authentication failed',
    );
  });

  it('says an unexpected error occurred otherwise', () => {
    expect(registrationFailure(new TypeError('Failed to fetch')).notice).toBe(
      'An unexpected error occurred during registration',
    );
    expect(registrationFailure(new ApiError(500, ERROR_MESSAGES.unexpected)).notice).toBe(
      'An unexpected error occurred during registration',
    );
  });
});

describe('passwordEmailFailure (SPEC §8)', () => {
  it('reports 401 and 403 as an authentication error', () => {
    for (const status of [401, 403]) {
      expect(passwordEmailFailure(new ApiError(status, 'x', { hasMessage: true })).notice).toBe(
        'Authentication error. Please try again.',
      );
    }
  });

  it('reports a broken answer as unexpected', () => {
    expect(passwordEmailFailure(new UnexpectedAnswerError('/password/email')).notice).toBe(
      'Unexpected response from server. Please try again.',
    );
  });

  it('reports other failures as a failure to send, with the field messages', () => {
    const invalid = new ApiError(422, 'Invalid e-mail.', {
      hasMessage: true,
      errors: { email: ['Invalid e-mail.'] },
    });
    expect(passwordEmailFailure(invalid)).toEqual({
      notice: 'Failed to send password reset email.',
      fieldErrors: { email: ['Invalid e-mail.'] },
    });
    expect(passwordEmailFailure(new TypeError('Failed to fetch')).notice).toBe(
      'Failed to send password reset email.',
    );
  });
});

describe('passwordResetFailure and genericFailure', () => {
  it("says 'Password reset failed' and keeps the field messages", () => {
    const invalid = new ApiError(422, AUTH_MESSAGES.resetTokenInvalid, {
      hasMessage: true,
      errors: { email: [AUTH_MESSAGES.resetTokenInvalid] },
    });
    expect(passwordResetFailure(invalid)).toEqual({
      notice: 'Password reset failed',
      fieldErrors: { email: ['This password reset token is invalid.'] },
    });
  });

  it("shows the server's message, or the unexpected text", () => {
    const off = new ApiError(404, AUTH_MESSAGES.providerUnavailable, {
      hasMessage: true,
      code: 'provider_unavailable',
    });
    expect(genericFailure(off).notice).toEqual({
      code: 'provider_unavailable',
      message: 'This sign-in provider is not available.',
    });
    expect(genericFailure(new Error('boom')).notice).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
