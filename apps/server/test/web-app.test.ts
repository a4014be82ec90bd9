import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';

/** A stand-in for `apps/web/dist`: what Vite writes, so these tests need no web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'satsino-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>',
  );
  // Large enough to be worth compressing.
  writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the web app', () => {
  const testApp = useTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ method: 'GET', url, headers });

  it('answers / with index.html, revalidated on every load', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/casino', '/de/', '/de/promotions/12', '/auth/login?next=%2Fsettings'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files outside assets/', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses when the client accepts it', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/api/nothing-here', '/socket.io/nothing', '/assets/missing-123.js'])(
    'answers %s with a JSON 404, never the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('answers a POST to a page path with a JSON 404', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: '/casino', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows no third-party origin', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https:|http:|\*/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('API documentation', () => {
  const testApp = useTestApp();

  it('serves an OpenAPI 3 document generated from the contract schemas', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health'].get;
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(JSON.stringify(health.responses['200'])).toContain(
      '#/components/schemas/HealthResponse',
    );
    const schema = document.components.schemas.HealthResponse;
    expect(schema.properties.status.enum).toEqual(['ok', 'degraded']);
    expect(schema.required).toEqual(['status', 'database', 'version']);
  });

  it('serves the browsable docs at /api/docs', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
