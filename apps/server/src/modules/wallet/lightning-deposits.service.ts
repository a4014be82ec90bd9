import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { OperatorQueueEvent } from '@satsino/contract/realtime';
import {
  DEPOSIT_MIN_MINOR,
  LIGHTNING_DEPOSIT_MAX_MINOR,
  LIGHTNING_INVOICE_EXPIRY_SECONDS,
  type LightningInvoice,
  WALLET_MESSAGES,
} from '@satsino/contract/wallet';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { findUserById } from '../account/account.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { requireDepositAllowed } from '../limits/limits.service.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  coinBaseUnitsToFiatMinor,
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
} from '../payments/coin-amounts.js';
import type { LightningBackend } from '../payments/lightning/lightning-backend.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { qrCodeDataUrl } from '../payments/payment-qr.js';
import type { BonusLockHook, DepositCreditedHook } from './deposits.service.js';
import {
  findLightningInvoice,
  insertLightningInvoice,
  type LightningInvoiceRow,
  markInvoiceExpired,
  markInvoicePaid,
} from './lightning-invoices.repo.js';
import { btcOfMsat, MSAT_PER_SAT } from './lightning-quote.js';
import { amountText, coinsText, stageMoneyNotice } from './money-notices.js';
import { callGateway, limitText, walletErrors } from './wallet.errors.js';

const SAT_DECIMALS = 8;

/**
 * Lightning deposits (ADR 0015): the player asks for an amount of their currency, gets a BOLT #11
 * invoice for the satoshis it buys at this moment's rate, and is credited that amount once the
 * invoice settles — once, keyed by the payment hash, however many times (or workers) report it.
 */
