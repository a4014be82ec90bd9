import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogueData } from './catalogue/catalogue-data.js';
import { loadContentData } from './content/content-data.js';
import { dataPath } from './data-files.js';

/*
 * The loaders against copies of the demo data with one mistake each: the seed must stop, and
 * say which file is wrong and how.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'satsino-seed-loaders-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A fresh copy of `data/<part>`, changed by `change` (given the copy's folder). */
function brokenCopy(part: 'content' | 'catalogue', change: (dir: string) => void): string {
  copies += 1;
  const dir = path.join(scratch, `${part}-${copies}`);
  cpSync(dataPath(part), dir, { recursive: true });
  change(dir);
  return dir;
}

function edit(file: string, change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

describe('content loader', () => {
  it('reads the demo content', () => {
    const { items, texts } = loadContentData();
    expect(items.posts.length).toBeGreaterThan(0);
    expect(texts.de.posts['provably-fair-explained']?.title).toBe(
      'Nachweislich fair – einfach erklärt',
    );
  });

  it.each([
    [
      'an unknown placeholder',
      (dir: string) =>
        edit(path.join(dir, 'posts/vip-programme-explained/fr.md'), (text) =>
          text.replace('\n---\n', '\n---\nUp to {welcomeMaximum}.\n'),
        ),
      /posts\/vip-programme-explained\/fr\.md: unknown placeholder \{welcomeMaximum\}/,
    ],
    [
      'a post that is not in items.json',
      (dir: string) => mkdirSync(path.join(dir, 'posts/never-listed')),
      /posts\/never-listed: no posts item "never-listed" in items\.json/,
    ],
    [
      'a file that is not a locale',
      (dir: string) => writeFileSync(path.join(dir, 'pages/vip/xx.md'), '---\ntitle: X\n---\n'),
      /pages\/vip\/xx\.md: name it <locale>\.md/,
    ],
    [
      'a missing front matter field',
      (dir: string) =>
        edit(path.join(dir, 'pages/about-us/it.md'), (text) =>
          text.replace(/^description: .*\n/m, ''),
        ),
      /pages\/about-us\/it\.md: front matter does not match[\s\S]*description/,
    ],
    [
      'missing English',
      (dir: string) => rmSync(path.join(dir, 'promotions/daily-cashback/en.md')),
      /promotions\/daily-cashback\/en\.md: promotions "daily-cashback" has no English text/,
    ],
    [
      'a menu title for an item that does not exist',
      (dir: string) =>
        edit(path.join(dir, 'showcase/nb.json'), (text) =>
          text.replace('"menu": {', '"menu": { "drawer.casino-royale": { "title": "X" },'),
        ),
      /showcase\/nb\.json: menu: no item "drawer\.casino-royale"/,
    ],
    [
      'an image that is not an artwork',
      (dir: string) =>
        edit(path.join(dir, 'items.json'), (text) => text.replace('"banner-vip"', '"banner-gold"')),
      /content-\d+\/items\.json: does not match[\s\S]*not an artwork/,
    ],
    [
      'a text the console would refuse',
      (dir: string) =>
        edit(path.join(dir, 'showcase/de.json'), (text) =>
          text.replace(/"title": "[^"]*"/, `"title": "${'Sehr lang '.repeat(40)}"`),
        ),
      /showcase\/de\.json: breaks the console's rules/,
    ],
  ])('stops at %s, naming the file', (_name, change, message) => {
    expect(() => loadContentData(brokenCopy('content', change))).toThrow(message);
  });
});

describe('catalogue loader', () => {
  it.each([
    [
      'a description without its game',
      (dir: string) =>
        edit(path.join(dir, 'texts/ja.json'), (text) =>
          text.replace('"descriptions": {', '"descriptions": { "poker": "Poker {rtp}",'),
        ),
      /texts\/ja\.json: no game "poker" in items\.json/,
    ],
    [
      'a game without its description',
      (dir: string) =>
        edit(path.join(dir, 'texts/fi.json'), (text) => text.replace(/\s*"limbo": "[^"]*",/, '')),
      /texts\/fi\.json: no text for limbo/,
    ],
    [
      'a placeholder other than {rtp}',
      (dir: string) =>
        edit(path.join(dir, 'texts/en.json'), (text) => text.replace('{rtp}', '{welcomePercent}')),
      /texts\/en\.json: dice: a description knows only \{rtp\}, not \{welcomePercent\}/,
    ],
    [
      'the popular category under another id',
      (dir: string) =>
        edit(path.join(dir, 'items.json'), (text) => text.replace('"id": 3,', '"id": 30,')),
      /items\.json: the popular category's id must be 3/,
    ],
  ])('stops at %s, naming the file', (_name, change, message) => {
    expect(() => loadCatalogueData(brokenCopy('catalogue', change))).toThrow(message);
  });
});
