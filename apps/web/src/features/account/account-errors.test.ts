import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { passwordUpdateFailure, profileUpdateFailure } from './account-errors';

describe('profileUpdateFailure', () => {
  it("shows the unverified account's refusal word for word", () => {
    const refused = new ApiError(403, AUTH_MESSAGES.accountNotVerified, { hasMessage: true });
    expect(profileUpdateFailure(refused).notice).toBe(
      'You need to verify your account, before change the data',
    );
  });

  it('puts validation messages on the fields', () => {
    const invalid = new ApiError(422, 'Choose a country.', {
      hasMessage: true,
      errors: { country: ['Choose a country.'] },
    });
    expect(profileUpdateFailure(invalid)).toEqual({
      notice: 'Choose a country.',
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
});
