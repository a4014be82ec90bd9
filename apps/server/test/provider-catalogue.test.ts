import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gamesListResponse } from '@satsino/contract/catalogue';
import { type ProviderFeedGame, providerLaunchRequest } from '@satsino/contract/provider';
import {
  type AdminProviderImport,
  adminProviderImport,
  adminProviderIntegration,
} from '@satsino/contract/provider-catalogue';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueGames } from '../src/modules/catalogue/catalogue.schema.js';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { providerLaunchTokens } from '../src/modules/providers/providers.schema.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { registerOperator, registerVerifiedPlayer } from './helpers/wallet.js';

const SECRET = 'a-shared-secret-of-the-fake-provider';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="210" height="160"><rect/></svg>';

const game = (code: string, overrides: Partial<ProviderFeedGame> = {}): ProviderFeedGame => ({
  game_code: code,
  name: `Game ${code}`,
  studio: 'Lantern Fish Studios',
  category: 'slots',
  rtp: '96.50',
  thumbnail: '',
  demo: true,
  live: false,
  ...overrides,
});

/**
 * A game provider of our own making, on a local port: it serves a feed (JSON and CSV), the
 * thumbnails, and a launch endpoint that records what it was sent.
 */
function fakeProvider() {
  const state = {
    games: [] as ProviderFeedGame[],
    /** Rows the contract refuses, added to the JSON feed. */
    badRows: [] as unknown[],
    launches: [] as { body: string; signature: string | undefined }[],
    launchStatus: 200,
    origin: '',
  };
  const csvOf = (games: ProviderFeedGame[]) =>
    [
      'game_code,name,studio,category,rtp,thumbnail,demo,live',
      ...games.map((g) =>
        [g.game_code, `"${g.name.replace(/"/g, '""')}"`, g.studio, g.category, g.rtp, g.thumbnail]
          .concat([String(g.demo), String(g.live)])
          .join(','),
      ),
    ].join('\r\n');
  const withThumbs = () =>
    state.games.map((g) => ({
      ...g,
      thumbnail: g.thumbnail || `${state.origin}/thumbs/${g.game_code}.svg`,
    }));

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url === '/feed.json') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ games: [...withThumbs(), ...state.badRows] }));
    } else if (url === '/feed.csv') {
      response.setHeader('content-type', 'text/csv');
      response.end(csvOf(withThumbs()));
    } else if (url.startsWith('/thumbs/') && url.endsWith('.svg')) {
      response.setHeader('content-type', 'image/svg+xml');
      response.end(SVG);
    } else if (url === '/thumbs/not-an-image.txt') {
      response.setHeader('content-type', 'text/plain');
      response.end('hello');
    } else if (url === '/launch' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = request.headers['x-signature'];
        state.launches.push({
          body,
          signature: typeof signature === 'string' ? signature : undefined,
        });
        response.statusCode = state.launchStatus;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ url: `${state.origin}/play/session-${state.launches.length}` }),
        );
      });
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  return {
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('providers on the operator side: integrations, feed import, thumbnails, launch', () => {
  const testApp: () => TestApp = useTestApp();
  const provider = fakeProvider();
  let admin: TestPlayer;
  let player: TestPlayer;
  let integrationId: number;

  const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
    testApp().app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const logged = (action: string) =>
    testApp()
      .database.db.select()
      .from(operatorActions)
      .where(and(eq(operatorActions.action, action), eq(operatorActions.actorUserId, admin.id)));

  /** Starts an import and waits for it to end; answers its final state. */
  async function runImport(start: () => Promise<{ statusCode: number; json: () => unknown }>) {
    const started = await start();
    expect(started.statusCode).toBe(202);
    const job = adminProviderImport.parse(started.json());
    let finished: AdminProviderImport | undefined;
    await vi.waitFor(
      async () => {
        const polled = await call(
          'GET',
          `/api/admin/providers/${integrationId}/imports/${job.id}`,
          admin.token,
        );
        finished = adminProviderImport.parse(polled.json());
        if (finished.status === 'running') throw new Error('still running');
      },
      { timeout: 20_000, interval: 50 },
    );
    return finished as AdminProviderImport;
  }
  const importFeed = () =>
    runImport(() => call('POST', `/api/admin/providers/${integrationId}/import`, admin.token));

  const lobby = async (query: string) =>
    gamesListResponse.parse((await call('GET', `/api/games/list?${query}`)).json());

  beforeAll(async () => {
    await provider.start();
    const { app, database } = testApp();
    await seedDemoCatalogue(database.db);
    admin = await registerOperator(app, database.db);
    player = await registerVerifiedPlayer(app, database.db);
  });
  afterAll(() => provider.stop());

  it('lets only admins write integrations, and never answers a key', async () => {
    const body = {
      code: 'fakeprov',
      name: 'Fake Provider',
      signing: 'hmac-sha256',
      secret: SECRET,
      launch_url: `${provider.state.origin}/launch`,
      feed_url: `${provider.state.origin}/feed.json`,
      enabled: true,
    };
    expect((await call('POST', '/api/admin/providers', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/providers', player.token, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/providers', player.token)).statusCode).toBe(403);

    const noSecret = await call('POST', '/api/admin/providers', admin.token, {
      ...body,
      secret: undefined,
    });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().codes.secret).toEqual(['provider_secret_required']);

    const created = await call('POST', '/api/admin/providers', admin.token, body);
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(SECRET);
    const integration = adminProviderIntegration.parse(created.json());
    expect(integration).toMatchObject({
      code: 'fakeprov',
      secret_set: true,
      enabled: true,
      games_total: 0,
    });
    integrationId = integration.id;

    const again = await call('POST', '/api/admin/providers', admin.token, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().codes.code).toEqual(['provider_code_taken']);

    const [entry] = await logged('provider.create');
    expect(entry?.details).toMatchObject({ code: 'fakeprov', secret: 'set' });
    expect(JSON.stringify(entry?.details)).not.toContain(SECRET);

    const list = await call('GET', '/api/admin/providers', admin.token);
    expect(list.body).not.toContain(SECRET);
  });

  it('imports a JSON feed: studios, games, categories, rejected rows, thumbnails from our origin', async () => {
    const inHouseBefore = await lobby('limitto=200');
    provider.state.games = [
      game('slot-1', { name: 'Lucky Lanterns' }),
      game('slot-2'),
      game('live-roulette', {
        category: 'roulette',
        live: true,
        studio: 'Harbour Live',
        demo: false,
      }),
      game('live-bj', { category: 'blackjack', live: true, studio: 'Harbour Live', demo: false }),
      game('show-1', { category: 'game_show', live: true, studio: 'Harbour Live' }),
      game('table-1', {
        category: 'table',
        thumbnail: `${provider.state.origin}/thumbs/not-an-image.txt`,
      }),
    ];
    provider.state.badRows = [
      { ...game('bad-rtp'), rtp: 'ninety', thumbnail: `${provider.state.origin}/x.svg` },
      { game_code: 'no-fields' },
    ];
    const done = await importFeed();
    expect(done).toMatchObject({
      status: 'done',
      source: 'feed',
      total: 8,
      created: 6,
      updated: 0,
      unpublished: 0,
      rejected: 2,
      thumbnails_fetched: 5,
      thumbnails_failed: 1,
    });
    expect(done.rejections.map((r) => [r.row, r.game_code])).toEqual([
      [7, 'bad-rtp'],
      [8, 'no-fields'],
    ]);
    expect(done.rejections[0]?.reason).toContain('rtp');
    expect(await logged('provider.import')).toHaveLength(1);

    // In-house games are still there, and the imported ones come after them.
    const all = await lobby('limitto=200');
    expect(all.totalcount).toBe(inHouseBefore.totalcount + 6);
    const lucky = all.games.find((g) => g.game.game_id === 'fakeprov-slot-1');
    expect(lucky).toMatchObject({
      engine: 'provider',
      variant: 'fakeprov',
      provided_by: 'Lantern Fish Studios',
      rtp_bps: 9650,
    });
    expect(lucky?.game.name).toBe('Lucky Lanterns');

    // Categories mean what they say: live games in "Live casino", slots only in slots.
    const live = await lobby('category=live-casino&limitto=200');
    expect(
      live.games
        .map((g) => g.game.game_id)
        .filter((id) => id.startsWith('fakeprov-'))
        .sort(),
    ).toEqual(['fakeprov-live-bj', 'fakeprov-live-roulette', 'fakeprov-show-1']);
    const slots = await lobby('category=slots&limitto=200&provider=lantern-fish-studios');
    expect(slots.games.map((g) => g.game.game_id).sort()).toEqual([
      'fakeprov-slot-1',
      'fakeprov-slot-2',
    ]);
    const tables = await lobby('category=table-games&limitto=200');
    expect(tables.games.map((g) => g.game.game_id)).toContain('fakeprov-table-1');

    // The thumbnail is ours to serve; the one that was not an image keeps the generated tile.
    expect(lucky?.url_thumb).toMatch(/^\/api\/games\/thumbnails\/fakeprov-slot-1\?v=[0-9a-f]{16}$/);
    const thumb = await call('GET', lucky?.url_thumb as string);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/svg+xml');
    expect(thumb.headers['content-security-policy']).toContain("default-src 'none'");
    expect(thumb.headers['cache-control']).toContain('max-age=604800');
    expect(thumb.body).toBe(SVG);
    const again = await call('GET', lucky?.url_thumb as string);
    const cached = await testApp().app.inject({
      method: 'GET',
      url: lucky?.url_thumb as string,
      headers: { 'if-none-match': again.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const table = all.games.find((g) => g.game.game_id === 'fakeprov-table-1');
    expect(table?.url_thumb).toMatch(/^\/api\/catalogue\/media\/games\/fakeprov-table-1\.svg/);

    // Search finds an imported game by a misspelled name.
    const found = await lobby('search=lukcy%20lanterns&limitto=20');
    expect(found.games.map((g) => g.game.game_id)).toContain('fakeprov-slot-1');
  });

  it('re-imports idempotently, updates what changed and unpublishes what the feed dropped', async () => {
    const same = await importFeed();
    expect(same).toMatchObject({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 6,
      unpublished: 0,
      thumbnails_fetched: 0,
    });

    provider.state.badRows = [];
    provider.state.games = provider.state.games
      .filter((g) => g.game_code !== 'slot-2')
      .map((g) =>
        g.game_code === 'slot-1' ? { ...g, name: 'Lucky Lanterns Deluxe', rtp: '97' } : g,
      );
    const changed = await importFeed();
    expect(changed).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 4,
      unpublished: 1,
      rejected: 0,
    });
    const all = await lobby('limitto=200');
    expect(all.games.map((g) => g.game.game_id)).not.toContain('fakeprov-slot-2');
    expect(all.games.find((g) => g.game.game_id === 'fakeprov-slot-1')).toMatchObject({
      rtp_bps: 9700,
      game: expect.objectContaining({ name: 'Lucky Lanterns Deluxe' }),
    });
  });

  it('imports CSV, from the feed URL and as an uploaded file', async () => {
    provider.state.games = [
      ...provider.state.games,
      game('slot-2'),
      game('csv-only', { name: 'Comma, "Quoted" Slot' }),
    ];
    const patched = await call('PATCH', `/api/admin/providers/${integrationId}`, admin.token, {
      feed_url: `${provider.state.origin}/feed.csv`,
    });
    expect(patched.statusCode).toBe(200);
    const fromUrl = await importFeed();
    expect(fromUrl).toMatchObject({
      status: 'done',
      created: 1,
      updated: 1,
      rejected: 0,
      total: 7,
    });
    const all = await lobby('limitto=200');
    expect(all.games.find((g) => g.game.game_id === 'fakeprov-csv-only')?.game.name).toBe(
      'Comma, "Quoted" Slot',
    );

    const csv = [
      'game_code,name,studio,category,rtp,thumbnail,demo,live',
      `uploaded-1,Uploaded One,Lantern Fish Studios,slots,95.10,${provider.state.origin}/thumbs/u1.svg,yes,no`,
      'uploaded-2,,Lantern Fish Studios,slots,95.10,not-a-url,true,false',
    ].join('\n');
    const uploaded = await runImport(() =>
      testApp().app.inject({
        method: 'POST',
        url: `/api/admin/providers/${integrationId}/import/upload?name=games.csv`,
        headers: { ...bearer(admin.token), 'content-type': 'text/csv' },
        payload: csv,
      }),
    );
    expect(uploaded).toMatchObject({
      status: 'done',
      source: 'upload',
      total: 2,
      created: 1,
      rejected: 1,
    });
    expect(uploaded.rejections[0]).toMatchObject({ row: 3, game_code: 'uploaded-2' });
    // The uploaded file is the whole feed: what it does not list is unpublished.
    expect(uploaded.unpublished).toBe(7);

    const broken = await runImport(() =>
      testApp().app.inject({
        method: 'POST',
        url: `/api/admin/providers/${integrationId}/import/upload`,
        headers: { ...bearer(admin.token), 'content-type': 'application/json' },
        payload: '{"games": 5}',
      }),
    );
    expect(broken).toMatchObject({ status: 'failed', error_code: 'provider_feed_unreadable' });
    // Put the URL feed back for the launch tests.
    expect((await importFeed()).status).toBe('done');
  });

  it('launches a provider game with real money: a signed request, a token, the provider URL', async () => {
    const launched = await call('POST', '/api/games/gameURL', player.token, {
      game_id: 'fakeprov-slot-1',
    });
    expect(launched.statusCode).toBe(200);
    const url: string = launched.json().urldata.url;
    expect(url).toMatch(new RegExp(`^${provider.state.origin}/play/session-\\d+$`));
    const sent = provider.state.launches.at(-1);
    expect(sent?.signature).toBe(
      createHmac('sha256', SECRET)
        .update(sent?.body ?? '')
        .digest('base64'),
    );
    const request = providerLaunchRequest.parse(JSON.parse(sent?.body ?? '{}'));
    expect(request).toMatchObject({
      game_code: 'slot-1',
      mode: 'real',
      user: String(player.id),
      currency: 'USD',
      lang: 'en',
    });
    expect(request.wallet_url).toMatch(/\/api\/provider\/fakeprov\/$/);
    const [token] = await testApp()
      .database.db.select()
      .from(providerLaunchTokens)
      .where(eq(providerLaunchTokens.token, request.token as string));
    expect(token).toMatchObject({
      userId: player.id,
      gameCode: 'slot-1',
      currency: 'USD',
      integrationId,
    });
    const lifetimeMs = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetimeMs - 24 * 3600 * 1000)).toBeLessThan(60_000);

    // The game page may frame the provider's origin.
    const page = await call('GET', '/api/health');
    expect(page.headers['content-security-policy']).toContain(`frame-src 'self'`);
    expect(page.headers['content-security-policy']).toContain(provider.state.origin);
  });

  it('launches a demo without a token, and refuses a demo the game does not have', async () => {
    // The game opens in the page's language.
    const demo = await call('POST', '/api/games/demo/gameURL?locale=de', undefined, {
      game_id: 'fakeprov-slot-1',
    });
    expect(demo.statusCode).toBe(200);
    const request = providerLaunchRequest.parse(
      JSON.parse(provider.state.launches.at(-1)?.body ?? '{}'),
    );
    expect(request.mode).toBe('demo');
    expect(request.lang).toBe('de');
    expect(request.token).toBeUndefined();
    expect(request.user).toBeUndefined();
    const noDemo = await call('POST', '/api/games/demo/gameURL', undefined, {
      game_id: 'fakeprov-live-bj',
    });
    expect(noDemo.statusCode).toBe(422);
    expect(noDemo.json().codes.game_id).toEqual(['game_demo_unavailable']);
  });

  it('answers 502 when the provider refuses the launch, 503 when it does not answer', async () => {
    provider.state.launchStatus = 500;
    const refused = await call('POST', '/api/games/gameURL', player.token, {
      game_id: 'fakeprov-slot-1',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('provider_launch_bad_answer');
    provider.state.launchStatus = 200;

    const moved = await call('PATCH', `/api/admin/providers/${integrationId}`, admin.token, {
      launch_url: 'http://127.0.0.1:1/launch',
    });
    expect(moved.statusCode).toBe(200);
    const unreachable = await call('POST', '/api/games/gameURL', player.token, {
      game_id: 'fakeprov-slot-1',
    });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json().code).toBe('provider_launch_unreachable');
    await call('PATCH', `/api/admin/providers/${integrationId}`, admin.token, {
      launch_url: `${provider.state.origin}/launch`,
    });
  });

  it('refuses to launch the games of a disabled integration, and takes them out of the lobby', async () => {
    const disabled = await call('PATCH', `/api/admin/providers/${integrationId}`, admin.token, {
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(adminProviderIntegration.parse(disabled.json())).toMatchObject({
      enabled: false,
      games_published: 0,
    });
    expect(await logged('provider.disable')).toHaveLength(1);

    const launched = await call('POST', '/api/games/gameURL', player.token, {
      game_id: 'fakeprov-slot-1',
    });
    expect(launched.statusCode).toBe(404);
    expect(launched.json().code).toBe('game_not_found');
    const all = await lobby('limitto=200');
    expect(all.games.some((g) => g.engine === 'provider')).toBe(false);
    const csp = (await call('GET', '/api/health')).headers['content-security-policy'];
    expect(csp).not.toContain(provider.state.origin);

    // An imported game is never one of our engines' games: the game host refuses it too.
    const [row] = await testApp()
      .database.db.select({ id: catalogueGames.id })
      .from(catalogueGames)
      .where(eq(catalogueGames.slug, 'fakeprov-slot-1'));
    expect(row).toBeDefined();
  });

  it('refuses an import while another of the same integration runs', async () => {
    const enabled = await call('PATCH', `/api/admin/providers/${integrationId}`, admin.token, {
      enabled: true,
    });
    expect(enabled.statusCode).toBe(200);
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/providers/${integrationId}/import`, admin.token),
      call('POST', `/api/admin/providers/${integrationId}/import`, admin.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().code).toBe('provider_import_running');
    const job = adminProviderImport.parse((first.statusCode === 202 ? first : second).json());
    await vi.waitFor(
      async () => {
        const polled = await call(
          'GET',
          `/api/admin/providers/${integrationId}/imports/${job.id}`,
          admin.token,
        );
        if (polled.json().status === 'running') throw new Error('still running');
      },
      { timeout: 20_000, interval: 50 },
    );
    // Enabling does not republish by itself; the import just run did.
    const all = await lobby('limitto=200');
    expect(all.games.some((g) => g.game.game_id === 'fakeprov-slot-1')).toBe(true);
  });
});
