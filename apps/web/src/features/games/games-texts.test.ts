import { describe, expect, it } from 'vitest';
import { describeLocaleFiles } from '../../i18n/feature-texts/describe-locale-files';
import { flattenMessages } from '../../i18n/locale-messages';
import { GAME_ROUND_MESSAGES, gamesMessageNameOf, gamesTexts } from './games-texts';
import en from './locales/en.json';

describeLocaleFiles(
  'games locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { texts: gamesTexts },
);

describe('games texts', () => {
  it('holds every message a round may answer with its exact English text', () => {
    const english = flattenMessages(en);
    for (const [name, text] of Object.entries(GAME_ROUND_MESSAGES)) {
      expect(english.get(`messages.${name}`)).toBe(text);
      expect(gamesMessageNameOf(text)).toBe(name);
    }
    expect(gamesMessageNameOf('something else')).toBeUndefined();
  });
});
