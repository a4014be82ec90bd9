import {
  PROVIDER_FEED_CATEGORIES,
  PROVIDER_FEED_COLUMNS,
  providerFeed,
  providerFeedGame,
} from '@satsino/contract/provider';
import { describe, expect, it } from 'vitest';
import { FEED_GAME_COUNT, feedCsv, feedJson, generateFeed, STUDIOS } from './feed.js';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailSvg } from './thumbnail.js';

const URL = 'http://sandbox.test:4010';

/** A minimal RFC 4180 reader: enough to prove the CSV's quoting round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('the sandbox feed', () => {
  const games = generateFeed(URL);

  it('lists a few thousand games across twelve studios, with unique codes and names', () => {
    expect(games).toHaveLength(FEED_GAME_COUNT);
    expect(new Set(games.map((game) => game.studio)).size).toBe(12);
    expect(STUDIOS.reduce((sum, studio) => sum + studio.games, 0)).toBe(FEED_GAME_COUNT);
    expect(new Set(games.map((game) => game.game_code)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
  });

  it('is the same on every run, and another seed gives another feed', () => {
    expect(generateFeed(URL)).toEqual(games);
    expect(generateFeed(URL, 16).map((game) => game.name)).not.toEqual(
      games.map((game) => game.name),
    );
  });

  it('has every category, a good share of live games, and live games only in live categories', () => {
    const categories = new Set(games.map((game) => game.category));
    expect([...categories].sort()).toEqual([...PROVIDER_FEED_CATEGORIES].sort());
    const live = games.filter((game) => game.live);
    expect(live.length / games.length).toBeGreaterThan(0.1);
    for (const game of live) {
      expect(['live', 'roulette', 'blackjack', 'game_show']).toContain(game.category);
      expect(game.demo).toBe(false);
    }
    expect(
      games
        .filter((game) => !game.live)
        .every((game) => game.category === 'slots' || game.category === 'table'),
    ).toBe(true);
    expect(games.some((game) => !game.live && game.demo)).toBe(true);
  });

  it('answers JSON that the contract parses, thumbnails on the sandbox itself', () => {
    const json = JSON.parse(JSON.stringify(feedJson(games)));
    const parsed = providerFeed.parse(json);
    expect(parsed.games).toHaveLength(FEED_GAME_COUNT);
    expect(Object.keys(json.games[0]).sort()).toEqual([...PROVIDER_FEED_COLUMNS].sort());
    for (const game of parsed.games) {
      expect(game.thumbnail).toBe(`${URL}/thumbs/${game.game_code}.svg`);
    }
  });

  it('answers CSV whose header is the contract columns and whose rows all parse', () => {
    const rows = parseCsv(feedCsv(games));
    expect(rows[0]).toEqual([...PROVIDER_FEED_COLUMNS]);
    expect(rows).toHaveLength(FEED_GAME_COUNT + 1);
    rows.slice(1).forEach((row, index) => {
      const record = Object.fromEntries(
        PROVIDER_FEED_COLUMNS.map((column, at) => [column, row[at]]),
      );
      const game = providerFeedGame.parse({
        ...record,
        demo: record.demo === 'true',
        live: record.live === 'true',
      });
      const { hue, ...expected } = games[index] ?? { hue: 0 };
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(game).toEqual(expected);
    });
  });

  it('quotes a field with a comma or a quote', () => {
    const [game] = games;
    if (!game) throw new Error('empty feed');
    const csv = feedCsv([{ ...game, name: 'Gold, "Silver" & Co' }]);
    expect(parseCsv(csv)[1]?.[1]).toBe('Gold, "Silver" & Co');
  });
});

describe('thumbnails', () => {
  const games = generateFeed(URL);

  it('are 210×160 SVGs with the escaped name, distinct per game', () => {
    const [first, second] = games;
    if (!first || !second) throw new Error('empty feed');
    const svg = thumbnailSvg({ ...first, name: 'Rock & <Roll>' });
    expect(svg).toContain(`width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"`);
    expect(svg).toContain('Rock &amp; &lt;Roll&gt;');
    expect(svg).not.toMatch(/<script|href=/);
    expect(thumbnailSvg(first)).not.toBe(thumbnailSvg({ ...second, name: first.name }));
  });
});
