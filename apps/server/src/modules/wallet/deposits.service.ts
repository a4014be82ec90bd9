import { COINS, type CoinSymbol, isCoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import type { OperatorQueueEvent } from '@satsino/contract/realtime';
import {
  type CryptoInfo,
  DEPOSIT_MIN_MINOR,
  type DepositRequestCreate,
  WALLET_MESSAGES,
} from '@satsino/contract/wallet';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { findUserById } from '../account/account.repo.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import { requireDepositAllowed } from '../limits/limits.service.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  coinBaseUnitsToFiatMinor,
  formatCoinAmount,
  parseCoinAmount,
} from '../payments/coin-amounts.js';
import type { IncomingTransfer, PaymentGateway } from '../payments/payment-gateway.js';
import { paymentUri, qrCodeDataUrl } from '../payments/payment-qr.js';
import {
  type ChainDepositRow,
  findChainDeposit,
  listChainDeposits,
  markCredited,
  upsertChainDeposit,
} from './chain-deposits.repo.js';
import {
  type DepositAddressRow,
  findAddressOwner,
  findPlayerAddress,
  insertAddress,
  nextDerivationIndex,
} from './deposit-addresses.repo.js';
import {
  type DepositRequestRow,
  insertDepositRequest,
  listDepositRequests,
  matchDepositRequests,
} from './deposit-requests.repo.js';
import { findEntityWallet } from './entity-wallets.repo.js';
import { amountText, coinsText, stageMoneyNotice } from './money-notices.js';
import { callGateway, limitText, walletErrors } from './wallet.errors.js';

const LIST_LIMIT = 50;

/**
 * Deposits (DESIGN §7): every player gets their own address per coin; a payment to it is seen
 * (pending), then credited exactly once — deduplicated by network, txid and output — in the
 * player's currency at the rate of the moment it reaches the coin's confirmations.
 */
/**
 * Runs inside the transaction that credits a deposit, once per deposit (the bonus programme
 * grants a claimed deposit bonus there, so the bonus and the deposit commit together).
 */
export type DepositCreditedHook = (
  work: LedgerWork,
  deposit: {
    userId: number;
    currency: Currency;
    /** The on-chain deposit credited; null for a paid Lightning invoice. */
    chainDepositId: number | null;
    creditedMinor: bigint;
  },
) => Promise<void>;

/**
 * Takes the bonus programme's lock of the player for the rest of the crediting transaction,
 * before any money moves: a bonus settlement takes that lock and then the player's balances, so
 * a credit taking them the other way round could deadlock with it.
 */
export type BonusLockHook = (work: LedgerWork, userId: number) => Promise<void>;

/**
 * A reported amount in the coin's base units. More decimal places than the coin has (a satoshi
 * is BTC's smallest unit) is not a payment any chain made: refused with a 422, never rounded.
 */
function coinAmountOf(amount: string, decimals: number): bigint {
  try {
    return parseCoinAmount(amount, decimals);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw walletErrors.field(
      'crypto_amount',
      'invalid_value',
      `At most ${decimals} decimal places for this coin.`,
    );
  }
}

