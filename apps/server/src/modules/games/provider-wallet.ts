import type { Currency } from '@satsino/contract/money';
import { type BetLedger, createBetLedger } from '../ledger/bets.js';
import type { Ledger } from '../ledger/ledger.service.js';

/*
 * The provider wallet interface (DESIGN §5): what a game provider calls to move a player's
 * money — balance, bet, win, rollback — keyed by the provider's transaction ids and round ids,
 * idempotent (a repeated transaction id answers the first result and moves nothing). The
 * in-house studio settles through it exactly as a third-party provider would; every key is
 * prefixed with the provider's code so two providers' ids never collide.
 */

export interface ProviderWallet {
  balance(userId: number, currency: Currency): Promise<{ cashMinor: bigint; bonusMinor: bigint }>;
  /** Takes a stake. Throws InsufficientFundsError when the balance is short. */
  bet(input: {
    userId: number;
    currency: Currency;
    transactionId: string;
    roundId: string;
    game: string;
    amountMinor: bigint;
  }): Promise<void>;
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
}

export function createProviderWallet(ledger: Ledger, provider: string): ProviderWallet {
  const bets: BetLedger = createBetLedger(ledger);
  const key = (transactionId: string) => `${provider}:${transactionId}`;
  return {
    async balance(userId, currency) {
      const { cashMinor, bonusMinor } = await ledger.balances(userId, currency);
      return { cashMinor, bonusMinor };
    },
    async bet(input) {
      await bets.placeBet({
        userId: input.userId,
        currency: input.currency,
        stakeMinor: input.amountMinor,
        idempotencyKey: key(input.transactionId),
        round: `${provider}:${input.roundId}`,
        game: input.game,
      });
    },
    async win(input) {
      await bets.settleWin({
        userId: input.userId,
        betKey: key(input.betTransactionId),
        winMinor: input.amountMinor,
        idempotencyKey: key(input.transactionId),
      });
    },
    async rollback(input) {
      await bets.rollbackBet({
        userId: input.userId,
        betKey: key(input.betTransactionId),
        idempotencyKey: key(input.transactionId),
      });
    },
  };
}
