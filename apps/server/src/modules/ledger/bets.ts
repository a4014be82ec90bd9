import { BONUS_BALANCE_THRESHOLD_MINOR, type Currency } from '@satsino/contract/money';
import { AppError } from '../../platform/errors.js';
import { InsufficientFundsError, ledgerErrors } from './ledger.errors.js';
import type { Ledger } from './ledger.service.js';
import type { LedgerClient } from './ledger-transaction.js';
import { findPostedTransfer, type PostedTransfer } from './post-transfer.js';

/** Where a bet's stake came from; its win and its rollback go back to exactly these balances. */
export interface StakeParts {
  cashMinor: bigint;
  bonusMinor: bigint;
}

const THRESHOLD = BigInt(BONUS_BALANCE_THRESHOLD_MINOR);

/**
 * SPEC §4: a bet is paid from cash; from the bonus balance only when cash is below 0.20 and
 * bonus is at least 0.20. Null when the chosen balance cannot cover the stake.
 */
export function chooseStakeParts(
  cashMinor: bigint,
  bonusMinor: bigint,
  stakeMinor: bigint,
): StakeParts | null {
  const fromBonus = cashMinor < THRESHOLD && bonusMinor >= THRESHOLD;
  const available = fromBonus ? bonusMinor : cashMinor;
  if (stakeMinor > available) return null;
  return fromBonus
    ? { cashMinor: 0n, bonusMinor: stakeMinor }
    : { cashMinor: stakeMinor, bonusMinor: 0n };
}

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

export class BetNotFoundError extends Error {
  override name = 'BetNotFoundError';
}

export class BetRolledBackError extends Error {
  override name = 'BetRolledBackError';
}

function partsOf(metadata: Record<string, unknown>): StakeParts {
  const meta = metadata as { cash_part?: string; bonus_part?: string };
  return { cashMinor: BigInt(meta.cash_part ?? '0'), bonusMinor: BigInt(meta.bonus_part ?? '0') };
}

/**
 * Game money through the ledger: the interface a game provider's wallet calls (bet, win,
 * rollback), idempotent by the provider's transaction ids.
 */
