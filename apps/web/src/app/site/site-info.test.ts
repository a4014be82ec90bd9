import { MAINTENANCE_MESSAGE } from '@satsino/contract/site-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fetchSiteInfo, isMaintenanceAnswer, isMaintenancePath } from './site-info';

function answerWith(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSiteInfo', () => {
  it('reads GET /api/site', async () => {
    answerWith(200, { maintenance: true, site_name: 'Satsino', support_email: 'help@example.com' });
    await expect(fetchSiteInfo()).resolves.toEqual({
      maintenance: true,
      site_name: 'Satsino',
      support_email: 'help@example.com',
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/site');
  });

  it('takes the maintenance 503 as maintenance', async () => {
    answerWith(503, { message: MAINTENANCE_MESSAGE });
    await expect(fetchSiteInfo()).resolves.toEqual({ maintenance: true });
  });

  it('counts the site as up when the call is missing, broken or unreachable', async () => {
    answerWith(404, { message: 'Not found.' });
    await expect(fetchSiteInfo()).resolves.toEqual({ maintenance: false });
    answerWith(200, { maintenance: 'yes' });
    await expect(fetchSiteInfo()).resolves.toEqual({ maintenance: false });
    answerWith(503, { message: 'Service unavailable.' });
    await expect(fetchSiteInfo()).resolves.toEqual({ maintenance: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchSiteInfo()).resolves.toEqual({ maintenance: false });
  });
});

describe('isMaintenanceAnswer', () => {
  it('is a 503 carrying the maintenance message, nothing else', () => {
    expect(isMaintenanceAnswer(new ApiError(503, MAINTENANCE_MESSAGE, { hasMessage: true }))).toBe(
      true,
    );
    expect(isMaintenanceAnswer(new ApiError(503, 'Service unavailable.'))).toBe(false);
    expect(isMaintenanceAnswer(new ApiError(500, MAINTENANCE_MESSAGE))).toBe(false);
    expect(isMaintenanceAnswer(new Error(MAINTENANCE_MESSAGE))).toBe(false);
  });

  it('goes by the code when the answer has one', () => {
    const coded = (code: 'maintenance' | 'service_unavailable') =>
      new ApiError(503, MAINTENANCE_MESSAGE, { hasMessage: true, code });
    expect(isMaintenanceAnswer(coded('maintenance'))).toBe(true);
    expect(isMaintenanceAnswer(coded('service_unavailable'))).toBe(false);
  });
});

describe('isMaintenancePath', () => {
  it('matches the page in every locale, case and trailing slash', () => {
    expect(isMaintenancePath('/maintenancePage')).toBe(true);
    expect(isMaintenancePath('/de/maintenancePage')).toBe(true);
    expect(isMaintenancePath('/ja/maintenancepage/')).toBe(true);
  });

  it('does not match other pages', () => {
    expect(isMaintenancePath('/')).toBe(false);
    expect(isMaintenancePath('/de')).toBe(false);
    expect(isMaintenancePath('/maintenancePage/extra')).toBe(false);
  });
});
