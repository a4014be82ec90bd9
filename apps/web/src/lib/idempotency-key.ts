/**
 * A key for one money request the player means to make once (sent as `Idempotency-Key`): a
 * retry after a lost answer carries the same key, so the server answers the first request
 * instead of moving the money again. Random bytes rather than `crypto.randomUUID`, which
 * browsers offer only on secure origins.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
