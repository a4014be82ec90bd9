import { defineConfig } from 'vitest/config';
import BrowserFirstSequencer from './vitest.sequencer';

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
    // Many files wait on PostgreSQL or timers rather than the CPU: on CI's two cores, two files
    // at a time finish sooner than the one the default (cores - 1) allows. Three were barely
    // faster, as the browser files keep both cores busy, and made waits in them longer.
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirstSequencer },
    testTimeout: 20_000,
    // A browser on a busy machine can take seconds to show what a poll waits for; the default
    // second makes such a wait flaky, not stricter.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // A stray console.error means something failed quietly; make it loud.
    onConsoleLog: () => true,
  },
});
