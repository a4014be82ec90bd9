import type {
  AdminCategory,
  AdminCategoryUpdate,
  AdminGame,
  AdminGameUpdate,
} from '@satsino/contract/catalogue';
import { LOCALES, type Locale } from '@satsino/contract/locales';

/** A name or description per locale as typed; a locale left blank has none. */
export type LocaleTexts = Partial<Record<Locale, string>>;

const WHOLE_NUMBER = /^\d{1,6}$/;
/** The contract's bounds of a position (adminCategoryWrite, adminGameWrite). */
export const CATEGORY_POSITION_MAX = 10_000;
export const GAME_POSITION_MAX = 100_000;

export function localeTextsOf(saved: Record<string, string>): LocaleTexts {
  const texts: LocaleTexts = {};
  for (const locale of LOCALES) {
    const value = saved[locale];
    if (value !== undefined) texts[locale] = value;
  }
  return texts;
}

/** The locales without a text: their players read the English one. */
export function missingOf(saved: Record<string, string>): Locale[] {
  return LOCALES.filter((locale) => (saved[locale] ?? '').trim() === '');
}

/**
 * The locales whose typed text differs from the saved one, non-blank: the API replaces the
 * locales given and keeps the others (a translation is never removed by an edit).
 */
export function changedTexts(saved: Record<string, string>, typed: LocaleTexts): LocaleTexts {
  const changed: LocaleTexts = {};
  for (const locale of LOCALES) {
    const value = (typed[locale] ?? '').trim();
    if (value !== '' && value !== saved[locale]) changed[locale] = value;
  }
  return changed;
}

export type CatalogueProblem = 'nameRequired' | 'position';

export interface CategoryFields {
  names: LocaleTexts;
  position: string;
  icon: string;
  inMenu: boolean;
  inFooter: boolean;
}

export function categoryFieldsOf(category: AdminCategory): CategoryFields {
  return {
    names: localeTextsOf(category.names),
    position: String(category.position),
    icon: category.icon,
    inMenu: category.in_menu,
    inFooter: category.in_footer,
  };
}

export function checkCategory(
  fields: CategoryFields,
): Partial<Record<'name' | 'position', CatalogueProblem>> {
  const problems: Partial<Record<'name' | 'position', CatalogueProblem>> = {};
  if ((fields.names.en ?? '').trim() === '') problems.name = 'nameRequired';
  if (
    !WHOLE_NUMBER.test(fields.position.trim()) ||
    Number(fields.position) > CATEGORY_POSITION_MAX
  ) {
    problems.position = 'position';
  }
  return problems;
}

/** Only what changed of a category; empty when nothing did. */
export function categoryUpdateOf(
  category: AdminCategory,
  fields: CategoryFields,
): AdminCategoryUpdate {
  const body: AdminCategoryUpdate = {};
  const names = changedTexts(category.names, fields.names);
  if (Object.keys(names).length > 0) body.names = names as Record<string, string>;
  const position = Number(fields.position.trim());
  if (position !== category.position) body.position = position;
  if (fields.icon.trim() !== category.icon) body.icon = fields.icon.trim();
  if (fields.inMenu !== category.in_menu) body.in_menu = fields.inMenu;
  if (fields.inFooter !== category.in_footer) body.in_footer = fields.inFooter;
  return body;
}

/**
 * The games whose categories change when the operator ticks or unticks them in a category: each
 * with its new list. A game always keeps its primary category, so it cannot be unticked there.
 */
export function categoryMembershipChanges(
  categoryId: number,
  games: readonly AdminGame[],
  ticked: ReadonlySet<number>,
): { game: AdminGame; categoryIds: number[] }[] {
  const changes: { game: AdminGame; categoryIds: number[] }[] = [];
  for (const game of games) {
    const inIt = game.category_ids.includes(categoryId) || game.game_category_id === categoryId;
    const wanted = ticked.has(game.id) || game.game_category_id === categoryId;
    if (inIt === wanted) continue;
    const categoryIds = wanted
      ? [...game.category_ids, categoryId]
      : game.category_ids.filter((id) => id !== categoryId);
    changes.push({ game, categoryIds });
  }
  return changes;
}

export interface GameFields {
  names: LocaleTexts;
  descriptions: LocaleTexts;
  position: string;
  variant: string;
  imageKey: string;
  categoryIds: number[];
  popular: boolean;
  featured: boolean;
  isNew: boolean;
}

export function gameFieldsOf(game: AdminGame): GameFields {
  return {
    names: localeTextsOf(game.names),
    descriptions: localeTextsOf(game.descriptions),
    position: String(game.position),
    variant: game.variant,
    imageKey: game.image_key,
    categoryIds: game.category_ids,
    popular: game.popular,
    featured: game.featured,
    isNew: game.new,
  };
}

export function checkGame(
  fields: GameFields,
): Partial<Record<'name' | 'position', CatalogueProblem>> {
  const problems: Partial<Record<'name' | 'position', CatalogueProblem>> = {};
  if ((fields.names.en ?? '').trim() === '') problems.name = 'nameRequired';
  if (!WHOLE_NUMBER.test(fields.position.trim()) || Number(fields.position) > GAME_POSITION_MAX) {
    problems.position = 'position';
  }
  return problems;
}

/**
 * Only what changed of a game. A game of our own engines may change its variant (which sets its
 * RTP, from the engine's math); a provider's game keeps what its feed says.
 */
export function gameUpdateOf(game: AdminGame, fields: GameFields): AdminGameUpdate {
  const body: AdminGameUpdate = {};
  const names = changedTexts(game.names, fields.names);
  if (Object.keys(names).length > 0) body.names = names as Record<string, string>;
  const descriptions = changedTexts(game.descriptions, fields.descriptions);
  if (Object.keys(descriptions).length > 0)
    body.descriptions = descriptions as Record<string, string>;
  const position = Number(fields.position.trim());
  if (position !== game.position) body.position = position;
  if (game.engine !== 'provider') {
    if (fields.variant !== game.variant) {
      body.engine = game.engine;
      body.variant = fields.variant;
    }
    if (fields.imageKey !== game.image_key) {
      body.image_key = fields.imageKey as NonNullable<AdminGameUpdate['image_key']>;
    }
  }
  const sameCategories =
    fields.categoryIds.length === game.category_ids.length &&
    fields.categoryIds.every((id) => game.category_ids.includes(id));
  if (!sameCategories) body.category_ids = fields.categoryIds;
  if (fields.popular !== game.popular) body.popular = fields.popular;
  if (fields.featured !== game.featured) body.featured = fields.featured;
  if (fields.isNew !== game.new) body.new = fields.isNew;
  return body;
}

/** The games whose id, name in any locale or studio contains the search, case-insensitively. */
export function searchGames(games: readonly AdminGame[], search: string): AdminGame[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...games];
  return games.filter(
    (game) =>
      game.game_id.includes(needle) ||
      game.provided_by.toLocaleLowerCase().includes(needle) ||
      Object.values(game.names).some((name) => name.toLocaleLowerCase().includes(needle)),
  );
}
