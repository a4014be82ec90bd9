import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { passwordUpdateFailure, profileUpdateFailure } from './account-errors';

describe('profileUpdateFailure', () => {
  it("shows the unverified account's refusal word for word", () => {
    const refused = new ApiError(403, AUTH_MESSAGES.accountNotVerified, {
      hasMessage: true,
      code: 'account_not_verified',
    });
    expect(profileUpdateFailure(refused).notice).toEqual({
      code: 'account_not_verified',
      message: 'You need to verify your account, before change the data',
    });
  });

  it('puts validation messages on the fields', () => {
    const invalid = new ApiError(422, 'Choose a country.', {
      hasMessage: true,
      code: 'validation_failed',
      errors: { country: ['Choose a country.'] },
      codes: { country: ['country_invalid'] },
    });
    expect(profileUpdateFailure(invalid)).toEqual({
      notice: { code: 'validation_failed', message: 'Choose a country.' },
      fieldErrors: { country: ['Choose a country.'] },
    });
    expect(profileUpdateFailure(new ApiError(422, ERROR_MESSAGES.unexpected)).notice).toBe(
      'Validation failed. Please check your input.',
    );
  });

  it('reports network errors as unexpected', () => {
    expect(profileUpdateFailure(new TypeError('Failed to fetch')).notice).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('passwordUpdateFailure', () => {
  it('says the SPEC §8 text and keeps the field messages', () => {
    const weak = new ApiError(422, 'Min 8 characters', {
      hasMessage: true,
      errors: { password: ['Min 8 characters'] },
    });
    expect(passwordUpdateFailure(weak)).toEqual({
      notice:
        'Error during update your password. Please check if password match correctly and try again',
      fieldErrors: { password: ['Min 8 characters'] },
    });
  });

  it('puts a wrong current password on its field', () => {
    const wrong = new ApiError(422, AUTH_MESSAGES.currentPasswordWrong, {
      hasMessage: true,
      errors: { current_password: [AUTH_MESSAGES.currentPasswordWrong] },
    });
    expect(passwordUpdateFailure(wrong).fieldErrors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
  });

  it('tells the player to wait after too many wrong current passwords', () => {
    const limited = new ApiError(429, AUTH_MESSAGES.tooManyAttempts, {
      hasMessage: true,
      code: 'too_many_attempts',
    });
    expect(passwordUpdateFailure(limited)).toEqual({
      notice: { code: 'too_many_attempts', message: 'Too many attempts. Please try again later.' },
      fieldErrors: {},
    });
  });
});
