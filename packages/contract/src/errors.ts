import { z } from 'zod';

/**
 * Error answers follow the Laravel-style envelope the spec's client reads:
 * every error has a `message`; validation errors add `errors`, a list of messages per field.
 */
export const errorResponse = z
  .object({
    message: z.string(),
  })
  .meta({ id: 'ErrorResponse' });

export const validationErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'ValidationErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponse>;
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** Texts of the error envelope. The first two are quoted from the spec (§8, DESIGN §3). */
export const ERROR_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unexpected: 'Something went wrong',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type.',
  payloadTooLarge: 'The request body is too large.',
  serviceUnavailable: 'Service unavailable.',
} as const;
