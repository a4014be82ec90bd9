import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The key that makes a retried money request a replay: the client's `Idempotency-Key` header,
 * or a fresh one (then every request is new, as a form post is). Each service prefixes it with
 * what it keys and who asks, so one client's key never meets another's.
 */
export function requestKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && /^[\w-]{8,100}$/.test(header) ? header : randomUUID();
}
