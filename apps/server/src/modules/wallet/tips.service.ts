import { DEFAULT_LOCALE, isLocale } from '@satsino/contract/locales';
import { type Currency, toApiMinorUnits } from '@satsino/contract/money';
import {
  TIP_MAX_MINOR,
  TIP_MIN_MINOR,
  type TipRecipient,
  type TipResult,
  WALLET_MESSAGES,
} from '@satsino/contract/wallet';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { findUserById, findUserByName, type UserRow } from '../account/account.repo.js';
import { InsufficientFundsError } from '../ledger/ledger.errors.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { findPostedTransfer, type PostedTransfer } from '../ledger/post-transfer.js';
import type { Notifier } from '../notifications/notifier.js';
import { TIP_NOTICES } from './tip-notices.js';
import { convertMinor, rateOf, rateText, type TipQuoteRow, type TipQuotes } from './tip-quotes.js';
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
 * A nickname as the look-up shows it ("b•••b"): enough for a sender who typed the name to see
 * it is the one meant, too little to learn a player's name from their id.
 */
export function maskName(name: string): string {
  const letters = [...name];
  const first = letters[0] ?? '';
  return letters.length < 3 ? `${first}•••` : `${first}•••${letters[letters.length - 1]}`;
}

/** The transfer keys of a tip: one per currency it moves, both from the sender's request key. */
const tipKeys = (senderId: number, requestKey: string) => ({
  debit: `tip:${senderId}:${requestKey}`,
  credit: `tip:${senderId}:${requestKey}:credit`,
});

/**
 * Tips: one atomic transfer from one player's cash to another's, never to oneself, within the
 * tip limits, for players with a verified e-mail. Both players get a live notice.
 */
