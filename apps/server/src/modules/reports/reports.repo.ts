import type { Currency } from '@satsino/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { catalogueGames, catalogueGameTranslations } from '../catalogue/catalogue.schema.js';
import { crashBets, crashRounds } from '../crash/crash.schema.js';
import { gameRounds } from '../games/games.schema.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.schema.js';
import { providerTransactions } from '../providers/provider-wallet.schema.js';

/*
 * The operator report's aggregates (see packages/contract/src/reports.ts for what each figure
 * means). The money figures are sums of ledger entries: a transfer's kind says what moved, the
 * entry's account whose balance it moved. Each read is a range of one index on `created_at`:
 * `ledger_transfers_created_idx` and `provider_transactions_created_idx` (migration 0028) and
 * the statistics page's `*_stats_time_idx` pair (migration 0019). Sums are read as text: int8
 * past 2^53 stays exact until BigInt reads it.
 */

/** The transfer kinds a game makes: stakes, wins and rollbacks of stakes. */
const GAME_KINDS = sql`('bet', 'win', 'rollback')`;
/** The bonus programme's transfers that can credit cash: a completed bonus's release, cashback. */
const BONUS_CASH_KINDS = sql`('bonus_payment', 'cashback')`;

export interface ReportRange {
  /** The first instant of the first day. */
  start: Date;
  /** The first instant after the last day. */
  end: Date;
  currency: Currency | null;
}

/** One day of one currency, or (day null) the currency's whole period. */
export type LedgerFiguresRow = {
  day: string | null;
  currency: Currency;
  ggr: string;
  deposits: string;
  withdrawals: string;
  bonus_cost: string;
  active_players: number;
};

export async function ledgerFigures(db: Db, range: ReportRange): Promise<LedgerFiguresRow[]> {
  const currency = range.currency === null ? sql`` : sql`AND t.currency = ${range.currency}`;
  const { rows } = await db.execute<LedgerFiguresRow>(sql`
    SELECT to_char(t.day, 'YYYY-MM-DD') AS day, t.currency,
           coalesce(-sum(e.amount) FILTER (WHERE a.kind = 'cash' AND t.kind IN ${GAME_KINDS}), 0)::text
             AS ggr,
           coalesce(sum(e.amount) FILTER (WHERE a.kind = 'cash' AND t.kind = 'deposit'), 0)::text
             AS deposits,
           coalesce(-sum(e.amount) FILTER (
             WHERE a.kind = 'withdrawal_hold' AND t.kind = 'withdrawal_payout'), 0)::text
             AS withdrawals,
           coalesce(sum(e.amount) FILTER (WHERE a.kind = 'cash' AND t.kind IN ${BONUS_CASH_KINDS}), 0)::text
             AS bonus_cost,
           count(DISTINCT a.owner_user_id) FILTER (WHERE t.kind = 'bet')::int AS active_players
      FROM (SELECT id, kind, currency, (created_at AT TIME ZONE 'UTC')::date AS day
              FROM ${ledgerTransfers} t
             WHERE t.created_at >= ${range.start} AND t.created_at < ${range.end}
               AND t.kind IN ('bet', 'win', 'rollback', 'deposit', 'withdrawal_payout',
                              'bonus_payment', 'cashback')
               ${currency}) t
      JOIN ${ledgerEntries} e ON e.transfer_id = t.id
      JOIN ${ledgerAccounts} a ON a.id = e.account_id
     WHERE a.owner_user_id IS NOT NULL
     GROUP BY GROUPING SETS ((t.day, t.currency), (t.currency))
     ORDER BY t.currency, t.day NULLS FIRST`);
  return rows;
}

export type GameFiguresRow = {
  kind: 'game' | 'crash' | 'provider';
  game_id: string;
  name: string;
  currency: Currency;
  rounds: number;
  stakes: string;
  wins: string;
  stated_rtp_bps: number | null;
};

