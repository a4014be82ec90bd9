import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '@satsino/contract/locales';
import { SEED_DATA_DIR } from '../../src/seed/data-files.js';
import { fillFigures, placeholdersIn } from '../../src/seed/figures.js';

/** One seeded text file in one locale: a post, promotion, page, or the showcase's texts. */
export interface SeededText {
  /** The item it belongs to, the same in every locale: `promotions/daily-cashback`. */
  item: string;
  locale: Locale;
  /** As the data file holds it, with its `{placeholders}`. */
  source: string;
  /** As the seed writes it into the database: figures filled in the locale's way. */
  filled: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

/**
 * Every seeded content text in every locale (SEED_DATA_DIR/content: `<item>/<locale>.md` and
 * `showcase/<locale>.json`), read from the same files the seed reads.
 */
export function seededTexts(): SeededText[] {
  const contentDir = path.join(SEED_DATA_DIR, 'content');
  return filesUnder(contentDir).flatMap((file) => {
    const locale = path.basename(file).replace(/\.(md|json)$/, '');
    if (!isLocale(locale)) return [];
    const source = readFileSync(file, 'utf8');
    const item = path.relative(contentDir, path.dirname(file)) || path.basename(file);
    return [{ item, locale, source, filled: fillFigures(source, locale) }];
  });
}

export { placeholdersIn };
