import { ApiError } from '../../lib/api-error';

/**
 * What to tell the reader when a chat call failed: the server's own words for a refused
 * request (a closed conversation, too many messages), else the screen's general text. Server
 * texts are the contract's English, like every server message the app shows.
 */
export function chatFailureText(error: unknown, general: string): string {
  return error instanceof ApiError && error.hasMessage && error.isClientError
    ? error.message
    : general;
}
