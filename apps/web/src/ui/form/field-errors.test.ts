import { registerRequest } from '@satsino/contract/auth';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, serverFieldMessages } from './field-errors';

describe('fieldMessagesOf', () => {
  it('gives each field the first message of the contract schema', () => {
    const result = registerRequest.safeParse({
      name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: '',
      currency: 'USD',
      terms: false,
    });
    expect(fieldMessagesOf(result)).toEqual({
      name: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.email,
      password: VALIDATION_MESSAGES.passwordMin,
      password_confirmation: VALIDATION_MESSAGES.required,
      terms: VALIDATION_MESSAGES.terms,
    });
  });

  it('is empty for a valid body', () => {
    const result = registerRequest.safeParse({
      name: 'satoshi',
      email: 'satoshi@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      currency: 'EUR',
      terms: true,
    });
    expect(fieldMessagesOf(result)).toEqual({});
  });
});

describe('serverFieldMessages', () => {
  it('keeps the first message of the fields the form has', () => {
    expect(
      serverFieldMessages(
        {
          email: ['The email has already been taken.', 'second'],
          name: ['The nickname has already been taken.'],
          unknown: ['x'],
        },
        ['name', 'email', 'password'],
      ),
    ).toEqual({
      email: 'The email has already been taken.',
      name: 'The nickname has already been taken.',
    });
  });
});
