import type { Locale } from '@satsino/contract/locales';
import type { CatalogueTexts } from '../texts.js';
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

/** The demo catalogue's words, complete in every locale. */
export const CATALOGUE_TEXTS: Record<Locale, CatalogueTexts> = {
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
