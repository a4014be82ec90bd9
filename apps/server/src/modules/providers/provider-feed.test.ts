import { describe, expect, it } from 'vitest';
import { FeedUnreadable, feedFormatOf, parseFeed, rtpBpsOf } from './provider-feed.js';

const HEADER = 'game_code,name,studio,category,rtp,thumbnail,demo,live';

describe('provider feeds', () => {
  it('reads CSV with quoted commas, quotes and line breaks, CRLF and a BOM', () => {
    const csv = `\uFEFF${HEADER}\r\na-1,"Gold, ""Rush""",Studio One,slots,96.5,https://x.test/a.png,true,false\r\nb-2,"Two\nLines",Studio One,live,97.10,https://x.test/b.png,1,yes\r\n`;
    const feed = parseFeed(csv, 'csv');
    expect(feed.total).toBe(2);
    expect(feed.rejections).toEqual([]);
    expect(feed.games.map((row) => [row.row, row.game.name, row.game.demo, row.game.live])).toEqual(
      [
        [2, 'Gold, "Rush"', true, false],
        [3, 'Two\nLines', true, true],
      ],
    );
  });

  it('rejects rows the contract refuses, duplicates and an RTP above 100, keeping the rest', () => {
    const json = JSON.stringify({
      games: [
        {
          game_code: 'ok',
          name: 'Ok',
          studio: 'S',
          category: 'slots',
          rtp: '96',
          thumbnail: 'https://x.test/o.svg',
          demo: true,
          live: false,
        },
        {
          game_code: 'ok',
          name: 'Again',
          studio: 'S',
          category: 'slots',
          rtp: '96',
          thumbnail: 'https://x.test/o.svg',
          demo: true,
          live: false,
        },
        {
          game_code: 'rich',
          name: 'Rich',
          studio: 'S',
          category: 'slots',
          rtp: '100.01',
          thumbnail: 'https://x.test/r.svg',
          demo: true,
          live: false,
        },
        {
          game_code: 'odd',
          name: 'Odd',
          studio: 'S',
          category: 'bingo',
          rtp: '96',
          thumbnail: 'https://x.test/b.svg',
          demo: true,
          live: false,
        },
        'not an object',
      ],
    });
    const feed = parseFeed(json, 'json');
    expect(feed.games.map((row) => row.game.game_code)).toEqual(['ok']);
    expect(feed.rejections.map((r) => [r.row, r.game_code])).toEqual([
      [2, 'ok'],
      [3, 'rich'],
      [4, 'odd'],
      [5, null],
    ]);
    expect(feed.rejections[2]?.reason).toContain('category');
  });

  it('refuses a feed that is not one as a whole', () => {
    expect(() => parseFeed('{"games": 1}', 'json')).toThrow(FeedUnreadable);
    expect(() => parseFeed('not json', 'json')).toThrow(FeedUnreadable);
    expect(() => parseFeed('game_code,name\nx,y', 'csv')).toThrow(/missing columns/);
    expect(() => parseFeed(`${HEADER}\n"open`, 'csv')).toThrow(FeedUnreadable);
  });

  it('tells JSON from CSV by content type, then name, then first character', () => {
    expect(feedFormatOf('application/json; charset=utf-8', 'x.csv', '')).toBe('json');
    expect(feedFormatOf('text/csv', 'x.json', '{')).toBe('csv');
    expect(feedFormatOf('application/octet-stream', 'https://p.test/feed.csv?v=2', '{')).toBe(
      'csv',
    );
    expect(feedFormatOf(undefined, 'upload', ' {"games": []}')).toBe('json');
    expect(feedFormatOf(undefined, 'upload', HEADER)).toBe('csv');
  });

  it('reads an RTP as basis points without floats', () => {
    expect(rtpBpsOf('96.5')).toBe(9650);
    expect(rtpBpsOf('96.05')).toBe(9605);
    expect(rtpBpsOf('97')).toBe(9700);
    expect(rtpBpsOf('100.00')).toBe(10000);
  });
});
