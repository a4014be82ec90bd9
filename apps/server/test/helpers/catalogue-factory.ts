import type { Locale } from '@satsino/contract/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/connection.js';
import {
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from '../../src/modules/catalogue/catalogue.schema.js';

/** A game for a catalogue test: names per locale, and what the list call filters and sorts by. */
export interface TestGame {
  slug: string;
  /** Names per locale; none at all makes a game without translations (its slug is its name). */
  names: Partial<Record<Locale, string>>;
  providerSlug: string;
  /** Category ids: the first is the primary one. */
  categoryIds: [number, ...number[]];
  position: number;
  /** The game's place in each of its categories; the game's position where not given. */
  categoryPositions?: Record<number, number>;
  popular?: boolean;
  featured?: boolean;
  isNew?: boolean;
  published?: boolean;
}

/** Writes the games straight into the catalogue tables (the demo seed's categories and studios). */
export async function insertTestGames(db: Db, games: readonly TestGame[]): Promise<void> {
  const providers = new Map(
    (await db.select().from(catalogueProviders)).map((provider) => [provider.slug, provider.id]),
  );
  for (const game of games) {
    const providerId = providers.get(game.providerSlug);
    if (providerId === undefined) throw new Error(`no provider ${game.providerSlug}`);
    const [row] = await db
      .insert(catalogueGames)
      .values({
        slug: game.slug,
        providerId,
        categoryId: game.categoryIds[0],
        engine: 'slots',
        variant: 'fruit-fiesta',
        position: game.position,
        popular: game.popular ?? false,
        featured: game.featured ?? false,
        isNew: game.isNew ?? false,
        published: game.published ?? true,
        rtpBps: 9599,
        imageKey: 'fruit',
      })
      .returning({ id: catalogueGames.id });
    if (!row) throw new Error(`no row for ${game.slug}`);
    const names = Object.entries(game.names);
    if (names.length > 0) {
      await db
        .insert(catalogueGameTranslations)
        .values(names.map(([locale, name]) => ({ gameId: row.id, locale, name })));
    }
    await db.insert(catalogueGameCategories).values(
      [...new Set(game.categoryIds)].map((categoryId) => ({
        gameId: row.id,
        categoryId,
        position: game.categoryPositions?.[categoryId] ?? game.position,
      })),
    );
  }
}

export async function gameIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: catalogueGames.id })
    .from(catalogueGames)
    .where(eq(catalogueGames.slug, slug));
  if (!row) throw new Error(`no game ${slug}`);
  return row.id;
}
