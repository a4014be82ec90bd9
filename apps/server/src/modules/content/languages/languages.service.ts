import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from '@satsino/contract/locales';
import { SERVER_ROOT } from '../../../platform/paths.js';
import { contentErrors } from '../content.errors.js';

/** The web app's translation files, the source the web itself bundles. */
export const WEB_LOCALES_DIR = path.join(SERVER_ROOT, '..', 'web', 'src', 'locales');

export interface Language {
  code: Locale;
  name: string;
  prefix: string;
}

export interface LanguagesService {
  languages(): Language[];
  /** The web's messages of one locale; 404 for an unknown locale or a missing file. */
  messages(locale: string): Promise<Record<string, unknown>>;
}

export function createLanguagesService(deps: { localesDir?: string } = {}): LanguagesService {
  const localesDir = deps.localesDir ?? WEB_LOCALES_DIR;
  // Parsed once per file version: the files change only with a release (or in development).
  const cache = new Map<Locale, { mtimeMs: number; messages: Record<string, unknown> }>();

  return {
    languages: () =>
      LOCALES.map((code) => ({
        code,
        name: LOCALE_NAMES[code],
        prefix: code === DEFAULT_LOCALE ? '' : `/${code}`,
      })),

    async messages(locale) {
      // Only the ten known names ever reach the file system: no path can be smuggled in.
      if (!isLocale(locale)) throw contentErrors.languageNotFound();
      const file = path.join(localesDir, `${locale}.json`);
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(file)).mtimeMs;
      } catch {
        throw contentErrors.languageNotFound();
      }
      const cached = cache.get(locale);
      if (cached?.mtimeMs === mtimeMs) return cached.messages;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      cache.set(locale, { mtimeMs, messages });
      return messages;
    },
  };
}
