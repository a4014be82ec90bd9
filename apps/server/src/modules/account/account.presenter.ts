import type { User } from '@satsino/contract/account';
import { isLocale } from '@satsino/contract/locales';
import { playableBalanceMinor, toApiMinorUnits } from '@satsino/contract/money';
import type { Balances } from './account.balances.js';
import type { UserRow } from './account.repo.js';

/** The User of SPEC §3 as the API answers it; the password hash never leaves the module. */
export function presentUser(row: UserRow, balances: Balances): User {
  const cash = toApiMinorUnits(balances.cashMinor);
  const bonus = toApiMinorUnits(balances.bonusMinor);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo_url: row.photoUrl,
    currency: row.currency,
    balance: playableBalanceMinor(cash, bonus),
    w_balance: cash,
    w_bonus_balance: bonus,
    total_deposits: toApiMinorUnits(balances.totalDepositsMinor),
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    account_verified_at: row.accountVerifiedAt?.toISOString() ?? null,
    role: row.role,
    locale: isLocale(row.locale) ? row.locale : 'en',
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    address: row.address,
    post_code: row.postCode,
    city: row.city,
    country: row.country,
  };
}
