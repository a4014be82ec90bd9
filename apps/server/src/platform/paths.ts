import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one holding its package.json). Found by walking up from this
 * file so that it is the same whether the code runs from `src/` (tests, dev) or from the bundle
 * in `dist/`.
 */
function findPackageRoot(fromUrl: string): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fromUrl}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findPackageRoot(import.meta.url);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
