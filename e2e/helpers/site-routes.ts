import { blogListResponse, promotionsResponse } from '@satsino/contract/content';
import type { Page } from 'playwright-core';
import { beforeAll, it } from 'vitest';
import de from '../../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { collectPageErrors, openUrl, SCREENSHOTS, saveScreenshot, settled } from './browser.js';
import { type Journey, useJourney } from './journey.js';

/*
 * SPEC §2's routes and what every walk over them checks. The walks are split over several test
 * files so that they run side by side; each file starts its own server on the demo data, and its
 * walks run side by side too, each in a page of its own.
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

/**
 * Every public and auth route of SPEC §2, walked on the built product with seeded content and the
 * demo catalogue. `to` is where an alias must land.
 */
function publicRoutes(postId: number, promotionId: number) {
  return [
    { path: '/' },
    { path: '/home', to: '' },
    { path: '/lobby', to: '/casino' },
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
    { path: '/register', to: '/auth/register' },
    { path: '/auth/password/email' },
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
 * heading, never on the not-found page, and with no console error. English walks also save the
 * home and policy screenshots when screenshots are on.
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

  for (const viewport of VIEWPORTS) {
    it(`renders every route in ${locale.code} at ${viewport.name} width with no console error`, async ({
      expect,
    }) => {
      const page = await journey().browser.newPage({ viewport });
      const errors = collectPageErrors(page);
      for (const route of publicRoutes(postId, promotionId)) {
        await openPath(journey(), page, `${locale.prefix}${route.path}`);
        const expected = `${locale.prefix}${route.to ?? route.path}`.replace(/\/$/, '') || '/';
        // Aliases are redirected by the app once its route chunk has loaded.
        await expect
          .poll(() => new URL(page.url()).pathname.replace(/\/$/, '') || '/', {
            message: route.path,
          })
          .toBe(expected);
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
