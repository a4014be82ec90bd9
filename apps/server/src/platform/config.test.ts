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

  it("leaves the crash tables' pace to the crash module unless set, and takes what is set", () => {
    expect(loadConfig({}).crashPace).toEqual({});
    expect(
      loadConfig({
        CRASH_BETTING_MS: '3000',
        CRASH_PAUSE_MS: '0',
        CRASH_GROWTH_PER_MS: '0.00012',
      }).crashPace,
    ).toEqual({ bettingMs: 3000, pauseMs: 0, growthPerMs: 0.00012 });
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
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '1.5'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['CRASH_BETTING_MS', '500'],
    ['CRASH_BETTING_MS', 'soon'],
    ['CRASH_PAUSE_MS', '-1'],
    ['CRASH_GROWTH_PER_MS', '0'],
    ['CRASH_GROWTH_PER_MS', '0.5'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  describe('TRUST_PROXY', () => {
    it('believes no proxy when unset', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
    });

    it('turns a hop count into a trust that stops after that many hops', () => {
      const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
      if (typeof trust !== 'function') throw new Error('a hop count is a trust function');
      expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
    });

    it('passes addresses, CIDRs and named ranges to Fastify as a list', () => {
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1/128,loopback' }).trustProxy,
      ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1/128', 'loopback']);
    });
  });
});
