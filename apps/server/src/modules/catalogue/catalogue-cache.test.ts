import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coalescePerTurn, createCatalogueCache } from './catalogue-cache.js';

const answer = z.object({ value: z.string() });

/** A cache over a version the test sets, counting the version reads and the loads. */
function fixture(limits: { maxBytes?: number; maxEntries?: number } = {}) {
  const state = { version: 1n, versionReads: 0, loads: 0 };
  const cache = createCatalogueCache({
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    ...limits,
  });
  const get = (key: string, value = key) =>
    cache.answer(key, answer, async () => {
      state.loads += 1;
      return { value };
    });
  return { state, cache, get };
}

describe('coalescePerTurn', () => {
  it('joins the callers of one event-loop turn into one read, sent after the last of them', async () => {
    const sent: string[] = [];
    let reads = 0;
    const read = coalescePerTurn(async () => {
      reads += 1;
      sent.push(`read ${reads}`);
      return reads;
    });
    const first = read();
    const second = read();
    sent.push('both asked');
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    // A caller after the shared read was sent gets a read of its own, which starts later.
    expect(await read()).toBe(2);
    expect(sent).toEqual(['both asked', 'read 1', 'read 2']);
  });

  it('passes a failed read to every caller that shared it, and the next caller reads again', async () => {
    let fail = true;
    const read = coalescePerTurn(async () => {
      if (fail) throw new Error('database down');
      return 'up';
    });
    const results = await Promise.allSettled([read(), read()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read()).toBe('up');
  });
});

describe('createCatalogueCache', () => {
  it('answers from memory while the version stays, and loads again once it rises', async () => {
    const { state, get } = fixture();
    expect((await get('list')).json.toString()).toBe('{"value":"list"}');
    expect((await get('list')).json.toString()).toBe('{"value":"list"}');
    expect(state.loads).toBe(1);
    expect(state.versionReads).toBe(2);

    state.version = 2n;
    await get('list', 'changed');
    expect(state.loads).toBe(2);
    expect((await get('list')).json.toString()).toBe('{"value":"changed"}');
    expect(state.loads).toBe(2);
  });

  it('makes concurrent misses of one key share one load', async () => {
    const { state, get } = fixture();
    const answers = await Promise.all([get('list'), get('list'), get('list'), get('other')]);
    expect(answers.map((a) => a.json.toString())).toEqual([
      '{"value":"list"}',
      '{"value":"list"}',
      '{"value":"list"}',
      '{"value":"other"}',
    ]);
    expect(state.loads).toBe(2);
  });

  it('does not keep a failed load or an answer its schema refuses', async () => {
    const { state, cache } = fixture();
    const failing = () =>
      cache.answer('list', answer, async () => {
        state.loads += 1;
        throw new Error('query failed');
      });
    await expect(failing()).rejects.toThrow('query failed');
    const malformed = () =>
      cache.answer('list', answer, async () => {
        state.loads += 1;
        return { value: 42 } as unknown as { value: string };
      });
    await expect(malformed()).rejects.toThrow();
    await expect(malformed()).rejects.toThrow();
    expect(state.loads).toBe(3);
  });

  it('drops the least recently used answers beyond its entry limit', async () => {
    const { state, get } = fixture({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(state.loads).toBe(3);
    await get('a');
    await get('c');
    expect(state.loads).toBe(3);
    await get('b');
    expect(state.loads).toBe(4);
  });

  it('keeps at most its byte budget, and never an answer larger than all of it', async () => {
    const { state, get } = fixture({ maxBytes: 40 });
    const big = 'x'.repeat(50);
    await get('big', big);
    await get('big', big);
    expect(state.loads).toBe(2);
    // Each answer is 18 bytes of JSON: two fit in 40, a third pushes the oldest out.
    await get('a', 'aaaaaa');
    await get('b', 'bbbbbb');
    await get('c', 'cccccc');
    await get('b', 'bbbbbb');
    await get('c', 'cccccc');
    expect(state.loads).toBe(5);
    await get('a', 'aaaaaa');
    expect(state.loads).toBe(6);
  });

  it('serves an answer made at a newer version to a request that read an older one', async () => {
    let version = 5n;
    const versions: bigint[] = [];
    let loads = 0;
    const cache = createCatalogueCache({
      readVersion: async () => {
        const read = version;
        versions.push(read);
        return read;
      },
    });
    const load = async () => {
      loads += 1;
      return { value: `made at ${version}` };
    };
    await cache.answer('list', answer, load);
    // A request whose version read was answered before a newer one was seen (reads of two
    // turns may come back out of order): the newer answer is at least as fresh as it needs.
    version = 4n;
    expect((await cache.answer('list', answer, load)).json.toString()).toBe(
      '{"value":"made at 5"}',
    );
    expect(loads).toBe(1);
    expect(versions).toEqual([5n, 4n]);
  });
});
