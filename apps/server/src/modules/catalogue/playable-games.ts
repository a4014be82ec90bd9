import { type GameEngine, PROVIDER_ENGINE } from '@satsino/contract/catalogue';
import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { catalogueGames, catalogueGameTranslations } from './catalogue.schema.js';

/** What the games domain needs to launch and settle a catalogue game. */
export interface PlayableGame {
  /** The catalogue row id. */
  id: number;
  /** The game's slug, its public id. */
  game_id: string;
  /** The English name (for logs, round records and the live feed's default). */
  name: string;
  engine: GameEngine;
  variant: string;
  supports_demo: boolean;
  rtp_bps: number;
  /** Site path of a game with a page of its own (crash tables), else null. */
  launch_path: string | null;
}

/**
 * A published game by its public id, or undefined for an unknown or unpublished one: the games
 * domain launches only what players can see in the lobby.
 */
export async function findPlayableGame(db: Db, gameId: string): Promise<PlayableGame | undefined> {
  const [row] = await db
    .select({
      id: catalogueGames.id,
      slug: catalogueGames.slug,
      name: catalogueGameTranslations.name,
      engine: catalogueGames.engine,
      variant: catalogueGames.variant,
      supportsDemo: catalogueGames.supportsDemo,
      rtpBps: catalogueGames.rtpBps,
      launchPath: catalogueGames.launchPath,
    })
    .from(catalogueGames)
    .leftJoin(
      catalogueGameTranslations,
      and(
        eq(catalogueGameTranslations.gameId, catalogueGames.id),
        eq(catalogueGameTranslations.locale, DEFAULT_LOCALE),
      ),
    )
    .where(and(eq(catalogueGames.slug, gameId), eq(catalogueGames.published, true)));
  // A provider's game runs at the provider (providers/provider-launch.ts), never in our host.
  if (!row || row.engine === PROVIDER_ENGINE) return undefined;
  return {
    id: row.id,
    game_id: row.slug,
    name: row.name ?? row.slug,
    engine: row.engine,
    variant: row.variant,
    supports_demo: row.supportsDemo,
    rtp_bps: row.rtpBps,
    launch_path: row.launchPath,
  };
}
