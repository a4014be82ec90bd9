import type { BonusKey, BonusLang, BonusState } from '@satsino/contract/bonuses';
import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { playerBonuses } from './bonuses.schema.js';

/**
 * A player's bonus as the programme reads it. The table keeps the key, the state and SPEC's two
 * flags as plain text and numbers; the programme writes only the contract's values there.
 */
export type BonusRow = RowOf<
  typeof playerBonuses,
  | 'id'
  | 'userId'
  | 'depositIndex'
  | 'currency'
  | 'percent'
  | 'maxBonusMinor'
  | 'amountMinor'
  | 'wageringMultiplier'
  | 'wageringRequiredMinor'
  | 'wageringProgressMinor'
  | 'wageringFromEntryId'
  | 'validDays'
  | 'messages'
  | 'fsGames'
  | 'fsTotal'
  | 'fsUsed'
  | 'fsStakeMinor'
  | 'fsWonMinor'
  | 'fsWageringMultiplier'
  | 'fsValidDays'
  | 'fsExpiresAt'
  | 'expiresAt'
  | 'claimedAt'
  | 'grantedAt'
  | 'finishedAt'
  | 'settledMinor'
  | 'endReason'
  | 'createdAt'
> & {
  bonusKey: BonusKey;
  state: BonusState;
  active: -1 | 0 | 1;
  finished: 0 | 1;
  /** The operator who granted it by hand, if one did. */
  grantedByName: string | null;
};

const SELECT = `SELECT b.id::int AS id, b.user_id::int AS "userId", b.bonus_key AS "bonusKey",
  b.state, b.active::int AS active, b.finished::int AS finished,
  b.deposit_index::int AS "depositIndex", b.currency, b.percent,
  b.max_bonus_minor AS "maxBonusMinor", b.amount_minor AS "amountMinor",
  b.wagering_multiplier AS "wageringMultiplier", b.wagering_required_minor AS "wageringRequiredMinor",
  b.wagering_progress_minor AS "wageringProgressMinor",
  b.wagering_from_entry_id::int AS "wageringFromEntryId", b.valid_days AS "validDays",
  b.messages, b.fs_games AS "fsGames", b.fs_total AS "fsTotal", b.fs_used AS "fsUsed",
  b.fs_stake_minor AS "fsStakeMinor", b.fs_won_minor AS "fsWonMinor",
  b.fs_wagering_multiplier AS "fsWageringMultiplier", b.fs_valid_days AS "fsValidDays",
  b.fs_expires_at AS "fsExpiresAt", b.expires_at AS "expiresAt", b.claimed_at AS "claimedAt",
  b.granted_at AS "grantedAt", b.finished_at AS "finishedAt", b.settled_minor AS "settledMinor",
  g.name AS "grantedByName", b.end_reason AS "endReason", b.created_at AS "createdAt"
  FROM player_bonuses b LEFT JOIN users g ON g.id = b.granted_by`;

/** The first key of the bonus programme's advisory locks (the second is the player). */
export const BONUS_LOCK_NAMESPACE = 7_007;

/**
 * Serialises every change to one player's bonuses (claims, grants at deposit, settlements) for
 * the rest of the transaction: two of them never decide on the same stale picture.
 */
export async function lockPlayerBonuses(client: LedgerClient, userId: number): Promise<void> {
  // The first key is the bonus domain's namespace; the second the player.
  await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
    BONUS_LOCK_NAMESPACE,
    userId,
  ]);
}

export async function findBonus(
  client: LedgerClient,
  id: number,
  forUpdate = false,
): Promise<BonusRow | undefined> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.id = $1${forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [id],
  );
  return rows[0];
}

/**
 * The player's bonus whose grant was posted under an idempotency key (an operator's retried
 * grant); a key used for another player's grant finds nothing here and meets the ledger's 409.
 */
