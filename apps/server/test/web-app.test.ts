import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { seedDemoContent } from '../src/seed/content/seed-content.js';
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

  it.each(['/casino', '/de/', '/de/blog/test', '/auth/login?next=%2Fsettings'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/no-such-page', '/de/no-such-page', '/casino/dice/extra', '/settings/nothing'])(
    'answers the address of no page, %s, with a 404 that still carries the app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
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
      expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
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

/** A build as Vite writes it for the page hints (ADR 0010): a head, the preloader's mark. */
function fakeWebBuildWithHints(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'satsino-web-hints-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body>' +
      '<div class="preloader" data-page="page"><!--satsino:preloader-hero-->' +
      '<!--satsino:preloader-prompt-->' +
      '<div class="preloader__block preloader__art"></div>' +
      '<div class="preloader__tile"></div><div class="preloader__tile"></div></div>' +
      '<div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      routes: {
        '/': ['/assets/home-route-1.js'],
        '/casino': ['/assets/lobby-page-1.js'],
        '/casino/*': ['/assets/game-page-1.js'],
      },
      locales: { de: ['/assets/de-1.js'] },
    }),
  );
  writeFileSync(
    path.join(dir, 'shell-texts.json'),
    JSON.stringify({
      en: { guestPromptTitle: 'Play at {{siteName}}', guestPromptText: 'Log in & play.' },
      de: { guestPromptTitle: 'Spiele bei {{siteName}}', guestPromptText: 'Melde dich an.' },
    }),
  );
  return dir;
}

/** The lobby's prompt to guests in a page's loading screen, if it has one. */
const shellPromptOf = (html: string) =>
  /<section class="preloader__prompt"[^>]*>(.*?)<\/section>/s.exec(html)?.[1];

