import type { AdminCategory, AdminGame } from '@satsino/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  categoryFieldsOf,
  categoryMembershipChanges,
  categoryUpdateOf,
  changedTexts,
  checkCategory,
  checkGame,
  gameFieldsOf,
  gameUpdateOf,
  missingOf,
  searchGames,
} from './catalogue-admin-values';

const category: AdminCategory = {
  id: 3,
  names: { en: 'Popular', de: 'Beliebt' },
  slug: 'popular',
  code: 'popular',
  icon: 'Whatshot',
  in_menu: false,
  in_footer: false,
  position: 50,
  games_count: 2,
};

function game(id: number, gameId: string, name: string, categoryIds: number[]): AdminGame {
  return {
    id,
    game_id: gameId,
    names: { en: name },
    descriptions: {},
    provider_id: 1,
    provider: 'originals',
    provided_by: 'Originals',
    image_key: 'dice',
    supports_demo: true,
    supportsDemo: '1',
    published: true,
    position: 1,
    url_thumb: `/api/catalogue/media/games/${gameId}.svg`,
    game_category_id: categoryIds[0] ?? 1,
    category_ids: categoryIds,
    engine: 'dice',
    variant: 'classic',
    launch_path: null,
    popular: false,
    featured: false,
    new: false,
    rtp_bps: 9_900,
  } as AdminGame;
}

describe('catalogue values on the operator page', () => {
  it('send only the names that changed, never a blank one', () => {
    expect(changedTexts({ en: 'Dice', de: 'Würfel' }, { en: 'Dice', de: ' ', fr: 'Dés ' })).toEqual(
      {
        fr: 'Dés',
      },
    );
    expect(missingOf({ en: 'Dice', de: '' })).toEqual([
      'de',
      'es',
      'fi',
      'fr',
      'it',
      'ja',
      'nb',
      'pt',
      'tr',
    ]);
  });

  it('edit a category: a new Japanese name and its place in the menu', () => {
    const fields = { ...categoryFieldsOf(category), inMenu: true, position: '5' };
    fields.names = { ...fields.names, ja: '人気' };
    expect(checkCategory(fields)).toEqual({});
    expect(categoryUpdateOf(category, fields)).toEqual({
      names: { ja: '人気' },
      position: 5,
      in_menu: true,
    });
    expect(checkCategory({ ...fields, names: {}, position: '10001' })).toEqual({
      name: 'nameRequired',
      position: 'position',
    });
  });

  it("tick and untick a category's games, keeping it for games whose main category it is", () => {
    const main = game(1, 'dice', 'Dice', [3, 5]);
    const member = game(2, 'limbo', 'Limbo', [1, 3]);
    const outsider = game(3, 'mines', 'Mines', [1]);
    const changes = categoryMembershipChanges(3, [main, member, outsider], new Set([3]));
    expect(changes.map(({ game: changed, categoryIds }) => [changed.game_id, categoryIds])).toEqual(
      [
        ['limbo', [1]],
        ['mines', [1, 3]],
      ],
    );
  });

  it('edit a game: its variant sets the RTP on the server, the thumbnail motif and flags', () => {
    const dice = game(1, 'dice', 'Dice', [1]);
    const fields = { ...gameFieldsOf(dice), variant: 'royale', imageKey: 'rocket', isNew: true };
    expect(checkGame(fields)).toEqual({});
    expect(gameUpdateOf(dice, fields)).toEqual({
      engine: 'dice',
      variant: 'royale',
      image_key: 'rocket',
      new: true,
    });
    expect(gameUpdateOf(dice, gameFieldsOf(dice))).toEqual({});
  });

  it("leave a provider's game its variant and art from the feed", () => {
    const studio = {
      ...game(4, 'sweet-bonanza', 'Sweet Bonanza', [8]),
      engine: 'provider',
    } as AdminGame;
    const fields = { ...gameFieldsOf(studio), variant: 'other', imageKey: 'rocket' };
    expect(gameUpdateOf(studio, fields)).toEqual({});
  });

  it('find games by id, studio or a name in any locale', () => {
    const games = [
      { ...game(1, 'dice', 'Dice', [1]), names: { en: 'Dice', de: 'Würfel' } },
      game(2, 'limbo', 'Limbo', [1]),
    ];
    expect(searchGames(games, 'würf').map((entry) => entry.game_id)).toEqual(['dice']);
    expect(searchGames(games, 'LIMBO').map((entry) => entry.game_id)).toEqual(['limbo']);
    expect(searchGames(games, 'originals')).toHaveLength(2);
    expect(searchGames(games, '  ')).toHaveLength(2);
  });
});
