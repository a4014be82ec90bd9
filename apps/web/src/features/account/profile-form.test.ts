import { profileUpdateRequest } from '@satsino/contract/account';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test-support/test-user';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { profileRequestOf, profileValuesOf } from './profile-form';

const user = testUser({
  locale: 'de',
  first_name: 'Satoshi',
  date_of_birth: '1975-04-05',
  city: 'Tokyo',
  country: 'JP',
});

describe('profile form', () => {
  it('turns a user into text values and back into a valid request', () => {
    const values = profileValuesOf(user);
    expect(values).toMatchObject({ first_name: 'Satoshi', last_name: '', locale: 'de' });
    const body = profileRequestOf({ ...values, city: '  Osaka ' });
    expect(body).toEqual({
      first_name: 'Satoshi',
      last_name: null,
      date_of_birth: '1975-04-05',
      address: null,
      post_code: null,
      city: 'Osaka',
      country: 'JP',
      locale: 'de',
    });
    expect(profileUpdateRequest.safeParse(body).success).toBe(true);
  });

  it('lets the contract judge the values', () => {
    const body = profileRequestOf({ ...profileValuesOf(user), date_of_birth: '2020-01-01' });
    expect(fieldMessagesOf(profileUpdateRequest.safeParse(body))).toEqual({
      date_of_birth: VALIDATION_MESSAGES.dateOfBirth,
    });
  });
});
