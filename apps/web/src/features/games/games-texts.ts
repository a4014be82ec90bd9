import { BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { GAMES_MESSAGES } from '@satsino/contract/games';
import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/**
 * The game host, the verify page and the live feed keep their texts in the `games` namespace:
 * English is bundled, every other locale is fetched when a page of this feature first opens.
 */
export const gamesTexts = defineFeatureTexts(
  'games',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);

export type GamesMessageName = keyof typeof en.messages;

/**
 * The contract's messages a game round may answer, by their English text, so a server answer
 * finds its key: the games' own and the bonus programme's maximum bet while wagering.
 */
export const GAME_ROUND_MESSAGES = {
  ...GAMES_MESSAGES,
  maxBetWhileWagering: BONUS_MESSAGES.maxBetWhileWagering,
} as const;
const MESSAGE_NAME_BY_TEXT = new Map<string, GamesMessageName>(
  Object.entries(GAME_ROUND_MESSAGES).map(([name, text]) => [text, name as GamesMessageName]),
);

/** The key of a known game message from the server, if it is one. */
export function gamesMessageNameOf(text: string): GamesMessageName | undefined {
  return MESSAGE_NAME_BY_TEXT.get(text);
}
