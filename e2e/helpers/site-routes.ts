import { blogListResponse, promotionsResponse } from '@satsino/contract/content';
import type { Page } from 'playwright-core';
import { beforeAll, type ExpectStatic, it } from 'vitest';
import de from '../../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { collectPageErrors, openUrl, SCREENSHOTS, saveScreenshot, settled } from './browser.js';
import { type Journey, useJourney } from './journey.js';

/*
 * SPEC §2's routes and what every walk over them checks. The walks are split over several test
 * files so that they run side by side; each file starts its own server on the demo data, and its
 * walks run side by side too, each in a page of its own.
 *
 * A walk loads its first route from the server, as a visitor arriving does, and reaches every
 * other route the way a visitor moving around the site does: inside the app, whose router loads
 * the page's code and data (`navigateInApp`). A page load costs the browser the app's boot
 * (entry script, translations, the site's state) every time, and the thirty-eight of them per
 * walk were most of these files' time. The server's side of each address, the app's HTML with
 * the page's hints, is checked by one request per address, without the browser
 * (`expectAppPages`).
 */

export const SITE_ADMIN = { email: 'routes.admin@example.com', password: 'routes admin password' };

export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type SiteViewport = (typeof VIEWPORTS)[number];

export const LOCALES = [
  { code: 'en', prefix: '', messages: en },
  { code: 'de', prefix: '/de', messages: de },
] as const;
export type SiteLocale = (typeof LOCALES)[number];

/** SPEC §2 settings routes, for a logged-in player. */
export const SETTINGS_PATHS = [
  '/settings/profile',
  '/settings/password',
  '/settings/verification',
  '/settings/wallet',
  '/settings/transactions',
  '/settings/bonus',
  '/settings/notifications',
  '/settings/sessions',
  '/settings/vip',
] as const;

/** A route of a walk: its address, and where the app must land when that is elsewhere (an alias). */
interface WalkRoute {
  path: string;
  to?: string;
}

/**
 * Every public and auth route of SPEC §2, walked on the built product with seeded content and the
 * demo catalogue. `to` is where an alias must land. No route lands where the one before it did
 * (`/lobby` comes before `/casino`, `/register` away from `/auth/register`): the walk knows it
 * has arrived when the app shows the new page's address, which must therefore be a new one.
 */
function publicRoutes(postId: number, promotionId: number): WalkRoute[] {
  return [
    { path: '/' },
    { path: '/lobby', to: '/casino' },
    { path: '/home', to: '' },
    { path: '/casino' },
    { path: '/casino/dice' },
    { path: '/casino/fruit-fiesta' },
    // A crash table is a page of its own: its catalogue entry leads there.
    { path: '/casino/crash-bull', to: '/games/crashbull' },
    { path: '/category' },
    { path: '/category/slots' },
    { path: '/category/Live-Casino', to: '/category/live-casino' },
    { path: '/category/OLD/gameshow', to: '/category/game-show' },
    { path: '/providers' },
    { path: '/providers/reelforge' },
    { path: '/providers/Velvet Tables', to: '/providers/Velvet-Tables' },
    { path: '/games/crash' },
    { path: '/games/crashbull' },
    { path: '/games/crashsw' },
    { path: '/provably-fair' },
    { path: '/casino/index1' },
    { path: '/casino/index2' },
    { path: '/customersupport' },
    { path: '/blog' },
    { path: '/blog/test' },
    { path: `/blog/${postId}` },
    { path: '/policies' },
    { path: '/policies/terms-and-conditions' },
    { path: '/policies/vip' },
    { path: '/policies/how-to-deposit' },
    { path: '/policies/OLD/about-us', to: '/policies/about-us' },
    { path: '/promotions' },
    { path: `/promotions/${promotionId}` },
    { path: '/maintenancePage' },
    { path: '/auth/login' },
    { path: '/auth/register' },
    { path: '/auth/password/email' },
    { path: '/register', to: '/auth/register' },
    { path: '/auth/password/reset' },
    { path: '/auth/verification/resend' },
  ];
}

/** The built server on the demo data with an operator account, for a file of route walks. */
export function useSiteJourney(): () => Journey {
  return useJourney({
    env: {
      SEED_DEMO: 'true',
      ADMIN_EMAIL: SITE_ADMIN.email,
      ADMIN_PASSWORD: SITE_ADMIN.password,
    },
  });
}

/** Opens a path of the journey's server; the caller waits on what it checks, then `settled`. */
export async function openPath(journey: Journey, page: Page, path: string): Promise<void> {
  await openUrl(page, `${journey.server.url}${path}`);
}

/**
 * Moves the app in `page` to `path` without loading a page: the browser's Forward button to an
 * entry the app's router made. The entry is written as React Router writes its own (`idx` one
 * past the current one) and the `popstate` event its history listens to is sent; the router then
 * matches, runs the loaders and loads the page's code as on any in-app navigation. The caller
 * waits for `arrivedAt` to show the page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const current = window.history.state as { idx?: unknown } | null;
    const idx = typeof current?.idx === 'number' ? current.idx + 1 : 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/$/, '') || '/';

/**
 * The page the app shows, as '<address> <canonical>': the address bar's path, and the path of
 * the canonical link, which the app writes once it has drawn the page the router committed
 * (apps/web `PageHead`). While the router still loads a page's code or data the address has
 * moved on and the canonical link has not, so only both at the same path say that the page is
 * the one on screen.
 */
