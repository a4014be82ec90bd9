import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { callApi, signedInAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** The brief asks for this slice's screenshots here, beside the suite's own folder. */
const SHOTS = '/tmp/shots-bonuses';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

// Its tests are independent visits, each in its own browser context: they run side by side.
describe.concurrent('journey: claim a deposit bonus, deposit, see the bonus balance', () => {
  const journey = useJourney();

  it('claims on /settings/bonus, gets the bonus with the deposit, wagers it', async ({
    expect,
  }) => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', { width: 390, height: 844 });
    const operator = await signedInAccount(journey(), 'admin', { width: 1440, height: 900 });
    const { page } = player;

    // 1. The bonus page offers the welcome bonus; the player claims it.
    await page.goto(`${server.url}/settings/bonus`);
    const card = page.getByTestId('bonus-card').first();
    await expect.poll(() => card.getAttribute('data-state')).toBe('available');
    expect(await card.innerText()).toContain('125% bonus on deposit 1, up to $500');
    await shot(page, 'bonus-1-available-mobile');
    await card.getByTestId('bonus-claim').click();
    await page.getByText('Bonus claimed. It is added with your next deposit.').waitFor();
    await expect.poll(() => card.getAttribute('data-state')).toBe('claimed');
    await shot(page, 'bonus-2-claimed-mobile');

    // 2. The deposit step shows the claimed bonus in its banner and selector.
    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('wallet-dialog');
    await dialog.getByTestId('coin-BTC').click();
    const address = (await dialog.getByTestId('deposit-address').innerText()).trim();
    const banner = dialog.getByTestId('deposit-bonus-banner');
    await expect
      .poll(() => banner.innerText())
      .toContain('This bonus is added to your bonus balance');
    await dialog.getByTestId('deposit-bonus-type').scrollIntoViewIfNeeded();
    expect(await dialog.getByTestId('deposit-bonus-type').innerText()).toContain('125% up to $500');
    await shot(page, 'bonus-3-deposit-step-mobile');

    // 3. The operator simulates the incoming transfer: 0.002 BTC = 193.00 USD.
    await operator.page.goto(`${server.url}/admin/deposits`);
    await operator.page.getByLabel('Deposit address').fill(address);
    await operator.page.getByLabel('Coin amount').fill('0.002');
    await operator.page.getByRole('button', { name: 'Simulate transfer' }).click();
    // It credits the player, so the console asks first (issue 17).
    await operator.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Simulate transfer' })
      .click();
    await operator.page.getByRole('cell', { name: player.name }).first().waitFor();

    // 4. Without a reload the banner tells the bonus runs, and the wallet menu shows 241.25.
    await expect
      .poll(() => banner.innerText(), { timeout: 10_000 })
      .toContain('Your bonus is running');
    await shot(page, 'bonus-4-deposit-step-running-mobile');
    await dialog.getByRole('button', { name: /close/i }).first().click();
    const header = page.getByTestId('header-wallet');
    await expect.poll(() => header.innerText()).toContain('$193.00');
    await page.getByTestId('wallet-menu-button').click();
    await expect.poll(() => page.getByTestId('wallet-menu-bonus').innerText()).toContain('$241.25');
    await shot(page, 'bonus-5-header-menu-mobile');
    await page.keyboard.press('Escape');

    // 5. The bonus page shows it running, with its wagering and days left.
    await page.goto(`${server.url}/settings/bonus`);
    await expect.poll(() => card.getAttribute('data-state')).toBe('running');
    expect(await card.innerText()).toContain('$0.00 of $7,237.50 wagered');
    expect(await card.getByTestId('bonus-days-left').innerText()).toContain('Days left: 30');
    await shot(page, 'bonus-6-running-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'bonus-7-running-desktop');

    await closeExpectingNoErrors(player, operator);
  }, 120_000);

  it('shows the header in the bonus style when only bonus money is left', async ({ expect }) => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', { width: 1440, height: 900 });
    const admin = await signedInAccount(journey(), 'admin', { width: 1440, height: 900 });
    await callApi(server, `/api/admin/players/${player.id}/bonuses`, {
      token: admin.token,
      body: { amount: 2_500, wagering_multiplier: 30, reason: 'welcome back' },
      status: 201,
    });

    await player.page.goto(`${server.url}/settings/bonus`);
    const button = player.page.getByTestId('wallet-menu-button');
    await expect.poll(() => button.getAttribute('data-bonus-in-play')).toBe('true');
    expect(await player.page.getByTestId('wallet-balance').innerText()).toContain('$25.00');
    await expect
      .poll(() => player.page.getByTestId('bonus-card').first().innerText())
      .toContain('A bonus of $25 from the casino');
    await shot(player.page, 'bonus-8-header-bonus-style-desktop');

    // Forfeiting asks first: keeping the bonus changes nothing.
    await player.page.getByTestId('bonus-forfeit').click();
    const confirm = player.page.getByTestId('bonus-confirm');
    await confirm.getByText('Your bonus balance of $25.00').waitFor();
    await shot(player.page, 'bonus-9-forfeit-confirm-desktop');
    await confirm.getByRole('button', { name: 'Keep the bonus' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await button.getAttribute('data-bonus-in-play')).toBe('true');
    // Forfeiting it gives the bonus back and the header returns to the cash style.
    await player.page.getByTestId('bonus-forfeit').click();
    await confirm.getByRole('button', { name: 'Forfeit bonus' }).click();
    await player.page.getByText('Bonus forfeited.').waitFor();
    await expect.poll(() => button.getAttribute('data-bonus-in-play')).toBe('false');
    await expect.poll(() => player.page.getByTestId('bonuses-empty').isVisible()).toBe(false);
    await shot(player.page, 'bonus-10-forfeited-desktop');

    await closeExpectingNoErrors(player, admin);
  }, 120_000);
});
