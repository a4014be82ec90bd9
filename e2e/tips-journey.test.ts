import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/modules/account/account.schema.js';
import {
  type ApiAccount,
  callApi,
  openSignedIn,
  registerFundedPlayer,
} from './helpers/accounts.js';
import { closeExpectingNoErrors, SCREENSHOTS, saveScreenshot } from './helpers/browser.js';
import { type Journey, useJourney } from './helpers/journey.js';

/** Where this journey's screenshots go for the person who looks at them (issue 17). */
const SHOTS = '/tmp/shots-tips';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** A verified player who plays in EUR, registered through the API (the helpers make USD ones). */
async function registerEuroPlayer({
  server,
  db,
}: Pick<Journey, 'server' | 'db'>): Promise<ApiAccount> {
  const name = `euro_${randomBytes(3).toString('hex')}`;
  const email = `${name}@example.com`;
  const password = 'journey password 1';
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({
      name,
      email,
      password,
      password_confirmation: password,
      currency: 'EUR',
      terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register ${name}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw new Error(`register ${name}: no user row`);
  return { id: user.id, name, email, token };
}

const cashOf = async (journey: Journey, account: ApiAccount) =>
  (await callApi<{ w_balance: number }>(journey.server, '/api/user', { token: account.token }))
    .w_balance;

describe('journey: a tip from a USD player to a EUR player (issue 17)', () => {
  const journey = useJourney();

  it('shows the recipient and the rate before the amount, and moves exactly the shown figures', async () => {
    const { server } = journey();
    const { player: sender } = await registerFundedPlayer(journey(), '0.01');
    const recipient = await registerEuroPlayer(journey());
    const senderBefore = await cashOf(journey(), sender);
    expect(senderBefore).toBe(96_500);

    const opened = await openSignedIn(journey(), sender.token, PHONE);
    const { page } = opened;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/settings/wallet`);
    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('wallet-dialog');
    await dialog.getByRole('tab', { name: /^tip$/i }).click();

    // Before any amount: who it goes to (masked), their currency and the rate.
    await dialog.getByTestId('tip-recipient-input').fill(recipient.name);
    const panel = dialog.getByTestId('tip-recipient');
    await panel.getByText('plays in EUR').waitFor();
    expect(await panel.innerText()).toContain(`${recipient.name[0]}•••${recipient.name.at(-1)}`);
    expect(await panel.innerText()).not.toContain(recipient.name);
    expect(await dialog.getByTestId('tip-rate').innerText()).toBe('$1.00 = €0.9245');
    expect(await dialog.getByTestId('tip-receives').innerText()).toContain('Type an amount');

    // As the amount is typed, what the recipient gets, rounded down: 10.00 × 0.9245 = 9.245.
    await dialog.getByTestId('tip-amount').fill('10');
    const receives = dialog.getByTestId('tip-receives');
    await expect.poll(() => receives.innerText()).toContain('gets €9.24');
    await shot(page, 'tips-390-en');

    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/wallet/request/deposit') &&
        response.request().method() === 'POST',
    );
    await dialog.getByTestId('tip-submit').click();
    const tip = (await (await answer).json()) as {
      amount: number;
      received_amount: number;
      received_currency: string;
    };
    expect(tip).toMatchObject({ amount: 1_000, received_amount: 924, received_currency: 'EUR' });
    await page.getByText(`You sent $10.00 to ${recipient.name}, who received €9.24.`).waitFor();

    // The balances moved by exactly the server's figures, each in its own currency.
    await expect.poll(() => cashOf(journey(), sender)).toBe(senderBefore - tip.amount);
    expect(await cashOf(journey(), recipient)).toBe(tip.received_amount);

    if (SCREENSHOTS) {
      // The same tab on a desktop and in German, for the person who reviews the screens.
      await page.setViewportSize(DESKTOP);
      if (!(await dialog.isVisible())) {
        await page.getByTestId('header-deposit').click();
        await dialog.getByRole('tab', { name: /^tip$/i }).click();
      }
      await dialog.getByTestId('tip-recipient-input').fill(recipient.name);
      await dialog.getByTestId('tip-amount').fill('25');
      await expect.poll(() => receives.innerText()).toContain('€23.11');
      await shot(page, 'tips-1440-en');
      await page.goto(`${server.url}/de/settings/wallet`);
      await page.getByTestId('header-deposit').click();
      await dialog.getByRole('tab', { name: /^trinkgeld$/i }).click();
      await dialog.getByTestId('tip-recipient-input').fill(recipient.name);
      await dialog.getByTestId('tip-amount').fill('25');
      await expect.poll(() => receives.innerText()).toContain('23,11');
      await shot(page, 'tips-1440-de');
      await page.setViewportSize(PHONE);
      await shot(page, 'tips-390-de');
    }
    await closeExpectingNoErrors(opened);
  }, 120_000);
});
