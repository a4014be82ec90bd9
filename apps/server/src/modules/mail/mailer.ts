import type { Locale } from '@satsino/contract/locales';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connection.js';
import { mailOutbox } from './mail.schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (verify, reset): logged when there is no SMTP. */
  link?: string;
  locale: Locale;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first; `send` resolves once it is stored. With SMTP it
 * is then delivered and marked sent; without, the outbox is the delivery (the embedded demo's way
 * to read links) and the link is logged.
 */
export function createMailer(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          link: message.link ?? null,
          locale: message.locale,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        deps.logger.info(
          { to: message.to, link: message.link },
          `e-mail kept in the outbox: ${message.subject}`,
        );
        return;
      }
      // Delivery happens after the answer: a slow mail server must neither hold up the request
      // nor reveal, by timing, whether a message was sent at all.
      void transport
        .sendMail({ from: deps.from, to: message.to, subject: message.subject, text: message.text })
        .then(async () => {
          if (row) {
            await deps.db
              .update(mailOutbox)
              .set({ sentAt: new Date() })
              .where(eq(mailOutbox.id, row.id));
          }
        })
        .catch((error: unknown) =>
          deps.logger.error({ err: error, to: message.to }, 'e-mail delivery failed'),
        );
    },
  };
}
