import { randomBytes } from 'node:crypto';
import type { RoundResult } from '@satsino/contract/games';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { users } from '../apps/server/src/modules/account/account.schema.js';
import { callApi, openSignedIn } from './helpers/accounts.js';
import { closeExpectingNoErrors, openPage, saveScreenshot } from './helpers/browser.js';
import { openDiceSession, playDice } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const OPERATOR = { email: 'coupons.admin@example.com', password: 'coupons admin password' };
const SHOTS = '/tmp/helpers/coupons-statistics-shots';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

describe('journey: a coupon code at registration, and the statistics page', () => {
  const journey = useJourney({
    env: { SEED_DEMO: 'true', ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });

  it('an operator defines a code, a player registers with it, plays and reads the statistics', async ({
    expect,
  }) => {
    const { server, browser, db } = journey();
    const code = `JOURNEY${randomBytes(2).toString('hex').toUpperCase()}`;

    // 1. The operator defines the code in the console.
    const { token: operatorToken } = await callApi<{ token: string }>(server, '/api/login', {
      body: OPERATOR,
    });
    const desk = await openSignedIn(journey(), operatorToken, DESKTOP);
    await desk.page.goto(`${server.url}/admin/coupons`);
    await desk.page.getByRole('heading', { name: 'Coupon codes', level: 2 }).waitFor();
    await desk.page.getByText('There are no coupon codes yet.', { exact: false }).waitFor();
    const form = desk.page.getByRole('region', { name: 'New coupon code' });
    await form.getByRole('textbox', { name: 'Code' }).fill('x');
    await form.getByRole('textbox', { name: 'Bonus' }).fill('10');
    await form.getByRole('textbox', { name: 'Code' }).blur();
    await form.getByText('Use 3 to 32 letters, digits, dashes or underscores.').waitFor();
    await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await form.getByRole('textbox', { name: 'Uses' }).fill('5');
    await form.getByRole('button', { name: 'Create code' }).click();
    await desk.page.getByText(`Coupon ${code} created.`).waitFor();
    const row = desk.page.getByTestId(`coupon-${code}`);
    await row.getByText('Live').waitFor();
    await row.getByText('0 of 5').waitFor();
    await shot(desk.page, 'admin-coupons-1280');

    // 2. A guest registers with a wrong code: a clear error on the field, no account.
    const guest = await openPage(browser, PHONE);
    const { page } = guest;
    const suffix = randomBytes(3).toString('hex');
    const email = `coupon.${suffix}@example.com`;
    await page.goto(`${server.url}/auth/register`);
    await page.getByLabel('Nickname').fill(`coupon_${suffix}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey password 1');
    await page.getByLabel('Repeat password').fill('journey password 1');
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('This coupon code does not exist.').first().waitFor();
    // The browser logs the refused request; that 422 is the one this step expects.
    expect(guest.errors.splice(0)).toEqual([expect.stringContaining('422')]);
    expect(page.url()).toBe(`${server.url}/auth/register`);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
    await shot(page, 'register-wrong-coupon-390');

    // 3. With the operator's code the account is made and the bonus is there.
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/settings/bonus`);
    const card = page.getByTestId('bonus-card').filter({ hasText: `Coupon ${code}` });
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('running');
    await card.getByText('$10').first().waitFor();
    await shot(page, 'bonus-from-coupon-390');
    await desk.page.reload();
    await desk.page.getByTestId(`coupon-${code}`).getByText('1 of 5').waitFor();

    // 4. Statistics: none yet, then a few real-money rounds (the bonus balance is in play).
    const [user] = await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    expect(user).toBeDefined();
    const token = (await guest.context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (token === undefined) throw new Error('the registration signed the player in');
    await page.goto(`${server.url}/statistics`);
    await page.getByTestId('statistics-player-empty').waitFor();
    await page.getByRole('heading', { name: 'Today at the casino' }).waitFor();

    const session = await openDiceSession(server, token);
    const rounds: RoundResult[] = [];
    for (const bet of [100, 150, 200]) rounds.push(await playDice(server, session, bet));
    const won = rounds.reduce((sum, round) => sum + round.payout, 0);
    const usd = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

    await page.getByTestId('statistics-period-today').click();
    const games = page.getByTestId('statistics-games');
    const diceRow = games.getByRole('row').filter({ hasText: 'Dice' });
    await diceRow.waitFor();
    await expect.poll(() => diceRow.innerText()).toContain('3');
    expect(await diceRow.innerText()).toContain(usd(450));
    // A phone shows the net result per game; the totals above it show what was won.
    expect(await diceRow.innerText()).toContain(usd(won - 450));
    await page.getByText(usd(won), { exact: true }).first().waitFor();
    await page.getByText('Rounds', { exact: true }).first().waitFor();
    await shot(page, 'statistics-player-390');

    // 5. The page in German on a desktop, the player's figures and the house's.
    const deDesk = await openSignedIn(journey(), token, DESKTOP);
    await deDesk.page.goto(`${server.url}/de/statistics?period=all`);
    await deDesk.page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor();
    await deDesk.page.getByRole('heading', { name: 'Heute im Casino' }).waitFor();
    await deDesk.page.getByTestId('statistics-games').getByRole('row').nth(1).waitFor();
    await shot(deDesk.page, 'statistics-de-1280');

    await closeExpectingNoErrors(desk, guest, deDesk);
  }, 120_000);
});
