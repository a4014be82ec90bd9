import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  mayReloadForChunk,
  reloadForChunkFailure,
} from './chunk-reload';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic imports of each browser', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://x.test/assets/page-abc.js',
      'error loading dynamically imported module: https://x.test/assets/page-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/page-abc.css',
    ];
    for (const message of messages) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('mayReloadForChunk', () => {
  it('allows the first reload and one a minute later, not sooner', () => {
    expect(mayReloadForChunk(null, 1_000)).toBe(true);
    expect(mayReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(mayReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });
});

describe('reloadForChunkFailure', () => {
  it('reloads once, remembers it, and refuses again within the minute', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadForChunkFailure(store, 10_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkFailure(store, 10_000 + 30_000, reload)).toBe(false);
    expect(reloadForChunkFailure(store, 10_000 + CHUNK_RELOAD_INTERVAL_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored time as no reload yet', () => {
    const reload = vi.fn();
    expect(reloadForChunkFailure(memory({ 'satsino.chunk-reload-at': 'x' }), 5, reload)).toBe(true);
  });

  it('never reloads without storage or when storage fails', () => {
    const reload = vi.fn();
    expect(reloadForChunkFailure(undefined, 5, reload)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForChunkFailure(broken, 5, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
