import { z } from 'zod';
import { ROLES } from './auth-constants.js';
import { LOCALES } from './locales.js';
import { CURRENCIES, minorUnits } from './money.js';
import {
  emailField,
  nicknameField,
  passwordField,
  requiredString,
  VALIDATION_MESSAGES,
} from './validation.js';

/** The User of SPEC §3 as `GET /api/user` answers it. Money in minor units. */
export const userResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    photo_url: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    balance: minorUnits,
    w_balance: minorUnits,
    w_bonus_balance: minorUnits,
    total_deposits: minorUnits,
    email_verified_at: z.iso.datetime().nullable(),
    account_verified_at: z.iso.datetime().nullable(),
    role: z.enum(ROLES),
    locale: z.enum(LOCALES),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    date_of_birth: z.iso.date().nullable(),
    address: z.string().nullable(),
    post_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userResponse>;

const MIN_PLAYER_AGE_YEARS = 18;

function isAdultBirthDate(value: string): boolean {
  const born = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(born.getTime())) return false;
  const adultFrom = new Date(born);
  adultFrom.setUTCFullYear(born.getUTCFullYear() + MIN_PLAYER_AGE_YEARS);
  return adultFrom.getTime() <= Date.now() && born.getUTCFullYear() >= 1900;
}

const optionalText = (max: number) =>
  z.string().trim().max(max, VALIDATION_MESSAGES.tooLong).nullable().optional();

/**
 * The profile fields a player may change (SPEC §3 form fields). Anything else in the body —
 * a balance, a role, a verification date — is dropped before it reaches the service.
 */
export const profileUpdateRequest = z
  .object({
    name: nicknameField.optional(),
    email: emailField.optional(),
    first_name: optionalText(80),
    last_name: optionalText(80),
    date_of_birth: z.iso
      .date({ error: VALIDATION_MESSAGES.dateOfBirth })
      .refine(isAdultBirthDate, VALIDATION_MESSAGES.dateOfBirth)
      .nullable()
      .optional(),
    address: optionalText(200),
    post_code: optionalText(20),
    city: optionalText(100),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, VALIDATION_MESSAGES.country)
      .nullable()
      .optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** SPEC §7: the profile update answers email, name and w_bonus_balance. */
export const profileUpdateResponse = z
  .object({
    email: z.string(),
    name: z.string(),
    w_bonus_balance: minorUnits,
    user: userResponse,
  })
  .meta({ id: 'ProfileUpdateResponse' });

/**
 * A new password, proven by the current one: a stolen token alone must not take the account.
 * The current password is read as sign-in reads it.
 */
export const passwordUpdateRequest = z
  .object({
    current_password: requiredString(128),
    password: passwordField,
    password_confirmation: requiredString(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: VALIDATION_MESSAGES.passwordMatch,
  })
  .meta({ id: 'PasswordUpdateRequest' });
export type PasswordUpdateRequest = z.input<typeof passwordUpdateRequest>;
