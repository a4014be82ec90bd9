import { describe, it } from 'vitest';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import { openSignedIn } from './helpers/accounts.js';
import { settled } from './helpers/browser.js';
import {
  arrivedAt,
  expectAppPages,
  isMarkedDocument,
  LOCALES,
  markDocument,
  navigateInApp,
  openPath,
  SETTINGS_PATHS,
  shownAt,
  siteAdminToken,
  useSiteJourney,
  VIEWPORTS,
} from './helpers/site-routes.js';

// The walks (one page each) and the short checks run side by side; maintenance comes last, alone.
describe.concurrent('settings routes, redirects, the not-found page and the language switch', () => {
  const journey = useSiteJourney();

  it("answers every settings route's address in two locales with the app's page", async ({
    expect,
  }) => {
    const paths = LOCALES.flatMap((locale) => SETTINGS_PATHS.map((path) => locale.prefix + path));
    await expectAppPages(expect, journey(), paths);
  }, 60_000);

  for (const viewport of VIEWPORTS) {
    it(`renders every settings route for a player in two locales at ${viewport.name} width`, async ({
      expect,
    }) => {
      const token = await siteAdminToken(journey());
      const { context, page, errors } = await openSignedIn(journey(), token, viewport);
      // One page for the walk: the first route loads from the server, the app shows the others
      // (and switches the locale on the way), as in the public walks.
      const paths = LOCALES.flatMap((locale) =>
        SETTINGS_PATHS.map((path) => ({ locale, path: `${locale.prefix}${path}` })),
      );
      for (const [index, { locale, path }] of paths.entries()) {
        if (index === 0) {
          await openPath(journey(), page, path);
          await markDocument(page);
        } else {
          await navigateInApp(page, path);
        }
        await expect.poll(() => arrivedAt(page), { message: path }).toBe(shownAt(path));
        // In the locale of the path, also after the switch half-way through.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.lang))
          .toBe(locale.code);
        // The settings title and the page's own heading.
        await expect.poll(() => page.locator('h1').count(), { message: path }).toBe(1);
        // The settings menu marks the page it is on.
        await expect
          .poll(() => page.locator('nav [aria-current="page"]').count(), { message: path })
          .toBeGreaterThan(0);
        // Still there once the session check has answered: a guard would have sent it away.
        await settled(page);
        expect(new URL(page.url()).pathname, path).toBe(path);
        expect(await page.getByText(locale.messages.notFound.message).count(), path).toBe(0);
      }
      expect(await isMarkedDocument(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }

  it('shows the not-found page for an unknown path, in the locale of the path, with a 404', async ({
    expect,
  }) => {
    const page = await journey().browser.newPage();
    const response = await page.goto(`${journey().server.url}/de/gibt-es-nicht`, {
      waitUntil: 'load',
    });
    expect(response?.status()).toBe(404);
    await page.getByText(de.notFound.message).waitFor();
    expect(await page.title()).toContain(de.notFound.title);
    await page.close();
  }, 60_000);

  it('sends a guest from a guarded page to the login page, remembering where they were going', async ({
    expect,
  }) => {
    const page = await journey().browser.newPage();
    await openPath(journey(), page, '/settings/profile');
    // The guard redirects once the session check has answered.
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings/profile');
    await page.close();
  }, 60_000);

  it('switches language: same page under the new prefix, cookie kept', async ({ expect }) => {
    const context = await journey().browser.newContext();
    const page = await context.newPage();
    await openPath(journey(), page, '/policies');
    await page.getByRole('button', { name: 'Change language (current: English)' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.waitForURL(`${journey().server.url}/de/policies`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    // Kept for 365 days.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3_600_000);

    // The router takes in a locale's pages when first going there: a visit that began in German
    // reaches the English pages too, and the German ones again, without a reload.
    await openPath(journey(), page, '/de/promotions');
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    for (const [from, to, path] of [
      ['Deutsch', 'English', '/promotions'],
      ['English', 'Deutsch', '/de/promotions'],
    ] as const) {
      const switcher =
        from === 'Deutsch'
          ? 'Sprache ändern (aktuell: Deutsch)'
          : 'Change language (current: English)';
      await page.getByRole('button', { name: switcher }).click();
      await page.getByRole('menuitem', { name: to }).click();
      await page.waitForURL(`${journey().server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang))
        .toBe(to === 'English' ? 'en' : 'de');
    }
    await expect(
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    await context.close();
  }, 60_000);

  // Maintenance sends every route elsewhere: it runs once every walk above has ended.
  it.sequential('sends every route to the maintenance page while maintenance is on', async ({
    expect,
  }) => {
    const token = await siteAdminToken(journey());
    const setMaintenance = (enabled: boolean) =>
      fetch(`${journey().server.url}/api/admin/maintenance`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ enabled }),
      });
    expect((await setMaintenance(true)).status).toBe(200);
    try {
      const blocked = await fetch(`${journey().server.url}/api/promotions`);
      expect(blocked.status).toBe(503);
      const page = await journey().browser.newPage();
      await openPath(journey(), page, '/de/promotions');
      await page.waitForURL((url) => url.pathname === '/de/maintenancePage');
      await page.close();
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
    }
    expect((await fetch(`${journey().server.url}/api/promotions`)).status).toBe(200);
  });
});
