import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A clean clone has no timings from an earlier run, so Vitest would start the largest files
 * first, and a browser walk kept in a small file (its steps live in a helper) would start last and
 * hold the whole run up. Browser files start first, the longest walks before them all; each
 * group keeps Vitest's own order (slowest first once timings exist).
 */
const LONGEST_BROWSER_FILES =
  /e2e\/(site-routes|catalogue-web|games-journey|crash-live-journey|originals-journey)/;

function rank(spec: TestSpecification): number {
  if (LONGEST_BROWSER_FILES.test(spec.moduleId)) return 0;
  if (spec.moduleId.includes('/e2e/')) return 1;
  return 2;
}

export default class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
