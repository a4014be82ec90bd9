import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../src/platform/paths.js';

export const BUILT_SERVER = path.join(SERVER_ROOT, 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs the built server (`npm run build` first) as its own process, the way `npm start` does,
 * with PORT=0 so that parallel test files never fight over a port. Resolves once it listens.
 */
export async function startServerProcess(
  environment: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` before these tests`);
  }
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  return { child, url, output: () => output, exited };
}

/** Runs the built server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerToExit(
  environment: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
