import { healthResponse } from '@satsino/contract/health';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { loadConfig } from '../src/platform/config.js';
import { APP_VERSION } from '../src/platform/version.js';
import { useTestApp } from './helpers/app.js';

describe('GET /api/health', () => {
  const testApp = useTestApp();

  it('answers ok with the database up and the version', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthResponse.parse(response.json())).toEqual({
      status: 'ok',
      database: 'up',
      version: APP_VERSION,
    });
  });

  it('answers 503 with the database down', async () => {
    // Port 1 on loopback refuses connections: a database that is down.
    const unreachable = 'postgres://postgres@127.0.0.1:1/nowhere';
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: unreachable });
    const logger = pino({ level: 'silent' });
    const database = await openDatabase(config, logger);
    const app = await buildApp({ config, logger, database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: 'down',
        version: APP_VERSION,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
