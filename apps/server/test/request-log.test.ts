import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { loadConfig } from '../src/platform/config.js';
import { createTestDatabase } from './helpers/database.js';

/** Issue 12: every request was logged twice at the default level. */
describe('request log', () => {
  it('writes one line per request at the default level, with method, path, status and time', async () => {
    const testDatabase = await createTestDatabase();
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ CRASH_LOOP: 'false', DATABASE_URL: testDatabase.url });
    const logger = pino({ level: config.logLevel }, sink);
    const database = await openDatabase(config, logger);
    const app = await buildApp({ config, database, logger });
    try {
      await app.ready();
      const before = lines.length;
      const response = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
      expect(response.statusCode).toBe(200);
      const written = lines.slice(before).filter((line) => line.reqId !== undefined);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/health?probe=1',
        statusCode: 200,
      });
      expect(typeof written[0]?.responseTimeMs).toBe('number');
    } finally {
      await app.close();
      await database.close();
      await testDatabase.drop();
    }
  });
});
