import type { CategoryCode } from '@satsino/contract/catalogue';
import type { SeedGameSlug } from './structure.js';

/**
 * The demo catalogue's words in one locale. Descriptions are Markdown; `{rtp}` is replaced with
 * the game's return to player, formatted for the locale, so the text cannot disagree with it.
 */
export interface CatalogueTexts {
  categories: Record<CategoryCode, string>;
  descriptions: Record<SeedGameSlug, string>;
}
