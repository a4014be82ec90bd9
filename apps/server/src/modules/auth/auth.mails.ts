import {
  EMAIL_VERIFICATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
} from '@satsino/contract/auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../account/account.repo.js';
import type { Mailer } from '../mail/mailer.js';
import { AUTH_MAIL_TEXTS, fillTemplate } from './auth.mail-texts.js';
import { issueToken } from './tokens.repo.js';

export interface AccountMails {
  sendVerification(user: UserRow): Promise<void>;
  sendPasswordReset(user: UserRow): Promise<void>;
}

/** Pages of the web app that the e-mailed links open, in the player's language. */
function pageUrl(publicUrl: string, locale: Locale, path: string, query: Record<string, string>) {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${publicUrl}${prefix}${path}?${new URLSearchParams(query).toString()}`;
}

export function createAccountMails(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  siteName: string;
  now: () => Date;
}): AccountMails {
  const localeOf = (user: UserRow): Locale =>
    isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  return {
    async sendVerification(user) {
      const at = deps.now();
      const token = await issueToken(deps.db, {
        userId: user.id,
        purpose: 'verify_email',
        email: user.email,
        expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_TOKEN_HOURS * 3_600_000),
        now: at,
      });
      const locale = localeOf(user);
      const texts = AUTH_MAIL_TEXTS[locale];
      const link = pageUrl(deps.publicUrl, locale, '/auth/verification/verify', { token });
      await deps.mailer.send({
        to: user.email,
        locale,
        link,
        subject: texts.verifySubject,
        text: fillTemplate(texts.verifyBody, {
          name: user.name,
          site: deps.siteName,
          link,
          hours: EMAIL_VERIFICATION_TOKEN_HOURS,
        }),
      });
    },

    async sendPasswordReset(user) {
      const at = deps.now();
      const token = await issueToken(deps.db, {
        userId: user.id,
        purpose: 'reset_password',
        email: user.email,
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
        now: at,
      });
      const locale = localeOf(user);
      const texts = AUTH_MAIL_TEXTS[locale];
      const link = pageUrl(deps.publicUrl, locale, '/auth/password/reset', {
        token,
        email: user.email,
      });
      await deps.mailer.send({
        to: user.email,
        locale,
        link,
        subject: texts.resetSubject,
        text: fillTemplate(texts.resetBody, {
          name: user.name,
          site: deps.siteName,
          link,
          minutes: PASSWORD_RESET_TOKEN_MINUTES,
        }),
      });
    },
  };
}
