import { createHash } from 'node:crypto';
import { BONUS_BALANCE_THRESHOLD_MINOR, type Currency } from '@satsino/contract/money';
import { isCheckViolation, isUniqueViolation } from '../../platform/postgres-errors.js';
import { InsufficientFundsError, ledgerErrors } from './ledger.errors.js';
import type { AnsweredBalances, Ledger, LedgerWork } from './ledger.service.js';
import type { LedgerClient } from './ledger-transaction.js';
import { PLACE_BET_SQL } from './place-bet.sql.js';
import {
  findPostedTransfer,
  type PostedTransfer,
  ReversedMeanwhileError,
  type TransferRequest,
} from './post-transfer.js';

/** Where a bet's stake came from; its win and its rollback go back to exactly these balances. */
export interface StakeParts {
  cashMinor: bigint;
  bonusMinor: bigint;
}

const THRESHOLD = BigInt(BONUS_BALANCE_THRESHOLD_MINOR);

/** Splits a win in the proportion of the stake; the odd cent goes to cash, never created. */
export function splitWin(parts: StakeParts, winMinor: bigint): StakeParts {
  const stake = parts.cashMinor + parts.bonusMinor;
  if (stake === 0n) return { cashMinor: winMinor, bonusMinor: 0n };
  const bonusMinor = (winMinor * parts.bonusMinor) / stake;
  return { cashMinor: winMinor - bonusMinor, bonusMinor };
}

export interface BetRequest {
  userId: number;
  currency: Currency;
  stakeMinor: bigint;
  /** The game provider's transaction id, unique per bet. */
  idempotencyKey: string;
  round: string;
  game?: string;
}

/** A placed bet as its win and rollback need it. */
interface Bet {
  id: string;
  currency: Currency;
  metadata: Record<string, unknown>;
}

/** A bet settled in the statement that places it: the win (0: none yet) and the win's key. */
export interface SettledBetRequest extends BetRequest {
  winMinor: bigint;
  /** The key settleWin would be given for this win. */
  winIdempotencyKey: string;
}

/** What the caller's statement around SETTLED_BET_CTES answers from its `money` row. */
export interface SettledMoney {
  cashMinor: bigint;
  bonusMinor: bigint;
  /** The `money` row's last_entry_id. */
  lastEntryId: bigint;
}

/**
 * A key of a settled bet (its bet or its win) was used before: nothing was written. The caller
 * looks for what the key made (a replay) or answers a conflict.
 */
export class BetKeyUsedError extends Error {
  override name = 'BetKeyUsedError';
}

export class BetNotFoundError extends Error {
  override name = 'BetNotFoundError';
}

export class BetRolledBackError extends Error {
  override name = 'BetRolledBackError';
}

/** What a bet is, whichever balance pays it: a replay under its key must be this same bet. */
function betHash(request: BetRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        'bet',
        request.currency,
        request.userId,
        request.stakeMinor.toString(),
        request.round,
      ]),
    )
    .digest('hex');
}

function partsOf(metadata: Record<string, unknown>): StakeParts {
  const meta = metadata as { cash_part?: string; bonus_part?: string };
  return { cashMinor: BigInt(meta.cash_part ?? '0'), bonusMinor: BigInt(meta.bonus_part ?? '0') };
}

/**
 * Game money through the ledger: the interface a game provider's wallet calls (bet, win,
 * rollback), idempotent by the provider's transaction ids. Each call runs on its own, or inside a
 * caller's transaction (`work`) so that the money and the caller's rows (a game round, a crash
 * bet) commit together or not at all.
 */
