import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import { catalogueGames, catalogueGameTranslations } from '../catalogue/catalogue.schema.js';
import { crashBets, crashRounds } from '../crash/crash.schema.js';
import { gameRounds } from '../games/games.schema.js';
import { providerRounds, providerTransactions } from '../providers/provider-wallet.schema.js';

/*
 * The statistics page's aggregates. A play is a settled real-money round of a catalogue game, a
 * settled crash bet, or a provider's round with a stake that was not rolled back (its wins so
 * far are its payout); its stake and payout are the amounts the ledger moved for it (the round
 * statement and the crash bet write both in the same transaction as their transfers). Each read
 * is a range of one index: `game_rounds_stats_user_idx` / `crash_bets_stats_user_idx` for a
 * player, the `*_stats_time_idx` pair for the house's day (migration 0019).
 */

/** One game's figures: sums as text (int8 past 2^53 stays exact until BigInt reads it). */
export type GameFiguresRow = {
  kind: 'game' | 'crash';
  game_key: string;
  name: string;
  rounds: number;
  wagered: string;
  won: string;
  biggest: string;
};

export type WinRow = {
  play_id: string;
  kind: 'game' | 'crash';
  game_key: string;
  name: string;
  user_name: string;
  currency: 'USD' | 'EUR';
  stake: string;
  payout: string;
  created_at: Date;
};

/** The plays of one player (or everyone) since an instant (or ever), as one relation. */
function plays(filter: { userId: number | null; since: Date | null }): SQL {
  const roundUser = filter.userId === null ? sql`` : sql`AND r.user_id = ${filter.userId}`;
  const betUser = filter.userId === null ? sql`` : sql`AND b.user_id = ${filter.userId}`;
  const roundSince = filter.since === null ? sql`` : sql`AND r.created_at >= ${filter.since}`;
  const betSince = filter.since === null ? sql`` : sql`AND b.created_at >= ${filter.since}`;
  const providerUser = filter.userId === null ? sql`` : sql`AND pr.user_id = ${filter.userId}`;
  const providerSince = filter.since === null ? sql`` : sql`AND pr.created_at >= ${filter.since}`;
  return sql`(
    SELECT 'game:' || r.id AS play_id, 'game'::text AS kind, g.slug AS game_key, r.user_id,
           r.currency,
           r.stake_minor AS stake, r.payout_minor AS payout, r.created_at
      FROM ${gameRounds} r JOIN ${catalogueGames} g ON g.id = r.game_id
     WHERE r.mode = 'real' AND r.status = 'settled' ${roundUser} ${roundSince}
    UNION ALL
    SELECT 'crash:' || b.id, 'crash'::text, c.table_slug, b.user_id, b.currency,
           b.amount_minor, coalesce(b.payout_minor, 0), b.created_at
      FROM ${crashBets} b JOIN ${crashRounds} c ON c.id = b.round_id
     WHERE b.status <> 'active' ${betUser} ${betSince}
    UNION ALL
    SELECT 'provider:' || pr.integration_id || ':' || pr.round, 'game'::text,
           coalesce(g.slug, x.game_code), pr.user_id, x.currency, x.stake, x.payout, pr.created_at
      FROM ${providerRounds} pr
      CROSS JOIN LATERAL (
        SELECT min(t.game_code) AS game_code, min(t.currency) AS currency,
               coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet' AND NOT EXISTS (
                 SELECT 1 FROM ${providerTransactions} rb
                  WHERE rb.integration_id = t.integration_id AND rb.kind = 'rollback'
                    AND rb.reference_transaction_uuid = t.transaction_uuid)), 0)::bigint AS stake,
               coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'win'), 0)::bigint AS payout
          FROM ${providerTransactions} t
         WHERE t.integration_id = pr.integration_id AND t.user_id = pr.user_id
           AND t.round = pr.round
      ) x
      LEFT JOIN ${catalogueGames} g
        ON g.integration_id = pr.integration_id AND g.external_code = x.game_code
     WHERE x.stake > 0 ${providerUser} ${providerSince}
  )`;
}

/** A game's name in the locale, else English, else its id; a crash table's catalogue entry. */
function gameName(locale: string): SQL {
  return sql`coalesce(
    (SELECT t.name FROM ${catalogueGames} g JOIN ${catalogueGameTranslations} t ON t.game_id = g.id
      WHERE ((p.kind = 'game' AND g.slug = p.game_key)
          OR (p.kind = 'crash' AND g.engine = 'crash' AND g.variant = p.game_key))
      ORDER BY (t.locale = ${locale}) DESC, (t.locale = 'en') DESC LIMIT 1),
    p.game_key)`;
}

export async function playerGameFigures(
  db: Db,
  filter: { userId: number; since: Date | null; currency: string; locale: string; limit: number },
): Promise<GameFiguresRow[]> {
  const { rows } = await db.execute<GameFiguresRow>(sql`
    SELECT p.kind, p.game_key, ${gameName(filter.locale)} AS name, p.rounds, p.wagered, p.won,
           p.biggest
      FROM (SELECT kind, game_key, count(*)::int AS rounds, sum(stake)::text AS wagered,
                   sum(payout)::text AS won, max(payout)::text AS biggest
              FROM ${plays({ userId: filter.userId, since: filter.since })} x
             WHERE currency = ${filter.currency}
             GROUP BY kind, game_key) p
     ORDER BY p.rounds DESC, p.game_key
     LIMIT ${filter.limit}`);
  return rows;
}

/** The largest payouts among the plays, biggest first (ties: the earlier play first). */
export async function biggestWins(
  db: Db,
  filter: {
    userId: number | null;
    since: Date | null;
    currency: string | null;
    locale: string;
    limit: number;
  },
): Promise<WinRow[]> {
  const currency = filter.currency === null ? sql`` : sql`AND p.currency = ${filter.currency}`;
  const { rows } = await db.execute<WinRow>(sql`
    SELECT p.play_id, p.kind, p.game_key, ${gameName(filter.locale)} AS name, u.name AS user_name,
           p.currency, p.stake::text AS stake, p.payout::text AS payout, p.created_at
      FROM ${plays({ userId: filter.userId, since: filter.since })} p
      JOIN ${users} u ON u.id = p.user_id
     WHERE p.payout > 0 ${currency}
     ORDER BY p.payout DESC, p.created_at
     LIMIT ${filter.limit}`);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/** Everyone's plays since an instant: rounds, players and the stakes per currency. */
export async function houseFigures(
  db: Db,
  since: Date,
): Promise<{ currency: 'USD' | 'EUR'; rounds: number; players: number; wagered: string }[]> {
  const { rows } = await db.execute<{
    currency: 'USD' | 'EUR';
    rounds: number;
    players: number;
    wagered: string;
  }>(sql`
    SELECT currency, count(*)::int AS rounds, count(DISTINCT user_id)::int AS players,
           sum(stake)::text AS wagered
      FROM ${plays({ userId: null, since })} p
     GROUP BY currency ORDER BY currency`);
  return rows;
}

/** Distinct players across currencies (a player plays in one currency, but to be exact). */
export async function housePlayers(db: Db, since: Date): Promise<number> {
  const { rows } = await db.execute<{ players: number }>(sql`
    SELECT count(DISTINCT user_id)::int AS players FROM ${plays({ userId: null, since })} p`);
  return rows[0]?.players ?? 0;
}
