import {
  type AdminGame,
  type AdminGameCreate,
  type AdminGameUpdate,
  type CatalogueEngine,
  GAME_VARIANTS,
  type GameEngine,
  isGameVariant,
  CATALOGUE_MESSAGES as M,
  PROVIDER_ENGINE,
} from '@satsino/contract/catalogue';
import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import { gameRtpBps } from '@satsino/fairness/rtp';
import type { Db } from '../../db/connection.js';
import { type FieldErrors, fieldError, platformErrors } from '../../platform/errors.js';
import { catalogueErrors } from './catalogue.errors.js';
import { gameThumbUrl } from './catalogue.presenter.js';
import { type GameRow, gameCategoryIds, gameTranslations } from './catalogue.repo.js';
import * as repo from './catalogue-admin.repo.js';
import { type CatalogueWrite, GAME, givenFields, type Operator } from './catalogue-admin-writes.js';
import { defaultMotif, motifOf } from './media/motifs.js';

const dedupe = (ids: readonly number[]) => [...new Set(ids)];

function requireVariant(engine: CatalogueEngine, variant: string): GameEngine {
  // A provider's game comes from its feed (providers/provider-catalogue.service.ts): the
  // operator cannot make one, nor give it an engine of ours.
  if (engine === PROVIDER_ENGINE) {
    throw platformErrors.field('engine', 'unknown_variant', M.unknownVariant);
  }
  if (!isGameVariant(engine, variant))
    throw platformErrors.field(
      'variant',
      'unknown_variant',
      `${M.unknownVariant}: ${GAME_VARIANTS[engine].join(', ')}`,
    );
  return engine;
}

/** Where a new game launches: a crash table has a page of its own, the rest play in the host. */
function launchPathOf(body: AdminGameCreate): string | null {
  if (body.launch_path !== undefined) return body.launch_path;
  return body.engine === 'crash' ? `/games/${body.variant}` : null;
}

/** A game's names and descriptions by locale: each given replaces that locale's. */
async function putGameTexts(
  tx: Db,
  gameId: number,
  names: Record<string, string> | undefined,
  descriptions: Record<string, string> | undefined,
) {
  for (const [locale, name] of Object.entries(names ?? {})) {
    await repo.putGameName(tx, gameId, locale, name, descriptions?.[locale]);
  }
  for (const [locale, description] of Object.entries(descriptions ?? {})) {
    if (names?.[locale] !== undefined) continue;
    if (!(await repo.setGameDescription(tx, gameId, locale, description)))
      throw platformErrors.field(`descriptions.${locale}`, 'description_needs_name');
  }
}

/** The game's categories: the primary one and the others, keeping places already set. */
const setGameCategories = (tx: Db, game: GameRow, others: readonly number[]) =>
  repo.setGameCategories(tx, game, dedupe([game.categoryId, ...others]));

