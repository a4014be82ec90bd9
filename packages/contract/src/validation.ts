import { z } from 'zod';

/**
 * Validation texts of SPEC §5, word for word, plus the few the spec leaves open (marked "ours").
 * Server and web validate with the same schemas, so a player reads the same words either way.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required.',
  fileRequired: 'File is Required.',
  passwordMin: 'Min 8 characters',
  passwordMatch: 'Password must match',
  email: 'Invalid e-mail.',
  emailValid: 'E-mail must be valid',
  // Ours: the spec shows no texts for these rules.
  nickname: 'Use 3 to 20 letters, digits, dots, dashes or underscores.',
  currency: 'Choose USD or EUR.',
  terms: 'You must accept the terms and conditions.',
  couponCode: 'Use up to 32 letters, digits, dashes or underscores.',
  tooLong: 'Too long.',
  dateOfBirth: 'Enter a valid date of birth; you must be at least 18.',
  country: 'Choose a country.',
  disallowedCharacters: 'Contains characters that are not allowed.',
} as const;

/**
 * The largest value a PostgreSQL `integer` column holds. Ids of the few tables keyed by one (the
 * entity wallets) are bounded by it: a larger id cannot name a row and fails the query instead.
 */
export const POSTGRES_INTEGER_MAX = 2_147_483_647;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded password is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_PATTERN = /^[A-Za-z0-9_.-]{3,20}$/;
export const EMAIL_MAX_LENGTH = 254;

export const requiredString = (max = 255) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, VALIDATION_MESSAGES.tooLong);

export const emailField = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
  .pipe(z.email({ error: VALIDATION_MESSAGES.email }));

export const passwordField = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

export const nicknameField = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .regex(NICKNAME_PATTERN, VALIDATION_MESSAGES.nickname);
