import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../locales/en.json';

type MessageName = keyof typeof en.messages;
export type MessageKey = `messages.${MessageName}`;

/**
 * English text → its key. The server and the contract speak English (the spec's texts); en.json
 * holds every such text under `messages` with exactly that value, so the text finds its key.
 */
const keyByText = new Map<string, MessageKey>(
  Object.entries(en.messages).map(([name, text]) => [text, `messages.${name}` as MessageKey]),
);

/** The translation key of a known English message (contract, server or SPEC §8 text). */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

/**
 * Shows a message in the reader's language: a known text through its key, anything else (a
 * server message we do not know yet) as it came.
 */
export function useTranslateMessage(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = messageKeyOf(text);
      return key === undefined ? text : t(key);
    },
    [t],
  );
}
