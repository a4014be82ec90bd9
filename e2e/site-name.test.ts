import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/helpers/database.js';
import {
  type ServerProcess,
  startServerProcess,
} from '../apps/server/test/helpers/server-process.js';
import { collectPageErrors, launchBrowser } from './helpers/browser.js';

describe('the operator names the site and its support address', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess({
      DATABASE_URL: database.url,
      SITE_NAME: 'Moonbet',
      SUPPORT_EMAIL: 'help@moonbet.example',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
  });

  it('shows SITE_NAME in the title, logo and footer, and SUPPORT_EMAIL on the support page', async () => {
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
