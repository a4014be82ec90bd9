// `npm run dev`: the server in watch mode (restarts on change) and Vite with hot reload, which
// proxies /api and /socket.io to the server. Open the address Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const children = [
  // From the repository root, so the server uses the same data folder (.data) as `npm start`.
  spawn(tsx, ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(npm, ['run', 'dev', '-w', '@satsino/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// When one side dies, stop the other: a half-running dev setup only confuses.
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 1;
  });
}
