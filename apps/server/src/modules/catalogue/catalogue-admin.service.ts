import {
  type AdminCategory,
  type AdminCategoryUpdate,
  type AdminCategoryWrite,
  type AdminGame,
  type AdminGameCreate,
  type AdminGameUpdate,
  type AdminProvider,
  type AdminProviderUpdate,
  type AdminProviderWrite,
  categorySlugOf,
  GAME_VARIANTS,
  type GameEngine,
  isGameVariant,
  CATALOGUE_MESSAGES as M,
  providerSlugOf,
} from '@satsino/contract/catalogue';
import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import { gameRtpBps } from '@satsino/fairness/rtp';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { operatorTransaction } from '../content/admin/operator-transaction.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { catalogueErrors } from './catalogue.errors.js';
import { gameThumbUrl, providerLogoUrl } from './catalogue.presenter.js';
import {
  type CategoryRow,
  categoryTranslations,
  type GameRow,
  gameCategoryIds,
  gameTranslations,
  listCategories,
  listProviders,
  type ProviderRow,
} from './catalogue.repo.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from './catalogue.schema.js';
import { defaultMotif, motifOf } from './media/motifs.js';

/** Who acts: every write is logged with the operator's id, in the write's own transaction. */
export interface Operator {
  userId: number;
}

export interface CatalogueAdminService {
  engines(): {
    engines: { engine: GameEngine; variants: string[]; rtp_bps: Record<string, number> }[];
  };
  listCategories(): Promise<AdminCategory[]>;
  createCategory(operator: Operator, body: AdminCategoryWrite): Promise<AdminCategory>;
  updateCategory(operator: Operator, id: number, body: AdminCategoryUpdate): Promise<AdminCategory>;
  deleteCategory(operator: Operator, id: number): Promise<void>;
  listProviders(): Promise<AdminProvider[]>;
  createProvider(operator: Operator, body: AdminProviderWrite): Promise<AdminProvider>;
  updateProvider(operator: Operator, id: number, body: AdminProviderUpdate): Promise<AdminProvider>;
  deleteProvider(operator: Operator, id: number): Promise<void>;
  listGames(): Promise<AdminGame[]>;
  getGame(id: number): Promise<AdminGame>;
  createGame(operator: Operator, body: AdminGameCreate): Promise<AdminGame>;
  updateGame(operator: Operator, id: number, body: AdminGameUpdate): Promise<AdminGame>;
  setPublished(operator: Operator, id: number, published: boolean): Promise<AdminGame>;
  deleteGame(operator: Operator, id: number): Promise<void>;
}

const UNIQUE_VIOLATION = '23505';
/** A delete refused by a foreign key: 23001 for ON DELETE RESTRICT, 23503 for NO ACTION. */
const STILL_REFERENCED = new Set(['23001', '23503']);

function pgError(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause ?? {}) as { code?: string; constraint?: string };
}

/** Unique keys taken by another item are the operator's input errors, by field. */
const UNIQUE_FIELDS: Record<string, [string, string]> = {
  catalogue_categories_code_key: ['code', M.codeTaken],
  catalogue_categories_slug_key: ['slug', M.slugTaken],
  catalogue_providers_slug_key: ['slug', M.slugTaken],
  catalogue_games_slug_key: ['game_id', M.gameIdTaken],
};

async function translateDbErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code === UNIQUE_VIOLATION && constraint && UNIQUE_FIELDS[constraint]) {
      const [field, message] = UNIQUE_FIELDS[constraint];
      throw catalogueErrors.field(field, message);
    }
    throw error;
  }
}

const dedupe = (ids: readonly number[]) => [...new Set(ids)];

