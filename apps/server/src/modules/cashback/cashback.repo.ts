import type { CashbackKind, CashbackPeriod } from '@satsino/contract/cashback';
import type { Currency } from '@satsino/contract/money';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * Net loss (docs/decisions/0014): what a player's cash balance lost to games in a period — the
 * cash entries of bets, wins and rollbacks whose time falls in it, summed and negated. Stakes
 * taken from the bonus balance and wins paid into it do not count; a rolled-back bet gives its
 * stake back in the same sum. Only the player's account currency counts.
 */
const GAME_KINDS = `('bet', 'win', 'rollback')`;

export interface PlayerNetLoss {
  userId: number;
  currency: Currency;
  netLossMinor: bigint;
}

/** Every player who ended `period` with a net loss, lowest id first. */
export async function netLossesIn(
  client: LedgerClient,
  period: CashbackPeriod,
): Promise<PlayerNetLoss[]> {
  const { rows } = await client.query<{ user_id: string; currency: Currency; net_loss: bigint }>(
    `SELECT a.owner_user_id::text AS user_id, a.currency, (-sum(e.amount))::bigint AS net_loss
     FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'cash'
     JOIN users u ON u.id = a.owner_user_id AND u.currency = a.currency
     JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind IN ${GAME_KINDS}
     WHERE e.created_at >= $1 AND e.created_at < $2
     GROUP BY a.owner_user_id, a.currency
     HAVING sum(e.amount) < 0
     ORDER BY a.owner_user_id`,
    [period.start, period.end],
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    currency: row.currency,
    netLossMinor: row.net_loss,
  }));
}

/** One player's net loss of each UTC day in `period` that has any play (keyed by the day's ms). */
export async function dailyNetResults(
  client: LedgerClient,
  userId: number,
  currency: Currency,
  period: CashbackPeriod,
): Promise<Map<number, bigint>> {
  const { rows } = await client.query<{ day: Date; net_loss: bigint }>(
    `SELECT date_trunc('day', e.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day,
            (-sum(e.amount))::bigint AS net_loss
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind IN ${GAME_KINDS}
     WHERE a.owner_user_id = $1 AND a.currency = $2 AND a.kind = 'cash'
       AND e.created_at >= $3 AND e.created_at < $4
     GROUP BY 1`,
    [userId, currency, period.start, period.end],
  );
  return new Map(rows.map((row) => [row.day.getTime(), row.net_loss]));
}

/** The daily cashback awarded to each player for the days of `period` (paid or waiting). */
export async function dailyAwardedIn(
  client: LedgerClient,
  period: CashbackPeriod,
  userId?: number,
): Promise<Map<number, bigint>> {
  const { rows } = await client.query<{ user_id: string; awarded: bigint }>(
    `SELECT user_id::text AS user_id, sum(amount_minor)::bigint AS awarded
     FROM cashback_payouts
     WHERE kind = 'daily' AND period_start >= $1 AND period_start < $2
       AND ($3::bigint IS NULL OR user_id = $3)
     GROUP BY user_id`,
    [period.start, period.end, userId ?? null],
  );
  return new Map(rows.map((row) => [Number(row.user_id), row.awarded]));
}

export interface NewPayout {
  userId: number;
  kind: CashbackKind;
  period: CashbackPeriod;
  currency: Currency;
  netLossMinor: bigint;
  rateBps: number;
  deductedMinor: bigint;
  amountMinor: bigint;
}

/**
 * Records an award; one per player, kind and period: a second run, or a second process, finds
 * the first one's row and adds nothing. Answers whether this call made it.
 */
export async function insertPayout(client: LedgerClient, payout: NewPayout): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO cashback_payouts (user_id, kind, period_start, period_end, currency,
       net_loss_minor, rate_bps, deducted_minor, amount_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id, kind, period_start) DO NOTHING`,
    [
      payout.userId,
      payout.kind,
      payout.period.start,
      payout.period.end,
      payout.currency,
      payout.netLossMinor.toString(),
      payout.rateBps,
      payout.deductedMinor.toString(),
      payout.amountMinor.toString(),
    ],
  );
  return rowCount === 1;
}

export interface PayoutRow {
  id: number;
  userId: number;
  kind: CashbackKind;
  periodStart: Date;
  currency: Currency;
  amountMinor: bigint;
  state: 'pending' | 'paid';
  locale: string;
}

const PAYOUT_SELECT = `SELECT p.id::int AS id, p.user_id::int AS "userId", p.kind,
  p.period_start AS "periodStart", p.currency, p.amount_minor AS "amountMinor", p.state,
  u.locale
  FROM cashback_payouts p JOIN users u ON u.id = p.user_id`;

/** Awards not yet paid, oldest first. */
export async function pendingPayoutIds(client: LedgerClient, limit: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id::int AS id FROM cashback_payouts WHERE state = 'pending' ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/** One award, locked until the transaction ends: its payment is decided once. */
export async function lockPayout(client: LedgerClient, id: number): Promise<PayoutRow | undefined> {
  const { rows } = await client.query<PayoutRow>(
    `${PAYOUT_SELECT} WHERE p.id = $1 FOR UPDATE OF p`,
    [id],
  );
  return rows[0];
}

export async function markPayoutPaid(
  client: LedgerClient,
  id: number,
  values: { transferId: number; bonusId: number | null; now: Date },
): Promise<void> {
  await client.query(
    `UPDATE cashback_payouts SET state = 'paid', transfer_id = $2, bonus_id = $3, paid_at = $4
     WHERE id = $1 AND state = 'pending'`,
    [id, values.transferId, values.bonusId, values.now],
  );
}

/** What a player's bonus cashback awards wait for (another bonus being wagered). */
export async function waitingBonusCashback(client: LedgerClient, userId: number): Promise<bigint> {
  const { rows } = await client.query<{ waiting: bigint }>(
    `SELECT coalesce(sum(amount_minor), 0)::bigint AS waiting FROM cashback_payouts
     WHERE user_id = $1 AND state = 'pending' AND kind IN ('daily', 'weekly')`,
    [userId],
  );
  return rows[0]?.waiting ?? 0n;
}
