import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  callApi,
  openSignedIn,
  registerFundedPlayer,
  registerVerifiedAccount,
} from './helpers/accounts.js';
import { closeExpectingNoErrors, openPage, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** Where this journey's screenshots go for the person who looks at them (issue 17). */
const SHOTS = '/tmp/shots/edges';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** A real 2×2 PNG, enough for the verification's content check. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Buffer.alloc(2 * (1 + 2 * 3), 200);
  rows[0] = 0;
  rows[7] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether an element's content is wider than its box (text cut off or a scroll bar). */
const overflows = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent ?? ''),
  );

// Each test is its own visit in its own browser context: they run side by side.
describe.concurrent('journey: the player rough edges of issue 17', () => {
  const journey = useJourney();

  it('asks guests on the home page to log in or register, shows players no server status', async ({
    expect,
  }) => {
    const { server, browser } = journey();
    const guest = await openPage(browser, PHONE);
    await guest.page.goto(`${server.url}/`);
    const prompt = guest.page.getByTestId('guest-prompt');
    await prompt.waitFor();
    expect(await prompt.getByTestId('guest-prompt-register').getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(await prompt.getByTestId('guest-prompt-login').getAttribute('href')).toMatch(
      /^\/auth\/login/,
    );
    // The footer lists each address once.
    const footer = guest.page.locator('footer');
    await footer.getByRole('link', { name: 'AML policy' }).waitFor();
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await guest.page.getByRole('heading', { name: 'About us' }).first().scrollIntoViewIfNeeded();
    await shot(guest.page, 'home-guest-390');
    expect(await guest.page.getByRole('heading', { name: 'Server status' }).count()).toBe(0);

    // A player sees neither the prompt nor the server's status card.
    const account = await registerVerifiedAccount(journey(), 'player');
    const player = await openSignedIn(journey(), account.token, DESKTOP);
    await player.page.goto(`${server.url}/`);
    await player.page.getByTestId('header-wallet').waitFor();
    await player.page.locator('footer').getByRole('link', { name: 'AML policy' }).waitFor();
    await player.page.getByRole('heading', { name: 'About us' }).first().waitFor();
    expect(await player.page.getByTestId('guest-prompt').count()).toBe(0);
    expect(await player.page.getByRole('heading', { name: 'Server status' }).count()).toBe(0);
    await shot(player.page, 'home-player-1440');

    // An operator still sees it, so the check above is not one that cannot fail.
    const admin = await registerVerifiedAccount(journey(), 'admin');
    const operator = await openSignedIn(journey(), admin.token, DESKTOP);
    await operator.page.goto(`${server.url}/`);
    await operator.page.getByRole('heading', { name: 'Server status' }).waitFor();

    await closeExpectingNoErrors(guest, player, operator);
  }, 120_000);

  it('confirms declining and forfeiting a bonus, and tells the withdrawal form about it', async ({
    expect,
  }) => {
    const { server } = journey();
    const admin = await registerVerifiedAccount(journey(), 'admin');
    const account = await registerVerifiedAccount(journey(), 'player');
    const player = await openSignedIn(journey(), account.token, DESKTOP);
    const { page } = player;

    // Declining the welcome offer names what is given up; keeping it changes nothing.
    await page.goto(`${server.url}/settings/bonus`);
    const offer = page.getByTestId('bonus-card').first();
    await expect.poll(() => offer.getAttribute('data-state')).toBe('available');
    await offer.getByTestId('bonus-decline').click();
    const confirm = page.getByTestId('bonus-confirm');
    await confirm.getByText('You give up 125% up to $500.00').waitFor();
    await shot(page, 'bonus-decline-confirm-1440');
    await confirm.getByRole('button', { name: 'Keep the bonus' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await offer.getAttribute('data-state')).toBe('available');

    // A running bonus of $25: the withdrawal tab says what it means before anything is typed.
    await callApi(server, `/api/admin/players/${account.id}/bonuses`, {
      token: admin.token,
      body: { amount: 2_500, wagering_multiplier: 30, reason: 'welcome back' },
      status: 201,
    });
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('wallet-dialog');
    await dialog.getByRole('tab', { name: /withdraw/i }).click();
    const notice = dialog.getByTestId('withdrawal-bonus-notice');
    await expect.poll(() => notice.innerText()).toContain('$0.00 of $750.00 wagered');
    expect(await notice.innerText()).toContain('your bonus balance of $25.00');
    await dialog.getByTestId('coin-BTC').click();
    await dialog.getByLabel('Receiving BTC address').fill(BTC_ADDRESS);
    expect(await dialog.getByTestId('withdrawal-submit').isDisabled()).toBe(true);
    await shot(page, 'withdraw-bonus-notice-390');
    await dialog.getByTestId('wallet-close').click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Forfeiting names the bonus balance that is lost; only its own button does it.
    await page.setViewportSize(DESKTOP);
    const running = page.locator('[data-testid=bonus-card][data-state=running]');
    await running.getByTestId('bonus-forfeit').click();
    await confirm.getByText('Your bonus balance of $25.00').waitFor();
    await shot(page, 'bonus-forfeit-confirm-1440');
    await confirm.getByRole('button', { name: 'Keep the bonus' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await running.count()).toBe(1);
    await running.getByTestId('bonus-forfeit').click();
    await confirm.getByRole('button', { name: 'Forfeit bonus' }).click();
    await page.getByText('Bonus forfeited.').waitFor();
    await expect.poll(() => running.count()).toBe(0);

    // Declining, confirmed, says so.
    await offer.getByTestId('bonus-decline').click();
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Bonus declined.').waitFor();

    await closeExpectingNoErrors(player);
  }, 120_000);

  it('shows whole coin names at 390 px, the tip currency up front, and confirms a cancel', async ({
    expect,
  }) => {
    const { server } = journey();
    const { player: account, operator } = await registerFundedPlayer(journey(), '0.01');
    const player = await openSignedIn(journey(), account.token, PHONE);
    const { page } = player;
    await page.goto(`${server.url}/settings/wallet`);

    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('wallet-dialog');
    await dialog.getByTestId('coin-USDT').waitFor();
    const names = await dialog.getByTestId('coin-name').allInnerTexts();
    expect(names.some((name) => name.startsWith('Tether'))).toBe(true);
    expect(await overflows(page, '[data-testid=coin-name]')).toEqual([]);
    await shot(page, 'deposit-coins-390');

    // Tips: before anything is typed the tab says the recipient is looked up first (the rate
    // to a player of another currency is shown then: e2e/tips-journey).
    const tipsTab = dialog.getByRole('tab', { name: /^tip$/i });
    if ((await tipsTab.count()) > 0) {
      await tipsTab.click();
      expect(await dialog.getByTestId('tip-recipient-hint').innerText()).toContain(
        'Enter a nickname or player id',
      );
      await shot(page, 'tips-currency-390');
    }

    // Cancelling a withdrawal asks first and names the amount that comes back.
    await dialog.getByRole('tab', { name: /withdraw/i }).click();
    await dialog.getByTestId('coin-BTC').click();
    await dialog.getByLabel('Receiving BTC address').fill(BTC_ADDRESS);
    await dialog.getByLabel('Amount in USD').fill('100');
    await dialog.getByTestId('withdrawal-submit').click();
    await expect.poll(() => dialog.count()).toBe(0);
    const pending = page.getByTestId('pending-withdrawal').filter({ hasText: '$100.00' });
    await pending.getByTestId('cancel-withdrawal').click();
    const confirm = page.getByTestId('cancel-withdrawal-confirm');
    await confirm.getByText('$100.00').first().waitFor();
    await shot(page, 'cancel-withdrawal-confirm-390');
    await confirm.getByRole('button', { name: 'Keep the withdrawal' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await pending.count()).toBe(1);
    await pending.getByTestId('cancel-withdrawal').click();
    await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await page.getByText('Withdrawal cancelled').first().waitFor();
    await expect.poll(() => pending.count()).toBe(0);

    // Transactions at 1440 px: the table fits, and each balance after says which balance (a
    // casino bonus moves the bonus balance, the rest the cash balance).
    await callApi(server, `/api/admin/players/${account.id}/bonuses`, {
      token: operator.token,
      body: { amount: 2_500, wagering_multiplier: 30, reason: 'welcome back' },
      status: 201,
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/settings/transactions`);
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBe(4);
    const kinds = await page.getByTestId('transaction-balance-kind').allInnerTexts();
    expect(kinds).toEqual(['Bonus balance', 'Cash balance', 'Cash balance', 'Cash balance']);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    expect(await overflows(page, '.MuiTableContainer-root')).toEqual([]);
    await shot(page, 'transactions-1440');

    await closeExpectingNoErrors(player);
  }, 120_000);

  it('keeps verification step 2 until both sides of the document are uploaded', async ({
    expect,
  }) => {
    const { server } = journey();
    const account = await registerVerifiedAccount(journey(), 'player');
    const saved = await fetch(`${server.url}/api/kyc/information`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1990-12-10',
        address: '12 St James Square',
        post_code: 'SW1Y 4JH',
        city: 'London',
        country: 'GB',
      }),
    });
    expect(saved.status).toBe(200);
    const player = await openSignedIn(journey(), account.token, PHONE);
    const { page } = player;

    await page.goto(`${server.url}/settings/verification`);
    await page.getByRole('heading', { name: 'Identity document', exact: true }).waitFor();
    const next = page.getByTestId('kyc-continue');
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByTestId('kyc-files-missing').innerText()).toBe(
      'Upload both sides of your identity document to continue.',
    );
    expect(await page.getByRole('button', { name: 'Proofs' }).isDisabled()).toBe(true);
    // Both sides are named alike (the front was 'Proof of identity', the back 'Identity').
    await page.getByRole('heading', { name: 'Identity — front' }).waitFor();
    await page.getByRole('heading', { name: 'Identity — back' }).waitFor();
    await shot(page, 'kyc-step2-blocked-390');

    const png = tinyPng();
    const front = page.getByTestId('kyc-slot-identity_front');
    await front
      .locator('input[type=file]')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await front.getByRole('img', { name: 'Preview of front.png' }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    const back = page.getByTestId('kyc-slot-identity_back');
    await back
      .locator('input[type=file]')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
    await back.getByRole('img', { name: 'Preview of back.png' }).waitFor();
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await page.getByRole('heading', { name: 'Proofs', exact: true }).waitFor();
    expect(await page.getByTestId('kyc-submit').isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Proof of source of funds' }).waitFor();

    await closeExpectingNoErrors(player);
  }, 120_000);
});
