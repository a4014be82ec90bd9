import type { GameListEntry } from '@satsino/contract/catalogue';
import { formatHundredths } from '../../i18n/format';

/** A game's page, or the page of its own for a game that has one (the crash tables). */
export function gamePath(game: Pick<GameListEntry, 'launch_path' | 'game'>): string {
  return game.launch_path ?? `/casino/${encodeURIComponent(game.game.game_id)}`;
}

export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;
export const providerPath = (slug: string) => `/providers/${encodeURIComponent(slug)}`;

/**
 * The item of `items` a page address names: by its slug, ignoring case, so an old link with
 * other capitals still finds it (category addresses are redirected to lower case first).
 */
export function findBySlug<Item extends { slug: string }>(items: readonly Item[], slug: string) {
  const wanted = slug.toLowerCase();
  return (
    items.find((item) => item.slug === slug) ??
    items.find((item) => item.slug.toLowerCase() === wanted)
  );
}

/** "Return to player" in percent with up to two decimals: 9650 basis points → "96.5". */
export function rtpPercent(rtpBps: number, locale: string): string {
  return formatHundredths(rtpBps, locale);
}