export async function findBonusGrantedUnder(
  client: LedgerClient,
  userId: number,
  idempotencyKey: string,
): Promise<BonusRow | undefined> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.grant_transfer_id =
       (SELECT t.id FROM ledger_transfers t WHERE t.idempotency_key = $2)`,
    [userId, idempotencyKey],
  );
  return rows[0];
}

/** A player's bonuses: open ones first, then the newest. */
export async function listPlayerBonuses(
  client: LedgerClient,
  userId: number,
  limit: number,
): Promise<BonusRow[]> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 ORDER BY b.finished, b.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function listOpenBonuses(client: LedgerClient, userId: number): Promise<BonusRow[]> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.finished = 0 ORDER BY b.id`,
    [userId],
  );
  return rows;
}

export async function findClaimedDepositBonus(
  client: LedgerClient,
  userId: number,
): Promise<BonusRow | undefined> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.state = 'claimed' AND b.bonus_key = 'DEPOSIT_BONUS_CASH'
     FOR UPDATE OF b`,
    [userId],
  );
  return rows[0];
}

export async function hasActiveBonus(client: LedgerClient, userId: number): Promise<boolean> {
  const { rows } = await client.query(
    'SELECT 1 FROM player_bonuses WHERE user_id = $1 AND active = 1 AND finished = 0 LIMIT 1',
    [userId],
  );
  return rows.length > 0;
}

/** Whether a bonus of the player's is being wagered (granted, not yet finished). */
export async function hasRunningBonus(client: LedgerClient, userId: number): Promise<boolean> {
  const { rows } = await client.query(
    "SELECT 1 FROM player_bonuses WHERE user_id = $1 AND state = 'running' AND finished = 0 LIMIT 1",
    [userId],
  );
  return rows.length > 0;
}

/** Players with a bonus that may need settling now: running, or past its expiry. */
export async function playersToSweep(
  client: LedgerClient,
  now: Date,
  limit: number,
): Promise<number[]> {
  const { rows } = await client.query<{ user_id: number }>(
    `SELECT DISTINCT user_id::int AS user_id FROM player_bonuses
     WHERE finished = 0 AND (state = 'running' OR expires_at <= $1)
     ORDER BY user_id LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.user_id);
}

export async function countConfirmedDeposits(
  client: LedgerClient,
  userId: number,
): Promise<number> {
  // On-chain and Lightning deposits alike: the bonus programme counts deposits, not rails.
  const { rows } = await client.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM chain_deposits WHERE user_id = $1 AND status = 'confirmed')::int
          + (SELECT count(*) FROM lightning_invoices WHERE user_id = $1 AND status = 'paid')::int
            AS count`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertBonus(
  client: LedgerClient,
  values: {
    userId: number;
    bonusKey: BonusKey;
    state: BonusState;
    active: -1 | 0 | 1;
    depositIndex: number | null;
    currency: string;
    percent: number | null;
    maxBonusMinor: bigint | null;
    wageringMultiplier: number;
    validDays: number;
    messages: BonusLang[];
    expiresAt: Date;
    grantedBy: number | null;
    now: Date;
    /** Free spins the bonus carries (issue 14); none when absent. */
    fsGames?: string[];
    fsTotal?: number;
    fsStakeMinor?: bigint | null;
    fsWageringMultiplier?: number;
    fsValidDays?: number;
  },
): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO player_bonuses (user_id, bonus_key, state, active, deposit_index, currency,
       percent, max_bonus_minor, wagering_multiplier, valid_days, messages, expires_at, granted_by,
       claimed_at, created_at, updated_at, fs_games, fs_total, fs_stake_minor,
       fs_wagering_multiplier, fs_valid_days)
     VALUES ($1, $2, $3, $4::smallint, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13,
       CASE WHEN $4::smallint = 1 THEN $14::timestamptz END, $14, $14, $15::jsonb, $16, $17, $18,
       $19)
     ON CONFLICT DO NOTHING
     RETURNING id::int AS id`,
    [
      values.userId,
      values.bonusKey,
      values.state,
      values.active,
      values.depositIndex,
      values.currency,
      values.percent,
      values.maxBonusMinor?.toString() ?? null,
      values.wageringMultiplier,
      values.validDays,
      JSON.stringify(values.messages),
      values.expiresAt,
      values.grantedBy,
      values.now,
      JSON.stringify(values.fsGames ?? []),
      values.fsTotal ?? 0,
      values.fsStakeMinor?.toString() ?? null,
      values.fsWageringMultiplier ?? 0,
      values.fsValidDays ?? 0,
    ],
  );
  return rows[0]?.id;
}

