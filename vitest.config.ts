import { defineConfig } from 'vitest/config';

/*
 * One run for every test of the monorepo. The global setup starts one PostgreSQL for the whole
 * run (embedded, or the server of TEST_DATABASE_URL) and migrates a template database that each
 * test file copies, so files never share mutable data.
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/server/test/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // A stray console.error means something failed quietly; make it loud.
    onConsoleLog: () => true,
  },
});
