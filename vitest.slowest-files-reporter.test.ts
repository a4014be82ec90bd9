import { describe, expect, it } from 'vitest';
import { slowestFiles } from './vitest.slowest-files-reporter';

describe('slowestFiles', () => {
  it('lists the longest files first, in seconds', () => {
    expect(
      slowestFiles([
        { file: 'a.test.ts', ms: 1_500 },
        { file: 'e2e/b.test.ts', ms: 123_456 },
        { file: 'c.test.ts', ms: 40 },
      ]),
    ).toEqual(['  123.5 s  e2e/b.test.ts', '    1.5 s  a.test.ts', '    0.0 s  c.test.ts']);
  });

  it('keeps ten unless told otherwise', () => {
    const times = Array.from({ length: 12 }, (_, index) => ({
      file: `f${index}.test.ts`,
      ms: index * 1_000,
    }));
    expect(slowestFiles(times)).toHaveLength(10);
    expect(slowestFiles(times)[9]).toBe('    2.0 s  f2.test.ts');
    expect(slowestFiles(times, 2)).toEqual(['   11.0 s  f11.test.ts', '   10.0 s  f10.test.ts']);
  });

  it('lists nothing for a run without files', () => {
    expect(slowestFiles([])).toEqual([]);
  });
});
