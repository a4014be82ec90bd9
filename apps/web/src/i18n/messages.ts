import { ERROR_TEXTS, errorCodeOfRuleMessage } from '@satsino/contract/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../locales/en.json';

type MessageName = keyof typeof en.messages;
export type MessageKey = `messages.${MessageName}`;

/**
 * The web's own notices (SPEC §8's client texts, `NOTICES`) and the server's success statuses
 * ("Your password has been reset."): en.json holds each under `messages` with exactly that value.
 * They carry no code; failures do, and are translated by it (error-text.ts).
 */
const keyByText = new Map<string, MessageKey>(
  Object.entries(en.messages).map(([name, text]) => [text, `messages.${name}` as MessageKey]),
);

/** The translation key of one of those texts. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

/**
 * Shows a text that came without a code in the reader's language: a rule message of the
 * contract's schemas (the web's own checks: a zod issue carries only its message, and the
 * contract names its code), a notice or a success status through its key, anything else as it
 * came.
 */
export function useTranslateMessage(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const code = errorCodeOfRuleMessage(text);
      if (ERROR_TEXTS[code] === text) return t(`errors.${code}`);
      const key = messageKeyOf(text);
      return key === undefined ? text : t(key);
    },
    [t],
  );
}