/** Unclaimed deposit offers for deposits already made: the player deposited without them. */
export async function lapseStaleOffers(
  client: LedgerClient,
  userId: number,
  depositCount: number,
  now: Date,
): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET state = 'lapsed', active = -1, finished = 1, finished_at = $3,
       updated_at = $3
     WHERE user_id = $1 AND state = 'available' AND bonus_key = 'DEPOSIT_BONUS_CASH'
       AND deposit_index < $2`,
    [userId, depositCount, now],
  );
}

export async function hasDepositOfferFrom(
  client: LedgerClient,
  userId: number,
  depositIndex: number,
): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM player_bonuses WHERE user_id = $1 AND bonus_key = 'DEPOSIT_BONUS_CASH'
       AND (deposit_index >= $2 OR state = 'claimed') LIMIT 1`,
    [userId, depositIndex],
  );
  return rows.length > 0;
}

export async function markClaimed(client: LedgerClient, id: number, now: Date): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET state = 'claimed', active = 1, claimed_at = $2, updated_at = $2
     WHERE id = $1`,
    [id, now],
  );
}

export async function markGranted(
  client: LedgerClient,
  id: number,
  values: {
    amountMinor: bigint;
    wageringRequiredMinor: bigint;
    expiresAt: Date;
    chainDepositId: number | null;
    grantTransferId: number;
    now: Date;
  },
): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET state = 'running', active = 1, amount_minor = $2,
       wagering_required_minor = $3, wagering_progress_minor = 0,
       wagering_from_entry_id = (SELECT max(id) FROM ledger_entries WHERE transfer_id = $6),
       expires_at = $4, chain_deposit_id = $5, grant_transfer_id = $6, granted_at = $7,
       claimed_at = coalesce(claimed_at, $7), updated_at = $7,
       -- Free spins start with the grant: valid their own days, never past the bonus.
       fs_expires_at = CASE WHEN fs_total > 0
         THEN least($4::timestamptz, $7::timestamptz + make_interval(days => fs_valid_days)) END
     WHERE id = $1`,
    [
      id,
      values.amountMinor.toString(),
      values.wageringRequiredMinor.toString(),
      values.expiresAt,
      values.chainDepositId,
      values.grantTransferId,
      values.now,
    ],
  );
}

/** Ends a bonus that never held money (an offer, or a claim still waiting for its deposit). */
export function markEndedUnfunded(
  client: LedgerClient,
  id: number,
  state: 'declined' | 'expired' | 'cancelled',
  now: Date,
  endReason: string | null = null,
): Promise<void> {
  return markFinished(client, id, {
    state,
    active: -1,
    settledMinor: null,
    settleTransferId: null,
    endReason,
    now,
  });
}

export async function markFinished(
  client: LedgerClient,
  id: number,
  values: {
    state: Extract<BonusState, 'completed' | 'declined' | 'expired' | 'forfeited' | 'cancelled'>;
    active: -1 | 1;
    settledMinor: bigint | null;
    settleTransferId: number | null;
    wageringProgressMinor?: bigint;
    endReason?: string | null;
    now: Date;
  },
): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET state = $2, active = $3, finished = 1, settled_minor = $4,
       settle_transfer_id = $5, wagering_progress_minor = coalesce($6, wagering_progress_minor),
       end_reason = coalesce($7, end_reason), finished_at = $8, updated_at = $8
     WHERE id = $1`,
    [
      id,
      values.state,
      values.active,
      values.settledMinor?.toString() ?? null,
      values.settleTransferId,
      values.wageringProgressMinor?.toString() ?? null,
      values.endReason ?? null,
      values.now,
    ],
  );
}

export async function updateProgress(
  client: LedgerClient,
  id: number,
  progressMinor: bigint,
  now: Date,
): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET wagering_progress_minor = $2, updated_at = $3
     WHERE id = $1 AND wagering_progress_minor <> $2`,
    [id, progressMinor.toString(), now],
  );
}

