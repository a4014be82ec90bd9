import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodedMessage, useErrorText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api-error';
import type en from '../locales/en.json';
import { vipAdminMessageName } from './vip-level-values';

type AdminMessage = keyof (typeof en)['admin']['messages'];

/**
 * What the server refused, in the reader's language, by its code: the VIP levels' own wording
 * from this namespace, every other code from the app's `errors`. `field` takes one field's
 * message of a 422, `failure` a failed call (anything else shows its own message).
 */
export function useVipAdminMessage() {
  const { t } = useTranslation('vip');
  const { failureText, codedText } = useErrorText();
  const field = useCallback(
    (message: CodedMessage): string => {
      const name = vipAdminMessageName(message.code);
      return name === undefined ? codedText(message) : t(`admin.messages.${name as AdminMessage}`);
    },
    [t, codedText],
  );
  const failure = useCallback(
    (error: Error): string => {
      const name = error instanceof ApiError ? vipAdminMessageName(error.code) : undefined;
      return name === undefined
        ? failureText(error, error.message)
        : t(`admin.messages.${name as AdminMessage}`);
    },
    [t, failureText],
  );
  return { field, failure };
}
