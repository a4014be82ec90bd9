import { LOCALES, type Locale } from '@satsino/contract/locales';
import { CONTENT_TEXTS } from './locales/index.js';
import type { ContentTexts } from './texts.js';

/** One item's texts in every locale that has them, English first. */
export function translationsOf<Part extends keyof ContentTexts>(
  part: Part,
  key: keyof ContentTexts[Part],
): Array<[Locale, ContentTexts[Part][keyof ContentTexts[Part]]]> {
  const found: Array<[Locale, ContentTexts[Part][keyof ContentTexts[Part]]]> = [];
  for (const locale of LOCALES) {
    const texts = CONTENT_TEXTS[locale][part] as Partial<ContentTexts[Part]> | undefined;
    const entry = texts?.[key];
    if (entry !== undefined)
      found.push([locale, entry as ContentTexts[Part][keyof ContentTexts[Part]]]);
  }
  return found;
}
