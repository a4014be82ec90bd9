import {
  categoriesResponse,
  gameDetails,
  gamesListResponse,
  gamesSectionsResponse,
  providersResponse,
} from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';
import {
  type CatalogueService,
  type GamesListFilter,
  type GamesSectionsFilter,
  listWindow,
} from './catalogue.service.js';
import type { CatalogueCache, JsonAnswer } from './catalogue-cache.js';

/**
 * The public catalogue calls as the routes send them: each answer made once per catalogue version,
 * locale and query, then served from memory as JSON text.
 */
export interface CatalogueAnswers {
  categories(locale: Locale): Promise<JsonAnswer>;
  providers(): Promise<JsonAnswer>;
  list(filter: GamesListFilter, locale: Locale): Promise<JsonAnswer>;
  sections(filter: GamesSectionsFilter, locale: Locale): Promise<JsonAnswer>;
  info(gameId: string, locale: Locale): Promise<JsonAnswer>;
}

/** A cache key: the call and every input its answer depends on, unambiguously joined. */
const keyOf = (call: string, ...inputs: readonly (string | number | undefined)[]) =>
  JSON.stringify([call, ...inputs.map((input) => input ?? null)]);

export function createCatalogueAnswers(deps: {
  catalogue: CatalogueService;
  cache: CatalogueCache;
}): CatalogueAnswers {
  const { catalogue, cache } = deps;
  return {
    categories: (locale) =>
      cache.answer(keyOf('categories', locale), categoriesResponse, async () => ({
        categories: await catalogue.categories(locale),
      })),

    providers: () =>
      cache.answer(keyOf('providers'), providersResponse, async () => ({
        providers: await catalogue.providers(),
      })),

    list(filter, locale) {
      // A window that ends before it starts is refused before anything is looked up.
      const { from, to } = listWindow(filter.limitfrom, filter.limitto);
      const key = keyOf(
        'list',
        locale,
        from,
        to,
        filter.category_id,
        filter.category?.toLowerCase(),
        filter.provider?.trim().toLowerCase(),
        filter.search,
        filter.flag,
        filter.sort,
      );
      return cache.answer(key, gamesListResponse, () => catalogue.list(filter, locale));
    },

    sections(filter, locale) {
      const key = keyOf('sections', locale, filter.limit, filter.sections.join(','));
      return cache.answer(key, gamesSectionsResponse, () => catalogue.sections(filter, locale));
    },

    info: (gameId, locale) =>
      cache.answer(keyOf('info', locale, gameId), gameDetails, () =>
        catalogue.info(gameId, locale),
      ),
  };
}