export function createLightningDepositService(deps: {
  db: Db;
  ledger: Ledger;
  gateway: PaymentGateway;
  lightning: LightningBackend;
  lockBonuses?: BonusLockHook;
  /** The bonus programme's grant, as for an on-chain deposit (the blog's promise). */
  onDepositCredited?: DepositCreditedHook;
  /** Tells the player of each paid invoice, as of a coin deposit. */
  notifier?: Notifier;
  /** Tells the operators' console a queue item changed, after the commit (issue 17). */
  queueChanged?: (change: OperatorQueueEvent) => void;
  now: () => Date;
}) {
  const { db, ledger, gateway, lightning } = deps;

  async function present(row: LightningInvoiceRow): Promise<LightningInvoice> {
    const uri = `lightning:${row.paymentRequest}`;
    return {
      id: row.id,
      uuid: row.uuid,
      payment_request: row.paymentRequest,
      payment_hash: row.paymentHash,
      amount: toApiMinorUnits(row.amountMinor),
      currency: row.currency as Currency,
      crypto_amount: formatCoinAmount(row.amountMsat / MSAT_PER_SAT, SAT_DECIMALS),
      status: row.status,
      expires_at: row.expiresAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      // Upper case: BOLT #11 recommends it for QR codes (the smaller alphanumeric mode).
      qr_code: await qrCodeDataUrl(uri.toUpperCase()),
      uri,
      network: lightning.network,
      sandbox: row.backend === 'sandbox',
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Credits an invoice once; answers the row as it now is. */
  async function settle(
    paymentHash: string,
    options: { refuseExpired: boolean },
  ): Promise<LightningInvoiceRow> {
    const seen = await ledger.read((client) => findLightningInvoice(client, { paymentHash }));
    if (!seen) throw platformErrors.notFound();
    const currency = seen.currency as Currency;
    // Accounts first (made the first time), so the locked transaction below needs no second
    // connection while others wait for its row.
    const player = await ledger.accounts.playerAccounts(seen.userId, currency);
    const clearing = await ledger.accounts.systemAccount('deposits_clearing', currency);
    const publishNotice = await ledger.transact(async (work) => {
      const invoice = await findLightningInvoice(work.client, { paymentHash }, { forUpdate: true });
      if (!invoice || invoice.status === 'paid') return undefined;
      if (options.refuseExpired && invoice.expiresAt.getTime() <= deps.now().getTime()) {
        throw walletErrors.field('payment_request', 'lightning_invoice_expired');
      }
      await deps.lockBonuses?.(work, invoice.userId);
      const transfer = await work.post({
        idempotencyKey: `lightning-deposit:${invoice.paymentHash}`,
        kind: 'deposit',
        currency,
        legs: [
          { account: clearing, amount: -invoice.amountMinor },
          { account: player.cash, amount: invoice.amountMinor },
        ],
        reference: `lightning:${invoice.id}`,
        metadata: {
          coin: 'BTC',
          rail: 'lightning',
          txid: invoice.paymentHash,
          crypto_amount: btcOfMsat(invoice.amountMsat),
          rate: invoice.rate,
        },
      });
      await markInvoicePaid(work.client, invoice.id, transfer.id);
      // A claimed deposit bonus is granted in the same transaction, once, as for a coin.
      await deps.onDepositCredited?.(work, {
        userId: invoice.userId,
        currency,
        chainDepositId: null,
        creditedMinor: invoice.amountMinor,
      });
      if (!deps.notifier) return undefined;
      return stageMoneyNotice(deps.notifier, work, invoice.userId, (notices) =>
        notices.depositCredited(
          coinsText(btcOfMsat(invoice.amountMsat), 'BTC'),
          amountText(invoice.amountMinor, currency),
        ),
      );
    });
    publishNotice?.();
    deps.queueChanged?.({ kind: 'deposit', id: seen.id, user_id: seen.userId });
    const latest = await ledger.read((client) => findLightningInvoice(client, { paymentHash }));
    if (!latest) throw new Error(`lightning invoice ${paymentHash} vanished`);
    return latest;
  }

  return {
    async createInvoice(userId: number, amount: number): Promise<LightningInvoice> {
      // The sandbox node beside a real gateway could never be paid: no Lightning then.
      if (lightning.name === 'sandbox' && gateway.name !== 'sandbox') {
        throw platformErrors.notFound();
      }
      const user = await findUserById(db, userId);
      if (!user) throw platformErrors.notFound();
      if (!user.emailVerifiedAt) throw walletErrors.emailNotVerified();
      const amountMinor = BigInt(amount);
      if (amountMinor < BigInt(DEPOSIT_MIN_MINOR)) {
        throw walletErrors.field(
          'amount',
          'deposit_min_limit',
          `${WALLET_MESSAGES.depositMinLimit} ${limitText(BigInt(DEPOSIT_MIN_MINOR), user.currency)}`,
        );
      }
      // No invoice past the player's deposit limit, nor while on a break (ADR 0020).
      await requireDepositAllowed(ledger, userId, amountMinor, deps.now());
      if (amountMinor > BigInt(LIGHTNING_DEPOSIT_MAX_MINOR)) {
        throw walletErrors.field(
          'amount',
          'lightning_deposit_max_limit',
          `${WALLET_MESSAGES.lightningDepositMaxLimit} ${limitText(BigInt(LIGHTNING_DEPOSIT_MAX_MINOR), user.currency)}`,
        );
      }
      const rate = await callGateway(() => gateway.rate({ coin: 'BTC', fiat: user.currency }));
      // The whole satoshis worth at least the amount asked, which is what is credited: the
      // player gets the round amount they chose (and a deposit bonus's minimum with it), and
      // the house is never credited-in more than it is paid.
      let sats = fiatMinorToCoinBaseUnits(amountMinor, rate, SAT_DECIMALS);
      while (coinBaseUnitsToFiatMinor(sats, rate, SAT_DECIMALS) < amountMinor) sats += 1n;
      const creditMinor = amountMinor;
      if (sats <= 0n || creditMinor <= 0n) throw walletErrors.field('amount', 'amount_invalid');
      const created = await callGateway(() =>
        lightning.createInvoice({
          amountMsat: sats * MSAT_PER_SAT,
          description: `Satsino deposit ${limitText(creditMinor, user.currency)}`,
          expirySeconds: LIGHTNING_INVOICE_EXPIRY_SECONDS,
        }),
      );
      const row = await ledger.transact(({ client }) =>
        insertLightningInvoice(client, {
          userId,
          backend: lightning.name,
          paymentHash: created.paymentHash,
          paymentRequest: created.paymentRequest,
          amountMsat: sats * MSAT_PER_SAT,
          currency: user.currency,
          rate,
          amountMinor: creditMinor,
          expiresAt: created.expiresAt,
        }),
      );
      return present(row);
    },

    /**
     * The player's own invoice, brought up to date: a pending one is asked about at the node
     * (credited if it settled) and marked expired once its time is over.
     */
    async invoice(userId: number, id: number): Promise<LightningInvoice> {
      let row = await ledger.read((client) => findLightningInvoice(client, { id }));
      if (!row || row.userId !== userId) throw platformErrors.notFound();
      if (row.status === 'pending') {
        const { state, amountPaidMsat } = await callGateway(() =>
          lightning.invoiceState(row?.paymentHash ?? ''),
        );
        if (state === 'settled' && amountPaidMsat >= row.amountMsat) {
          row = await settle(row.paymentHash, { refuseExpired: false });
        } else if (row.expiresAt.getTime() <= deps.now().getTime()) {
          const id = row.id;
          await ledger.transact(({ client }) => markInvoiceExpired(client, id));
          row = { ...row, status: 'expired' };
        }
      }
      return present(row);
    },

    /** Sandbox only: an operator "pays" a deposit invoice, as a wallet would. */
    async simulatePayment(paymentRequest: string): Promise<LightningInvoice> {
      const text = paymentRequest
        .trim()
        .replace(/^lightning:/i, '')
        .toLowerCase();
      const row = await ledger.read(async (client) => {
        const { rows } = await client.query<{ payment_hash: string }>(
          'SELECT payment_hash FROM lightning_invoices WHERE payment_request = $1',
          [text],
        );
        return rows[0];
      });
      if (!row) throw platformErrors.field('payment_request', 'lightning_invoice_invalid');
      return present(await settle(row.payment_hash, { refuseExpired: true }));
    },

    /** For the node's settlement reports: credits once, whoever reports it first. */
    settle: (paymentHash: string) => settle(paymentHash, { refuseExpired: false }),
  };
}
export type LightningDepositService = ReturnType<typeof createLightningDepositService>;
