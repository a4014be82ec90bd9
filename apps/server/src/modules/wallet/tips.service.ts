import { DEFAULT_LOCALE, isLocale } from '@satsino/contract/locales';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  TIP_MAX_MINOR,
  TIP_MIN_MINOR,
  type TipResult,
  WALLET_MESSAGES,
} from '@satsino/contract/wallet';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { findUserById, findUserByName, type UserRow } from '../account/account.repo.js';
import { InsufficientFundsError } from '../ledger/ledger.errors.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { TIP_NOTICES } from './tip-notices.js';
import { limitText, walletErrors } from './wallet.errors.js';

/** A reference id is a nickname or a player id ("42" or "#42"). */
async function findRecipient(db: Db, reference: string): Promise<UserRow | undefined> {
  const byName = await findUserByName(db, reference);
  if (byName) return byName;
  const id = /^#?(\d{1,15})$/.exec(reference)?.[1];
  return id ? findUserById(db, Number(id)) : undefined;
}

const localeOf = (user: UserRow) => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

/**
 * Tips: one atomic transfer from one player's cash to another's, never to oneself, within the
 * tip limits, for players with a verified e-mail. Both players get a live notice.
 */
export function createTipService(deps: {
  db: Db;
  ledger: Ledger;
  enabled: boolean;
  notifier: Notifier;
  logger: { error(details: object, message: string): void };
}) {
  const { db, ledger } = deps;
  return {
    async send(
      senderId: number,
      body: { reference_number: string; sent_amount: number },
      requestKey: string,
    ): Promise<TipResult> {
      if (!deps.enabled) throw walletErrors.tipsDisabled();
      const sender = await findUserById(db, senderId);
      if (!sender) throw platformErrors.notFound();
      if (!sender.emailVerifiedAt) throw walletErrors.emailNotVerified();
      const amount = BigInt(body.sent_amount);
      const currency = sender.currency;
      if (amount < BigInt(TIP_MIN_MINOR)) {
        throw walletErrors.field(
          'sent_amount',
          'tip_min_limit',
          `${WALLET_MESSAGES.tipMinLimit} ${limitText(BigInt(TIP_MIN_MINOR), currency)}`,
        );
      }
      if (amount > BigInt(TIP_MAX_MINOR)) {
        throw walletErrors.field(
          'sent_amount',
          'tip_max_limit',
          `${WALLET_MESSAGES.tipMaxLimit} ${limitText(BigInt(TIP_MAX_MINOR), currency)}`,
        );
      }
      const recipient = await findRecipient(db, body.reference_number.trim());
      if (recipient?.role !== 'player') {
        throw walletErrors.field('reference_number', 'tip_recipient_unknown');
      }
      if (recipient.id === sender.id) {
        throw walletErrors.field('reference_number', 'tip_self');
      }
      if (recipient.currency !== currency) {
        throw walletErrors.field('reference_number', 'tip_currency_mismatch');
      }

      const from = await ledger.accounts.playerAccounts(sender.id, currency);
      const to = await ledger.accounts.playerAccounts(recipient.id, currency);
      let transfer: Awaited<ReturnType<Ledger['transfer']>>;
      try {
        transfer = await ledger.transfer({
          idempotencyKey: `tip:${sender.id}:${requestKey}`,
          kind: 'tip',
          currency,
          legs: [
            { account: from.cash, amount: -amount },
            { account: to.cash, amount },
          ],
          reference: `tip:${sender.id}:${recipient.id}`,
          metadata: {
            from_user_id: sender.id,
            from_name: sender.name,
            to_user_id: recipient.id,
            to_name: recipient.name,
          },
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw walletErrors.field('sent_amount', 'tip_exceeds_balance');
        }
        throw error;
      }
      if (!transfer.replayed) {
        const shown = limitText(amount, currency);
        // The tip has happened: a notice that cannot be stored is logged, never an error.
        await Promise.all([
          deps.notifier.notify(
            recipient.id,
            TIP_NOTICES[localeOf(recipient)].received(shown, sender.name),
          ),
          deps.notifier.notify(
            sender.id,
            TIP_NOTICES[localeOf(sender)].sent(shown, recipient.name),
          ),
        ]).catch((error: unknown) => deps.logger.error({ err: error }, 'tip notice not stored'));
      }
      return {
        type: 'tip',
        id: transfer.id,
        amount: toApiMinorUnits(amount),
        recipient: recipient.name,
        created_at: transfer.createdAt.toISOString(),
      };
    },
  };
}
export type TipService = ReturnType<typeof createTipService>;
