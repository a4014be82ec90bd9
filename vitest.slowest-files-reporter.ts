import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** How long a test file held its worker: its setup files, its import and its tests with hooks. */
export interface FileTime {
  file: string;
  ms: number;
}

/** The `count` longest files, longest first, one line each: seconds, then the file. */
export function slowestFiles(times: readonly FileTime[], count = 10): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

/**
 * Prints the ten slowest test files after the run's summary, so that a file that starts to
 * hold the suite up is seen in every run. Registered beside the default reporter.
 */
export default class SlowestFilesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (!this.vitest) return;
    const root = this.vitest.config.root;
    const lines = slowestFiles(
      testModules.map((testModule) => {
        const { setupDuration, collectDuration, duration } = testModule.diagnostic();
        return {
          file: path.relative(root, testModule.moduleId),
          ms: setupDuration + collectDuration + duration,
        };
      }),
    );
    if (lines.length > 0) this.vitest.logger.log(['', ' Slowest test files', ...lines].join('\n'));
  }
}