export async function arrivedAt(page: Page): Promise<string> {
  const [address, canonical] = await page.evaluate(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    return [window.location.pathname, link ? new URL(link.href).pathname : '(none)'];
  });
  return `${withoutTrailingSlash(address ?? '')} ${withoutTrailingSlash(canonical ?? '')}`;
}

/** What `arrivedAt` answers once the app shows `path`. */
export function shownAt(path: string): string {
  const pathname = withoutTrailingSlash(path);
  return `${pathname} ${pathname}`;
}

/**
 * Marks the document the walk opened, so that the walk's end can show that every route after
 * the first was reached inside it: a page load would have left the mark behind.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { routeWalkDocument?: boolean }).routeWalkDocument = true;
  });
}

export function isMarkedDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as { routeWalkDocument?: boolean }).routeWalkDocument === true,
  );
}

/**
 * The server's side of a walk's addresses, one request each and no browser: every address is
 * answered with the app's page (status 200, HTML, the app's root and entry script) and carries
 * the page's boot answers, the site's state among them (ADR 0010). A walk loads only its first
 * address from the server; this keeps the others' answer checked.
 */
export async function expectAppPages(
  expect: ExpectStatic,
  journey: Journey,
  paths: readonly string[],
): Promise<void> {
  let entryScript: string | undefined;
  for (const path of paths) {
    const response = await fetch(new URL(path, journey.server.url));
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, path).toContain('<div id="root">');
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(script, path).toBeDefined();
    entryScript ??= script;
    expect(script, path).toBe(entryScript);
    const boot = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(boot?.[1] ?? 'null'), path).toHaveProperty(['/api/site']);
  }
}

/** The operator's bearer token on the journey's server. */
export async function siteAdminToken(journey: Journey): Promise<string> {
  const login = await fetch(`${journey.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SITE_ADMIN),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * Registers, for the calling test file, one walk per viewport over every public route in
 * `locale`, one page for the whole walk: each lands where it should, in the locale, with one
 * heading, never on the not-found page, and with no console error. One more test asks the server
 * for every address. English walks also save the home and policy screenshots when screenshots
 * are on.
 */
export function describePublicRouteWalks(journey: () => Journey, locale: SiteLocale): void {
  let postId = 0;
  let promotionId = 0;
  beforeAll(async () => {
    const { server } = journey();
    const blog = await fetch(`${server.url}/api/blog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit_from: 0, limit_to: 1 }),
    });
    postId = blogListResponse.parse(await blog.json()).posts[0]?.id ?? 0;
    const promotions = await fetch(`${server.url}/api/promotions`);
    promotionId = promotionsResponse.parse(await promotions.json()).promotions[0]?.id ?? 0;
  });

  it(`answers every route's address in ${locale.code} with the app's page`, async ({ expect }) => {
    const paths = publicRoutes(postId, promotionId).map((route) => `${locale.prefix}${route.path}`);
    await expectAppPages(expect, journey(), paths);
  }, 60_000);

  for (const viewport of VIEWPORTS) {
    it(`renders every route in ${locale.code} at ${viewport.name} width with no console error`, async ({
      expect,
    }) => {
      const page = await journey().browser.newPage({ viewport });
      const errors = collectPageErrors(page);
      let previous = '';
      for (const [index, route] of publicRoutes(postId, promotionId).entries()) {
        const path = `${locale.prefix}${route.path}`;
        const expected = withoutTrailingSlash(`${locale.prefix}${route.to ?? route.path}`);
        // Arriving is seen as a change of page: two routes in a row must land apart.
        expect(expected, `${route.path} lands where the route before it did`).not.toBe(previous);
        previous = expected;
        if (index === 0) {
          await openPath(journey(), page, path);
          await markDocument(page);
        } else {
          await navigateInApp(page, path);
        }
        // Aliases are redirected by the app once its route chunk has loaded.
        await expect.poll(() => arrivedAt(page), { message: route.path }).toBe(shownAt(expected));
        await expect
          .poll(() => page.evaluate(() => document.documentElement.lang))
          .toBe(locale.code);
        // Every page has its heading (one h1, for people and for assistive technology); a
        // lazy page may still be rendering after the network went quiet.
        await expect.poll(() => page.locator('h1').count(), { message: route.path }).toBe(1);
        // A real page, never the not-found page.
        expect(await page.getByText(locale.messages.notFound.message).count(), route.path).toBe(0);
        await settled(page);
      }
      // Every route after the first was drawn by the app in the document the walk opened.
      expect(await isMarkedDocument(page)).toBe(true);
      if (SCREENSHOTS && locale.code === 'en') {
        await openPath(journey(), page, '/');
        await settled(page);
        await saveScreenshot(page, `routes-home-${viewport.name}`);
        await openPath(journey(), page, '/policies/terms-and-conditions');
        await settled(page);
        await saveScreenshot(page, `routes-policy-${viewport.name}`);
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 600_000);
  }
}
