import { afterEach, beforeAll, vi } from 'vitest';

/**
 * A test that makes code print to console.error has hit a failure someone swallowed.
 * Each test fails when that happens, unless it expected the output and mocked console.error.
 */
// Without isolation this file runs again before every test file of the same worker, on the same
// console: it wraps console.error once and keeps what was printed on the global object.
const shared = globalThis as { consoleErrorsSeen?: unknown[][] };
if (shared.consoleErrorsSeen === undefined) {
  const seen: unknown[][] = [];
  shared.consoleErrorsSeen = seen;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
}
const errors = shared.consoleErrorsSeen;

// What an earlier file of this worker printed while stopping belongs to that file, as it did
// when every file had its own process.
beforeAll(() => {
  errors.splice(0);
});

afterEach(() => {
  const mocked = vi.isMockFunction(console.error);
  const seen = errors.splice(0);
  if (!mocked && seen.length > 0) {
    throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
  }
});
