// `npm start`: the whole product from a fresh clone. Installs dependencies when they are missing
// or stale, builds when a source changed since the last build, then runs the built server in this
// process (so Ctrl-C and SIGTERM reach its graceful shutdown directly). Plain Node, no
// dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const installStamp = path.join(root, 'node_modules', '.package-lock.json');
const buildStamp = path.join(root, 'apps', 'server', 'dist', '.build-stamp');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
const webEntry = path.join(root, 'apps', 'web', 'dist', 'index.html');

/** Everything the build reads; a change in any of them means building again. */
const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-build-plugins.ts',
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function run(args) {
  console.warn(`> npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const lockChanged =
  !existsSync(installStamp) ||
  statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installStamp).mtimeMs;
if (lockChanged) run(['ci', '--no-audit', '--no-fund']);

const built = existsSync(serverEntry) && existsSync(webEntry) && existsSync(buildStamp);
const stale = !built || Math.max(...buildInputs.map(newestChange)) > statSync(buildStamp).mtimeMs;
if (stale) {
  run(['run', 'build']);
  writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
}

await import(pathToFileURL(serverEntry).href);
