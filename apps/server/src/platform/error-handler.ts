import { ERROR_MESSAGES } from '@satsino/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationSummary } from './errors.js';

/** Fastify's own 4xx errors, answered with our texts instead of Fastify's internal wording. */
const FRAMEWORK_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERROR_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ERROR_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ERROR_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERROR_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ERROR_MESSAGES.unsupportedMediaType },
};

/**
 * The one place where failures become HTTP answers, in the spec's envelope:
 * `{message}` for every error and `{message, errors}` for validation (422).
 * Nothing about a 5xx reaches the client except 'Something went wrong'; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const body = error.fieldErrors
        ? { message: error.message, errors: error.fieldErrors }
        : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fieldErrors[field] ??= [];
        fieldErrors[field].push(issue.message ?? 'Invalid value.');
      }
      return reply
        .status(422)
        .send({ message: validationSummary(fieldErrors), errors: fieldErrors });
    }

    const code = 'code' in error ? error.code : undefined;
    const known = code ? FRAMEWORK_CLIENT_ERRORS[code] : undefined;
    if (known) {
      return reply.status(known.status).send({ message: known.message });
    }

    // Rate limiting and other plugins set a 4xx status with a safe message of their own.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: error.message });
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: ERROR_MESSAGES.unexpected });
  });
}
