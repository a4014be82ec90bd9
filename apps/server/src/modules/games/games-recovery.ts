import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { BetRolledBackError } from '../ledger/bets.js';
import { EXTRA_STAKES, type StakeName } from './blackjack-stakes.js';
import type { ProviderWallet } from './provider-wallet.js';
import { payRoundWin } from './real-rounds.js';

/** A stake or a win younger than this belongs to a request still in flight: leave it alone. */
export const RECOVERY_GRACE_MS = 2 * 60_000;
/** How far back a pass looks (most recent rounds and ledger transfers, by id). */
const RECENT_ROUNDS = 5_000;
const RECENT_TRANSFERS = 50_000;
const BATCH = 200;

interface UnpaidRound {
  user_id: number;
  round_ref: string;
  payout_minor: string;
  bet_minor: string;
  outcome: unknown;
}
interface OrphanStake {
  user_id: number;
  round_ref: string;
}

/**
 * Puts right what a process that died mid-round left half-moved (DESIGN §4: no money is ever
 * lost). Rounds are now written in one transaction with their stake and win, so nothing new can
 * be left half-moved; this pass remains for what processes of earlier releases left: a stake
 * taken whose round was never recorded is refunded, and so is a blackjack hand's extra stake
 * (double, split, insurance) that its recorded hand never took; a recorded win that was never
 * paid is paid.
 * Both use the live path's own idempotency keys, so a pass racing the live path, or run twice,
 * moves nothing twice.
 */
export function createGamesRecovery(deps: {
  pool: pg.Pool;
  wallet: ProviderWallet;
  /** The in-house provider's code: its ledger keys and round references start with it. */
  provider: string;
}) {
  const { pool, wallet, provider } = deps;

  async function unpaidWins(graceMs: number): Promise<UnpaidRound[]> {
    const { rows } = await pool.query<UnpaidRound>(
      `SELECT r.user_id::int AS user_id, r.round_ref, r.payout_minor::text AS payout_minor,
              r.bet_minor::text AS bet_minor, r.outcome
         FROM (SELECT user_id, round_ref, payout_minor, bet_minor, outcome, settled_at FROM game_rounds
                WHERE mode = 'real' AND status = 'settled'
                  -- A free spin's win is paid in its round's own transaction (free-spin-rounds.ts).
                  AND free_spin_bonus_id IS NULL
                ORDER BY id DESC LIMIT $1) r
        WHERE r.payout_minor > 0
          AND r.settled_at < now() - make_interval(secs => $2::double precision / 1000)
          -- Any of its stakes' wins: a split hand may have won on its second stake only.
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers t
                           WHERE t.idempotency_key = ANY (ARRAY(
                             SELECT $3 || ':' || r.round_ref || ':' || stake || ':win'
                             FROM unnest($5::text[]) AS stake)))
        LIMIT $4`,
      [RECENT_ROUNDS, graceMs, provider, BATCH, ['bet', ...EXTRA_STAKES]],
    );
    return rows;
  }

  /**
   * Stakes the round record never took: a round's stake (`bet`) with no round, or a blackjack
   * hand's extra stake whose recorded hand did not take it (not doubled, not split, not insured).
   */
  async function orphanStakes(graceMs: number, stake: StakeName): Promise<OrphanStake[]> {
    const prefix = `round:${provider}:`;
    const { rows } = await pool.query<OrphanStake>(
      `SELECT a.owner_user_id::int AS user_id, substr(t.reference, length($1) + 1) AS round_ref
         FROM ledger_transfers t
         JOIN ledger_entries e ON e.transfer_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id IS NOT NULL
        WHERE t.id > (SELECT coalesce(max(id), 0) - $2 FROM ledger_transfers)
          AND t.kind = 'bet'
          AND t.idempotency_key = $3 || ':' || substr(t.reference, length($1) + 1) || ':' || $6
          AND t.created_at < now() - make_interval(secs => $4::double precision / 1000)
          AND NOT EXISTS (SELECT 1 FROM game_rounds r
                           WHERE r.round_ref = substr(t.reference, length($1) + 1)
                             AND CASE $6
                               WHEN 'bet' THEN true
                               WHEN 'double' THEN COALESCE((r.outcome->>'doubled')::boolean, false)
                               WHEN 'split' THEN r.outcome ? 'hands'
                               WHEN 'split:double'
                                 THEN COALESCE((r.outcome#>>'{hands,1,doubled}')::boolean, false)
                               WHEN 'insurance' THEN r.outcome->>'insurance' = 'taken'
                               ELSE false END)
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reverses_transfer_id = t.id)
        GROUP BY t.id, a.owner_user_id, t.reference
        LIMIT $5`,
      [prefix, RECENT_TRANSFERS, provider, graceMs, BATCH, stake],
    );
    return rows;
  }

  return {
    /** One pass; answers what it put right. */
    async recover(graceMs = RECOVERY_GRACE_MS): Promise<{ refunded: number; paid: number }> {
      let refunded = 0;
      let paid = 0;
      for (const kind of ['bet', ...EXTRA_STAKES] as const) {
        for (const stake of await orphanStakes(graceMs, kind)) {
          await wallet.rollback({
            userId: stake.user_id,
            transactionId: `${stake.round_ref}:${kind}:rollback`,
            betTransactionId: `${stake.round_ref}:${kind}`,
          });
          refunded++;
        }
      }
      for (const round of await unpaidWins(graceMs)) {
        try {
          await payRoundWin(wallet, {
            userId: round.user_id,
            roundRef: round.round_ref,
            payoutMinor: BigInt(round.payout_minor),
            outcome: round.outcome,
            betMinor: toApiMinorUnits(BigInt(round.bet_minor)),
          });
          paid++;
        } catch (error) {
          // Its stake was refunded (a request slower than the grace): nothing is owed.
          if (!(error instanceof BetRolledBackError)) throw error;
        }
      }
      return { refunded, paid };
    },
  };
}
export type GamesRecovery = ReturnType<typeof createGamesRecovery>;
