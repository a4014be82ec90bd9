import {
  GAME_THUMB_SIZE,
  PROVIDER_LOGO_SIZE,
  providersResponse,
} from '@satsino/contract/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { type TestApp, useTestApp } from './helpers/app.js';

describe('catalogue: generated art', () => {
  const testApp: () => TestApp = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await seedDemoCatalogue(testApp().database.db);
  });

  it('serves each game tile as a 210x160 SVG with long caching and an ETag', async () => {
    const list = (await get('/api/games/list')).json() as { games: { url_thumb: string }[] };
    expect(list.games).toHaveLength(20);
    const etags = new Set<string>();
    for (const { url_thumb } of list.games) {
      const response = await get(url_thumb);
      expect(response.statusCode, url_thumb).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=604800/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(
        new RegExp(
          `^<svg [^>]*width="${GAME_THUMB_SIZE.width}" height="${GAME_THUMB_SIZE.height}"`,
        ),
      );
      expect(response.body.endsWith('</svg>')).toBe(true);
      etags.add(String(response.headers.etag));
    }
    expect(etags.size).toBe(20);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/catalogue/media/games/crash.svg');
    const etag = String(first.headers.etag);
    const again = await get('/api/catalogue/media/games/crash.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/catalogue/media/games/crash.svg', { 'if-none-match': '"x"' });
    expect(other.statusCode).toBe(200);
  });

  it('serves studio logos at 120x50, and 404 for unknown art', async () => {
    const { providers } = providersResponse.parse(
      (await testApp().app.inject({ method: 'POST', url: '/api/games/providers' })).json(),
    );
    for (const provider of providers) {
      const response = await get(provider.image);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `width="${PROVIDER_LOGO_SIZE.width}" height="${PROVIDER_LOGO_SIZE.height}"`,
      );
    }
    expect((await get('/api/catalogue/media/providers/Velvet-Tables.svg')).statusCode).toBe(200);
    const unknownGame = await get('/api/catalogue/media/games/nope.svg');
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json().message).toBe('Game not found');
    expect((await get('/api/catalogue/media/providers/nope.svg')).statusCode).toBe(404);
  });

  it('documents the catalogue calls in the OpenAPI document', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/games/list',
      '/api/games/sections',
      '/api/games/categories',
      '/api/games/providers',
      '/api/games/info/{game_id}',
      '/api/admin/catalogue/games/{id}/publish',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/api/catalogue/media/games/'))).toBe(true);
  });
});
