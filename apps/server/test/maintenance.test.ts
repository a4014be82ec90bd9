import {
  MAINTENANCE_MESSAGE,
  maintenanceStateResponse,
  siteInfoResponse,
} from '@satsino/contract/site-settings';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperatorLog } from '../src/modules/operator-log/operator-log.js';
import { createMaintenanceSwitch } from '../src/modules/site/maintenance.js';
import { bearer, freshIp, registerPlayer, setRole } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';

describe('maintenance switch', () => {
  const testApp: () => TestApp = useTestApp();
  const tokens = { admin: '', support: '', player: '' };
  const inject = (options: InjectOptions) => testApp().app.inject(options);
  const setMaintenance = (enabled: unknown, token = tokens.admin) =>
    inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: bearer(token),
      payload: { enabled },
    });

  beforeAll(async () => {
    for (const role of ['admin', 'support', 'player'] as const) {
      const account = await registerPlayer(testApp().app);
      if (role !== 'player') await setRole(testApp().database.db, account.id, role);
      tokens[role] = account.token;
    }
  });

  it('is off on a database never seeded, and /api/site says so', async () => {
    const site = await inject({ method: 'GET', url: '/api/site' });
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('no-store');
    expect(siteInfoResponse.parse(site.json())).toEqual({
      site_name: 'Satsino',
      support_email: 'support@satsino.com',
      maintenance: false,
    });
    const state = await inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: bearer(tokens.admin),
    });
    expect(maintenanceStateResponse.parse(state.json())).toEqual({
      enabled: false,
      forced: false,
      active: false,
      updated_at: null,
    });
  });

  it('can be switched by admins only', async () => {
    expect((await inject({ method: 'PUT', url: '/api/admin/maintenance' })).statusCode).toBe(401);
    expect((await setMaintenance(true, tokens.player)).statusCode).toBe(403);
    expect((await setMaintenance(true, tokens.support)).statusCode).toBe(403);
    const read = await inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: bearer(tokens.support),
    });
    expect(read.statusCode).toBe(403);
    const invalid = await setMaintenance('yes');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.enabled).toEqual(['Choose true or false.']);
  });

  it('answers 503 to API calls while on, except health, site, auth and operator calls', async () => {
    const on = await setMaintenance(true);
    expect(on.statusCode).toBe(200);
    expect(maintenanceStateResponse.parse(on.json())).toMatchObject({
      enabled: true,
      forced: false,
      active: true,
    });

    for (const url of ['/api/banners', '/api/pages/terms-and-conditions', '/api/no-such-call']) {
      const blocked = await inject({ method: 'GET', url });
      expect(blocked.statusCode, url).toBe(503);
      expect(blocked.headers['retry-after']).toBe('300');
      expect(blocked.json()).toEqual({ message: MAINTENANCE_MESSAGE, code: 'maintenance' });
    }
    const blockedPost = await inject({ method: 'POST', url: '/api/blog', payload: {} });
    expect(blockedPost.statusCode).toBe(503);

    expect((await inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/site' })).json().maintenance).toBe(true);
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshIp(),
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(login.statusCode).toBe(422);
    const me = await inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.player) });
    expect(me.statusCode).toBe(200);
    const resend = await inject({
      method: 'POST',
      url: '/api/password/email',
      remoteAddress: freshIp(),
      payload: { email: 'nobody@example.com' },
    });
    expect(resend.statusCode).not.toBe(503);
    const operator = await inject({
      method: 'GET',
      url: '/api/admin/posts',
      headers: bearer(tokens.admin),
    });
    expect(operator.statusCode).toBe(200);
    // The web app's own pages are left alone: it shows its maintenance page itself.
    expect((await inject({ method: 'GET', url: '/maintenancePage' })).statusCode).not.toBe(503);
  });

  it('lets everything through again once switched off', async () => {
    const off = await setMaintenance(false);
    expect(off.json()).toMatchObject({ enabled: false, active: false });
    expect((await inject({ method: 'GET', url: '/api/banners' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/site' })).json().maintenance).toBe(false);
    // Each switch is in the operator log, by the admin who made it; refused ones are not.
    const { rows } = await testApp().database.pool.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM operator_actions
        WHERE target_type = 'site_setting' ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'maintenance.on', target_id: 'maintenance_mode' },
      { action: 'maintenance.off', target_id: 'maintenance_mode' },
    ]);
  });

  it('reaches other processes within the cache period', async () => {
    let clockMs = 0;
    const otherProcess = createMaintenanceSwitch({
      db: testApp().database.db,
      pool: testApp().database.pool,
      operatorLog: createOperatorLog(testApp().database.db),
      forced: false,
      cacheMs: 2_000,
      clock: () => clockMs,
    });
    expect(await otherProcess.isActive()).toBe(false);
    await setMaintenance(true);
    clockMs = 1_999;
    expect(await otherProcess.isActive()).toBe(false);
    clockMs = 2_000;
    expect(await otherProcess.isActive()).toBe(true);
    await setMaintenance(false);
  });
});

describe('maintenance forced at start (MAINTENANCE=true)', () => {
  const testApp: () => TestApp = useTestApp({ MAINTENANCE: 'true' });
  let adminToken = '';
  const inject = (options: InjectOptions) => testApp().app.inject(options);

  beforeAll(async () => {
    const account = await registerPlayer(testApp().app);
    await setRole(testApp().database.db, account.id, 'admin');
    adminToken = account.token;
  });

  it('blocks API calls whatever the stored switch says', async () => {
    expect((await inject({ method: 'GET', url: '/api/banners' })).statusCode).toBe(503);
    expect((await inject({ method: 'GET', url: '/api/site' })).json().maintenance).toBe(true);
    const off = await inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: bearer(adminToken),
      payload: { enabled: false },
    });
    expect(maintenanceStateResponse.parse(off.json())).toMatchObject({
      enabled: false,
      forced: true,
      active: true,
    });
    expect((await inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(503);
    expect((await inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
