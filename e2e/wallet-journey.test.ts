import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../apps/server/src/db/connection.js';
import { users } from '../apps/server/src/modules/account/account.schema.js';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/helpers/database.js';
import {
  type ServerProcess,
  startServerProcess,
} from '../apps/server/test/helpers/server-process.js';
import { collectPageErrors, launchBrowser, saveScreenshot } from './helpers/browser.js';

/**
 * A verified player (or operator) made through the API, signed in by the token cookie: this
 * journey is about money, the sign-in screens have their own.
 */
async function signedInContext(
  browser: Browser,
  server: ServerProcess,
  db: Db,
  role: 'player' | 'admin',
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[]; name: string }> {
  const suffix = randomBytes(3).toString('hex');
  const name = `${role}_${suffix}`;
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({
      name,
      email: `${name}@example.com`,
      password: 'wallet journey 1',
      password_confirmation: 'wallet journey 1',
      currency: 'USD',
      terms: true,
    }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), role })
    .where(eq(users.email, `${name}@example.com`));
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'token', value: token, url: server.url }]);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page), name };
}

describe('journey: deposit, live balance, withdrawal, operator approval, transactions', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let browser: Browser;
  let pool: ReturnType<typeof createPool>;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url, pino({ level: 'silent' }));
    db = createDb(pool);
    server = await startServerProcess({ DATABASE_URL: database.url });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await pool?.end();
    await database?.drop();
  });

  it('moves the money end to end in the browser', async () => {
    const player = await signedInContext(browser, server, db, 'player', {
      width: 390,
      height: 844,
    });
    const operator = await signedInContext(browser, server, db, 'admin', {
      width: 1440,
      height: 900,
    });
    const headerWallet = player.page.getByTestId('header-wallet');

    // 1. The player opens the cashier and reads their own BTC address.
    await player.page.goto(`${server.url}/settings/wallet`);
    await expect.poll(() => headerWallet.innerText()).toContain('$0.00');
    await player.page.getByTestId('header-deposit').click();
    const dialog = player.page.getByTestId('wallet-dialog');
    await dialog.getByTestId('coin-BTC').click();
    const address = (await dialog.getByTestId('deposit-address').innerText()).trim();
    expect(address).toMatch(/^bc1q[0-9a-z]{38}$/);
    await saveScreenshot(player.page, 'wallet-1-deposit-address');

    // 2. The operator simulates the incoming transfer from the sandbox's deposits page.
    await operator.page.goto(`${server.url}/admin/deposits`);
    await operator.page.getByLabel('Deposit address').fill(address);
    await operator.page.getByLabel('Coin amount').fill('0.01');
    await operator.page.getByRole('button', { name: 'Simulate transfer' }).click();
    await operator.page.getByRole('cell', { name: player.name }).first().waitFor();
    await saveScreenshot(operator.page, 'wallet-2-operator-deposit');

    // 3. Without a reload the player's header shows the credit: 0.01 BTC at 96,500.00 USD.
    await expect.poll(() => headerWallet.innerText(), { timeout: 10_000 }).toContain('$965.00');

    // 4. The player asks for a withdrawal of 200.00 USD to a BTC address.
    await dialog.getByRole('tab', { name: /withdraw/i }).click();
    await dialog.getByTestId('coin-BTC').click();
    await dialog
      .getByLabel('Receiving BTC address')
      .fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    await dialog.getByLabel('Amount in USD').fill('200');
    await saveScreenshot(player.page, 'wallet-3-withdrawal-form');
    await dialog.getByTestId('withdrawal-submit').click();
    await player.page.getByText('Withdrawal request pending').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => headerWallet.innerText(), { timeout: 10_000 }).toContain('$765.00');

    // 5. The operator approves it in the withdrawal queue.
    await operator.page.goto(`${server.url}/admin/withdrawals`);
    const row = operator.page.getByRole('row', { name: new RegExp(player.name) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.innerText()).toMatch(/Approved/);
    await saveScreenshot(operator.page, 'wallet-4-operator-approved');

    // 6. The player's transactions list both movements, the withdrawal as approved.
    await player.page.goto(`${server.url}/settings/transactions`);
    const items = player.page.getByTestId('transaction-card');
    await expect.poll(() => items.count()).toBe(2);
    const [withdrawal, deposit] = await items.allInnerTexts();
    expect(withdrawal).toMatch(/Withdrawal/);
    expect(withdrawal).toMatch(/Approved/);
    expect(withdrawal).toContain('$200.00');
    expect(deposit).toMatch(/Deposit/);
    expect(deposit).toContain('$965.00');
    await saveScreenshot(player.page, 'wallet-5-transactions');

    expect(player.errors).toEqual([]);
    expect(operator.errors).toEqual([]);
    await player.context.close();
    await operator.context.close();
  }, 120_000);
});
