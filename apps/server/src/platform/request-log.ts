import type { FastifyInstance } from 'fastify';

/**
 * One log line per request at the default level. Fastify's own request logging writes two
 * ("incoming request" and "request completed"), doubling the log volume of a busy server for no
 * more information than the second line carries. The line is written when the answer has been
 * sent, with what an operator looks for: method, path, status and time taken. The request id
 * comes from the request's child logger. Errors are logged where they are handled.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