/** The operator's calls on games: each with every text, unpublished ones included. */
export function createGameAdmin(deps: { db: Db; write: CatalogueWrite }) {
  const { db, write } = deps;

  async function present(rows: GameRow[]): Promise<AdminGame[]> {
    const ids = rows.map((row) => row.id);
    const [texts, categoryIds, providers] = await Promise.all([
      gameTranslations(db, ids),
      gameCategoryIds(db, ids),
      repo.allProviders(db),
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

  async function one(id: number): Promise<AdminGame> {
    const row = await repo.findGame(db, id);
    if (!row) throw catalogueErrors.gameNotFound();
    const [view] = await present([row]);
    if (!view) throw new Error('presenting one game gave nothing');
    return view;
  }

  /** The ids a game refers to must exist: a 422 on the field that names a missing one. */
  async function requireReferences(body: {
    provider_id?: number | undefined;
    category_id?: number | undefined;
    category_ids?: number[] | undefined;
  }) {
    const errors: FieldErrors = {};
    if (body.provider_id !== undefined && !(await repo.providerExists(db, body.provider_id))) {
      errors.provider_id = [fieldError('unknown_provider')];
    }
    const wanted = dedupe([
      ...(body.category_id === undefined ? [] : [body.category_id]),
      ...(body.category_ids ?? []),
    ]);
    if (wanted.length > 0) {
      const found = await repo.existingCategoryIds(db, wanted);
      if (body.category_id !== undefined && !found.has(body.category_id))
        errors.category_id = [fieldError('unknown_category')];
      if ((body.category_ids ?? []).some((id) => !found.has(id)))
        errors.category_ids = [fieldError('unknown_category')];
    }
    if (Object.keys(errors).length > 0) throw platformErrors.validation(errors);
  }

  return {
    listGames: async () => present(await repo.allGames(db)),

    getGame: (id: number) => one(id),

    async createGame(operator: Operator, body: AdminGameCreate): Promise<AdminGame> {
      requireVariant(body.engine, body.variant);
      await requireReferences(body);
      const id = await write(operator, GAME, 'create', async (tx) => {
        const row = await repo.insertGame(tx, {
          slug: body.game_id,
          providerId: body.provider_id,
          categoryId: body.category_id,
          engine: body.engine,
          variant: body.variant,
          launchPath: launchPathOf(body),
          supportsDemo: body.supports_demo,
          position: body.position,
          popular: body.popular,
          featured: body.featured,
          isNew: body.new,
          published: body.published,
          rtpBps: gameRtpBps(body.engine, body.variant),
          imageKey: body.image_key ?? defaultMotif(body.engine, body.variant),
        });
        await putGameTexts(tx, row.id, body.names, body.descriptions);
        await setGameCategories(tx, row, body.category_ids);
        const { slug, engine, variant, published } = row;
        return { id: row.id, details: { game_id: slug, engine, variant, published } };
      });
      return one(id);
    },

    async updateGame(operator: Operator, id: number, body: AdminGameUpdate): Promise<AdminGame> {
      const current = await repo.findGame(db, id);
      if (!current) throw catalogueErrors.gameNotFound();
      const engine = body.engine ?? current.engine;
      const variant = body.variant ?? current.variant;
      const engineChanged = engine !== current.engine || variant !== current.variant;
      if (engineChanged && current.engine === PROVIDER_ENGINE) {
        throw platformErrors.field('engine', 'unknown_variant', M.unknownVariant);
      }
      const newEngine = engineChanged ? requireVariant(engine, variant) : undefined;
      await requireReferences(body);
      await write(operator, GAME, 'update', async (tx) => {
        const row = await repo.updateGame(tx, id, {
          ...givenFields({
            providerId: body.provider_id,
            categoryId: body.category_id,
            position: body.position,
            popular: body.popular,
            featured: body.featured,
            isNew: body.new,
            supportsDemo: body.supports_demo,
            published: body.published,
            launchPath: body.launch_path,
          }),
          ...(newEngine
            ? { engine: newEngine, variant, rtpBps: gameRtpBps(newEngine, variant) }
            : {}),
          ...(body.image_key !== undefined
            ? { imageKey: body.image_key }
            : newEngine
              ? { imageKey: defaultMotif(newEngine, variant) }
              : {}),
        });
        if (!row) return undefined;
        await putGameTexts(tx, id, body.names, body.descriptions);
        if (body.category_id !== undefined || body.category_ids !== undefined) {
          await setGameCategories(
            tx,
            row,
            body.category_ids ?? (await repo.gameCategoryIdsOf(tx, id)),
          );
        }
        return { id, details: { game_id: row.slug, fields: Object.keys(body) } };
      });
      return one(id);
    },

    async setPublished(operator: Operator, id: number, published: boolean): Promise<AdminGame> {
      await write(operator, GAME, published ? 'publish' : 'unpublish', async (tx) => {
        const row = await repo.updateGame(tx, id, { published });
        return row && { id, details: { game_id: row.slug } };
      });
      return one(id);
    },

    async deleteGame(operator: Operator, id: number): Promise<void> {
      await write(operator, GAME, 'delete', async (tx) => {
        const row = await repo.deleteGame(tx, id);
        return row && { id, details: { game_id: row.slug } };
      });
    },
  };
}