export function createDepositService(deps: {
  db: Db;
  ledger: Ledger;
  gateway: PaymentGateway;
  lockBonuses?: BonusLockHook;
  onDepositCredited?: DepositCreditedHook;
  /** Tells the player of each credit; without it (the demo seed) deposits credit silently. */
  notifier?: Notifier;
  /** Tells the operators' console a queue item changed, after the commit (issue 17). */
  queueChanged?: (change: OperatorQueueEvent) => void;
}) {
  const { db, ledger, gateway } = deps;

  async function requireVerifiedUser(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw platformErrors.notFound();
    if (!user.emailVerifiedAt) throw walletErrors.emailNotVerified();
    return user;
  }

  async function addressOf(userId: number, coin: CoinSymbol): Promise<DepositAddressRow> {
    const existing = await ledger.read((client) =>
      findPlayerAddress(client, gateway.name, userId, coin),
    );
    if (existing) return existing;
    if (gateway.name !== 'sandbox') {
      // A processor makes the address itself: ask it outside any transaction, then keep it.
      // Two first requests racing both ask; the unique index keeps one and both answer it, the
      // other address stays unused.
      const created = await callGateway(() =>
        gateway.createDepositAddress({ coin, userId, index: 0 }),
      );
      return ledger.transact(async ({ client }) => {
        const raced = await findPlayerAddress(client, gateway.name, userId, coin);
        if (raced) return raced;
        return insertAddress(client, {
          userId,
          coin,
          gateway: gateway.name,
          address: created.address,
          derivationIndex: null,
          externalId: created.externalId ?? null,
        });
      });
    }
    return ledger.transact(async ({ client }) => {
      // Two first requests of one player race here: the loser finds the winner's address.
      const index = await nextDerivationIndex(client, gateway.name, coin);
      const raced = await findPlayerAddress(client, gateway.name, userId, coin);
      if (raced) return raced;
      // Local derivation, no network: safe to do while holding the coin's index lock.
      const created = await gateway.createDepositAddress({ coin, userId, index });
      return insertAddress(client, {
        userId,
        coin,
        gateway: gateway.name,
        address: created.address,
        derivationIndex: index,
        externalId: created.externalId ?? null,
      });
    });
  }

  /** Credits a pending deposit that has enough confirmations; a no-op for any other. */
  async function creditIfConfirmed(deposit: ChainDepositRow): Promise<void> {
    if (deposit.status !== 'pending' || !isCoinSymbol(deposit.coin)) return;
    const symbol: CoinSymbol = deposit.coin;
    const coin = COINS[symbol];
    if (deposit.confirmations < coin.confirmations) return;
    const currency = deposit.currency as Currency;
    const rate = await callGateway(() => gateway.rate({ coin: symbol, fiat: currency }));
    const creditedMinor = coinBaseUnitsToFiatMinor(
      parseCoinAmount(deposit.cryptoAmount, coin.decimals),
      rate,
      coin.decimals,
    );
    const player = await ledger.accounts.playerAccounts(deposit.userId, currency);
    const clearing = await ledger.accounts.systemAccount('deposits_clearing', currency);
    const publishNotice = await ledger.transact(async (work) => {
      const { rows } = await work.client.query<{ status: string }>(
        'SELECT status FROM chain_deposits WHERE id = $1 FOR UPDATE',
        [deposit.id],
      );
      if (rows[0]?.status !== 'pending') return undefined;
      await deps.lockBonuses?.(work, deposit.userId);
      const transfer =
        creditedMinor > 0n
          ? await work.post({
              idempotencyKey: `deposit:${deposit.network}:${deposit.txid}:${deposit.outputIndex}:${deposit.address}`,
              kind: 'deposit',
              currency,
              legs: [
                { account: clearing, amount: -creditedMinor },
                { account: player.cash, amount: creditedMinor },
              ],
              reference: `deposit:${deposit.id}`,
              metadata: {
                coin: deposit.coin,
                txid: deposit.txid,
                crypto_amount: deposit.cryptoAmount,
                rate,
              },
            })
          : null;
      await markCredited(work.client, deposit.id, {
        rate,
        creditedMinor,
        transferId: transfer?.id ?? null,
      });
      await matchDepositRequests(work.client, deposit.userId, deposit.coin, deposit.txid);
      if (transfer && deps.onDepositCredited) {
        await deps.onDepositCredited(work, {
          userId: deposit.userId,
          currency,
          chainDepositId: deposit.id,
          creditedMinor,
        });
      }
      // Dust worth nothing in the player's currency moved no money: nothing to tell.
      if (!transfer || !deps.notifier) return undefined;
      return stageMoneyNotice(deps.notifier, work, deposit.userId, (notices) =>
        notices.depositCredited(
          coinsText(deposit.cryptoAmount, symbol),
          amountText(creditedMinor, currency),
        ),
      );
    });
    publishNotice?.();
  }

  return {
    async cryptoInfo(userId: number, coin: CoinSymbol): Promise<CryptoInfo> {
      await requireVerifiedUser(userId);
      // No way to pay while the player is on a break or at their deposit limit (ADR 0020).
      await requireDepositAllowed(ledger, userId, null);
      const wallet = COINS[coin];
      const { address } = await addressOf(userId, coin);
      const uri = paymentUri(coin, address);
      return {
        symbol: coin,
        network: wallet.network,
        address,
        qr_code: await qrCodeDataUrl(uri),
        uri,
        confirmations: wallet.confirmations,
      };
    },

    /**
     * An on-chain payment reported by a gateway, a webhook or the sandbox. Payments to addresses
     * that are not ours are ignored (null). Reporting it again only updates confirmations; a
     * report of the same output with another amount changes nothing and is a 409.
     */
    async recordIncoming(transfer: IncomingTransfer): Promise<ChainDepositRow | null> {
      const coin = COINS[transfer.coin];
      const cryptoAmount = formatCoinAmount(
        coinAmountOf(transfer.cryptoAmount, coin.decimals),
        coin.decimals,
      );
      const recorded = await ledger.transact(async ({ client }) => {
        const owner = await findAddressOwner(client, transfer.coin, transfer.address);
        if (!owner) return null;
        // On this transaction's connection: a burst of reports must not need two each.
        const { rows } = await client.query<{ currency: string }>(
          'SELECT currency FROM users WHERE id = $1',
          [owner.userId],
        );
        const currency = rows[0]?.currency;
        if (!currency) return null;
        return upsertChainDeposit(client, {
          userId: owner.userId,
          addressId: owner.id,
          coin: transfer.coin,
          network: coin.network,
          txid: transfer.txid,
          outputIndex: transfer.outputIndex,
          cryptoAmount,
          confirmations: transfer.confirmations,
          currency,
        });
      });
      if (!recorded) return null;
      // The same output reported with another amount is not the payment we recorded: nothing was
      // changed, and the first amount is the one credited.
      const { sameAmount, ...deposit } = recorded;
      if (!sameAmount) throw walletErrors.depositReportConflict();
      await creditIfConfirmed(deposit);
      // Seen, confirmed further or credited: the console's deposit list shows each.
      deps.queueChanged?.({ kind: 'deposit', id: deposit.id, user_id: deposit.userId });
      const latest = await ledger.read((client) => findChainDeposit(client, deposit.id));
      return latest ?? deposit;
    },

    async createRequest(
      userId: number,
      body: Extract<DepositRequestCreate, { type?: 'deposit' }>,
    ): Promise<DepositRequestRow> {
      const user = await requireVerifiedUser(userId);
      const wallet = await findEntityWallet(db, Number(body.entity_wallet_id));
      if (!wallet) throw walletErrors.field('entity_wallet_id', 'unknown_wallet');
      const sent = BigInt(body.sent_amount);
      if (sent < BigInt(DEPOSIT_MIN_MINOR)) {
        throw walletErrors.field(
          'sent_amount',
          'deposit_min_limit',
          `${WALLET_MESSAGES.depositMinLimit} ${limitText(BigInt(DEPOSIT_MIN_MINOR), user.currency)}`,
        );
      }
      return ledger.transact(({ client }) =>
        insertDepositRequest(client, {
          userId,
          entityWalletId: wallet.id,
          coin: wallet.coin,
          referenceNumber: body.reference_number.trim(),
          sentAmountMinor: sent,
        }),
      );
    },

    listRequests(userId: number, statuses: readonly string[] | null) {
      return ledger.read((client) => listDepositRequests(client, userId, statuses, LIST_LIMIT));
    },

    listForOperator() {
      return ledger.read((client) => listChainDeposits(client, 200));
    },

    /** Which player's address this is, for the sandbox's simulated payments. */
    findAddress(address: string) {
      return ledger.read((client) => findAddressOwner(client, null, address));
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
