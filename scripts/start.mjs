// `npm start`: the whole product from a fresh clone. Installs dependencies when they are missing
// or stale, builds when a source changed since the last build, then runs the built server in this
// process (so Ctrl-C and SIGTERM reach its graceful shutdown directly). Plain Node, no
// dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const installStamp = path.join(root, 'node_modules', '.package-lock.json');
const buildStamp = path.join(root, 'apps', 'server', 'dist', '.build-stamp');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
const webEntry = path.join(root, 'apps', 'web', 'dist', 'index.html');
const sandboxEntry = path.join(root, 'apps', 'provider-sandbox', 'dist', 'main.js');

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
  'apps/provider-sandbox/src',
  'apps/provider-sandbox/package.json',
  'apps/provider-sandbox/build.mjs',
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

const built =
  existsSync(serverEntry) &&
  existsSync(webEntry) &&
  existsSync(sandboxEntry) &&
  existsSync(buildStamp);
const stale = !built || Math.max(...buildInputs.map(newestChange)) > statSync(buildStamp).mtimeMs;
if (stale) {
  run(['run', 'build']);
  writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
}

/**
 * PROVIDER_SANDBOX=1: the sandbox provider (apps/provider-sandbox) runs beside the casino, as a
 * process of its own, with a secret made for this run. The server (PROVIDER_SANDBOX_URL and
 * _SECRET) configures it as the integration `sandbox` and imports its feed, so the lobby shows
 * third-party games; without the variable the server disables that integration again.
 */
async function startProviderSandbox() {
  const port = process.env.SANDBOX_PORT ?? '4010';
  const url = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      sandboxEntry,
      'serve',
      '--port',
      port,
      '--public-url',
      url,
      '--code',
      'sandbox',
      '--secret',
      secret,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.on('exit', () => child.kill('SIGTERM'));
  await new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the provider sandbox stopped (exit ${code})`)));
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      if (output.includes('provider sandbox listening at')) resolve(undefined);
    });
  });
  process.env.PROVIDER_SANDBOX_URL = url;
  process.env.PROVIDER_SANDBOX_SECRET = secret;
}

if (/^(1|true)$/i.test(process.env.PROVIDER_SANDBOX ?? '')) await startProviderSandbox();

await import(pathToFileURL(serverEntry).href);
