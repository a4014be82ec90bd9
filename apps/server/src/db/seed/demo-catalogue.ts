import { LOCALES, type Locale } from '@satsino/contract/locales';
import { eq, sql } from 'drizzle-orm';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from '../../modules/catalogue/catalogue.schema.js';
import { defaultMotif } from '../../modules/catalogue/media/motifs.js';
import { siteSettings } from '../../modules/site/site.schema.js';
import type { Db } from '../connection.js';
import { CATALOGUE_TEXTS } from './catalogue/locales/index.js';
import {
  SEED_CATEGORIES,
  SEED_GAMES,
  SEED_PROVIDERS,
  type SeedGame,
} from './catalogue/structure.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The `site_settings` row listing every demo item the catalogue seed has ever created. */
export const CATALOGUE_SEED_LEDGER_KEY = 'catalogue_seed';

/** The game's return to player as the locale writes a percentage: "99 %", "97,3 %", "99.5%". */
export function formatRtp(rtpBps: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rtpBps / 10_000,
  );
}

export function describeGame(game: SeedGame, locale: Locale): string {
  return CATALOGUE_TEXTS[locale].descriptions[game.slug].replace(
    '{rtp}',
    formatRtp(game.rtpBps, locale),
  );
}

async function readSeededKeys(tx: Tx): Promise<Set<string>> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, CATALOGUE_SEED_LEDGER_KEY));
  const value = row?.value as { seeded?: unknown } | undefined;
  const seeded = Array.isArray(value?.seeded) ? value.seeded : [];
  return new Set(seeded.filter((key): key is string => typeof key === 'string'));
}

async function writeSeededKeys(tx: Tx, keys: Set<string>): Promise<void> {
  const value = { seeded: [...keys].sort() };
  await tx
    .insert(siteSettings)
    .values({ key: CATALOGUE_SEED_LEDGER_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The demo catalogue: nine categories, four in-house studios and sixteen games, every one
 * playable. Idempotent and respectful of operators, as the content seed: an item is inserted
 * only if it was never seeded and its key is free, a translation only if that locale is missing,
 * nothing is ever updated, and an item an operator deleted is not created again.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // One seed at a time: two processes starting together must not both insert.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('satsino.catalogue_seed'))`);
    const seeded = await readSeededKeys(tx);

    const categoryIds = new Map<string, number>();
    for (const category of SEED_CATEGORIES) {
      const key = `category:${category.code}`;
      if (!seeded.has(key)) {
        await tx.insert(catalogueCategories).values(category).onConflictDoNothing();
        seeded.add(key);
      }
      const [row] = await tx
        .select({ id: catalogueCategories.id })
        .from(catalogueCategories)
        .where(eq(catalogueCategories.code, category.code));
      if (!row) continue;
      categoryIds.set(category.code, row.id);
      await tx
        .insert(catalogueCategoryTranslations)
        .values(
          LOCALES.map((locale) => ({
            categoryId: row.id,
            locale,
            name: CATALOGUE_TEXTS[locale].categories[category.code],
          })),
        )
        .onConflictDoNothing();
    }
    // The ids were given, not drawn: the identity continues after the highest one.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('catalogue_categories', 'id'),
                        GREATEST((SELECT max(id) FROM catalogue_categories), 1))`,
    );

    const providerIds = new Map<string, number>();
    for (const provider of SEED_PROVIDERS) {
      const key = `provider:${provider.slug}`;
      if (!seeded.has(key)) {
        await tx.insert(catalogueProviders).values(provider).onConflictDoNothing();
        seeded.add(key);
      }
      const [row] = await tx
        .select({ id: catalogueProviders.id })
        .from(catalogueProviders)
        .where(eq(catalogueProviders.slug, provider.slug));
      if (row) providerIds.set(provider.slug, row.id);
    }

    for (const [index, game] of SEED_GAMES.entries()) {
      const key = `game:${game.slug}`;
      const providerId = providerIds.get(game.provider);
      const categoryId = categoryIds.get(game.category);
      let gameId: number | undefined;
      if (!seeded.has(key) && providerId !== undefined && categoryId !== undefined) {
        const position = (index + 1) * 10;
        const [inserted] = await tx
          .insert(catalogueGames)
          .values({
            slug: game.slug,
            providerId,
            categoryId,
            engine: game.engine,
            variant: game.variant,
            launchPath: game.launchPath,
            supportsDemo: game.supportsDemo,
            position,
            popular: game.flags.includes('popular'),
            featured: game.flags.includes('featured'),
            isNew: game.flags.includes('new'),
            published: true,
            rtpBps: game.rtpBps,
            imageKey: defaultMotif(game.engine, game.variant),
          })
          .onConflictDoNothing()
          .returning({ id: catalogueGames.id });
        seeded.add(key);
        // Its categories only when the seed creates the game: later they are the operator's.
        if (inserted) {
          gameId = inserted.id;
          const listed = [categoryId, ...game.others.map((code) => categoryIds.get(code))];
          await tx
            .insert(catalogueGameCategories)
            .values(
              [...new Set(listed)]
                .filter((id): id is number => id !== undefined)
                .map((id) => ({ gameId: inserted.id, categoryId: id, position })),
            )
            .onConflictDoNothing();
        }
      }
      if (gameId === undefined) {
        const [row] = await tx
          .select({ id: catalogueGames.id })
          .from(catalogueGames)
          .where(eq(catalogueGames.slug, game.slug));
        gameId = row?.id;
      }
      if (gameId === undefined) continue;
      const id = gameId;
      await tx
        .insert(catalogueGameTranslations)
        .values(
          LOCALES.map((locale) => ({
            gameId: id,
            locale,
            name: game.name,
            description: describeGame(game, locale),
          })),
        )
        .onConflictDoNothing();
    }

    await writeSeededKeys(tx, seeded);
  });
}
