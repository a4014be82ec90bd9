import { COINS, type CoinSymbol, isCoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import type { OperatorQueueEvent } from '@satsino/contract/realtime';
import {
  LIGHTNING_FEE_BUDGET_SATS,
  type LightningWithdrawalCreate,
  WALLET_MESSAGES,
  type WithdrawalRequestCreate,
  type WithdrawalStatus,
} from '@satsino/contract/wallet';
import type { Db } from '../../db/connection.js';
import { AppError, platformErrors } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { findUserById } from '../account/account.repo.js';
import { InsufficientFundsError, ledgerErrors } from '../ledger/ledger.errors.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { Notifier } from '../notifications/notifier.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { isValidAddress } from '../payments/addresses/validate-address.js';
import {
  coinBaseUnitsToFiatMinor,
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
  parseCoinAmount,
} from '../payments/coin-amounts.js';
import { decodeInvoice } from '../payments/lightning/bolt11.js';
import {
  type LightningBackend,
  LightningPaymentError,
} from '../payments/lightning/lightning-backend.js';
import { createSandboxLightning } from '../payments/lightning/sandbox-lightning.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import {
  type WalletCoin as EntityWalletRow,
  findEntityWallet,
  findEntityWalletByCoin,
  withdrawalBounds,
} from './entity-wallets.repo.js';
import { MSAT_PER_SAT, quoteLightningWithdrawal } from './lightning-quote.js';
import {
  amountText,
  coinsText,
  type MoneyNoticeTexts,
  shortTxid,
  stageMoneyNotice,
} from './money-notices.js';
import { callGateway, limitText, walletErrors } from './wallet.errors.js';
import {
  findWithdrawal,
  findWithdrawalByHoldTransfer,
  insertWithdrawal,
  listWithdrawals,
  transitionWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repo.js';

/**
 * Whether a player has a bonus that is active and not finished (SPEC §5); the bonus programme
 * owns it. Inside a transaction (`within`) it also holds the programme's lock of the player until
 * that transaction ends, so no claim or grant can commit between the check and the hold.
 */
export type ActiveBonusCheck = (userId: number, within?: LedgerWork) => Promise<boolean>;

const PENDING_LIST_LIMIT = 50;

/**
 * What a request asks for, to tell a replay from another request under the same key: the hold's
 * idempotency hash covers the amount, not the address or the coin.
 */
interface RequestedWithdrawal {
  amount: bigint;
  address: string;
  entityWalletId: number | null;
}

/** A replayed request answers the first withdrawal only if it asks for the same thing. */
function requireSameRequest(first: WithdrawalRow, asked: RequestedWithdrawal): WithdrawalRow {
  const same =
    first.amountMinor === asked.amount &&
    first.address === asked.address &&
    (asked.entityWalletId === null || first.entityWalletId === asked.entityWalletId);
  if (!same) throw ledgerErrors.idempotencyConflict();
  return first;
}

const onChainAsked = (body: WithdrawalRequestCreate): RequestedWithdrawal => ({
  amount: BigInt(body.amount),
  address: body.wallet_address.trim(),
  entityWalletId: Number(body.entity_wallet_id),
});

const isOnePendingViolation = (error: unknown) =>
  isUniqueViolation(error, 'withdrawals_one_pending_key');

/**
 * Withdrawals (SPEC §4/§5, DESIGN §7): a request moves the amount from cash to the player's
 * withdrawal hold; an operator approves it and sends the coins (hold → withdrawals clearing,
 * the network fee → fees), or rejects it; the player may cancel while it is pending. Rejected and
 * cancelled requests return the hold to cash. Every money step has its own idempotency key, so
 * no withdrawal is ever paid or returned twice.
 */
export function createWithdrawalService(deps: {
  db: Db;
  ledger: Ledger;
  gateway: PaymentGateway;
  hasActiveBonus: ActiveBonusCheck;
  operatorLog: OperatorLog;
  /** The Lightning node; the embedded sandbox when not given (tests of the on-chain rail). */
  lightning?: LightningBackend;
  /** Tells the player of each step an operator takes; without one (ledger tests), nobody. */
  notifier?: Notifier;
  /** Tells the operators' console a queue item changed, after the commit (issue 17). */
  queueChanged?: (change: OperatorQueueEvent) => void;
  now?: () => Date;
}) {
  const { db, ledger, gateway } = deps;
  const now = deps.now ?? (() => new Date());
  const lightning = deps.lightning ?? createSandboxLightning({ now });

  async function returnHold(work: LedgerWork, withdrawal: WithdrawalRow, reason: string) {
    const currency = withdrawal.currency as Currency;
    const player = await ledger.accounts.playerAccounts(withdrawal.userId, currency, work.client);
    await work.post({
      idempotencyKey: `withdrawal:${withdrawal.id}:return`,
      kind: 'withdrawal_returned',
      currency,
      legs: [
        { account: player.withdrawal_hold, amount: -withdrawal.amountMinor },
        { account: player.cash, amount: withdrawal.amountMinor },
      ],
      reference: `withdrawal:${withdrawal.id}`,
      metadata: { reason, coin: withdrawal.coin },
    });
  }

  const record = (
    client: LedgerClient,
    operatorId: number,
    action: string,
    id: number,
    details: Record<string, unknown> = {},
  ) =>
    deps.operatorLog.record(client, {
      actorUserId: operatorId,
      action,
      targetType: 'withdrawal',
      targetId: id,
      details,
    });

  /**
   * Runs an operator's step and tells the player of it: the notice is stored in the step's
   * transaction and published after its commit. A step that changes nothing throws (409), so a
   * repeated or concurrent click notifies once.
   */
  async function stepAndTell(
    step: (work: LedgerWork) => Promise<WithdrawalRow>,
    notice: (row: WithdrawalRow, notices: MoneyNoticeTexts) => string,
  ): Promise<WithdrawalRow> {
    const { notifier } = deps;
    const { row, publish } = await ledger.transact(async (work) => {
      const changed = await step(work);
      const staged = notifier
        ? await stageMoneyNotice(notifier, work, changed.userId, (notices) =>
            notice(changed, notices),
          )
        : undefined;
      return { row: changed, publish: staged };
    });
    publish?.();
    queueChanged(row);
    return row;
  }

  /** After the commit: the console's withdrawal lists refetch. */
  const queueChanged = (row: WithdrawalRow) =>
    deps.queueChanged?.({ kind: 'withdrawal', id: row.id, user_id: row.userId });

  const amountOf = (row: WithdrawalRow) => amountText(row.amountMinor, row.currency);

  async function missingOrWrongState(client: LedgerClient, id: number) {
    return (await findWithdrawal(client, id))
      ? walletErrors.withdrawalWrongState()
      : platformErrors.notFound();
  }

  /** The first withdrawal of a request key, if that key was used: a replay answers it. */
  async function replayOf(userId: number, requestKey: string, asked: RequestedWithdrawal) {
    const idempotencyKey = `withdrawal-request:${userId}:${requestKey}`;
    // A replay answers the first result before any check: the balance it left may be too
    // small for the same request now, and that must not turn a success into a refusal.
    const replayed = await ledger.read(async (client) => {
      const { rows } = await client.query<{ id: string }>(
        'SELECT id::text AS id FROM ledger_transfers WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      return rows[0] ? findWithdrawalByHoldTransfer(client, Number(rows[0].id)) : undefined;
    });
    return replayed ? requireSameRequest(replayed, asked) : undefined;
  }

  async function requireCashier(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw platformErrors.notFound();
    if (!user.emailVerifiedAt) throw walletErrors.emailNotVerified();
    return user;
  }

  function requireWithdrawable(wallet: EntityWalletRow | undefined): EntityWalletRow {
    if (!wallet) throw walletErrors.field('entity_wallet_id', 'unknown_wallet');
    if (!wallet.allowWithdrawals) {
      throw walletErrors.field('entity_wallet_id', 'withdrawals_not_allowed');
    }
    return wallet;
  }

  /** SPEC §5's amount checks: the wallet's bounds, the balance, an active bonus. */
  async function requireAmountAllowed(
    userId: number,
    wallet: EntityWalletRow,
    currency: Currency,
    amount: bigint,
  ) {
    const bounds = withdrawalBounds(wallet);
    if (amount < bounds.min) {
      throw walletErrors.field(
        'amount',
        'withdraw_min_limit',
        `${WALLET_MESSAGES.withdrawMinLimit} ${limitText(bounds.min, currency)}`,
      );
    }
    if (amount > bounds.max) {
      throw walletErrors.field(
        'amount',
        'withdraw_max_limit',
        `${WALLET_MESSAGES.withdrawMaxLimit} ${limitText(bounds.max, currency)}`,
      );
    }
    const balances = await ledger.balances(userId, currency);
    if (amount > balances.cashMinor) {
      throw walletErrors.field('amount', 'withdraw_max_limit');
    }
    if (await deps.hasActiveBonus(userId)) throw walletErrors.wageringActive();
  }

  /** The hold and the request row, all or nothing; the same queue for both rails. */
  async function holdAndInsert(input: {
    userId: number;
    currency: Currency;
    wallet: EntityWalletRow;
    address: string;
    amount: bigint;
    feeMinor: bigint;
    rate: string;
    requestKey: string;
    asked: RequestedWithdrawal;
    lightning?: { paymentHash: string; cryptoAmount: string };
  }): Promise<WithdrawalRow> {
    const { userId, currency, wallet, address, amount } = input;
    const player = await ledger.accounts.playerAccounts(userId, currency);
    try {
      const row = await ledger.transact(async (work) => {
        // The bonus programme's lock first, then the money (the order a bonus settlement takes
        // them in): a claim committed since the check above is seen below.
        const bonusActive = await deps.hasActiveBonus(userId, work);
        const hold = await work.post({
          idempotencyKey: `withdrawal-request:${userId}:${input.requestKey}`,
          kind: 'withdrawal',
          currency,
          legs: [
            { account: player.cash, amount: -amount },
            { account: player.withdrawal_hold, amount },
          ],
          reference: `withdrawal-request:${input.requestKey}`,
          metadata: input.lightning
            ? { coin: wallet.coin, rail: 'lightning', payment_hash: input.lightning.paymentHash }
            : { coin: wallet.coin, address },
        });
        if (hold.replayed) {
          // Another request with this key committed while this one was checking.
          const first = await findWithdrawalByHoldTransfer(work.client, hold.id);
          if (!first) throw new Error(`withdrawal of transfer ${hold.id} is missing`);
          return requireSameRequest(first, input.asked);
        }
        // Thrown after the hold, so the whole transaction (the hold with it) rolls back.
        if (bonusActive) throw walletErrors.wageringActive();
        return insertWithdrawal(work.client, {
          userId,
          entityWalletId: wallet.id,
          coin: wallet.coin,
          address,
          currency,
          amountMinor: amount,
          feeMinor: input.feeMinor,
          rate: input.rate,
          holdTransferId: hold.id,
          lightning: input.lightning,
        });
      });
      queueChanged(row);
      return row;
    } catch (error) {
      if (isOnePendingViolation(error)) throw walletErrors.withdrawalPending();
      if (isUniqueViolation(error, 'withdrawals_lightning_invoice_key')) {
        throw platformErrors.conflict('lightning_invoice_in_use');
      }
      if (error instanceof InsufficientFundsError) {
        throw walletErrors.field('amount', 'withdraw_max_limit');
      }
      throw error;
    }
  }

  /**
   * Pays a withdrawal's invoice through the node; answers the payment hash as its txid. An
   * invoice that expired in the queue, or a payment the network could not route, is a coded
   * refusal: the withdrawal stays approved, for the operator to retry or reject.
   */
  async function payLightning(paymentRequest: string): Promise<string> {
    const invoice = decodeInvoice(paymentRequest);
    if (invoice.expiresAt.getTime() <= now().getTime()) {
      throw walletErrors.field('invoice', 'lightning_invoice_expired');
    }
    try {
      const paid = await callGateway(() =>
        lightning.payInvoice({
          paymentRequest,
          maxFeeMsat: BigInt(LIGHTNING_FEE_BUDGET_SATS) * MSAT_PER_SAT,
        }),
      );
      return paid.paymentHash;
    } catch (error) {
      if (error instanceof LightningPaymentError) {
        throw new AppError(502, 'lightning_payment_failed');
      }
      throw error;
    }
  }

  async function lightningQuote(userId: number, invoice: string) {
    // The sandbox node beside a real gateway pays nothing real: no Lightning withdrawals then.
    if (lightning.name === 'sandbox' && gateway.name !== 'sandbox') throw platformErrors.notFound();
    const user = await requireCashier(userId);
    const rate = await callGateway(() => gateway.rate({ coin: 'BTC', fiat: user.currency }));
    const quote = quoteLightningWithdrawal({
      paymentRequest: invoice,
      network: lightning.network,
      rate,
      now: now(),
    });
    return { user, rate, quote };
  }

  return {
    /** The checks of SPEC §5 in the order, then the hold, all or nothing. */
    async request(
      userId: number,
      body: WithdrawalRequestCreate,
      requestKey: string,
    ): Promise<WithdrawalRow> {
      const asked = onChainAsked(body);
      const replayed = await replayOf(userId, requestKey, asked);
      if (replayed) return replayed;
      const user = await requireCashier(userId);
      const wallet = requireWithdrawable(await findEntityWallet(db, Number(body.entity_wallet_id)));
      const address = body.wallet_address.trim();
      if (!isValidAddress(wallet.coin, address)) {
        throw walletErrors.field('wallet_address', 'invalid_address');
      }
      const currency = user.currency;
      const amount = BigInt(body.amount);
      await requireAmountAllowed(userId, wallet, currency, amount);

      const rate = await callGateway(() => gateway.rate({ coin: wallet.coin, fiat: currency }));
      const coin = COINS[wallet.coin];
      const feeMinor = coinBaseUnitsToFiatMinor(
        parseCoinAmount(coin.withdrawalFee, coin.decimals),
        rate,
        coin.decimals,
      );
      if (feeMinor >= amount) {
        throw walletErrors.field(
          'amount',
          'withdraw_min_limit',
          `${WALLET_MESSAGES.withdrawMinLimit} ${limitText(feeMinor + 1n, currency)}`,
        );
      }
      return holdAndInsert({
        userId,
        currency,
        wallet,
        address,
        amount,
        feeMinor,
        rate,
        requestKey,
        asked,
      });
    },

    /** What paying a pasted Lightning invoice would take from the balance (nothing is held). */
    async quoteLightning(userId: number, invoice: string) {
      const { quote } = await lightningQuote(userId, invoice);
      return quote;
    },

    /**
     * A withdrawal to a pasted BOLT #11 invoice: decoded and checked (network, amount, expiry),
     * priced at the current rate, and refused if that is not the amount the player confirmed;
     * then the same checks, hold and operator queue as an on-chain withdrawal.
     */
    async requestLightning(
      userId: number,
      body: LightningWithdrawalCreate,
      requestKey: string,
    ): Promise<WithdrawalRow> {
      const confirmed = BigInt(body.amount);
      const address = body.invoice
        .trim()
        .replace(/^lightning:/i, '')
        .toLowerCase();
      const asked = { amount: confirmed, address, entityWalletId: null };
      const replayed = await replayOf(userId, requestKey, asked);
      if (replayed) return replayed;
      const { user, rate, quote } = await lightningQuote(userId, body.invoice);
      const wallet = requireWithdrawable(await findEntityWalletByCoin(db, 'BTC'));
      if (quote.amountMinor !== confirmed) {
        throw walletErrors.field('amount', 'lightning_amount_mismatch');
      }
      await requireAmountAllowed(userId, wallet, user.currency, confirmed);
      return holdAndInsert({
        userId,
        currency: user.currency,
        wallet,
        address: quote.invoice.paymentRequest,
        amount: confirmed,
        feeMinor: quote.feeMinor,
        rate,
        requestKey,
        asked,
        lightning: { paymentHash: quote.invoice.paymentHash, cryptoAmount: quote.cryptoAmount },
      });
    },

    /** The player's own pending request, back to cash. Another player's id is simply not found. */
    async cancel(userId: number, id: number): Promise<WithdrawalRow> {
      const row = await ledger.transact(async (work) => {
        const current = await findWithdrawal(work.client, id, { forUpdate: true });
        if (!current || current.userId !== userId) throw platformErrors.notFound();
        const cancelled = await transitionWithdrawal(work.client, id, ['pending'], 'cancelled', {
          userId,
        });
        if (!cancelled) throw walletErrors.withdrawalWrongState('withdrawal_not_cancellable');
        await returnHold(work, cancelled, 'cancelled by the player');
        return cancelled;
      });
      queueChanged(row);
      return row;
    },

    listForPlayer(userId: number, statuses?: readonly WithdrawalStatus[]) {
      return ledger.read((client) =>
        listWithdrawals(client, { userId, statuses, limit: PENDING_LIST_LIMIT }),
      );
    },

    listForOperator(status?: WithdrawalStatus) {
      return ledger.read((client) =>
        listWithdrawals(client, { statuses: status ? [status] : undefined, limit: 200 }),
      );
    },

    async approve(operatorId: number, id: number): Promise<WithdrawalRow> {
      return stepAndTell(
        async ({ client }) => {
          const row = await transitionWithdrawal(client, id, ['pending'], 'approved', {
            reviewedBy: operatorId,
          });
          if (!row) throw await missingOrWrongState(client, id);
          await record(client, operatorId, 'withdrawal.approve', id);
          return row;
        },
        (row, notices) => notices.withdrawalApproved(amountOf(row)),
      );
    },

    async reject(operatorId: number, id: number, reason: string): Promise<WithdrawalRow> {
      const shownReason = reason.trim();
      return stepAndTell(
        async (work) => {
          const row = await transitionWithdrawal(
            work.client,
            id,
            ['pending', 'approved'],
            'rejected',
            { reviewedBy: operatorId, reason },
          );
          if (!row) throw await missingOrWrongState(work.client, id);
          await returnHold(work, row, reason);
          await record(work.client, operatorId, 'withdrawal.reject', id, { reason });
          return row;
        },
        (row, notices) =>
          shownReason
            ? notices.withdrawalRejectedBecause(amountOf(row), shownReason)
            : notices.withdrawalRejected(amountOf(row)),
      );
    },

    /**
     * Pays an approved withdrawal: the operator gives the txid of coins sent by hand, or the
     * gateway sends them. The row stays locked while the gateway is called, so a second click
     * waits and then finds it already accepted: coins leave once.
     */
    async markSent(
      operatorId: number,
      id: number,
      txid: string | undefined,
    ): Promise<WithdrawalRow> {
      const seen = await ledger.read((client) => findWithdrawal(client, id));
      if (!seen) throw platformErrors.notFound();
      // Every account the payout posts to is looked up (made, the first time) before the row is
      // locked: a transaction that holds a connection while others wait for its row must never
      // need a second one — under a burst of clicks the pool has none left to give.
      const seenCurrency = seen.currency as Currency;
      const player = await ledger.accounts.playerAccounts(seen.userId, seenCurrency);
      const clearing = await ledger.accounts.systemAccount('withdrawals_clearing', seenCurrency);
      const fees = await ledger.accounts.systemAccount('fees', seenCurrency);
      return stepAndTell(
        async (work) => {
          const current = await findWithdrawal(work.client, id, { forUpdate: true });
          if (!current) throw platformErrors.notFound();
          if (current.status !== 'approved') throw walletErrors.withdrawalWrongState();
          if (!isCoinSymbol(current.coin)) throw new Error(`unknown coin ${current.coin}`);
          const coinSymbol: CoinSymbol = current.coin;
          const coin = COINS[coinSymbol];
          const currency = current.currency as Currency;
          const netMinor = current.amountMinor - current.feeMinor;
          let rate: string;
          let cryptoAmount: string;
          let paidTxid: string;
          if (current.rail === 'lightning') {
            // The invoice fixed the amount, the request the rate: only the payment is left.
            rate = current.rate ?? '0';
            cryptoAmount = current.cryptoAmount ?? '0';
            paidTxid = txid ?? (await payLightning(current.address));
          } else {
            rate = await callGateway(() => gateway.rate({ coin: coinSymbol, fiat: currency }));
            cryptoAmount = formatCoinAmount(
              fiatMinorToCoinBaseUnits(netMinor, rate, coin.decimals),
              coin.decimals,
            );
            paidTxid =
              txid ??
              (
                await callGateway(() =>
                  gateway.sendWithdrawal({
                    coin: coinSymbol,
                    address: current.address,
                    cryptoAmount,
                    reference: current.uuid,
                  }),
                )
              ).txid;
          }
          const legs = [
            { account: player.withdrawal_hold, amount: -current.amountMinor },
            { account: clearing, amount: netMinor },
          ];
          if (current.feeMinor > 0n) legs.push({ account: fees, amount: current.feeMinor });
          await work.post({
            idempotencyKey: `withdrawal:${id}:payout`,
            kind: 'withdrawal_payout',
            currency,
            legs,
            reference: `withdrawal:${id}`,
            metadata: {
              txid: paidTxid,
              crypto_amount: cryptoAmount,
              rate,
              coin: coinSymbol,
              rail: current.rail,
            },
          });
          const row = await transitionWithdrawal(work.client, id, ['approved'], 'accepted', {
            txid: paidTxid,
            cryptoAmount,
            rate,
          });
          if (!row) throw walletErrors.withdrawalWrongState();
          await record(work.client, operatorId, 'withdrawal.sent', id, {
            txid: paidTxid,
            crypto_amount: cryptoAmount,
            via_gateway: txid === undefined,
          });
          return row;
        },
        (row, notices) =>
          notices.withdrawalSent(
            amountOf(row),
            coinsText(row.cryptoAmount ?? '', row.coin),
            shortTxid(row.txid ?? ''),
          ),
      );
    },

    async confirm(operatorId: number, id: number): Promise<WithdrawalRow> {
      return stepAndTell(
        async ({ client }) => {
          const row = await transitionWithdrawal(client, id, ['accepted'], 'confirmed', {});
          if (!row) throw await missingOrWrongState(client, id);
          await record(client, operatorId, 'withdrawal.confirm', id);
          return row;
        },
        (row, notices) => notices.withdrawalConfirmed(amountOf(row)),
      );
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
