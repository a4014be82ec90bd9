import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/modules/account/account.schema.js';
import {
  type ApiAccount,
  callApi,
  openSignedIn,
  registerFundedPlayer,
  registerVerifiedAccount,
  signedInAccount,
} from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { type Journey, useJourney } from './helpers/journey.js';

/** Where a person looks at this journey's screens (E2E_SCREENSHOTS=1). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/console';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A BTC withdrawal of `amount` minor units the player asks for through the API. */
async function requestWithdrawal(journey: Journey, player: ApiAccount, amount: number) {
  return callApi<{ id: number }>(journey.server, '/api/wallet/request/withdrawal', {
    token: player.token,
    body: {
      wallet_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      entity_wallet_id: 1,
      amount,
    },
    status: 201,
  });
}

async function pendingIds(journey: Journey, operator: ApiAccount): Promise<number[]> {
  const list = await callApi<{ id: number }[]>(
    journey.server,
    '/api/admin/withdrawals?status=pending',
    { token: operator.token },
  );
  return list.map((withdrawal) => withdrawal.id);
}

/** Marks the document, so a test can tell that an action did not reload the page. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { consoleJourneyMark: boolean }).consoleJourneyMark = true;
  });
}

async function documentStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { consoleJourneyMark?: boolean }).consoleJourneyMark === true,
  );
}

/** Nothing of the player's site: no wallet or Deposit button, no drawer, footer or bottom bar. */
async function expectNoPlayerChrome(page: Page): Promise<void> {
  for (const testId of ['header-wallet', 'header-deposit', 'account-menu-button']) {
    expect(await page.getByTestId(testId).count(), testId).toBe(0);
  }
  expect(await page.locator('#app-drawer').count()).toBe(0);
  expect(await page.locator('footer').count()).toBe(0);
}

/** Neither the page nor any table of it scrolls sideways: every column is in view. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [
      document.documentElement,
      ...Array.from(document.querySelectorAll('.MuiTableContainer-root')),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollWidth > width)
      .map((element) => `${element.className}: ${element.scrollWidth} > ${element.clientWidth}`);
    return wide;
  });
  expect(overflowing).toEqual([]);
}

/*
 * Kept short (issue 17): accounts come from the API and sign in by their cookie, pages change by
 * the console's own links (the app's router) wherever a full load is not what is tested, and the
 * journey's one browser serves every test.
 */
