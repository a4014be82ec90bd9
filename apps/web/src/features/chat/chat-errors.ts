import { useCallback } from 'react';
import { useErrorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api-error';

/**
 * What to tell the reader when a chat call failed: the server's own words for a refused
 * request (a closed conversation, too many messages), translated by their code, else the
 * screen's general text.
 */
export function useChatFailureText(): (error: unknown, general: string) => string {
  const { failureText } = useErrorText();
  return useCallback(
    (error: unknown, general: string) =>
      error instanceof ApiError && error.isClientError ? failureText(error, general) : general,
    [failureText],
  );
}
