import {
  EMAIL_VERIFICATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
} from '@satsino/contract/auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../account/account.repo.js';
import type { Mailer } from '../mail/mailer.js';
import { AUTH_MAIL_TEXTS, fillTemplate } from './auth.mail-texts.js';
import { issueToken, type TokenPurpose } from './tokens.repo.js';

export interface AccountMails {
  sendVerification(user: UserRow): Promise<void>;
  sendPasswordReset(user: UserRow): Promise<void>;
}

/** One e-mail that carries a single-use link: what differs between the kinds. */
interface LinkMail {
  purpose: TokenPurpose;
  lifetimeMs: number;
  /** The web page the link opens. */
  path: string;
  query: (token: string, user: UserRow) => Record<string, string>;
  subject: (locale: Locale) => string;
  body: (locale: Locale) => string;
  /** Extra values of the body's template ({hours}, {minutes}). */
  values: Record<string, number>;
}

const VERIFICATION: LinkMail = {
  purpose: 'verify_email',
  lifetimeMs: EMAIL_VERIFICATION_TOKEN_HOURS * 3_600_000,
  path: '/auth/verification/verify',
  query: (token) => ({ token }),
  subject: (locale) => AUTH_MAIL_TEXTS[locale].verifySubject,
  body: (locale) => AUTH_MAIL_TEXTS[locale].verifyBody,
  values: { hours: EMAIL_VERIFICATION_TOKEN_HOURS },
};

const PASSWORD_RESET: LinkMail = {
  purpose: 'reset_password',
  lifetimeMs: PASSWORD_RESET_TOKEN_MINUTES * 60_000,
  path: '/auth/password/reset',
  query: (token, user) => ({ token, email: user.email }),
  subject: (locale) => AUTH_MAIL_TEXTS[locale].resetSubject,
  body: (locale) => AUTH_MAIL_TEXTS[locale].resetBody,
  values: { minutes: PASSWORD_RESET_TOKEN_MINUTES },
};

export function createAccountMails(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  siteName: string;
  now: () => Date;
}): AccountMails {
  /** Issues the token, then sends the link to the page in the player's language. */
  async function sendLink(user: UserRow, mail: LinkMail): Promise<void> {
    const at = deps.now();
    const token = await issueToken(deps.db, {
      userId: user.id,
      purpose: mail.purpose,
      email: user.email,
      expiresAt: new Date(at.getTime() + mail.lifetimeMs),
      now: at,
    });
    const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    const query = new URLSearchParams(mail.query(token, user)).toString();
    const link = `${deps.publicUrl}${prefix}${mail.path}?${query}`;
    await deps.mailer.send({
      to: user.email,
      locale,
      link,
      subject: mail.subject(locale),
      text: fillTemplate(mail.body(locale), {
        name: user.name,
        site: deps.siteName,
        link,
        ...mail.values,
      }),
    });
  }

  return {
    sendVerification: (user) => sendLink(user, VERIFICATION),
    sendPasswordReset: (user) => sendLink(user, PASSWORD_RESET),
  };
}
