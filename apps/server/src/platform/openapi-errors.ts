import { errorResponse, validationErrorResponse } from '@satsino/contract/errors';

/**
 * Error answers a route documents in the OpenAPI document. They are exactly what the error
 * handler sends (the route's schemas also serialize its error answers).
 */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorResponse : errorResponse]),
  );
}
