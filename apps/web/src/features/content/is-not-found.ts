import { ApiError } from '../../lib/api-error';

/** The server does not know (or does not publish) the item asked for. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
