import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

describe('the operator names the site and its support address', () => {
  const journey = useJourney({
    env: { SITE_NAME: 'Moonbet', SUPPORT_EMAIL: 'help@moonbet.example' },
  });

  it('shows SITE_NAME in the title, logo and footer, and SUPPORT_EMAIL on the support page', async () => {
    const { server, browser } = journey();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.title()).toBe('Moonbet casino');
    await expect.poll(() => page.locator('header').innerText()).toContain('Moonbet');
    expect(await page.locator('footer').innerText()).toContain('Moonbet');
    expect(await page.locator('header').innerText()).not.toContain('Satsino');
    await page.goto(`${server.url}/customersupport`);
    const mail = page.getByRole('link', { name: 'help@moonbet.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:help@moonbet.example');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
