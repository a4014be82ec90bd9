/**
 * The texts of ../auth.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** Texts the auth calls answer with (Laravel's wording where the spec's client expects it). */
export const AUTH_MESSAGES = {
  badCredentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  nicknameTaken: 'The nickname has already been taken.',
  resetLinkSent: 'If an account exists for that e-mail, we have sent a password reset link.',
  resetTokenInvalid: 'This password reset token is invalid.',
  passwordReset: 'Your password has been reset.',
  passwordUpdated: 'Your password has been updated.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordNotSet:
    'Your account has no password yet. Set one with the password reset link we can e-mail you.',
  verificationLinkSent:
    'If an account with an unverified e-mail exists, we have sent a new verification link.',
  verificationTokenInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address has been verified.',
  loggedOut: 'You have been logged out.',
  sessionEnded: 'The session has been ended.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forbidden: 'This action is unauthorized.',
  accountNotVerified: 'You need to verify your account, before change the data',
  emailNotVerified: 'You need to verify your Email, after you will able to deposit and withdraw',
  providerUnavailable: 'This sign-in provider is not available.',
  oauthFailed: 'Social sign-in failed. Please try again.',
} as const;