export function createBetLedger(ledger: Ledger) {
  async function findBet(client: LedgerClient, key: string): Promise<Bet | undefined> {
    const { rows } = await client.query<Bet>({
      name: 'ledger-find-bet',
      text: `SELECT id::text AS id, currency, metadata FROM ledger_transfers
             WHERE idempotency_key = $1 AND kind = 'bet'`,
      values: [key],
    });
    return rows[0];
  }

  /**
   * Bets are immutable: the recent committed ones are kept, so a win needs no look-up round trip.
   * A bet placed inside a caller's transaction is not kept (a rollback may take it away); that
   * transaction reads it on its own connection.
   */
  const recentBets = new Map<string, Bet>();
  const RECENT_BETS = 10_000;
  async function betByKey(key: string, work: LedgerWork | undefined): Promise<Bet> {
    const cached = recentBets.get(key);
    if (cached) return cached;
    const bet = work
      ? await findBet(work.client, key)
      : await ledger.read((client) => findBet(client, key));
    if (!bet) throw new BetNotFoundError(`no bet ${key}`);
    if (!work) remember(key, bet);
    return bet;
  }
  function remember(key: string, bet: Bet): void {
    recentBets.set(key, bet);
    if (recentBets.size > RECENT_BETS) {
      const oldest = recentBets.keys().next().value;
      if (oldest !== undefined) recentBets.delete(oldest);
    }
  }

  /** A transfer of its own, or one more posting of the caller's transaction. */
  const post = (request: TransferRequest, work: LedgerWork | undefined) =>
    work ? work.post(request) : ledger.transfer(request);

  return {
    /**
     * Makes sure the player's and the house's accounts exist. A transaction that will bet calls
     * this before it begins: creating an account takes a connection of its own, and a transaction
     * waiting for a second connection while many others hold the pool's would wait for good.
     */
    async prepare(userId: number, currency: Currency): Promise<void> {
      await ledger.accounts.playerAccounts(userId, currency);
      await ledger.accounts.systemAccount('house', currency);
    },

    /** Takes the stake (SPEC §4 balance choice) and gives it to the house. */
    async placeBet(request: BetRequest, work?: LedgerWork): Promise<PostedTransfer> {
      if (request.stakeMinor <= 0n) throw new RangeError('a stake is above zero');
      const player = await ledger.accounts.playerAccounts(
        request.userId,
        request.currency,
        work?.client,
      );
      const house = await ledger.accounts.systemAccount('house', request.currency, work?.client);
      const hash = betHash(request);
      const statement = async (client: LedgerClient): Promise<PostedTransfer> => {
        let rows: {
          transfer_id: string;
          created_at: Date;
          metadata: Record<string, unknown>;
          account_id: string;
          amount: bigint;
          balance_after: bigint | null;
        }[];
        try {
          ({ rows } = await client.query({
            name: 'ledger-place-bet',
            text: PLACE_BET_SQL,
            values: [
              player.cash.id,
              player.bonus.id,
              request.stakeMinor.toString(),
              THRESHOLD.toString(),
              request.idempotencyKey,
              hash,
              request.currency,
              `round:${request.round}`,
              { round: request.round, game: request.game ?? null },
              house.id,
            ],
          }));
        } catch (error) {
          if (isCheckViolation(error, 'ledger_accounts_balance_check')) {
            throw new InsufficientFundsError(player.cash.id);
          }
          throw error;
        }
        const [first] = rows;
        if (!first) {
          // The key was used: answer the first bet, whatever the balances are now.
          const prior = await findPostedTransfer(client, request.idempotencyKey);
          if (!prior || prior.requestHash !== hash) throw ledgerErrors.idempotencyConflict();
          const { requestHash: _hash, ...posted } = prior;
          return posted;
        }
        if (!work) {
          remember(request.idempotencyKey, {
            id: first.transfer_id,
            currency: request.currency,
            metadata: first.metadata,
          });
        }
        const owners = new Map([
          [player.cash.id, request.userId],
          [player.bonus.id, request.userId],
        ]);
        return {
          id: Number(first.transfer_id),
          kind: 'bet',
          replayed: false,
          createdAt: first.created_at,
          metadata: first.metadata,
          entries: rows.map((row) => ({
            accountId: Number(row.account_id),
            ownerUserId: owners.get(Number(row.account_id)) ?? null,
            amount: row.amount,
            balanceAfter: row.balance_after,
          })),
        };
      };
      return work
        ? work.run(statement, request.currency)
        : ledger.post(statement, request.currency);
    },

    /**
     * A bet and its win written by one statement of the caller's, together with the caller's own
     * rows (see SETTLED_BET_CTES): `statement` runs its SQL with the values of $1–$12 and answers
     * what it made and, when the money moved, the `money` row. It runs on its own (one statement,
     * no transaction, retried on deadlock) or inside `work`'s transaction; either way the player's
     * balance alert carries the balances it answered once they are committed. A balance short of
     * the stake throws InsufficientFundsError, a key used before BetKeyUsedError; nothing is
     * written then.
     */
    async settledBet<T>(
      request: SettledBetRequest,
      statement: (
        client: LedgerClient,
        values: unknown[],
      ) => Promise<{ value: T; money: SettledMoney | null }>,
      work?: LedgerWork,
    ): Promise<T> {
      if (request.stakeMinor <= 0n) throw new RangeError('a stake is above zero');
      if (request.winMinor < 0n) throw new RangeError('a win is not below zero');
      const player = await ledger.accounts.playerAccounts(
        request.userId,
        request.currency,
        work?.client,
      );
      const house = await ledger.accounts.systemAccount('house', request.currency, work?.client);
      const values = [
        player.cash.id,
        player.bonus.id,
        request.stakeMinor.toString(),
        THRESHOLD.toString(),
        request.idempotencyKey,
        betHash(request),
        request.currency,
        `round:${request.round}`,
        { round: request.round, game: request.game ?? null },
        house.id,
        request.winMinor.toString(),
        request.winIdempotencyKey,
      ];
      const run = async (client: LedgerClient) => {
        let made: { value: T; money: SettledMoney | null };
        try {
          made = await statement(client, values);
        } catch (error) {
          if (isCheckViolation(error, 'ledger_accounts_balance_check')) {
            throw new InsufficientFundsError(player.cash.id);
          }
          if (isUniqueViolation(error, 'ledger_transfers_idempotency_key_unique')) {
            throw new BetKeyUsedError(`bet ${request.idempotencyKey} or its win was posted before`);
          }
          throw error;
        }
        const { money } = made;
        const balances: AnsweredBalances | null = money && {
          userId: request.userId,
          currency: request.currency,
          cashMinor: money.cashMinor,
          bonusMinor: money.bonusMinor,
          version: money.lastEntryId,
        };
        return { value: made.value, balances };
      };
      if (!work) return ledger.postAnswering(run);
      const { value, balances } = await run(work.client);
      if (balances) work.answered(balances);
      return value;
    },

    async settleWin(
      input: {
        userId: number;
        betKey: string;
        winMinor: bigint;
        idempotencyKey: string;
      },
      work?: LedgerWork,
    ): Promise<PostedTransfer | null> {
      // A bet never changes once written, so it is remembered; whether a rollback undid it is
      // checked by the win's own statement.
      const bet = await betByKey(input.betKey, work);
      if (input.winMinor === 0n) return null;
      const parts = splitWin(partsOf(bet.metadata), input.winMinor);
      const player = await ledger.accounts.playerAccounts(input.userId, bet.currency, work?.client);
      const house = await ledger.accounts.systemAccount('house', bet.currency, work?.client);
      const legs = [{ account: house, amount: -input.winMinor }];
      if (parts.cashMinor > 0n) legs.push({ account: player.cash, amount: parts.cashMinor });
      if (parts.bonusMinor > 0n) legs.push({ account: player.bonus, amount: parts.bonusMinor });
      try {
        return await post(
          {
            idempotencyKey: input.idempotencyKey,
            kind: 'win',
            currency: bet.currency,
            legs,
            reference: `bet:${bet.id}`,
            unlessReversed: Number(bet.id),
            metadata: {
              cash_part: parts.cashMinor.toString(),
              bonus_part: parts.bonusMinor.toString(),
              round: bet.metadata.round ?? null,
            },
          },
          work,
        );
      } catch (error) {
        // A rolled-back bet never happened: it cannot win.
        if (error instanceof ReversedMeanwhileError) {
          throw new BetRolledBackError(`bet ${input.betKey} was rolled back`);
        }
        throw error;
      }
    },

    /** Undoes a bet exactly: the stake returns to the balances it came from, once. */
    async rollbackBet(
      input: {
        userId: number;
        betKey: string;
        idempotencyKey: string;
      },
      work?: LedgerWork,
    ): Promise<PostedTransfer> {
      const bet = await betByKey(input.betKey, work);
      const parts = partsOf(bet.metadata);
      const player = await ledger.accounts.playerAccounts(input.userId, bet.currency, work?.client);
      const house = await ledger.accounts.systemAccount('house', bet.currency, work?.client);
      const legs = [{ account: house, amount: -(parts.cashMinor + parts.bonusMinor) }];
      if (parts.cashMinor > 0n) legs.push({ account: player.cash, amount: parts.cashMinor });
      if (parts.bonusMinor > 0n) legs.push({ account: player.bonus, amount: parts.bonusMinor });
      return post(
        {
          idempotencyKey: input.idempotencyKey,
          kind: 'rollback',
          currency: bet.currency,
          legs,
          reference: `bet:${bet.id}`,
          reversesTransferId: Number(bet.id),
          metadata: {
            cash_part: parts.cashMinor.toString(),
            bonus_part: parts.bonusMinor.toString(),
          },
        },
        work,
      );
    },
  };
}
export type BetLedger = ReturnType<typeof createBetLedger>;
