import { randomBytes } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../apps/server/src/db/connection.js';
import { mailOutbox } from '../apps/server/src/modules/mail/mail.schema.js';
import { collectPageErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** The link of the newest e-mail to `to`, read from the outbox as a player reads their mailbox. */
async function mailedLink(db: Db, to: string): Promise<string> {
  const newestLink = async () => {
    const [mail] = await db
      .select({ link: mailOutbox.link })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail?.link ?? null;
  };
  await expect.poll(newestLink, { message: `an e-mail reaches ${to}` }).not.toBeNull();
  return (await newestLink()) as string;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

/** Whether the API signs `email` in with `password` (from the test, as another device would). */
async function signsIn(serverUrl: string, email: string, password: string): Promise<boolean> {
  const response = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status === 200;
}

describe('journey: a player registers, verifies, signs out and in, ends a session and changes the password', () => {
  const journey = useJourney();

  it('works end to end in the browser', async () => {
    const { server, browser, db } = journey();
    const suffix = randomBytes(3).toString('hex');
    const email = `journey.${suffix}@example.com`;
    const password = 'journey password 1';
    // The server builds e-mail links from PUBLIC_URL; the test opens the same path on its server.
    const onServer = (link: string) => {
      const url = new URL(link);
      return `${server.url}${url.pathname}${url.search}`;
    };

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page: Page = await context.newPage();
    const errors = collectPageErrors(page);

    // 1. Register.
    await page.goto(`${server.url}/auth/register`);
    await page.getByLabel('Nickname').fill(`journey_${suffix}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat password').fill(password);
    await page.getByRole('checkbox').check();
    await saveScreenshot(page, 'journey-1-register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/`);
    // Kept off cross-site sub-requests; Secure only on https, and this server speaks http.
    expect(await cookie(context, 'token')).toMatchObject({ sameSite: 'Lax', secure: false });

    // 2. Verify the e-mail with the link from the outbox.
    await page.goto(onServer(await mailedLink(db, email)));
    await page.getByText('Your e-mail address has been verified.').first().waitFor();
    await saveScreenshot(page, 'journey-2-verified');

    // 3. Log out from the account menu.
    await page.goto(`${server.url}/settings/profile`);
    await page.getByRole('button', { name: new RegExp(`journey_${suffix}`) }).click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/auth\/login/);
    expect(await cookie(context, 'token')).toBeUndefined();

    // 4. Log in with "remember me" off: the token lives in a session cookie.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/`);
    const sessionCookie = await cookie(context, 'token');
    expect(sessionCookie?.expires).toBe(-1);

    // 5. A second device signs in; end it from /settings/sessions.
    const other = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Journey Test Device' },
      body: JSON.stringify({ email, password }),
    });
    const otherToken = ((await other.json()) as { token: string }).token;
    await page.goto(`${server.url}/settings/sessions`);
    const endButtons = page.getByRole('button', { name: 'End session' });
    await expect.poll(() => endButtons.count()).toBe(2);
    await saveScreenshot(page, 'journey-3-sessions');
    // The newest session is the other device (listed first), not this one.
    await endButtons.first().click();
    // Ending a session is confirmed in a dialog; while it is open, only its button is visible.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /end session/i }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => endButtons.count()).toBe(1);
    const check = await fetch(`${server.url}/api/user`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(check.status).toBe(401);

    // 6. Change the password: a wrong current password is refused on its field, the right one
    // changes it.
    const newPassword = 'journey password 2';
    await page.goto(`${server.url}/settings/password`);
    const errorsBefore = errors.length;
    const current = page.getByLabel('Current password');
    await current.fill('not my password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Repeat password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('The current password is incorrect.').waitFor();
    await saveScreenshot(page, 'journey-4-wrong-current-password');
    // The browser reports the refused request itself; nothing else went wrong.
    expect(errors.splice(errorsBefore)).toEqual([expect.stringContaining('422')]);
    expect(await signsIn(server.url, email, newPassword)).toBe(false);

    await current.fill(password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password Update').waitFor();
    await expect.poll(() => current.inputValue()).toBe('');
    expect(await signsIn(server.url, email, newPassword)).toBe(true);
    expect(await signsIn(server.url, email, password)).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
