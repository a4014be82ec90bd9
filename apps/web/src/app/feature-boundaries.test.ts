import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Features do not import each other (issue 13): what two features share lives in ui/ or lib/,
 * and the app composes them (routes in app/routes, slots such as the home page's sections or the
 * deposit step's bonus picker). A feature importing another brings its code, and its cycles,
 * into every page of the first one.
 */

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES_DIR = path.join(SOURCE_DIR, 'features');

/** Every relative import of a file: static, re-exports and dynamic `import()`. */
function relativeImportsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** "wallet -> bonuses: features/wallet/x.tsx imports features/bonuses/y" for each crossing. */
function crossFeatureImports(): string[] {
  const crossings: string[] = [];
  for (const file of sourceFilesUnder(FEATURES_DIR)) {
    const feature = path.relative(FEATURES_DIR, file).split(path.sep)[0];
    for (const specifier of relativeImportsOf(readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), specifier);
      const [top, targetFeature] = path.relative(SOURCE_DIR, target).split(path.sep);
      if (top === 'features' && targetFeature !== feature) {
        crossings.push(
          `${feature} -> ${targetFeature}: ${path.relative(SOURCE_DIR, file)} imports ${specifier}`,
        );
      }
    }
  }
  return crossings;
}

describe('feature boundaries', () => {
  it('reads static, dynamic and re-exported imports', () => {
    const source = [
      "import { A } from '../a/x';",
      "export { B } from './b';",
      "const C = lazy(() => import('../../features/c/page'));",
      "import D from '@mui/material/Box';",
    ].join('\n');
    expect(relativeImportsOf(source)).toEqual(['../a/x', './b', '../../features/c/page']);
  });

  it('has no feature importing another feature', () => {
    expect(crossFeatureImports()).toEqual([]);
  });
});
