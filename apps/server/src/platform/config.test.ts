import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/satsino');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/satsino', '.data'));
    expect(config.seedDemo).toBe(true);
    expect(config.siteName).toBe('Satsino');
    expect(config.logLevel).toBe('info');
  });

  it('does not seed demo data into an external database unless asked', () => {
    const external = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/casino' });
    expect(external.seedDemo).toBe(false);
    const asked = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/casino', SEED_DEMO: 'true' });
    expect(asked.seedDemo).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://u@db/casino'],
    ['DATABASE_URL', 'not a url'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
