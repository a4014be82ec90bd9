import type { User } from '@satsino/contract/account';

/** A signed-in player with nothing on file; tests override what they look at. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'satoshi',
    email: 'satoshi@example.com',
    photo_url: null,
    currency: 'USD',
    balance: 0,
    w_balance: 0,
    w_bonus_balance: 0,
    total_deposits: 0,
    email_verified_at: null,
    account_verified_at: null,
    role: 'player',
    locale: 'en',
    first_name: null,
    last_name: null,
    date_of_birth: null,
    address: null,
    post_code: null,
    city: null,
    country: null,
    ...overrides,
  };
}
