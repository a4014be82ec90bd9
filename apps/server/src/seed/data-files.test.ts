import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonFile, readMarkdownFile } from './data-files.js';
import { fillFigures, placeholdersIn } from './figures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'satsino-seed-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
}

const front = z.strictObject({ title: z.string().min(1) });

describe('seed data files', () => {
  it('reads front matter as YAML and the body exactly, without the file’s final newline', () => {
    const post = file('post.md', '---\ntitle: "Provably fair: explained"\n---\n# Hi\n\nBody\n\n');
    expect(readMarkdownFile(post, front)).toEqual({
      front: { title: 'Provably fair: explained' },
      body: '# Hi\n\nBody\n',
    });
  });

  it('names the file and the problem when a file is wrong', () => {
    const bare = file('bare.md', '# No front matter\n');
    expect(() => readMarkdownFile(bare, front)).toThrow(/bare\.md: does not start with front/);
    const extra = file('extra.md', '---\ntitle: A\nsubtitle: B\n---\nBody\n');
    expect(() => readMarkdownFile(extra, front)).toThrow(/extra\.md: front matter[\s\S]*subtitle/);
    const broken = file('broken.json', '{"title": ');
    expect(() => readJsonFile(broken, front)).toThrow(/broken\.json: not JSON/);
    const empty = file('empty.json', '{"title": ""}');
    expect(() => readJsonFile(empty, front)).toThrow(/empty\.json: does not match[\s\S]*title/);
  });

  it('fills figures the locale’s way and refuses a placeholder that does not exist', () => {
    expect(fillFigures('{platinumWagered} · {spinValue} · {welcomePercent}%', 'en')).toBe(
      '250,000 · 0.20 · 125%',
    );
    expect(fillFigures('{platinumWagered} · {spinValue}', 'de')).toBe('250.000 · 0,20');
    expect(fillFigures('{coinCodes}', 'ja')).toMatch(/^BTC、ETH、/);
    expect(() => fillFigures('up to {welcomeMaximum}', 'en')).toThrow('{welcomeMaximum}');
    expect(placeholdersIn('Return to player: {rtp}.')).toEqual(['rtp']);
  });
});
