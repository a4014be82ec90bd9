import { z } from 'zod';
import { LOCALES } from './locales.js';
import { AUTH_MESSAGES } from './messages/auth.js';
import { CURRENCIES } from './money.js';
import {
  emailField,
  nicknameField,
  passwordField,
  requiredString,
  VALIDATION_MESSAGES,
} from './validation.js';

export {
  EMAIL_VERIFICATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
  REMEMBER_SESSION_DAYS,
  ROLES,
  type Role,
  SHORT_SESSION_HOURS,
  TOKEN_COOKIE,
} from './auth-constants.js';
// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { AUTH_MESSAGES };

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const matchIssue = { path: ['password_confirmation'], message: VALIDATION_MESSAGES.passwordMatch };

export const registerRequest = z
  .object({
    name: nicknameField,
    email: emailField,
    password: passwordField,
    password_confirmation: requiredString(128),
    currency: z.enum(CURRENCIES, { error: VALIDATION_MESSAGES.currency }),
    coupon_code: z
      .string()
      .trim()
      .max(32, VALIDATION_MESSAGES.couponCode)
      .regex(/^[A-Za-z0-9_-]*$/, VALIDATION_MESSAGES.couponCode)
      .optional(),
    terms: z.literal(true, { error: VALIDATION_MESSAGES.terms }),
    remember: z.boolean().default(true),
    locale: z.enum(LOCALES).optional(),
  })
  .refine(passwordsMatch, matchIssue)
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z
  .object({
    email: emailField,
    password: requiredString(128),
    remember: z.boolean().default(true),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequest>;

export const tokenResponse = z.object({ token: z.string() }).meta({ id: 'TokenResponse' });

/** Answer of the calls that only confirm (Laravel's `status`). */
export const statusResponse = z.object({ status: z.string() }).meta({ id: 'StatusResponse' });

export const emailRequest = z.object({ email: emailField }).meta({ id: 'EmailRequest' });

export const passwordResetRequest = z
  .object({
    token: requiredString(200),
    email: emailField,
    password: passwordField,
    password_confirmation: requiredString(128),
  })
  .refine(passwordsMatch, matchIssue)
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

export const verifyEmailRequest = z
  .object({ token: requiredString(200) })
  .meta({ id: 'VerifyEmailRequest' });

export const sessionEntry = z
  .object({
    id: z.number().int(),
    ip: z.string().nullable(),
    device: z.string().nullable(),
    user_agent: z.string().nullable(),
    location: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'SessionEntry' });
export type SessionEntry = z.infer<typeof sessionEntry>;
export const sessionList = z.array(sessionEntry).meta({ id: 'SessionList' });

export const sessionIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Social sign-in providers the server knows; each is on only when configured. */
export const OAUTH_PROVIDERS = ['google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderParams = z.object({ provider: z.string().max(40) });
export const oauthUrlResponse = z.object({ url: z.url() }).meta({ id: 'OAuthUrlResponse' });

/**
 * The popup ends on this web page with the token (or an error) in the URL fragment, which never
 * reaches a server; the page hands it to the opener window with postMessage and closes.
 */
export const OAUTH_COMPLETE_PATH = '/auth/social/complete';
export const OAUTH_MESSAGE_TYPE = 'satsino:oauth';
export const OAUTH_POPUP_SIZE = { width: 600, height: 720 } as const;

/** `GET /api/oauth/providers`: the providers switched on, so the web shows only their buttons. */
export const oauthProvidersResponse = z
  .object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) })
  .meta({ id: 'OAuthProvidersResponse' });
