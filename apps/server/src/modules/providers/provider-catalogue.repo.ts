import type { CategoryCode, GameArtMotif, ProviderArtStyle } from '@satsino/contract/catalogue';
import type pg from 'pg';
import { inTransaction } from '../ledger/ledger-transaction.js';

/*
 * The statements of a feed import (issue 15). Hand-written (ADR 0011, "where the statement is
 * the point"): each writes a whole batch of games in one statement over `jsonb_to_recordset`,
 * so thousands of games are a few dozen statements, not a few thousand, and the catalogue's
 * version row (ADR 0008, statement triggers) is raised once per statement.
 */

/** A studio as the import names it; an existing studio with the slug is reused as it is. */
export interface StudioInput {
  slug: string;
  name: string;
  art_style: ProviderArtStyle;
}

/** Creates the studios that do not exist yet; answers the id of every slug asked for. */
export async function upsertStudios(
  pool: pg.Pool,
  studios: readonly StudioInput[],
): Promise<Map<string, number>> {
  if (studios.length === 0) return new Map();
  const { rows } = await pool.query<{ id: number; slug: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(slug text, name text, art_style text)
     ), inserted AS (
       INSERT INTO catalogue_providers (slug, name, art_style, position)
       SELECT slug, name, art_style, 100 FROM input
       ON CONFLICT (slug) DO NOTHING
       RETURNING id, slug
     )
     SELECT id::int, slug FROM inserted
     UNION ALL
     SELECT p.id::int, p.slug FROM catalogue_providers p JOIN input USING (slug)`,
    [JSON.stringify(studios)],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The ids of the categories with these codes (a missing category is simply absent). */
export async function categoryIdsByCode(
  pool: pg.Pool,
  codes: readonly CategoryCode[],
): Promise<Map<CategoryCode, number>> {
  const { rows } = await pool.query<{ id: number; code: CategoryCode }>(
    'SELECT id::int, code FROM catalogue_categories WHERE code = ANY($1::text[])',
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Which of these slugs some other game already holds: not this integration's game of the same
 * code (an in-house game, another integration's). Such a row is rejected, never overwritten.
 */
export async function slugsHeldByOthers(
  pool: pg.Pool,
  integrationId: number,
  slugs: readonly { slug: string; code: string }[],
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const { rows } = await pool.query<{ slug: string }>(
    `SELECT g.slug
       FROM catalogue_games g
       JOIN jsonb_to_recordset($2::jsonb) AS r(slug text, code text) ON r.slug = g.slug
      WHERE g.integration_id IS DISTINCT FROM $1 OR g.external_code IS DISTINCT FROM r.code`,
    [integrationId, JSON.stringify(slugs)],
  );
  return new Set(rows.map((row) => row.slug));
}

/** One game of a batch, in the catalogue's terms. */
export interface ImportedGame {
  code: string;
  slug: string;
  name: string;
  provider_id: number;
  category_id: number;
  /** Every category the import lists it in (the primary first). */
  category_ids: number[];
  demo: boolean;
  live: boolean;
  rtp_bps: number;
  /** The generated art's motif until a thumbnail is kept. */
  image_key: GameArtMotif;
  position: number;
}

export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Every game of the batch by its code, for the thumbnails. */
  ids: Map<string, number>;
}

/**
 * Writes one batch in one transaction: the games (new ones created, existing ones of this
 * integration updated only where something differs), their English names, and their rows in
 * the categories the import manages (`managedCategoryIds`), leaving the operator's own listings
 * (popular, featured …) alone. Slug, position, flags and image of an existing game are the
 * operator's and stay as they are.
 */
export async function writeGameBatch(
  pool: pg.Pool,
  integration: { id: number; code: string; enabled: boolean },
  games: readonly ImportedGame[],
  managedCategoryIds: readonly number[],
): Promise<BatchCounts> {
  return inTransaction(pool, async (client) => {
    const upserted = await client.query<{ code: string; inserted: boolean }>(
      `INSERT INTO catalogue_games AS g (
         slug, provider_id, category_id, engine, variant, supports_demo, position, published,
         rtp_bps, image_key, integration_id, external_code, live)
       SELECT r.slug, r.provider_id, r.category_id, 'provider', $2, r.demo, r.position, $3,
              r.rtp_bps, r.image_key, $1, r.code, r.live
         FROM jsonb_to_recordset($4::jsonb) AS r(
           code text, slug text, provider_id bigint, category_id bigint, demo boolean,
           live boolean, rtp_bps int, image_key text, position int)
       ON CONFLICT (integration_id, external_code) DO UPDATE SET
         provider_id = excluded.provider_id,
         category_id = excluded.category_id,
         supports_demo = excluded.supports_demo,
         rtp_bps = excluded.rtp_bps,
         live = excluded.live,
         published = excluded.published,
         updated_at = now()
       WHERE (g.provider_id, g.category_id, g.supports_demo, g.rtp_bps, g.live, g.published)
             IS DISTINCT FROM (excluded.provider_id, excluded.category_id, excluded.supports_demo,
                               excluded.rtp_bps, excluded.live, excluded.published)
       RETURNING g.external_code AS code, (g.xmax = 0) AS inserted`,
      [integration.id, integration.code, integration.enabled, JSON.stringify(games)],
    );
    const ids = await client.query<{ id: number; code: string }>(
      `SELECT id::int, external_code AS code FROM catalogue_games
        WHERE integration_id = $1 AND external_code = ANY($2::text[])`,
      [integration.id, games.map((game) => game.code)],
    );
    const idOf = new Map(ids.rows.map((row) => [row.code, row.id]));
    const named = games.map((game) => ({ game_id: idOf.get(game.code), name: game.name }));
    const renamed = await client.query<{ game_id: number }>(
      `INSERT INTO catalogue_game_translations AS t (game_id, locale, name)
       SELECT r.game_id, 'en', r.name FROM jsonb_to_recordset($1::jsonb) AS r(game_id bigint, name text)
       ON CONFLICT (game_id, locale) DO UPDATE SET name = excluded.name, updated_at = now()
       WHERE t.name IS DISTINCT FROM excluded.name
       RETURNING t.game_id::int`,
      [JSON.stringify(named)],
    );
    const listings = games.flatMap((game) =>
      game.category_ids.map((categoryId) => ({
        game_id: idOf.get(game.code),
        category_id: categoryId,
        position: game.position,
      })),
    );
    const relisted = await client.query<{ game_id: number }>(
      `WITH wanted AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(game_id bigint, category_id bigint, position int)
       ), removed AS (
         DELETE FROM catalogue_game_categories gc
          WHERE gc.game_id = ANY($2::bigint[]) AND gc.category_id = ANY($3::bigint[])
            AND NOT EXISTS (
              SELECT 1 FROM wanted w WHERE w.game_id = gc.game_id AND w.category_id = gc.category_id)
         RETURNING gc.game_id
       ), added AS (
         INSERT INTO catalogue_game_categories (game_id, category_id, position)
         SELECT game_id, category_id, position FROM wanted
         ON CONFLICT (game_id, category_id) DO NOTHING
         RETURNING game_id
       )
       SELECT game_id::int FROM removed UNION SELECT game_id::int FROM added`,
      [JSON.stringify(listings), [...idOf.values()], managedCategoryIds],
    );
    const created = new Set(upserted.rows.filter((row) => row.inserted).map((row) => row.code));
    const changedIds = new Set([
      ...renamed.rows.map((row) => row.game_id),
      ...relisted.rows.map((row) => row.game_id),
    ]);
    const changed = new Set(upserted.rows.filter((row) => !row.inserted).map((row) => row.code));
    for (const [code, id] of idOf) if (changedIds.has(id) && !created.has(code)) changed.add(code);
    return {
      created: created.size,
      updated: changed.size,
      unchanged: games.length - created.size - changed.size,
      ids: idOf,
    };
  });
}

/** Unpublishes this integration's games that the feed no longer lists; answers how many. */
export async function unpublishMissing(
  pool: pg.Pool,
  integrationId: number,
  listedCodes: readonly string[],
): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE catalogue_games SET published = false, updated_at = now()
      WHERE integration_id = $1 AND published AND NOT (external_code = ANY($2::text[]))`,
    [integrationId, listedCodes],
  );
  return rowCount ?? 0;
}

/** Unpublishes every game of an integration (it was disabled); answers how many. */
export async function unpublishIntegrationGames(
  client: pg.ClientBase,
  integrationId: number,
): Promise<number> {
  const { rowCount } = await client.query(
    'UPDATE catalogue_games SET published = false, updated_at = now() WHERE integration_id = $1 AND published',
    [integrationId],
  );
  return rowCount ?? 0;
}