describe('page hints in the HTML', () => {
  // A site name that tries to close the data block, and to be read as replacement patterns
  // (`$&`, `$'`) when it goes into the page: it must stay text inside the block.
  const siteName = "Casino </script><b>x $& $'";
  const testApp = useTestApp({ WEB_DIST_DIR: fakeWebBuildWithHints(), SITE_NAME: siteName });
  const page = (url: string) => testApp().app.inject({ method: 'GET', url });

  /** The boot answers of a page: what its data block says each API path answered. */
  function bootAnswersOf(html: string): Record<string, unknown> {
    const block = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html);
    if (block?.[1] === undefined) throw new Error(`no boot answers in ${html}`);
    return JSON.parse(block[1]) as Record<string, unknown>;
  }

  beforeAll(async () => {
    await seedDemoContent(testApp().database.db);
    await seedDemoCatalogue(testApp().database.db);
  });

  it("gives every page the site's answer, exactly as the API gives it, and a name cannot close the block", async () => {
    const response = await page('/auth/login');
    expect(response.statusCode).toBe(200);
    const site = await testApp().app.inject({ method: 'GET', url: '/api/site' });
    expect(bootAnswersOf(response.body)).toEqual({ '/api/site': site.json() });
    expect(response.body).not.toContain('</script><b>');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('gives the home page its first calls, its code and its first slide, also in the loading screen', async () => {
    const response = await page('/');
    const answers = bootAnswersOf(response.body);
    const slider = answers['/api/games/imageslider?locale=en'] as {
      imagesliders: { image_url: string }[];
    };
    expect(Object.keys(answers).sort()).toEqual([
      '/api/banners?locale=en',
      '/api/games/imageslider?locale=en',
      '/api/promotion-sliders?locale=en',
      '/api/site',
    ]);
    const slide = slider.imagesliders[0]?.image_url;
    expect(slide).toMatch(/^\//);
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${slide}" fetchpriority="high">`,
    );
    expect(response.body).toContain(`<img class="preloader__hero" src="${slide}"`);
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-route-1.js">',
    );
    expect(response.body).not.toContain('lobby-page-1.js');
  });

  it("gives a game's page its details and picture, in the address's locale", async () => {
    const response = await page('/de/casino/dice');
    const answers = bootAnswersOf(response.body);
    const info = answers['/api/games/info/dice?locale=de'] as { url_thumb: string };
    expect(info).toEqual(
      (await testApp().app.inject({ method: 'GET', url: '/api/games/info/dice?locale=de' })).json(),
    );
    expect(response.body).toContain(`<link rel="preload" as="image" href="${info.url_thumb}"`);
    expect(response.body).toContain('href="/assets/game-page-1.js"');
    expect(response.body).toContain('href="/assets/de-1.js"');
    expect(response.body).not.toContain('preloader__hero');
  });

  it.each([
    ['/', 'home'],
    ['/de/casino/index1', 'home'],
    ['/casino', 'lobby'],
    ['/casino?search=dice', 'lobby'],
    ['/category/slots', 'lobby'],
    ['/providers/Velvet Tables', 'lobby'],
    ['/casino/dice', 'game'],
    ['/de/blog', 'page'],
    ['/settings/profile', 'page'],
  ])("draws the loading screen's skeleton of %s's kind of page: %s", async (url, kind) => {
    const response = await page(url);
    expect(response.body).toContain(`<div class="preloader" data-page="${kind}">`);
  });

  it("shows the lobby's first tiles and a game's picture in the loading screen, where the page will", async () => {
    const lobby = await page('/casino');
    const games = bootAnswersOf(lobby.body)[
      Object.keys(bootAnswersOf(lobby.body)).find((path) => path.startsWith('/api/games/list?')) ??
        ''
    ] as { games: { url_thumb: string }[] };
    const first = games.games[0]?.url_thumb;
    expect(first).toMatch(/^\//);
    expect(lobby.body).toContain(`<img class="preloader__tile" src="${first}" alt="">`);

    const game = await page('/de/casino/dice');
    const info = bootAnswersOf(game.body)['/api/games/info/dice?locale=de'] as {
      url_thumb: string;
    };
    expect(game.body).toContain(
      `<img class="preloader__block preloader__art" src="${info.url_thumb}" alt="">`,
    );
  });

  it("draws the lobby's prompt to guests in its loading screen, in the page's words and language", async () => {
    const lobby = await page('/casino');
    // The operator's name is text: it can neither close the heading nor start an element.
    expect(shellPromptOf(lobby.body)).toContain(
      '<p class="preloader__prompt-words"><span class="preloader__prompt-title">' +
        "Play at Casino &lt;/script&gt;&lt;b&gt;x $&amp; $'</span><br>" +
        '<span class="preloader__prompt-text">Log in &amp; play.</span></p>',
    );
    expect(shellPromptOf((await page('/de/casino?sort=name')).body)).toContain('Spiele bei Casino');
  });

  it('leaves the prompt out for a browser with a session, and on pages that do not show it', async () => {
    const withSession = (cookie: string) =>
      testApp().app.inject({ method: 'GET', url: '/casino', headers: { cookie } });
    expect(shellPromptOf((await withSession('theme=dark; token=abc.def')).body)).toBeUndefined();
    // An emptied cookie (a logout) is no session.
    expect(shellPromptOf((await withSession('token=; theme=dark')).body)).toBeDefined();
    expect(shellPromptOf((await withSession('mytoken=abc')).body)).toBeDefined();
    for (const url of ['/', '/casino/dice', '/category/slots', '/settings/profile']) {
      expect(shellPromptOf((await page(url)).body), url).toBeUndefined();
    }
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['', undefined, (body: Buffer) => body],
  ] as const)(
    'sends a page to a browser that accepts "%s" encoded as %s, with its boot answers',
    async (accepted, encoding, decode) => {
      const response = await testApp().app.inject({
        method: 'GET',
        url: '/casino',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
      const html = decode(response.rawPayload).toString('utf8');
      expect(Object.keys(bootAnswersOf(html))).toContain('/api/site');
      if (encoding !== undefined) expect(response.rawPayload.length).toBeLessThan(html.length / 2);
    },
  );

  it('gives the lobby its first page only when the address names no filter', async () => {
    const plain = bootAnswersOf((await page('/casino')).body);
    expect(Object.keys(plain).some((path) => path.startsWith('/api/games/list?'))).toBe(true);
    const filtered = bootAnswersOf((await page('/casino?sort=name')).body);
    expect(Object.keys(filtered)).toEqual(['/api/site']);
  });

  it("leaves out what the API refuses, and answers an unknown game's page with a 404", async () => {
    const response = await page('/casino/no-such-game');
    expect(response.statusCode).toBe(404);
    expect(Object.keys(bootAnswersOf(response.body))).toEqual(['/api/site']);
    expect((await page('/casino/dice')).statusCode).toBe(200);
  });

  it('answers a post, promotion, policy, category or studio that does not exist with a 404, and one that does with 200', async () => {
    const { app } = testApp();
    const post = (
      await app.inject({ method: 'POST', url: '/api/blog?locale=en', payload: {} })
    ).json().posts[0];
    const promotion = (await app.inject({ method: 'GET', url: '/api/promotions?locale=en' })).json()
      .promotions[0];
    const policy = (await app.inject({ method: 'GET', url: '/api/pages?locale=en' })).json()
      .pages[0];
    for (const [address, api] of [
      [`/blog/${post.slug}`, `/api/blog/${post.slug}?locale=en`],
      [`/de/promotions/${promotion.slug}`, `/api/promotions/${promotion.slug}?locale=de`],
      [`/policies/${policy.slug}`, `/api/pages/${policy.slug}?locale=en`],
    ] as const) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(200);
      expect(Object.keys(bootAnswersOf(response.body)), address).toContain(api);
    }
    const category = (await app.inject({ method: 'POST', url: '/api/games/categories' })).json()
      .categories[0];
    const studios = (await app.inject({ method: 'POST', url: '/api/games/providers' })).json()
      .providers as { slug: string; name: string }[];
    const studio = studios.find((candidate) => candidate.name.includes(' ')) as {
      slug: string;
      name: string;
    };
    // Found by slug in any case, as the app finds them (it then moves to the lower-case address).
    for (const address of [
      `/category/${category.slug}`,
      `/de/category/${category.slug.toUpperCase()}`,
      `/providers/${studio.slug}`,
      // SPEC's /providers/{id} is the name, spaces and all: the app moves it to hyphens.
      `/providers/${encodeURIComponent(studio.name)}`,
    ]) {
      expect((await page(address)).statusCode, address).toBe(200);
    }
    // The newest post's preview is a page of its own, not a post called "test".
    expect((await page('/blog/test')).statusCode).toBe(200);
    for (const address of [
      '/blog/no-such-post',
      '/de/promotions/no-such-promotion',
      '/policies/no-such-policy',
      '/category/no-such-category',
      '/de/providers/no-such-studio',
    ]) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(404);
      expect(Object.keys(bootAnswersOf(response.body)), address).toEqual(['/api/site']);
    }
  });
});

describe('page hints in maintenance', () => {
  const testApp = useTestApp({ WEB_DIST_DIR: fakeWebBuildWithHints(), MAINTENANCE: 'true' });

  it('draws no lobby prompt while the app shows the maintenance page instead', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/casino' });
    expect(response.body).toContain('<div class="preloader" data-page="lobby">');
    expect(shellPromptOf(response.body)).toBeUndefined();
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
