import { BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { CRASH_MESSAGES } from '@satsino/contract/crash';
import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/** The crash tables' texts, loaded when a crash page first opens in a locale. */
export const crashTexts = defineFeatureTexts(
  'crash',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);

/**
 * The contract's messages a crash table may answer, by their English text: the crash tables'
 * own and the bonus programme's maximum bet while wagering. Each has a `messages.<name>` text,
 * so a server answer reaches the player in their language.
 */
export const CRASH_SERVER_MESSAGES = {
  ...CRASH_MESSAGES,
  maxBetWhileWagering: BONUS_MESSAGES.maxBetWhileWagering,
} as const;

export type CrashMessageName = keyof typeof CRASH_SERVER_MESSAGES;

/** A known server message: its name under `messages.` and the values its text needs. */
export interface CrashMessage {
  name: CrashMessageName;
  params?: { amount: string };
}

/**
 * The limits the server sends with the amount after the contract's text, e.g.
 * `Min bet is 0.10 USD`, so they are matched by their start rather than their whole text.
 */
const PREFIXED_MESSAGES = ['minBet', 'maxBet'] as const satisfies readonly CrashMessageName[];

const MESSAGE_NAME_BY_TEXT = new Map<string, CrashMessageName>(
  (Object.entries(CRASH_SERVER_MESSAGES) as [CrashMessageName, string][])
    .filter(([name]) => !(PREFIXED_MESSAGES as readonly CrashMessageName[]).includes(name))
    .map(([name, text]) => [text, name]),
);

/**
 * The name and values of a known crash message from the server; undefined for any other text,
 * which the page then shows as the server wrote it.
 */
export function crashMessageOf(text: string): CrashMessage | undefined {
  const name = MESSAGE_NAME_BY_TEXT.get(text);
  if (name !== undefined) return { name };
  for (const prefixed of PREFIXED_MESSAGES) {
    const prefix = `${CRASH_SERVER_MESSAGES[prefixed]} `;
    const amount = text.startsWith(prefix) ? text.slice(prefix.length).trim() : '';
    if (amount !== '') return { name: prefixed, params: { amount } };
  }
  return undefined;
}
