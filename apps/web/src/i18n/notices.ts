/**
 * The client-side texts of SPEC §8, word for word. Screens show them translated: en.json has
 * each one under `messages` with exactly this English value (messages.test.ts checks it), and
 * `useTranslateMessage()` finds the key by the text.
 */
export const NOTICES = {
  loginValidationFailed: 'Validation failed. Please check your email and password.',
  inputValidationFailed: 'Validation failed. Please check your input.',
  loginFailed: 'Login failed. Please try again.',
  tokenMissing: 'Authentication token missing.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  registrationAuthFailed: 'Authentication failed',
  registrationUnexpected: 'An unexpected error occurred during registration',
  resetEmailSent: 'Password reset email sent',
  resetEmailFailed: 'Failed to send password reset email.',
  authError: 'Authentication error. Please try again.',
  unexpectedResponse: 'Unexpected response from server. Please try again.',
  passwordResetFailed: 'Password reset failed',
  passwordUpdateFailed:
    'Error during update your password. Please check if password match correctly and try again',
  passwordNotMatch: 'Password not match, please check it to continue',
  passwordUpdated: 'Password Update',
  accountUpdated: 'Account Update',
  tokenExpired: 'Token expired or unauthorized.',
} as const;
