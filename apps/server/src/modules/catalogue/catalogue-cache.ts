import type { z } from 'zod';

/**
 * An answer as the routes send it: checked against its contract schema once, kept as the UTF-8
 * bytes of its JSON, so that a hit is neither serialized nor encoded again.
 */
export interface JsonAnswer {
  readonly json: Buffer;
}

export interface CatalogueCache {
  /**
   * The answer `key` names, as of the catalogue's version now: from memory when it was made at
   * this version or later, else made by `load`, checked against `schema` and kept. Concurrent
   * misses of one key share one `load`.
   */
  answer<Schema extends z.ZodType>(
    key: string,
    schema: Schema,
    load: () => Promise<z.input<Schema>>,
  ): Promise<JsonAnswer>;
}

/** Put a limit on everything: how many bytes of JSON the cache keeps, and in how many answers. */
export const CATALOGUE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

interface Entry {
  version: bigint;
  answer: JsonAnswer;
}

/**
 * Joins every caller that asks during one turn of the event loop into one read, sent after the
 * last of them asked. A read shared that way still starts after each caller's request arrived, so
 * each caller sees every write committed before its request: the cache never answers from before
 * a change a client could already know about.
 */
export function coalescePerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = undefined;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}

/**
 * The public catalogue answers of this process, kept per key (the call, its locale and query)
 * with the catalogue version they were made at. Every write to a catalogue table raises that
 * version in the database, so each answer reads it first (one primary-key row, shared by the
 * requests of one event-loop turn) and an answer made before the last change, by this process or
 * another on the same database, is never served (docs/decisions/0008-catalogue-cache-version.md).
 * Least recently used answers go first once either limit is reached.
 */
export function createCatalogueCache(deps: {
  readVersion: () => Promise<bigint>;
  maxBytes?: number;
  maxEntries?: number;
}): CatalogueCache {
  const maxBytes = deps.maxBytes ?? CATALOGUE_CACHE_MAX_BYTES;
  const maxEntries = deps.maxEntries ?? CATALOGUE_CACHE_MAX_ENTRIES;
  const readVersion = coalescePerTurn(deps.readVersion);
  /** In least recently used order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { version: bigint; promise: Promise<JsonAnswer> }>();
  let bytes = 0;
  let newest = 0n;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.answer.json.byteLength;
  }

  function keep(key: string, entry: Entry) {
    const current = entries.get(key);
    // A slower load made at an older version never replaces a newer answer.
    if (current && current.version > entry.version) return;
    forget(key);
    if (entry.version < newest || entry.answer.json.byteLength > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.answer.json.byteLength;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      forget(oldest);
    }
  }

  return {
    async answer(key, schema, load) {
      const version = await readVersion();
      if (version > newest) {
        // Every answer kept was made before this change: none can be served again.
        newest = version;
        entries.clear();
        bytes = 0;
      }
      const entry = entries.get(key);
      if (entry && entry.version >= version) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.answer;
      }
      const pending = loading.get(key);
      if (pending && pending.version >= version) return pending.promise;

      const promise = load().then((value) => ({
        json: Buffer.from(JSON.stringify(schema.parse(value))),
      }));
      loading.set(key, { version, promise });
      try {
        const answer = await promise;
        keep(key, { version, answer });
        return answer;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },
  };
}
