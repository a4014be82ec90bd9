import { ERROR_TEXTS, type ErrorCode } from '@satsino/contract/errors';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { useTranslateMessage } from './messages';

/** A failure as the server words it: the catalogue's code, when it sent one, and its text. */
export interface CodedMessage {
  code: ErrorCode | undefined;
  message: string;
}

/**
 * What a notice or a screen shows of a failure: the server's coded message, or a text of the
 * web's own (SPEC §8's client notices, `NOTICES`) that has no code and is translated by its text.
 */
export type NoticeText = string | CodedMessage;

/** A server message as a notice: its code (when the server sent one) beside its words. */
export function codedMessageOf(error: ApiError): CodedMessage {
  return { code: error.code, message: error.message };
}

/**
 * A coded message in the reader's language. The code chooses the text; a value the server put
 * after the catalogue's text ("Min bet is" + " 0.10 USD") follows the translation as it came. A
 * failure without a code (an older server) or worded otherwise than its code's text is shown as
 * the server wrote it, which is better than a translation that says something else.
 */
export function translateCoded(t: TFunction, { code, message }: CodedMessage): string {
  if (code === undefined) return message;
  const english = ERROR_TEXTS[code];
  if (!message.startsWith(english)) return message;
  return `${t(`errors.${code}`)}${message.slice(english.length)}`;
}

/**
 * The text of a failed call in the reader's language. A 422's summary is rebuilt from its first
 * field message, as the server builds it, so that it is translated too.
 */
export function translateFailure(t: TFunction, error: ApiError): string {
  if (error.code === 'validation_failed') {
    const fields = Object.keys(error.errors);
    const [firstField] = fields;
    const first = firstField === undefined ? undefined : error.firstFieldError(firstField);
    if (first !== undefined) {
      const text = translateCoded(t, first);
      const more = Object.values(error.errors).flat().length - 1;
      if (more === 0) return text;
      return more === 1
        ? t('errorSummary.oneMore', { message: text })
        : t('errorSummary.more', { message: text, count: more });
    }
  }
  return translateCoded(t, error);
}

/**
 * Translates what went wrong, by code: `failureText(error)` for a failed call (any other error
 * shows `fallback`, already translated, or the generic notice), `codedText(message)` for a
 * field's message.
 */
export function useErrorText() {
  const { t } = useTranslation();
  const failureText = useCallback(
    (error: unknown, fallback?: string): string => {
      if (error instanceof ApiError && error.hasMessage && error.message.trim() !== '') {
        return translateFailure(t, error);
      }
      return fallback ?? t('messages.unexpectedError');
    },
    [t],
  );
  const codedText = useCallback((message: CodedMessage) => translateCoded(t, message), [t]);
  return { failureText, codedText };
}

/**
 * A notice's text in the reader's language: a coded message by its code, a text of the web's own
 * by its key (i18n/messages.ts).
 */
export function useNoticeText(): (text: NoticeText) => string {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  return useCallback(
    (text: NoticeText) =>
      typeof text === 'string' ? translateMessage(text) : translateCoded(t, text),
    [t, translateMessage],
  );
}
