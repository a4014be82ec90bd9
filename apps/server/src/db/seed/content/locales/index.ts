import type { Locale } from '@satsino/contract/locales';
import type { ContentTexts, LocaleTexts } from '../texts.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { nb } from './nb.js';
import { pt } from './pt.js';
import { tr } from './tr.js';

/**
 * Every locale's texts. Each of the ten locales has its file already, so translating means
 * filling in `locales/<lng>.ts` and nothing else; the type makes a missing locale a compile error.
 */
export const CONTENT_TEXTS: { en: ContentTexts } & Record<Exclude<Locale, 'en'>, LocaleTexts> = {
  en,
  de,
  es,
  fi,
  fr,
  it,
  ja,
  nb,
  pt,
  tr,
};