/** The operator's writes to the catalogue. Admins only; the routes check the role. */
export function createCatalogueAdminService(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
}): CatalogueAdminService {
  const { db, pool, operatorLog } = deps;
  const inOperatorTransaction = <T>(work: (tx: Db, client: LedgerClient) => Promise<T>) =>
    translateDbErrors(() => operatorTransaction(pool, work));
  const log = (
    client: LedgerClient,
    operator: Operator,
    action: string,
    target: { type: string; id: number },
    details: Record<string, unknown>,
  ) =>
    operatorLog.record(client, {
      actorUserId: operator.userId,
      action,
      targetType: target.type,
      targetId: target.id,
      details,
    });

  /** A delete that other rows still refer to is a conflict the operator resolves first. */
  async function deleteOrConflict(
    code: string,
    message: string,
    work: (tx: Db, client: LedgerClient) => Promise<void>,
  ) {
    try {
      await inOperatorTransaction(work);
    } catch (error) {
      if (STILL_REFERENCED.has(pgError(error).code ?? ''))
        throw platformErrors.conflict(code, message);
      throw error;
    }
  }

  // ------------------------------------------------------------------------------- categories

  async function presentCategories(only?: number): Promise<AdminCategory[]> {
    const rows = (await listCategories(db)).filter((row) => only === undefined || row.id === only);
    const names = await categoryTranslations(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      slug: row.slug,
      icon: row.icon,
      in_menu: row.inMenu,
      in_footer: row.inFooter,
      position: row.position,
      games_count: row.gamesCount,
      names: Object.fromEntries(
        names.filter((name) => name.categoryId === row.id).map((name) => [name.locale, name.name]),
      ),
    }));
  }
  async function oneCategory(id: number): Promise<AdminCategory> {
    const [view] = await presentCategories(id);
    if (!view) throw catalogueErrors.categoryNotFound();
    return view;
  }
  async function putCategoryNames(tx: Db, categoryId: number, names: Record<string, string>) {
    for (const [locale, name] of Object.entries(names)) {
      await tx
        .insert(catalogueCategoryTranslations)
        .values({ categoryId, locale, name })
        .onConflictDoUpdate({
          target: [catalogueCategoryTranslations.categoryId, catalogueCategoryTranslations.locale],
          set: { name, updatedAt: sql`now()` },
        });
    }
  }

  // -------------------------------------------------------------------------------- providers

  async function presentProviders(only?: number): Promise<AdminProvider[]> {
    return (await listProviders(db))
      .filter((row) => only === undefined || row.id === only)
      .map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        image: providerLogoUrl(row),
        games_count: row.gamesCount,
        games_total: row.gamesTotal,
        art_style: row.artStyle,
        position: row.position,
      }));
  }
  async function oneProvider(id: number): Promise<AdminProvider> {
    const [view] = await presentProviders(id);
    if (!view) throw catalogueErrors.providerNotFound();
    return view;
  }
  function providerSlug(body: { slug?: string | undefined; name: string }): string {
    const slug = body.slug ?? providerSlugOf(body.name);
    if (!slug) throw catalogueErrors.field('slug', M.slugRequired);
    return slug;
  }

  // ------------------------------------------------------------------------------------ games

  async function presentGames(rows: GameRow[]): Promise<AdminGame[]> {
    const ids = rows.map((row) => row.id);
    const [texts, categoryIds, providers] = await Promise.all([
      gameTranslations(db, ids),
      gameCategoryIds(db, ids),
      db.select().from(catalogueProviders),
    ]);
    const providerOf = new Map(providers.map((provider) => [provider.id, provider]));
    return rows.map((game) => {
      const provider = providerOf.get(game.providerId);
      if (!provider) throw new Error(`game ${game.slug} has no provider ${game.providerId}`);
      const own = texts.filter((text) => text.gameId === game.id);
      const englishName = own.find((text) => text.locale === DEFAULT_LOCALE)?.name ?? game.slug;
      const thumb = gameThumbUrl({ ...game, providerStyle: provider.artStyle }, englishName);
      return {
        id: game.id,
        game_id: game.slug,
        names: Object.fromEntries(own.map((text) => [text.locale, text.name])),
        descriptions: Object.fromEntries(
          own.filter((text) => text.description).map((text) => [text.locale, text.description]),
        ),
        provider_id: provider.id,
        provider: provider.slug,
        provided_by: provider.name,
        url_thumb: thumb,
        supportsDemo: game.supportsDemo ? '1' : '0',
        supports_demo: game.supportsDemo,
        position: game.position,
        game_category_id: game.categoryId,
        category_ids: categoryIds.get(game.id) ?? [game.categoryId],
        engine: game.engine,
        variant: game.variant,
        launch_path: game.launchPath,
        image_key: motifOf(game.imageKey, game.engine),
        popular: game.popular,
        featured: game.featured,
        new: game.isNew,
        published: game.published,
        rtp_bps: game.rtpBps,
      };
    });
  }
  async function findGame(id: number): Promise<GameRow | undefined> {
    const [row] = await db.select().from(catalogueGames).where(eq(catalogueGames.id, id));
    return row;
  }
  async function oneGame(id: number): Promise<AdminGame> {
    const row = await findGame(id);
    if (!row) throw catalogueErrors.gameNotFound();
    const [view] = await presentGames([row]);
    if (!view) throw new Error('presenting one game gave nothing');
    return view;
  }

  /** The ids a game refers to must exist: a 422 on the field that names a missing one. */
  async function requireReferences(body: {
    provider_id?: number | undefined;
    category_id?: number | undefined;
    category_ids?: number[] | undefined;
  }) {
    const errors: Record<string, string[]> = {};
    if (body.provider_id !== undefined) {
      const [found] = await db
        .select({ id: catalogueProviders.id })
        .from(catalogueProviders)
        .where(eq(catalogueProviders.id, body.provider_id));
      if (!found) errors.provider_id = [M.unknownProvider];
    }
    const wanted = dedupe([
      ...(body.category_id === undefined ? [] : [body.category_id]),
      ...(body.category_ids ?? []),
    ]);
    if (wanted.length > 0) {
      const found = new Set(
        (
          await db
            .select({ id: catalogueCategories.id })
            .from(catalogueCategories)
            .where(inArray(catalogueCategories.id, wanted))
        ).map((row) => row.id),
      );
      if (body.category_id !== undefined && !found.has(body.category_id))
        errors.category_id = [M.unknownCategory];
      if ((body.category_ids ?? []).some((id) => !found.has(id)))
        errors.category_ids = [M.unknownCategory];
    }
    if (Object.keys(errors).length > 0) throw platformErrors.validation(errors);
  }

  function requireVariant(engine: GameEngine, variant: string) {
    if (!isGameVariant(engine, variant))
      throw platformErrors.validation({
        variant: [`${M.unknownVariant}: ${GAME_VARIANTS[engine].join(', ')}`],
      });
  }

  async function putGameTexts(
    tx: Db,
    gameId: number,
    names: Record<string, string> | undefined,
    descriptions: Record<string, string> | undefined,
  ) {
    for (const [locale, name] of Object.entries(names ?? {})) {
      await tx
        .insert(catalogueGameTranslations)
        .values({ gameId, locale, name, description: descriptions?.[locale] ?? '' })
        .onConflictDoUpdate({
          target: [catalogueGameTranslations.gameId, catalogueGameTranslations.locale],
          set: {
            name,
            ...(descriptions?.[locale] === undefined ? {} : { description: descriptions[locale] }),
            updatedAt: sql`now()`,
          },
        });
    }
    for (const [locale, description] of Object.entries(descriptions ?? {})) {
      if (names?.[locale] !== undefined) continue;
      const updated = await tx
        .update(catalogueGameTranslations)
        .set({ description, updatedAt: sql`now()` })
        .where(
          and(
            eq(catalogueGameTranslations.gameId, gameId),
            eq(catalogueGameTranslations.locale, locale),
          ),
        )
        .returning({ gameId: catalogueGameTranslations.gameId });
      if (updated.length === 0)
        throw platformErrors.validation({
          [`descriptions.${locale}`]: ['Give a name in this locale with its description'],
        });
    }
  }

  /** The game's categories: the primary one and the others, keeping places already set. */
  async function setGameCategories(tx: Db, game: GameRow, others: readonly number[]) {
    const wanted = dedupe([game.categoryId, ...others]);
    await tx
      .delete(catalogueGameCategories)
      .where(
        and(
          eq(catalogueGameCategories.gameId, game.id),
          notInArray(catalogueGameCategories.categoryId, wanted),
        ),
      );
    await tx
      .insert(catalogueGameCategories)
      .values(
        wanted.map((categoryId) => ({ gameId: game.id, categoryId, position: game.position })),
      )
      .onConflictDoNothing();
  }

  return {
    engines() {
      return {
        engines: (Object.keys(GAME_VARIANTS) as GameEngine[]).map((engine) => ({
          engine,
          variants: [...GAME_VARIANTS[engine]],
          rtp_bps: Object.fromEntries(
            GAME_VARIANTS[engine].map((variant) => [variant, gameRtpBps(engine, variant)]),
          ),
        })),
      };
    },

    listCategories: () => presentCategories(),

    async createCategory(operator, body) {
      const id = await inOperatorTransaction(async (tx, client) => {
        const [row] = await tx
          .insert(catalogueCategories)
          .values({
            code: body.code,
            slug: body.slug ?? categorySlugOf(body.code),
            icon: body.icon,
            inMenu: body.in_menu,
            inFooter: body.in_footer,
            position: body.position,
          })
          .returning();
        if (!row) throw new Error('insert into catalogue_categories returned no row');
        await putCategoryNames(tx, row.id, body.names);
        await log(
          client,
          operator,
          'catalogue.category.create',
          { type: 'catalogue_category', id: row.id },
          { code: row.code, slug: row.slug },
        );
        return row.id;
      });
      return oneCategory(id);
    },

    async updateCategory(operator, id, body) {
      await inOperatorTransaction(async (tx, client) => {
        const changes: Partial<CategoryRow> = {
          ...(body.code === undefined ? {} : { code: body.code }),
          ...(body.slug === undefined ? {} : { slug: body.slug }),
          ...(body.icon === undefined ? {} : { icon: body.icon }),
          ...(body.in_menu === undefined ? {} : { inMenu: body.in_menu }),
          ...(body.in_footer === undefined ? {} : { inFooter: body.in_footer }),
          ...(body.position === undefined ? {} : { position: body.position }),
        };
        const [row] = await tx
          .update(catalogueCategories)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(catalogueCategories.id, id))
          .returning({ id: catalogueCategories.id });
        if (!row) throw catalogueErrors.categoryNotFound();
        if (body.names) await putCategoryNames(tx, id, body.names);
        await log(
          client,
          operator,
          'catalogue.category.update',
          { type: 'catalogue_category', id },
          { fields: Object.keys(body) },
        );
      });
      return oneCategory(id);
    },

    async deleteCategory(operator, id) {
      await deleteOrConflict('CATEGORY_IN_USE', M.categoryInUse, async (tx, client) => {
        const [row] = await tx
          .delete(catalogueCategories)
          .where(eq(catalogueCategories.id, id))
          .returning({ code: catalogueCategories.code });
        if (!row) throw catalogueErrors.categoryNotFound();
        await log(
          client,
          operator,
          'catalogue.category.delete',
          { type: 'catalogue_category', id },
          { code: row.code },
        );
      });
    },

    listProviders: () => presentProviders(),

    async createProvider(operator, body) {
      const slug = providerSlug(body);
      const id = await inOperatorTransaction(async (tx, client) => {
        const [row] = await tx
          .insert(catalogueProviders)
          .values({ slug, name: body.name, artStyle: body.art_style, position: body.position })
          .returning();
        if (!row) throw new Error('insert into catalogue_providers returned no row');
        await log(
          client,
          operator,
          'catalogue.provider.create',
          { type: 'catalogue_provider', id: row.id },
          { slug: row.slug, name: row.name },
        );
        return row.id;
      });
      return oneProvider(id);
    },

    async updateProvider(operator, id, body) {
      await inOperatorTransaction(async (tx, client) => {
        const changes: Partial<ProviderRow> = {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.slug === undefined ? {} : { slug: body.slug }),
          ...(body.art_style === undefined ? {} : { artStyle: body.art_style }),
          ...(body.position === undefined ? {} : { position: body.position }),
        };
        const [row] = await tx
          .update(catalogueProviders)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(catalogueProviders.id, id))
          .returning({ id: catalogueProviders.id });
        if (!row) throw catalogueErrors.providerNotFound();
        await log(
          client,
          operator,
          'catalogue.provider.update',
          { type: 'catalogue_provider', id },
          { fields: Object.keys(body) },
        );
      });
      return oneProvider(id);
    },

    async deleteProvider(operator, id) {
      await deleteOrConflict('PROVIDER_IN_USE', M.providerInUse, async (tx, client) => {
        const [row] = await tx
          .delete(catalogueProviders)
          .where(eq(catalogueProviders.id, id))
          .returning({ slug: catalogueProviders.slug });
        if (!row) throw catalogueErrors.providerNotFound();
        await log(
          client,
          operator,
          'catalogue.provider.delete',
          { type: 'catalogue_provider', id },
          { slug: row.slug },
        );
      });
    },

    async listGames() {
      const rows = await db
        .select()
        .from(catalogueGames)
        .orderBy(asc(catalogueGames.position), asc(catalogueGames.id));
      return presentGames(rows);
    },

    getGame: (id) => oneGame(id),

    async createGame(operator, body) {
      requireVariant(body.engine, body.variant);
      await requireReferences(body);
      const id = await inOperatorTransaction(async (tx, client) => {
        const [row] = await tx
          .insert(catalogueGames)
          .values({
            slug: body.game_id,
            providerId: body.provider_id,
            categoryId: body.category_id,
            engine: body.engine,
            variant: body.variant,
            launchPath:
              body.launch_path !== undefined
                ? body.launch_path
                : body.engine === 'crash'
                  ? `/games/${body.variant}`
                  : null,
            supportsDemo: body.supports_demo,
            position: body.position,
            popular: body.popular,
            featured: body.featured,
            isNew: body.new,
            published: body.published,
            rtpBps: gameRtpBps(body.engine, body.variant),
            imageKey: body.image_key ?? defaultMotif(body.engine, body.variant),
          })
          .returning();
        if (!row) throw new Error('insert into catalogue_games returned no row');
        await putGameTexts(tx, row.id, body.names, body.descriptions);
        await setGameCategories(tx, row, body.category_ids);
        await log(
          client,
          operator,
          'catalogue.game.create',
          { type: 'catalogue_game', id: row.id },
          { game_id: row.slug, engine: row.engine, variant: row.variant, published: row.published },
        );
        return row.id;
      });
      return oneGame(id);
    },

    async updateGame(operator, id, body) {
      const current = await findGame(id);
      if (!current) throw catalogueErrors.gameNotFound();
      const engine = body.engine ?? current.engine;
      const variant = body.variant ?? current.variant;
      const engineChanged = engine !== current.engine || variant !== current.variant;
      if (engineChanged) requireVariant(engine, variant);
      await requireReferences(body);
      await inOperatorTransaction(async (tx, client) => {
        const changes: Partial<GameRow> = {
          ...(body.provider_id === undefined ? {} : { providerId: body.provider_id }),
          ...(body.category_id === undefined ? {} : { categoryId: body.category_id }),
          ...(body.position === undefined ? {} : { position: body.position }),
          ...(body.popular === undefined ? {} : { popular: body.popular }),
          ...(body.featured === undefined ? {} : { featured: body.featured }),
          ...(body.new === undefined ? {} : { isNew: body.new }),
          ...(body.supports_demo === undefined ? {} : { supportsDemo: body.supports_demo }),
          ...(body.published === undefined ? {} : { published: body.published }),
          ...(body.launch_path === undefined ? {} : { launchPath: body.launch_path }),
          ...(engineChanged ? { engine, variant, rtpBps: gameRtpBps(engine, variant) } : {}),
          ...(body.image_key !== undefined
            ? { imageKey: body.image_key }
            : engineChanged
              ? { imageKey: defaultMotif(engine, variant) }
              : {}),
        };
        const [row] = await tx
          .update(catalogueGames)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(catalogueGames.id, id))
          .returning();
        if (!row) throw catalogueErrors.gameNotFound();
        await putGameTexts(tx, id, body.names, body.descriptions);
        if (body.category_id !== undefined || body.category_ids !== undefined) {
          const others =
            body.category_ids ??
            (
              await tx
                .select({ categoryId: catalogueGameCategories.categoryId })
                .from(catalogueGameCategories)
                .where(eq(catalogueGameCategories.gameId, id))
            ).map((entry) => entry.categoryId);
          await setGameCategories(tx, row, others);
        }
        await log(
          client,
          operator,
          'catalogue.game.update',
          { type: 'catalogue_game', id },
          { game_id: row.slug, fields: Object.keys(body) },
        );
      });
      return oneGame(id);
    },

    async setPublished(operator, id, published) {
      await inOperatorTransaction(async (tx, client) => {
        const [row] = await tx
          .update(catalogueGames)
          .set({ published, updatedAt: sql`now()` })
          .where(eq(catalogueGames.id, id))
          .returning({ slug: catalogueGames.slug });
        if (!row) throw catalogueErrors.gameNotFound();
        await log(
          client,
          operator,
          published ? 'catalogue.game.publish' : 'catalogue.game.unpublish',
          { type: 'catalogue_game', id },
          { game_id: row.slug },
        );
      });
      return oneGame(id);
    },

    async deleteGame(operator, id) {
      await deleteOrConflict('GAME_IN_USE', M.gameInUse, async (tx, client) => {
        const [row] = await tx
          .delete(catalogueGames)
          .where(eq(catalogueGames.id, id))
          .returning({ slug: catalogueGames.slug });
        if (!row) throw catalogueErrors.gameNotFound();
        await log(
          client,
          operator,
          'catalogue.game.delete',
          { type: 'catalogue_game', id },
          { game_id: row.slug },
        );
      });
    },
  };
}
