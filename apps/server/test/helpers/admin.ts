import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How long a drop waits for the test's own connections to finish closing. */
const CLOSING_CONNECTIONS_WAIT_MS = 5_000;

/**
 * Drops a test database. `pool.end()` resolves before its connections have finished closing, and
 * a connection PostgreSQL terminates while it closes raises an uncaught error in the test's
 * process: wait for them to go first, and force only what is still open after that (a leak).
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const deadline = Date.now() + CLOSING_CONNECTIONS_WAIT_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((rows[0]?.open ?? 0) === 0) break;
      await sleep(50);
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** The same server and credentials as `adminUrl`, another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
