import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import BrowserFirstSequencer from './vitest.sequencer.ts';

const WEB_SOURCES = 'apps/web/src';

/**
 * The web's test files that mock a module (`vi.mock`): a module cache shared with other files
 * would hand them, or the files after them, the wrong module, so they run isolated. Read from the
 * files themselves, so a new test that mocks is isolated without anyone listing it.
 */
function webFilesThatMock(): string[] {
  const entries = readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' });
  return entries
    .filter((entry) => /\.test\.tsx?$/.test(entry))
    .map((entry) => path.join(WEB_SOURCES, entry).split(path.sep).join('/'))
    .filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));
}
const webMocking = webFilesThatMock();

/*
 * One run for every test of the monorepo, in three projects. The node project's global setup starts
 * one PostgreSQL for the whole run (embedded, or the server of TEST_DATABASE_URL) and migrates a
 * template database that each test file copies, so files never share mutable data. The web
 * projects' files need no database. Files share their worker's module cache except those that
 * mock modules (ADR 0019).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/provider-sandbox/src/**/*.test.ts',
            'e2e/**/*.test.ts',
            // The suite's own tooling at the root (the slowest-files reporter).
            'vitest.*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Node files share their worker's module cache: a server test file no longer pays for
          // importing the whole app again (most of its start-up), which was about a fifth of the
          // suite's time. They keep no state in modules between files: each builds its own app
          // on its own database, and none mocks a module (ADR 0019).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [`${WEB_SOURCES}/**/*.test.{ts,tsx}`],
          exclude: webMocking,
          // The React code's tests share their worker's modules too: their import of React, MUI
          // and i18next was most of their time. They render to strings in Node: no DOM to share.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocking',
          include: webMocking,
          isolate: true,
        },
      },
    ],
    setupFiles: ['apps/server/test/fail-on-console-error.ts'],
    // Many files wait on PostgreSQL or timers rather than the CPU: on CI's two cores, two files
    // at a time finish sooner than the one the default (cores - 1) allows. Three were barely
    // faster, as the browser files keep both cores busy, and made waits in them longer.
    maxWorkers: 2,
    // The default summary, then the ten slowest files: what to look at when the suite slows down.
    reporters: ['default', './vitest.slowest-files-reporter.ts'],
    sequence: { sequencer: BrowserFirstSequencer },
    // A browser file's concurrent tests (describe.concurrent: one page each) overlap their
    // waits on the network and the server; more than three at a time only queue for the CPU.
    maxConcurrency: 3,
    testTimeout: 20_000,
    // A browser on a busy machine can take seconds to show what a poll waits for; the default
    // second makes such a wait flaky, not stricter.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // A stray console.error means something failed quietly; make it loud.
    onConsoleLog: () => true,
  },
});
