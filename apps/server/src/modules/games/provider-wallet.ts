import type { Currency } from '@satsino/contract/money';
import { type BetLedger, createBetLedger, type SettledMoney } from '../ledger/bets.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { withStakeLimits } from '../limits/limits.service.js';

/*
 * The provider wallet interface (DESIGN §5): what a game provider calls to move a player's
 * money — balance, bet, win, rollback — keyed by the provider's transaction ids and round ids,
 * idempotent (a repeated transaction id answers the first result and moves nothing). The
 * in-house studio settles through it exactly as a third-party provider would; every key is
 * prefixed with the provider's code so two providers' ids never collide.
 */

/** The money a round moves: each call is idempotent by its transaction id. */
export interface WalletMoves {
  /**
   * Takes a stake. Throws InsufficientFundsError when the balance is short. `replayed`: the
   * transaction id was used before, and this answered that bet without moving money.
   */
  bet(input: {
    userId: number;
    currency: Currency;
    transactionId: string;
    roundId: string;
    game: string;
    amountMinor: bigint;
  }): Promise<{ replayed: boolean }>;
  /** Pays a win against a bet (to the balances the bet came from). */
  win(input: {
    userId: number;
    transactionId: string;
    betTransactionId: string;
    amountMinor: bigint;
  }): Promise<void>;
  /** Undoes a bet exactly, once. */
  rollback(input: {
    userId: number;
    transactionId: string;
    betTransactionId: string;
  }): Promise<void>;
  /**
   * A stake and its win (0: none yet) in one statement that also writes the caller's rows (an
   * in-house round): `statement` runs the caller's SQL around the ledger's SETTLED_BET_CTES with
   * their values. Keys as bet() and win() make them, so a later win, rollback or replay of this
   * stake finds it. Throws InsufficientFundsError or BetKeyUsedError with nothing written.
   */
  settledBet<T>(
    input: {
      userId: number;
      currency: Currency;
      transactionId: string;
      roundId: string;
      game: string;
      amountMinor: bigint;
      winMinor: bigint;
      winTransactionId: string;
      /**
       * Whether the player has responsible-gambling rules, when a read the caller made anyway
       * says so: a stake of a player without any then stays one statement with no look-up.
       */
      playerHasRules?: boolean;
    },
    statement: (
      client: LedgerClient,
      values: unknown[],
    ) => Promise<{ value: T; money: SettledMoney | null }>,
  ): Promise<T>;
}

export interface ProviderWallet extends WalletMoves {
  balance(userId: number, currency: Currency): Promise<{ cashMinor: bigint; bonusMinor: bigint }>;
  /**
   * Runs `work` in one database transaction: the moves it makes for `player` and the rows it
   * writes with `client` (the round that the stake and the win belong to) commit together, or
   * nothing does. A provider calling over HTTP makes one move per call; the in-house studio, which
   * records its rounds in our database, never leaves a stake without its round or a round without
   * its win.
   */
  transact<T>(
    player: { userId: number; currency: Currency },
    work: (moves: WalletMoves, client: LedgerClient) => Promise<T>,
  ): Promise<T>;
}

export function createProviderWallet(
  ledger: Ledger,
  provider: string,
  now: () => Date = () => new Date(),
): ProviderWallet {
  const bets: BetLedger = createBetLedger(ledger);
  // The player's responsible-gambling limits are checked in the transaction of every stake.
  const limited = { ledger, now };
  const key = (transactionId: string) => `${provider}:${transactionId}`;
  const moves = (work?: LedgerWork): WalletMoves => ({
    async bet(input) {
      const stake = {
        userId: input.userId,
        currency: input.currency,
        stakeMinor: input.amountMinor,
      };
      const prepare = () => bets.prepare(input.userId, input.currency);
      const placed = await withStakeLimits({ ...limited, prepare }, stake, work, (limitedWork) =>
        bets.placeBet(
          {
            userId: input.userId,
            currency: input.currency,
            stakeMinor: input.amountMinor,
            idempotencyKey: key(input.transactionId),
            round: `${provider}:${input.roundId}`,
            game: input.game,
          },
          limitedWork,
        ),
      );
      return { replayed: placed.replayed };
    },
    async win(input) {
      await bets.settleWin(
        {
          userId: input.userId,
          betKey: key(input.betTransactionId),
          winMinor: input.amountMinor,
          idempotencyKey: key(input.transactionId),
        },
        work,
      );
    },
    async rollback(input) {
      await bets.rollbackBet(
        {
          userId: input.userId,
          betKey: key(input.betTransactionId),
          idempotencyKey: key(input.transactionId),
        },
        work,
      );
    },
    settledBet(input, statement) {
      const stake = {
        userId: input.userId,
        currency: input.currency,
        stakeMinor: input.amountMinor,
      };
      const prepare = () => bets.prepare(input.userId, input.currency);
      const known = { ...limited, prepare, hasRules: input.playerHasRules };
      return withStakeLimits(known, stake, work, (limitedWork) =>
        bets.settledBet(
          {
            userId: input.userId,
            currency: input.currency,
            stakeMinor: input.amountMinor,
            idempotencyKey: key(input.transactionId),
            round: `${provider}:${input.roundId}`,
            game: input.game,
            winMinor: input.winMinor,
            winIdempotencyKey: key(input.winTransactionId),
          },
          statement,
          limitedWork,
        ),
      );
    },
  });
  return {
    ...moves(),
    async balance(userId, currency) {
      const { cashMinor, bonusMinor } = await ledger.walletBalances(userId, currency);
      return { cashMinor, bonusMinor };
    },
    async transact(player, work) {
      await bets.prepare(player.userId, player.currency);
      return ledger.transact((ledgerWork) => work(moves(ledgerWork), ledgerWork.client));
    },
  };
}
