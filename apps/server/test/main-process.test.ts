import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit, startServerProcess } from './helpers/server-process.js';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What a running embedded PostgreSQL leaves in its data folder: its pid and port. */
function readPostmaster(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function withEmbeddedClient<T>(dataDir: string, work: (client: pg.Client) => Promise<T>) {
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const { port } = readPostmaster(dataDir);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the server process', () => {
  it('refuses to start on a bad variable, naming it', async () => {
    const { code, output } = await runServerToExit({ PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration. PORT:');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace, just the message
  });

  describe('on the embedded database', () => {
    const dataDirs: string[] = [];
    afterAll(async () => {
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    });

    it('restarts after being killed with SIGKILL, keeps the data, and stops cleanly on SIGTERM', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'satsino-embedded-'));
      dataDirs.push(dataDir);

      const first = await startServerProcess({ DATA_DIR: dataDir });
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      await withEmbeddedClient(dataDir, (client) =>
        client.query(
          `INSERT INTO site_settings (key, value) VALUES ('survives_kill', '"yes"'::jsonb)`,
        ),
      );

      // SIGKILL gives the app no chance to stop PostgreSQL: it stays running, orphaned.
      first.child.kill('SIGKILL');
      await first.exited;
      const orphan = readPostmaster(dataDir);
      expect(isAlive(orphan.pid)).toBe(true);

      const second = await startServerProcess({ DATA_DIR: dataDir });
      expect(isAlive(orphan.pid)).toBe(false);
      const health = await fetch(`${second.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
      const kept = await withEmbeddedClient(dataDir, (client) =>
        client.query(`SELECT value FROM site_settings WHERE key = 'survives_kill'`),
      );
      expect(kept.rows).toEqual([{ value: 'yes' }]);
      // Seeding at every start is idempotent: still one row per setting.
      const settings = await withEmbeddedClient(dataDir, (client) =>
        client.query(`SELECT count(*)::int AS n FROM site_settings WHERE key = 'maintenance_mode'`),
      );
      expect(settings.rows[0].n).toBe(1);

      const running = readPostmaster(dataDir);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      // A clean stop: PostgreSQL exited and removed its pid file.
      for (let i = 0; i < 50 && isAlive(running.pid); i++) await sleep(100);
      expect(isAlive(running.pid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    }, 240_000);
  });
});
