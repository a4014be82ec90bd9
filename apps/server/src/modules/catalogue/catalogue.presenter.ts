import type { Category, GameListEntry, Provider } from '@satsino/contract/catalogue';
import {
  gameThumbPath,
  PROVIDER_ENGINE,
  PROVIDER_THUMB_KEY_PREFIX,
  providerLogoPath,
  providerThumbPath,
} from '@satsino/contract/catalogue';
import type { CategoryRow, GameRow, GameTile, ProviderRow } from './catalogue.repo.js';
import { artRevision } from './media/art.js';
import { motifOf } from './media/motifs.js';

const demoFlag = (supported: boolean) => (supported ? '1' : '0');

/**
 * The tile's address; the revision changes whenever the drawing would, so it may be cached long.
 * A provider's game whose thumbnail was kept shows it (its image key is the bytes' digest).
 */
export function gameThumbUrl(
  game: Pick<GameRow, 'slug' | 'imageKey' | 'engine'> & { providerStyle: ProviderRow['artStyle'] },
  englishName: string,
): string {
  if (game.engine === PROVIDER_ENGINE && game.imageKey.startsWith(PROVIDER_THUMB_KEY_PREFIX)) {
    return `${providerThumbPath(game.slug)}?v=${game.imageKey.slice(PROVIDER_THUMB_KEY_PREFIX.length)}`;
  }
  const revision = artRevision([
    game.providerStyle,
    motifOf(game.imageKey, game.engine),
    englishName,
  ]);
  return `${gameThumbPath(game.slug)}?v=${revision}`;
}

export function providerLogoUrl(provider: Pick<ProviderRow, 'slug' | 'name' | 'artStyle'>) {
  return `${providerLogoPath(provider.slug)}?v=${artRevision([provider.artStyle, provider.name])}`;
}

export function presentCategory(row: CategoryRow & { gamesCount: number }, name: string): Category {
  return {
    id: row.id,
    name,
    slug: row.slug,
    code: row.code,
    icon: row.icon,
    in_menu: row.inMenu,
    in_footer: row.inFooter,
    position: row.position,
    games_count: row.gamesCount,
  };
}

export function presentProvider(row: ProviderRow & { gamesCount: number }): Provider {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: providerLogoUrl(row),
    games_count: row.gamesCount,
  };
}

/** SPEC §3 game list entry. */
export function presentGameEntry(game: GameTile): GameListEntry {
  const thumb = gameThumbUrl(game, game.englishName);
  const supportsDemo = demoFlag(game.supportsDemo);
  return {
    game: {
      name: game.name,
      game_id: game.slug,
      provider: game.providerSlug,
      game_image: thumb,
      supportsDemo,
    },
    position: game.position,
    provider: game.providerSlug,
    supportsDemo,
    provided_by: game.providerName,
    url_thumb: thumb,
    game_category_id: game.categoryId,
    category_ids: game.categoryIds.length > 0 ? game.categoryIds : [game.categoryId],
    engine: game.engine,
    variant: game.variant,
    launch_path: game.launchPath,
    popular: game.popular,
    featured: game.featured,
    new: game.isNew,
    rtp_bps: game.rtpBps,
  };
}
