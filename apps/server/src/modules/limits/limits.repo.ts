import type { Currency } from '@satsino/contract/money';
import type { GamblingLimitKind, GamblingLimitPeriod } from '@satsino/contract/responsible-gaming';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * The responsible-gambling tables of migration 0027. Statements are hand-written on a pg client
 * because the stake check runs on the ledger's transaction (LedgerClient), beside its postings.
 */

export interface RulesRow {
  cool_off_until: Date | null;
  excluded_until: Date | null;
  excluded_permanently: boolean;
  reminder_minutes: number | null;
}

export interface LimitRow {
  kind: GamblingLimitKind;
  period: GamblingLimitPeriod;
  amount_minor: bigint | null;
  pending_amount_minor: bigint | null;
  pending_at: Date | null;
}

export interface PeriodUsage {
  wageredMinor: bigint;
  wonMinor: bigint;
  depositedMinor: bigint;
}

const RULES_COLUMNS = 'cool_off_until, excluded_until, excluded_permanently, reminder_minutes';

/** Whether the player has ever set a rule: a stake of a player without one needs no check. */
export async function hasRules(client: LedgerClient, userId: number): Promise<boolean> {
  const { rows } = await client.query({
    name: 'limits-has-rules',
    text: 'SELECT 1 FROM responsible_gaming WHERE user_id = $1',
    values: [userId],
  });
  return rows.length > 0;
}

/**
 * The player's rules, locked until the transaction ends when `lock`: every stake of the player
 * takes this lock, so the usage it reads next already counts any stake committed before it.
 */
export async function findRules(
  client: LedgerClient,
  userId: number,
  lock: boolean,
): Promise<RulesRow | undefined> {
  const { rows } = await client.query<RulesRow>({
    name: lock ? 'limits-lock-rules' : 'limits-find-rules',
    text: `SELECT ${RULES_COLUMNS} FROM responsible_gaming WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    values: [userId],
  });
  return rows[0];
}

/** The player's rules row, made if need be, locked for the rest of the transaction. */
export async function lockOrCreateRules(client: LedgerClient, userId: number): Promise<RulesRow> {
  await client.query(
    'INSERT INTO responsible_gaming (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
    [userId],
  );
  const rules = await findRules(client, userId, true);
  if (!rules) throw new Error(`the rules of player ${userId} vanished`);
  return rules;
}

export async function findLimits(client: LedgerClient, userId: number): Promise<LimitRow[]> {
  const { rows } = await client.query<LimitRow>({
    name: 'limits-find-limits',
    text: `SELECT kind, period, amount_minor, pending_amount_minor, pending_at
             FROM responsible_gaming_limits WHERE user_id = $1 ORDER BY kind, period`,
    values: [userId],
  });
  return rows;
}

export async function saveLimit(
  client: LedgerClient,
  userId: number,
  limit: LimitRow,
  now: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO responsible_gaming_limits
       (user_id, kind, period, amount_minor, pending_amount_minor, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET
       amount_minor = excluded.amount_minor,
       pending_amount_minor = excluded.pending_amount_minor,
       pending_at = excluded.pending_at,
       updated_at = excluded.updated_at`,
    [
      userId,
      limit.kind,
      limit.period,
      limit.amount_minor?.toString() ?? null,
      limit.pending_amount_minor?.toString() ?? null,
      limit.pending_at,
      now,
    ],
  );
}

export async function deleteLimit(
  client: LedgerClient,
  userId: number,
  kind: GamblingLimitKind,
  period: GamblingLimitPeriod,
): Promise<void> {
  await client.query(
    'DELETE FROM responsible_gaming_limits WHERE user_id = $1 AND kind = $2 AND period = $3',
    [userId, kind, period],
  );
}

export async function saveRules(
  client: LedgerClient,
  userId: number,
  rules: RulesRow,
  now: Date,
): Promise<void> {
  await client.query(
    `UPDATE responsible_gaming SET cool_off_until = $2, excluded_until = $3,
            excluded_permanently = $4, reminder_minutes = $5, updated_at = $6,
            excluded_from = CASE WHEN $3::timestamptz IS NOT NULL OR $4 THEN coalesce(excluded_from, $6) END
      WHERE user_id = $1`,
    [
      userId,
      rules.cool_off_until,
      rules.excluded_until,
      rules.excluded_permanently,
      rules.reminder_minutes,
      now,
    ],
  );
}

/**
 * What the player's cash and bonus balances of `currency` moved since each instant: stakes
 * (less rolled-back ones), wins and deposits, from the ledger itself. One range of
 * `ledger_entries_account_created_idx` per balance, from the earliest instant.
 */
export async function usageSince(
  client: LedgerClient,
  userId: number,
  currency: Currency,
  since: Record<GamblingLimitPeriod, Date>,
): Promise<Record<GamblingLimitPeriod, PeriodUsage>> {
  const earliest = new Date(
    Math.min(since.day.getTime(), since.week.getTime(), since.month.getTime()),
  );
  const { rows } = await client.query<{
    period: GamblingLimitPeriod;
    wagered: bigint;
    won: bigint;
    deposited: bigint;
  }>({
    name: 'limits-usage',
    text: `WITH moves AS MATERIALIZED (
             SELECT e.created_at, e.amount, t.kind
               FROM ledger_accounts a
               JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $3
               JOIN ledger_transfers t ON t.id = e.transfer_id
              WHERE a.owner_user_id = $1 AND a.currency = $2 AND a.kind IN ('cash', 'bonus')
                AND t.kind IN ('bet', 'rollback', 'win', 'deposit')
           )
           SELECT p.period,
                  coalesce(sum(-m.amount) FILTER (WHERE m.kind IN ('bet', 'rollback')), 0)::bigint AS wagered,
                  coalesce(sum(m.amount) FILTER (WHERE m.kind = 'win'), 0)::bigint AS won,
                  coalesce(sum(m.amount) FILTER (WHERE m.kind = 'deposit'), 0)::bigint AS deposited
             FROM (VALUES ('day', $4::timestamptz), ('week', $5::timestamptz), ('month', $6::timestamptz))
                  AS p(period, since)
             LEFT JOIN moves m ON m.created_at >= p.since
            GROUP BY p.period`,
    values: [userId, currency, earliest, since.day, since.week, since.month],
  });
  const usage = {} as Record<GamblingLimitPeriod, PeriodUsage>;
  for (const row of rows) {
    usage[row.period] = {
      wageredMinor: BigInt(row.wagered),
      wonMinor: BigInt(row.won),
      depositedMinor: BigInt(row.deposited),
    };
  }
  return usage;
}

/** Stakes and wins of the player since an instant (the session reminder's figures). */
export async function playSince(
  client: LedgerClient,
  userId: number,
  currency: Currency,
  since: Date,
): Promise<PeriodUsage> {
  const usage = await usageSince(client, userId, currency, {
    day: since,
    week: since,
    month: since,
  });
  return usage.day;
}

export async function findPlayer(
  client: LedgerClient,
  userId: number,
): Promise<{ currency: Currency } | undefined> {
  const { rows } = await client.query<{ currency: Currency }>({
    name: 'limits-find-player',
    text: 'SELECT currency FROM users WHERE id = $1',
    values: [userId],
  });
  return rows[0];
}

export async function sessionStartedAt(
  client: LedgerClient,
  sessionId: number,
): Promise<Date | undefined> {
  const { rows } = await client.query<{ created_at: Date }>({
    name: 'limits-session-started',
    text: 'SELECT created_at FROM sessions WHERE id = $1',
    values: [sessionId],
  });
  return rows[0]?.created_at;
}
