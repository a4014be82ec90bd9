import type { ErrorCode } from '@satsino/contract/errors';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXT_MAX_LENGTH,
} from '@satsino/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { OPERATOR_ACTIONS_KEY } from '../api/notifications-admin-api';
import { PLAYER_INVALID } from './notification-forms';

/**
 * Shows a contract or server text of the sending in the reader's language: the notification
 * texts from this feature's namespace; the shared ones ('Required.') are left in English for
 * the form, which translates the app's known messages itself.
 */
export function useNotificationMessage(): (text: string) => string {
  const { t } = useTranslation('notifications');
  return useCallback(
    (text: string) => {
      switch (text) {
        case NOTIFICATION_MESSAGES.playerNotFound:
          return t('admin.messages.playerNotFound');
        case NOTIFICATION_MESSAGES.textTooLong:
          return t('admin.messages.textTooLong', { max: NOTIFICATION_TEXT_MAX_LENGTH });
        case PLAYER_INVALID:
          return t('admin.messages.playerInvalid');
        default:
          return text;
      }
    },
    [t],
  );
}

/** Every field's message through `translate`, for a form's `validate`. */
export function translateMessages(
  messages: FieldMessages,
  translate: (text: string) => string,
): FieldMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([field, text]) => [
      field,
      text === undefined ? text : translate(text),
    ]),
  );
}

interface SendingFailureOptions {
  /** Puts a 422 answer's field messages (already translated) on the form's fields. */
  showServerErrors: (errors: Readonly<Record<string, readonly string[]>>) => boolean;
}

/**
 * What both forms do after a sending: refresh the sent list (and the operator log, which is
 * the same answer), and when it failed show the server's field messages and its reason.
 */
export function useSendingOutcome() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useNotificationMessage();
  const { codedText } = useErrorText();
  const { t } = useTranslation('notifications');

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_KEY }),
    [queryClient],
  );

  const failed = useCallback(
    (error: Error, { showServerErrors }: SendingFailureOptions) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) {
        // By code where the server sent one; a text without one through this screen's names.
        const textOf = (message: string, code: ErrorCode | undefined) =>
          code === undefined ? translate(message) : codedText({ code, message });
        showServerErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, texts]) => [
              field,
              texts.map((text, index) => textOf(text, error.codes[field]?.[index])),
            ]),
          ),
        );
        if (error.hasMessage && error.message.trim() !== '') {
          notify(textOf(error.message, error.code), 'error');
          return;
        }
      }
      notify(t('admin.failed'), 'error');
    },
    [notify, translate, codedText, t],
  );

  return { notify, refresh, failed };
}
