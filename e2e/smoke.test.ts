import { describe, it } from 'vitest';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { collectPageErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** The built product (server bundle + web build) on a fresh database, seen by a real browser. */
// One page per locale prefix, side by side.
describe.concurrent('smoke: the first page renders in every locale prefix', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it.for([
    { path: '/', lang: 'en', messages: en },
    { path: '/de/', lang: 'de', messages: de },
  ])(
    'opens $path with no console error',
    { timeout: 60_000 },
    async ({ path, lang, messages }, { expect }) => {
      const { server, browser } = journey();
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const errors = collectPageErrors(page);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });

      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const heading = messages.home.title.replace('{{siteName}}', 'Satsino');
      await page.getByRole('heading', { name: heading }).waitFor();
      // Guests and players see no server status card (issue 17: operators only); the API's
      // health answer is still there for the operator's card.
      expect(await page.getByText(messages.status.serverOk).count()).toBe(0);
      const health = await page.evaluate(async () => (await fetch('/api/health')).json());
      expect(health).toMatchObject({ status: 'ok', database: 'up', version: '0.1.0' });
      expect(await page.title()).toBe('Satsino casino');

      await saveScreenshot(page, `smoke-${lang}`);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
