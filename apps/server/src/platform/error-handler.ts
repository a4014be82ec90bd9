import {
  ERROR_MESSAGES,
  ERROR_TEXTS,
  type ErrorCode,
  type ErrorResponse,
  errorCodeOfRuleMessage,
  type ValidationErrorResponse,
} from '@satsino/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type FieldErrors,
  fieldError,
  fieldErrorEnvelope,
  validationSummary,
} from './errors.js';

/** Fastify's own 4xx errors, answered with our codes and texts instead of Fastify's wording. */
const FRAMEWORK_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
};

/** A 422 in the envelope: the summary line, and each field's messages with their codes. */
function validationBody(code: ErrorCode, message: string, fieldErrors: FieldErrors) {
  return { message, code, ...fieldErrorEnvelope(fieldErrors) } satisfies ValidationErrorResponse;
}

/**
 * The one place where failures become HTTP answers, in the spec's envelope:
 * `{message, code}` for every error and `{message, code, errors, codes}` for validation (422).
 * Nothing about a 5xx reaches the client except 'Something went wrong'; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const body = error.fieldErrors
        ? validationBody(error.code, error.message, error.fieldErrors)
        : ({ message: error.message, code: error.code } satisfies ErrorResponse);
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const message = issue.message ?? ERROR_TEXTS.invalid_value;
        fieldErrors[field] ??= [];
        fieldErrors[field].push(fieldError(errorCodeOfRuleMessage(message), message));
      }
      return reply
        .status(422)
        .send(validationBody('validation_failed', validationSummary(fieldErrors), fieldErrors));
    }

    const code = 'code' in error ? error.code : undefined;
    const known = code ? FRAMEWORK_CLIENT_ERRORS[code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ message: ERROR_TEXTS[known.code], code: known.code } satisfies ErrorResponse);
    }

    // Rate limiting and other plugins set a 4xx status with a safe message of their own.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send({ message: error.message, code: 'client_error' } satisfies ErrorResponse);
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: ERROR_MESSAGES.unexpected, code: 'unexpected' } satisfies ErrorResponse);
  });
}