/** A catalogue game's English name, else its slug. */
function englishName(gameId: SQL): SQL {
  return sql`coalesce((SELECT t.name FROM ${catalogueGameTranslations} t
                        WHERE t.game_id = ${gameId} ORDER BY (t.locale = 'en') DESC LIMIT 1),
                      g.slug)`;
}

/** Stakes, wins and rounds per game and currency, the most staked first. */
export async function gameFigures(
  db: Db,
  range: ReportRange,
  limit: number,
): Promise<GameFiguresRow[]> {
  const roundCurrency = range.currency === null ? sql`` : sql`AND r.currency = ${range.currency}`;
  const betCurrency = range.currency === null ? sql`` : sql`AND b.currency = ${range.currency}`;
  const providerCurrency =
    range.currency === null ? sql`` : sql`AND p.currency = ${range.currency}`;
  const { rows } = await db.execute<GameFiguresRow>(sql`
    SELECT * FROM (
    SELECT 'game' AS kind, g.slug AS game_id, ${englishName(sql`g.id`)} AS name, x.currency,
           x.rounds, x.stakes::text AS stakes, x.wins::text AS wins, g.rtp_bps AS stated_rtp_bps
      FROM (SELECT r.game_id, r.currency, count(*)::int AS rounds, sum(r.stake_minor) AS stakes,
                   sum(r.payout_minor) AS wins
              FROM ${gameRounds} r
             WHERE r.mode = 'real' AND r.status = 'settled'
               AND r.created_at >= ${range.start} AND r.created_at < ${range.end} ${roundCurrency}
             GROUP BY r.game_id, r.currency) x
      JOIN ${catalogueGames} g ON g.id = x.game_id
    UNION ALL
    SELECT 'crash', x.table_slug, coalesce(${englishName(sql`g.id`)}, x.table_slug), x.currency,
           x.rounds, x.stakes::text, x.wins::text, g.rtp_bps
      FROM (SELECT c.table_slug, b.currency, count(*)::int AS rounds,
                   sum(b.amount_minor) AS stakes, sum(coalesce(b.payout_minor, 0)) AS wins
              FROM ${crashBets} b JOIN ${crashRounds} c ON c.id = b.round_id
             WHERE b.status <> 'active'
               AND b.created_at >= ${range.start} AND b.created_at < ${range.end} ${betCurrency}
             GROUP BY c.table_slug, b.currency) x
      LEFT JOIN LATERAL (SELECT * FROM ${catalogueGames} cg
                          WHERE cg.engine = 'crash' AND cg.variant = x.table_slug
                          ORDER BY cg.id LIMIT 1) g ON true
    UNION ALL
    SELECT 'provider', coalesce(g.slug, x.game_code),
           coalesce(${englishName(sql`g.id`)}, x.game_code), x.currency, x.rounds,
           x.stakes::text, x.wins::text, g.rtp_bps
      FROM (SELECT r.integration_id, r.game_code, r.currency,
                   count(*) FILTER (WHERE r.stake > 0 OR r.won > 0)::int AS rounds,
                   sum(r.stake) AS stakes, sum(r.won) AS wins
              FROM (SELECT p.integration_id, p.game_code, p.currency, p.user_id, p.round,
                           coalesce(sum(p.amount_minor) FILTER (WHERE p.kind = 'bet'), 0)
                             - coalesce(sum(p.amount_minor) FILTER (WHERE p.kind = 'rollback'), 0)
                             AS stake,
                           coalesce(sum(p.amount_minor) FILTER (WHERE p.kind = 'win'), 0) AS won
                      FROM ${providerTransactions} p
                     WHERE p.created_at >= ${range.start} AND p.created_at < ${range.end}
                       ${providerCurrency}
                     GROUP BY p.integration_id, p.game_code, p.currency, p.user_id, p.round) r
             GROUP BY r.integration_id, r.game_code, r.currency) x
      LEFT JOIN ${catalogueGames} g
        ON g.integration_id = x.integration_id AND g.external_code = x.game_code
    ) u
     ORDER BY u.stakes::numeric DESC, u.game_id, u.currency
     LIMIT ${limit}`);
  return rows;
}
