import type { BonusKey } from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import type pg from 'pg';

/** One campaign's bonuses in one currency, counted by where they are; sums as text. */
export interface CampaignRow {
  bonus_key: BonusKey;
  deposit_index: number | null;
  currency: Currency;
  waiting: number;
  running: number;
  completed: number;
  ended: number;
  free_spins_played: number;
  granted: string;
  released: string;
}

/**
 * Every bonus row grouped by campaign (its key and, for a deposit bonus, the deposit) and
 * currency. Granted is what the grants credited; released is what completed bonuses paid into
 * cash (`settled_minor` of a completed bonus). A scan of the bonus rows: their count is
 * bounded by the players' deposits and claims, and the page asks on demand only.
 */
export async function campaignFigures(client: pg.Pool): Promise<CampaignRow[]> {
  const { rows } = await client.query<CampaignRow>(
    `SELECT bonus_key, deposit_index::int AS deposit_index, currency,
            count(*) FILTER (WHERE state IN ('available', 'claimed'))::int AS waiting,
            count(*) FILTER (WHERE state = 'running')::int AS running,
            count(*) FILTER (WHERE state = 'completed')::int AS completed,
            count(*) FILTER (WHERE state IN ('declined', 'expired', 'forfeited', 'cancelled', 'lapsed'))::int
              AS ended,
            coalesce(sum(fs_used), 0)::int AS free_spins_played,
            coalesce(sum(amount_minor) FILTER (WHERE granted_at IS NOT NULL), 0)::text AS granted,
            coalesce(sum(settled_minor) FILTER (WHERE state = 'completed'), 0)::text AS released
       FROM player_bonuses
      GROUP BY bonus_key, deposit_index, currency
      ORDER BY bonus_key, deposit_index NULLS LAST, currency`,
  );
  return rows;
}