export function createTipService(deps: {
  db: Db;
  ledger: Ledger;
  /** The exchange-rate quotes; without them (ledger tests), tips across currencies are refused. */
  quotes?: TipQuotes;
  enabled: boolean;
  notifier: Notifier;
  now?: () => Date;
  logger: { error(details: object, message: string): void };
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  /** The sender and recipient of a tip, or the coded reason there is none. */
  async function requireParties(senderId: number, reference: string) {
    if (!deps.enabled) throw walletErrors.tipsDisabled();
    const sender = await findUserById(db, senderId);
    if (!sender) throw platformErrors.notFound();
    if (!sender.emailVerifiedAt) throw walletErrors.emailNotVerified();
    return {
      sender,
      findRecipient: async () => {
        const recipient = await findRecipient(db, reference.trim());
        if (recipient?.role !== 'player') {
          throw walletErrors.field('reference_number', 'tip_recipient_unknown');
        }
        if (recipient.id === sender.id) {
          throw walletErrors.field('reference_number', 'tip_self');
        }
        return recipient;
      },
    };
  }

  /** The sender's amount within the tip limits, which are in the sender's currency. */
  function requireTipLimits(amount: bigint, currency: Currency): void {
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
  }

  /**
   * The quote a tip between currencies is paid at: issued to this sender for this recipient and
   * this pair, and unexpired — unless the tip was already made under this request key, whose
   * retry answers the first result whenever it comes.
   */
  async function requireQuote(
    quoteId: string | undefined,
    parties: { sender: UserRow; recipient: UserRow },
    debitKey: string,
  ): Promise<TipQuoteRow> {
    const { sender, recipient } = parties;
    if (quoteId === undefined || !deps.quotes) {
      throw walletErrors.field('reference_number', 'tip_currency_mismatch');
    }
    const quote = await deps.quotes.find(quoteId);
    if (
      !quote ||
      quote.senderUserId !== sender.id ||
      quote.recipientUserId !== recipient.id ||
      quote.fromCurrency !== sender.currency ||
      quote.toCurrency !== recipient.currency
    ) {
      throw walletErrors.field('quote_id', 'tip_quote_invalid');
    }
    if (quote.expiresAt.getTime() <= now().getTime()) {
      const made = await ledger.read((client) => findPostedTransfer(client, debitKey));
      if (!made) throw walletErrors.field('quote_id', 'tip_quote_expired');
    }
    return quote;
  }

  /** Notices of a tip that has happened, each player's in their language and currency. */
  async function notify(
    sender: UserRow,
    recipient: UserRow,
    sent: string,
    received: string,
  ): Promise<void> {
    // The tip has happened: a notice that cannot be stored is logged, never an error.
    await Promise.all([
      deps.notifier.notify(
        recipient.id,
        TIP_NOTICES[localeOf(recipient)].received(received, sender.name),
      ),
      deps.notifier.notify(sender.id, TIP_NOTICES[localeOf(sender)].sent(sent, recipient.name)),
    ]).catch((error: unknown) => deps.logger.error({ err: error }, 'tip notice not stored'));
  }

  /**
   * A tip between currencies at the quote's rate (ADR 0023): in one database transaction, one
   * transfer in the sender's currency from their cash to the house's exchange account, and one in
   * the recipient's currency from the house's exchange account to their cash, of the sender's
   * amount converted and rounded down. The fraction of a minor unit rounded away stays with the
   * house's exchange account. Each transfer balances in its one currency.
   */
  async function sendAcross(
    sender: UserRow,
    recipient: UserRow,
    amount: bigint,
    quoteId: string | undefined,
    requestKey: string,
  ): Promise<TipResult> {
    const keys = tipKeys(sender.id, requestKey);
    const quote = await requireQuote(quoteId, { sender, recipient }, keys.debit);
    const received = convertMinor(amount, rateOf(quote));
    // A sane price pair never gets here (the minimum tip is a whole unit), but a gateway that
    // priced a coin absurdly must not make a tip that credits nothing.
    if (received <= 0n) throw walletErrors.field('quote_id', 'tip_quote_invalid');
    const from = sender.currency;
    const to = recipient.currency;
    const [senderCash, recipientCash, exchangeFrom, exchangeTo] = await Promise.all([
      ledger.accounts.playerAccounts(sender.id, from).then((accounts) => accounts.cash),
      ledger.accounts.playerAccounts(recipient.id, to).then((accounts) => accounts.cash),
      ledger.accounts.systemAccount('exchange', from),
      ledger.accounts.systemAccount('exchange', to),
    ]);
    const metadata = {
      from_user_id: sender.id,
      from_name: sender.name,
      to_user_id: recipient.id,
      to_name: recipient.name,
      quote_id: quote.id,
      sent_amount: amount.toString(),
      sent_currency: from,
      received_amount: received.toString(),
      received_currency: to,
    };
    const reference = `tip:${sender.id}:${recipient.id}`;
    let posted: { debit: PostedTransfer; credit: PostedTransfer };
    try {
      posted = await ledger.transact(async (work) => ({
        debit: await work.post({
          idempotencyKey: keys.debit,
          kind: 'tip',
          currency: from,
          legs: [
            { account: senderCash, amount: -amount },
            { account: exchangeFrom, amount },
          ],
          reference,
          metadata,
        }),
        credit: await work.post({
          idempotencyKey: keys.credit,
          kind: 'tip',
          currency: to,
          legs: [
            { account: exchangeTo, amount: -received },
            { account: recipientCash, amount: received },
          ],
          reference,
          metadata,
        }),
      }));
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw walletErrors.field('sent_amount', 'tip_exceeds_balance');
      }
      throw error;
    }
    if (posted.debit.replayed !== posted.credit.replayed) {
      throw new Error(`tip ${keys.debit}: one half posted, the other replayed`);
    }
    if (!posted.debit.replayed) {
      await notify(sender, recipient, limitText(amount, from), limitText(received, to));
    }
    return {
      type: 'tip',
      id: posted.debit.id,
      amount: toApiMinorUnits(amount),
      recipient: recipient.name,
      created_at: posted.debit.createdAt.toISOString(),
      received_amount: toApiMinorUnits(received),
      received_currency: to,
    };
  }

  return {
    /**
     * `GET /api/wallet/tips/recipient`: who a tip to `reference` would reach and, across
     * currencies, a fresh quote of the rate — or why no rate can be had now — before the player
     * types an amount (issue 17).
     */
    async lookup(senderId: number, reference: string): Promise<TipRecipient> {
      const { sender, findRecipient: find } = await requireParties(senderId, reference);
      const recipient = await find();
      const shown = { masked_name: maskName(recipient.name), currency: recipient.currency };
      if (recipient.currency === sender.currency) {
        return { recipient: shown, exchange: { status: 'same_currency' } };
      }
      if (!deps.quotes) throw new Error('tips across currencies need the quotes');
      const outcome = await deps.quotes.issue({
        senderUserId: sender.id,
        recipientUserId: recipient.id,
        from: sender.currency,
        to: recipient.currency,
      });
      if (outcome.status === 'unavailable') {
        return {
          recipient: shown,
          exchange: {
            status: 'unavailable',
            code: outcome.failure.code,
            message: outcome.failure.message,
          },
        };
      }
      const { quote } = outcome;
      const rate = rateOf(quote);
      return {
        recipient: shown,
        exchange: {
          status: 'quoted',
          quote: {
            id: quote.id,
            from_currency: sender.currency,
            to_currency: recipient.currency,
            rate_numerator: rate.numerator.toString(),
            rate_denominator: rate.denominator.toString(),
            rate: rateText(rate),
            expires_at: quote.expiresAt.toISOString(),
          },
        },
      };
    },

    async send(
      senderId: number,
      body: { reference_number: string; sent_amount: number; quote_id?: string | undefined },
      requestKey: string,
    ): Promise<TipResult> {
      const { sender, findRecipient: find } = await requireParties(senderId, body.reference_number);
      const amount = BigInt(body.sent_amount);
      const currency = sender.currency;
      requireTipLimits(amount, currency);
      const recipient = await find();
      if (recipient.currency !== currency) {
        return sendAcross(sender, recipient, amount, body.quote_id, requestKey);
      }

      const from = await ledger.accounts.playerAccounts(sender.id, currency);
      const to = await ledger.accounts.playerAccounts(recipient.id, currency);
      let transfer: PostedTransfer;
      try {
        transfer = await ledger.transfer({
          idempotencyKey: tipKeys(sender.id, requestKey).debit,
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
        await notify(sender, recipient, shown, shown);
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