export function createBetLedger(ledger: Ledger) {
  async function findBet(client: LedgerClient, key: string) {
    const { rows } = await client.query<{
      id: string;
      currency: Currency;
      metadata: Record<string, unknown>;
      rolled_back: boolean;
    }>({
      name: 'ledger-find-bet',
      text: `SELECT t.id::text AS id, t.currency, t.metadata,
               EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id)
                 AS rolled_back
             FROM ledger_transfers t WHERE t.idempotency_key = $1 AND t.kind = 'bet'`,
      values: [key],
    });
    return rows[0];
  }

  return {
    /** Takes the stake (SPEC §4 balance choice) and gives it to the house. */
    async placeBet(request: BetRequest): Promise<PostedTransfer> {
      // Before the transaction: a new player's accounts are made on a connection of their own.
      const player = await ledger.accounts.playerAccounts(request.userId, request.currency);
      const house = await ledger.accounts.systemAccount('house', request.currency);
      return ledger.transact(async ({ client, post }) => {
        // A replay answers the first bet, whatever the balances are now: they may no longer pay
        // the same stake, or pay it from the other balance. Looked up only when the fast path
        // cannot go on, so an ordinary bet pays no extra round trip for it.
        const replayOf = async () => {
          const prior = await findPostedTransfer(client, request.idempotencyKey);
          if (!prior) return undefined;
          const stake = -prior.entries
            .filter((entry) => entry.ownerUserId === request.userId)
            .reduce((total, entry) => total + entry.amount, 0n);
          if (prior.kind !== 'bet' || stake !== request.stakeMinor) {
            throw ledgerErrors.idempotencyConflict();
          }
          const { requestHash: _hash, ...posted } = prior;
          return posted;
        };
        // Both balances are read under lock: the choice of balance and the debit see one state.
        const { rows } = await client.query<{ kind: string; balance: bigint }>({
          name: 'ledger-lock-stake-balances',
          text: 'SELECT kind, balance FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE',
          values: [[player.cash.id, player.bonus.id]],
        });
        const cash = rows.find((row) => row.kind === 'cash')?.balance ?? 0n;
        const bonus = rows.find((row) => row.kind === 'bonus')?.balance ?? 0n;
        const parts = chooseStakeParts(cash, bonus, request.stakeMinor);
        if (!parts) {
          const replayed = await replayOf();
          if (replayed) return replayed;
          throw new InsufficientFundsError(player.cash.id);
        }
        const legs = [{ account: house, amount: request.stakeMinor }];
        if (parts.cashMinor > 0n) legs.push({ account: player.cash, amount: -parts.cashMinor });
        if (parts.bonusMinor > 0n) legs.push({ account: player.bonus, amount: -parts.bonusMinor });
        const bet = {
          idempotencyKey: request.idempotencyKey,
          kind: 'bet',
          currency: request.currency,
          legs,
          reference: `round:${request.round}`,
          metadata: {
            cash_part: parts.cashMinor.toString(),
            bonus_part: parts.bonusMinor.toString(),
            round: request.round,
            game: request.game ?? null,
          },
        };
        try {
          return await post(bet);
        } catch (error) {
          // The key was used by a bet paid from the other balance: still a replay of it.
          const replayed = error instanceof AppError ? await replayOf() : undefined;
          if (replayed) return replayed;
          throw error;
        }
      });
    },

    /** Pays a win of a bet back to the balances its stake came from. */
    settleWin(input: {
      userId: number;
      betKey: string;
      winMinor: bigint;
      idempotencyKey: string;
    }): Promise<PostedTransfer | null> {
      return ledger.transact(async ({ client, post }) => {
        const bet = await findBet(client, input.betKey);
        if (!bet) throw new BetNotFoundError(`no bet ${input.betKey}`);
        if (input.winMinor === 0n) return null;
        // A rolled-back bet never happened: it cannot win. (A replayed win still answers.)
        if (bet.rolled_back) {
          const prior = await findPostedTransfer(client, input.idempotencyKey);
          if (prior?.kind === 'win') return prior;
          throw new BetRolledBackError(`bet ${input.betKey} was rolled back`);
        }
        const parts = splitWin(partsOf(bet.metadata), input.winMinor);
        const player = await ledger.accounts.playerAccounts(input.userId, bet.currency, client);
        const house = await ledger.accounts.systemAccount('house', bet.currency, client);
        const legs = [{ account: house, amount: -input.winMinor }];
        if (parts.cashMinor > 0n) legs.push({ account: player.cash, amount: parts.cashMinor });
        if (parts.bonusMinor > 0n) legs.push({ account: player.bonus, amount: parts.bonusMinor });
        return post({
          idempotencyKey: input.idempotencyKey,
          kind: 'win',
          currency: bet.currency,
          legs,
          reference: `bet:${bet.id}`,
          metadata: {
            cash_part: parts.cashMinor.toString(),
            bonus_part: parts.bonusMinor.toString(),
            round: bet.metadata.round ?? null,
          },
        });
      });
    },

    /** Undoes a bet exactly: the stake returns to the balances it came from, once. */
    rollbackBet(input: {
      userId: number;
      betKey: string;
      idempotencyKey: string;
    }): Promise<PostedTransfer> {
      return ledger.transact(async ({ client, post }) => {
        const bet = await findBet(client, input.betKey);
        if (!bet) throw new BetNotFoundError(`no bet ${input.betKey}`);
        const parts = partsOf(bet.metadata);
        const player = await ledger.accounts.playerAccounts(input.userId, bet.currency, client);
        const house = await ledger.accounts.systemAccount('house', bet.currency, client);
        const legs = [{ account: house, amount: -(parts.cashMinor + parts.bonusMinor) }];
        if (parts.cashMinor > 0n) legs.push({ account: player.cash, amount: parts.cashMinor });
        if (parts.bonusMinor > 0n) legs.push({ account: player.bonus, amount: parts.bonusMinor });
        return post({
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
        });
      });
    },
  };
}
export type BetLedger = ReturnType<typeof createBetLedger>;