describe('journey: the operator console', () => {
  const journey = useJourney();

  it('runs the cashier in its own frame: approving asks first, the row leaves Pending, and the queue follows what others do', async () => {
    const { server } = journey();
    const { player, operator: funder } = await registerFundedPlayer(journey(), '0.01');
    // A player has one pending request at a time: the second comes from another player.
    const { player: other } = await registerFundedPlayer(journey(), '0.01');
    const first = await requestWithdrawal(journey(), player, 20_000);
    const second = await requestWithdrawal(journey(), other, 10_000);
    const operator = await signedInAccount(journey(), 'admin', DESKTOP);
    const { page } = operator;

    // The console's address leads an admin to the withdrawal queue, in the console's frame.
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/withdrawals$/);
    const bar = page.getByTestId('console-bar');
    await expect.poll(() => bar.innerText()).toContain('Operator console');
    const barText = await bar.innerText();
    expect(barText).toContain(operator.name);
    expect(barText).toContain('Administrator');
    expect(barText).toContain('Back to the site');
    expect(barText).toContain('Log out');
    await expectNoPlayerChrome(page);

    // The side navigation, by area.
    // textContent: the area headings are upper-cased by CSS only.
    const nav = (await page.getByTestId('console-nav').textContent()) ?? '';
    for (const label of [
      'Players',
      'Money',
      'Withdrawals',
      'Deposits',
      'Ledger audit',
      'Reports',
      'Content',
      'Catalogue',
      'Games catalogue',
      'Game providers',
      'Crash chains',
      'Crash tables',
      'Bonuses',
      'Bonus campaigns',
      'Coupon codes',
      'VIP levels',
      'Support chat',
      'Verifications',
      'Notifications',
      'Operator log',
    ]) {
      expect(nav, label).toContain(label);
    }

    // At 1440 px the queue is a table with every column, the actions included.
    const row = page.getByTestId(`withdrawal-${first.id}`);
    await row.waitFor();
    expect(await row.evaluate((element) => element.tagName)).toBe('TR');
    const header = await page.locator('thead').innerText();
    for (const column of ['ID', 'Player', 'Address', 'Amount', 'Net', 'Status', 'Actions']) {
      expect(header, column).toContain(column);
    }
    expect(await row.innerText()).toContain(player.name);
    // Nothing is cut: the table does not scroll sideways, both actions are in the window.
    await expectNoSidewaysScroll(page);
    for (const action of ['Approve', 'Reject']) {
      const box = await row.getByRole('button', { name: action }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), action).toBeLessThanOrEqual(DESKTOP.width);
    }
    await saveScreenshot(page, 'console-1440-withdrawals', { dir: SHOTS });
    await markDocument(page);

    // Approve asks first; cancelling changes nothing.
    const dialog = page.getByRole('dialog');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => dialog.innerText()).toContain(`Approve withdrawal #${first.id}?`);
    expect(await dialog.innerText()).toContain('$200.00');
    await saveScreenshot(page, 'console-1440-approve-confirmation', {
      dir: SHOTS,
      fullPage: false,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await pendingIds(journey(), funder)).toContain(first.id);
    expect(await row.innerText()).toContain('Pending');

    // Confirming approves it: the row leaves "Pending" at once, without a reload.
    await row.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await documentStillMarked(page)).toBe(true);
    expect(await page.getByTestId(`withdrawal-${second.id}`).count()).toBe(1);
    expect(await pendingIds(journey(), funder)).not.toContain(first.id);
    await page.getByText(`Withdrawal #${first.id} approved.`).waitFor();
    await saveScreenshot(page, 'console-1440-after-approve', { dir: SHOTS });

    // The open list follows what others do, without a reload: a player's new request appears
    // (the first player may ask again: their request is no longer pending) …
    const third = await requestWithdrawal(journey(), player, 5_000);
    const live = page.getByTestId(`withdrawal-${third.id}`);
    await live.waitFor();
    expect(await live.innerText()).toContain('$50.00');
    // … and a request another operator approved leaves the pending list.
    await callApi(server, `/api/admin/withdrawals/${second.id}/approve`, {
      token: funder.token,
      body: {},
    });
    await expect.poll(() => page.getByTestId(`withdrawal-${second.id}`).count()).toBe(0);
    expect(await documentStillMarked(page)).toBe(true);
    await saveScreenshot(page, 'console-1440-live', { dir: SHOTS });

    // The deposits table shows all its columns, the confirmations included.
    await page.getByTestId('console-nav').getByRole('link', { name: 'Deposits' }).click();
    await page.waitForURL(/\/admin\/deposits$/);
    const depositsHeader = page.locator('thead');
    await depositsHeader.waitFor();
    const confirmations = depositsHeader.getByRole('columnheader', { name: 'Confirmations' });
    const box = await confirmations.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP.width);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'console-1440-deposits', { dir: SHOTS });

    // A crash table's limits: edited, confirmed, and the card shows the table's new figures.
    await page.getByTestId('console-nav').getByRole('link', { name: 'Crash tables' }).click();
    const bull = page.getByTestId('crash-table-crashbull');
    await bull.getByTestId('crash-limits-edit-crashbull').click();
    const form = bull.getByTestId('crash-limits-form-crashbull');
    await form.getByLabel('Min bet').fill('5');
    await form.getByLabel('Highest auto cash-out (×)').fill('500');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Change the limits of Crash Bull?');
    expect(await dialog.innerText()).toContain('Min bet: 0.10 → 5.00');
    await saveScreenshot(page, 'console-1440-crash-limits-confirm', {
      dir: SHOTS,
      fullPage: false,
    });
    await dialog.getByRole('button', { name: 'Change limits' }).click();
    await page.getByText('Crash Bull: the new limits apply from the next bet.').waitFor();
    await expect.poll(() => bull.innerText()).toContain('1.01× – 500.00×');
    expect(await bull.innerText()).toContain('5.00');
    expect(
      (await callApi<{ limits: { min_bet: number } }>(server, '/api/crash/crashbull')).limits
        .min_bet,
    ).toBe(500);
    expect(await documentStillMarked(page)).toBe(true);
    await saveScreenshot(page, 'console-1440-crash-tables', { dir: SHOTS });

    await closeExpectingNoErrors(operator);
  });

  it('keeps the key columns on a phone, with the navigation in a drawer', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const withdrawal = await requestWithdrawal(journey(), player, 15_000);
    const operator = await signedInAccount(journey(), 'admin', PHONE);
    const { page } = operator;

    await page.goto(`${server.url}/admin/withdrawals`);
    const card = page.getByTestId(`withdrawal-${withdrawal.id}`);
    await card.waitFor();
    await expectNoPlayerChrome(page);
    expect(await page.getByTestId('console-nav').count()).toBe(0);

    // ID, player, amount, status and the actions are in view, with no sideways scroll.
    const text = await card.innerText();
    expect(text).toContain(String(withdrawal.id));
    expect(text).toContain(player.name);
    expect(text).toContain('$150.00');
    expect(text).toContain('Pending');
    const approve = card.getByRole('button', { name: 'Approve' });
    const approveBox = await approve.boundingBox();
    expect((approveBox?.x ?? 0) + (approveBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    // The other columns open below the card.
    await card.getByRole('button', { name: 'Details' }).click();
    await expect
      .poll(() => card.innerText())
      .toContain('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    await saveScreenshot(page, 'console-390-withdrawals', { dir: SHOTS });

    // The navigation opens from the bar.
    await page.getByRole('button', { name: 'Open the console menu' }).click();
    const nav = page.getByTestId('console-nav');
    await nav.waitFor();
    expect(await nav.innerText()).toContain('Withdrawals');
    await saveScreenshot(page, 'console-390-menu', { dir: SHOTS, fullPage: false });
    await nav.getByRole('link', { name: 'Withdrawals' }).click();
    await expect.poll(() => nav.count()).toBe(0);

    // Approving asks first here too, and the card leaves the pending list.
    await markDocument(page);
    await approve.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`Approve withdrawal #${withdrawal.id}?`);
    await saveScreenshot(page, 'console-390-approve-confirmation', { dir: SHOTS, fullPage: false });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await documentStillMarked(page)).toBe(true);
    await saveScreenshot(page, 'console-390-after-approve', { dir: SHOTS });

    // Deposits, by the menu: cards with the key columns, the confirmations among them.
    await page.getByRole('button', { name: 'Open the console menu' }).click();
    await nav.getByRole('link', { name: 'Deposits' }).click();
    await page.waitForURL(/\/admin\/deposits$/);
    const deposit = page.locator('[data-testid^="deposit-"]').first();
    await deposit.waitFor();
    expect(await deposit.innerText()).toMatch(/\d+ of \d+ confirmations/);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'console-390-deposits', { dir: SHOTS });

    // A crash table's limits form fits a phone.
    await page.getByRole('button', { name: 'Open the console menu' }).click();
    await nav.getByRole('link', { name: 'Crash tables' }).click();
    await page.getByTestId('crash-limits-edit-crash').click();
    await page.getByTestId('crash-limits-form-crash').waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'console-390-crash-limits', { dir: SHOTS });

    // The console speaks the operator's language.
    await page.goto(`${server.url}/de/admin/deposits`);
    await expect
      .poll(() => page.getByTestId('console-bar').innerText())
      .toContain('Betreiberkonsole');
    await expect.poll(() => deposit.innerText()).toContain('Spieler');
    await saveScreenshot(page, 'console-390-deposits-de', { dir: SHOTS, fullPage: false });

    await closeExpectingNoErrors(operator);
  });

  it('tells a player the console does not exist, without showing any of it', async () => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', DESKTOP);
    await player.page.goto(`${server.url}/admin/withdrawals`);
    await player.page.getByText('404').first().waitFor();
    expect(await player.page.getByTestId('console-bar').count()).toBe(0);
    expect(await player.page.getByTestId('console-nav').count()).toBe(0);
    await closeExpectingNoErrors(player);
  });

  it('shows a support agent no money: the areas are hidden and the queue has no actions', async () => {
    const { server, db } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const withdrawal = await requestWithdrawal(journey(), player, 5_000);
    const agent = await registerVerifiedAccount(journey());
    await db.update(users).set({ role: 'support' }).where(eq(users.id, agent.id));
    const opened = await openSignedIn(journey(), agent.token, DESKTOP);
    const { page } = opened;

    // Opened by its address (the menu has no money area for an agent), the queue is there to
    // read, without its buttons.
    await page.goto(`${server.url}/admin/withdrawals`);
    const nav = page.getByTestId('console-nav');
    await nav.waitFor();
    const navText = (await nav.textContent()) ?? '';
    for (const label of [
      'Players',
      'Support chat',
      'Verifications',
      'Notifications',
      'Operator log',
    ]) {
      expect(navText, label).toContain(label);
    }
    for (const label of ['Money', 'Withdrawals', 'Deposits', 'Bonus campaigns', 'Content']) {
      expect(navText, label).not.toContain(label);
    }
    expect(await page.getByTestId('console-bar').innerText()).toContain('Support agent');

    const row = page.getByTestId(`withdrawal-${withdrawal.id}`);
    await row.waitFor();
    expect(await row.getByRole('button', { name: /Approve|Reject|Mark sent/ }).count()).toBe(0);
    await page.getByText('only administrators approve').waitFor();

    await closeExpectingNoErrors(opened);
  });
});