/**
 * Stakes the player placed after `fromEntryId` (cash and bonus alike), less those rolled back:
 * read from the ledger's bets, so every game that bets through the ledger counts.
 */
export async function stakesSince(
  client: LedgerClient,
  accountIds: number[],
  fromEntryId: number,
): Promise<bigint> {
  const { rows } = await client.query<{ staked: bigint }>(
    `SELECT coalesce(sum(-e.amount), 0)::bigint AS staked
     FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE e.account_id = ANY($1::bigint[]) AND e.id > $2 AND t.kind = 'bet' AND e.amount < 0
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id)`,
    [accountIds, fromEntryId],
  );
  return rows[0]?.staked ?? 0n;
}

/** Locks the player's cash and bonus rows in id order (as every transfer does) and reads them. */
export async function lockBalances(
  client: LedgerClient,
  cashAccountId: number,
  bonusAccountId: number,
): Promise<{ cashMinor: bigint; bonusMinor: bigint }> {
  const { rows } = await client.query<{ id: string; balance: bigint }>(
    `SELECT id::text AS id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])
     ORDER BY id FOR UPDATE`,
    [[cashAccountId, bonusAccountId]],
  );
  const of = (id: number) => rows.find((row) => Number(row.id) === id)?.balance ?? 0n;
  return { cashMinor: of(cashAccountId), bonusMinor: of(bonusAccountId) };
}

export async function userCurrencyAndLocale(
  client: LedgerClient,
  userId: number,
): Promise<{ currency: string; locale: string } | undefined> {
  const { rows } = await client.query<{ currency: string; locale: string }>(
    'SELECT currency, locale FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

/**
 * The player's bonus whose free spins can be played on `gameSlug` now, locked: running, spins
 * left, not expired, the game among its `fs_games`. The oldest first.
 */
export async function findPlayableFreeSpins(
  client: LedgerClient,
  userId: number,
  gameSlug: string,
  now: Date,
  lock = false,
): Promise<BonusRow | undefined> {
  const { rows } = await client.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.state = 'running' AND b.finished = 0
       AND b.fs_used < b.fs_total AND b.fs_expires_at > $3 AND b.expires_at > $3
       AND b.fs_games ? $2
     ORDER BY b.id LIMIT 1 ${lock ? 'FOR UPDATE OF b' : ''}`,
    [userId, gameSlug, now],
  );
  return rows[0];
}

/** Spends the next spin of a bonus; undefined when none is left (the count never passes total). */
export async function takeFreeSpin(
  client: LedgerClient,
  bonusId: number,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await client.query<{ number: number }>(
    `UPDATE player_bonuses SET fs_used = fs_used + 1, updated_at = $2
     WHERE id = $1 AND fs_used < fs_total RETURNING fs_used AS number`,
    [bonusId, now],
  );
  return rows[0]?.number;
}

/** A spin's win: counted in the spins' total and added, times the spins' multiplier, to the wagering. */
export async function recordFreeSpinWin(
  client: LedgerClient,
  bonusId: number,
  winMinor: bigint,
  now: Date,
): Promise<void> {
  await client.query(
    `UPDATE player_bonuses SET fs_won_minor = fs_won_minor + $2::bigint,
       wagering_required_minor = coalesce(wagering_required_minor, 0)
         + $2::bigint * fs_wagering_multiplier,
       updated_at = $3
     WHERE id = $1`,
    [bonusId, winMinor.toString(), now],
  );
}
