// What the benchmark scripts (bench-*.mjs) share: their output, their arguments, the scratch
// databases they make beside DATABASE_URL's, and a free port for the server they start.
import { createServer } from 'node:net';
import os from 'node:os';
import pg from 'pg';

/** The report is a script's output, not a log: it goes to stdout as it is. */
export const print = (line = '') => process.stdout.write(`${line}\n`);

/** `--flag N`: a whole number from `min` to `max`, `fallback` when the flag is not given. */
export function wholeNumberArgument(flag, fallback, min, max) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${flag} takes a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client connected to `url`, and disconnects. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on, for the server a script starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The value below which `fraction` of the sorted values lie (NaN for none). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** How busy the machine is, printed beside the figures: they are noisy on a loaded host. */
export function loadLine() {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min) on ${os.cpus().length} cores`;
}
