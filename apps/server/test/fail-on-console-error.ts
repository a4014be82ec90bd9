import { afterEach, vi } from 'vitest';

/**
 * A test that makes code print to console.error has hit a failure someone swallowed.
 * Each test fails when that happens, unless it expected the output and mocked console.error.
 */
const errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const mocked = vi.isMockFunction(console.error);
  const seen = errors.splice(0);
  if (!mocked && seen.length > 0) {
    throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
  }
});
