import { dayPeriod } from '@satsino/contract/cashback';
import type { Currency } from '@satsino/contract/money';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../apps/server/src/seed/content/seed-content.js';
import { cashbackJobAt, playRealMoney } from '../apps/server/test/helpers/real-money.js';
import { type ApiAccount, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const SCREENS = process.env.CASHBACK_SCREENSHOT_DIR;
const shot = SCREENS ? { dir: SCREENS } : {};

/**
 * Cashback, as a player meets it (docs/decisions/0014): the VIP page's card shows the day's net
 * loss, the rate and the cashback accrued; a day later (the job's clock moved on) the daily
 * cashback arrives as a notification and in the transactions; a Gold player sees the 2 % VIP
 * rate applied to the week's loss.
 */
describe('journey: cashback on the VIP page, paid a day later', () => {
  // The demo content: the VIP levels of ADR 0003 (Gold from 50,000 wagered, 2 %).
  const journey = useJourney({ beforeServer: seedDemoContent });

  const pool = () => (journey().db as unknown as { $client: pg.Pool }).$client;
  /** A bet settled at once on the server's database, as a game round would post it. */
  const play = (player: ApiAccount, stake: bigint, win = 0n, currency: Currency = 'USD') =>
    playRealMoney(pool(), player.id, stake, win, currency);
  /** The cashback job on a clock the test sets: the server's own runs on the real one. */
  const cashbackAt = (now: Date) => cashbackJobAt({ db: journey().db, pool: pool() }, now);

  it('a player with losses yesterday gets the daily cashback as a notification and a transaction', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const played = new Date();
    // A net loss of 30.00 today: 3.00 daily cashback accrues.
    await play(player, 4_000n, 1_000n);

    const opened = await openSignedIn(journey(), player.token, { width: 360, height: 780 });
    const { page } = opened;
    await page.goto(`${server.url}/settings/vip`);
    const daily = page.getByTestId('cashback-daily');
    await expect.poll(() => daily.innerText()).toContain('$30.00');
    const dailyText = await daily.innerText();
    expect(dailyText).toContain('10%');
    expect(dailyText).toContain('$3.00');
    await saveScreenshot(page, 'cashback-360-vip-card', shot);

    // A day later the job pays it: a bonus of 3.00 with 1× wagering, and a notification.
    const tomorrow = new Date(dayPeriod(played).end.getTime() + 10 * 60_000);
    const result = await cashbackAt(tomorrow).run();
    expect(result.paid).toBeGreaterThanOrEqual(1);

    await page.goto(`${server.url}/settings/notifications`);
    await page
      .getByText(
        'Your daily cashback of $3 has been credited to your bonus balance. Wager it once to turn it into cash.',
      )
      .waitFor();
    await saveScreenshot(page, 'cashback-360-notification', shot);

    await page.goto(`${server.url}/settings/transactions`);
    const cards = page.getByTestId('transaction-card');
    await expect.poll(async () => (await cards.allInnerTexts()).join('\n')).toContain('Cashback');
    const cashback = (await cards.allInnerTexts()).find((text) => text.includes('Cashback'));
    expect(cashback).toContain('$3.00');
    await saveScreenshot(page, 'cashback-360-transactions', shot);

    // Run again: nothing is paid twice.
    await cashbackAt(tomorrow).run();
    const { rows } = await pool().query(
      "SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'cashback' AND a.owner_user_id = $1",
      [player.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
    await closeExpectingNoErrors(opened);
  }, 120_000);

  it('a Gold player sees the 2 % VIP cashback rate applied to the week’s loss', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.02');
    // 50,000.00 wagered, won back: Gold. Then a net loss of 100.00.
    for (let round = 0; round < 50; round++) await play(player, 100_000n, 100_000n);
    await play(player, 10_000n);

    const opened = await openSignedIn(journey(), player.token, { width: 1280, height: 900 });
    const { page } = opened;
    await page.goto(`${server.url}/settings/vip`);
    await expect.poll(() => page.getByTestId('vip-status').innerText()).toContain('Gold');
    const vip = page.getByTestId('cashback-vip');
    await expect.poll(() => page.getByTestId('cashback-vip-rate').innerText()).toBe('2%');
    const vipText = await vip.innerText();
    expect(vipText).toContain('$100.00');
    expect(vipText).toContain('$2.00');
    expect(vipText).toContain('Gold');
    const weekly = await page.getByTestId('cashback-weekly').innerText();
    // 10 % band from 100.00, less the 10.00 of daily cashback: nothing on top this week.
    expect(weekly).toContain('10%');
    expect(weekly).toContain('$10.00');
    await page.getByTestId('cashback-card').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cashback-1280-gold', shot);
    await closeExpectingNoErrors(opened);
  }, 120_000);
  it('a Platinum player gets a VIP manager from the admin VIP page and writes to them in the chat', async () => {
    const { server } = journey();
    const { player, operator } = await registerFundedPlayer(journey(), '0.05');
    // 250,000.00 wagered, won back: Platinum.
    for (let round = 0; round < 100; round++) await play(player, 250_000n, 250_000n);

    const desk = await openSignedIn(journey(), operator.token, { width: 1280, height: 900 });
    const playerScreen = await openSignedIn(journey(), player.token, { width: 390, height: 844 });
    // The player's level is recorded when the VIP page reads it.
    await playerScreen.page.goto(`${server.url}/settings/vip`);
    await expect
      .poll(() => playerScreen.page.getByTestId('vip-status').innerText())
      .toContain('Platinum');
    expect(await playerScreen.page.getByTestId('vip-manager').count()).toBe(0);

    await desk.page.goto(`${server.url}/admin/vip-levels`);
    const panel = desk.page.getByTestId('vip-managers');
    await panel.getByText('No player has a VIP manager yet.').waitFor();
    await panel.getByLabel('Player number').fill(String(player.id));
    await panel.getByLabel('Operator number').fill(String(operator.id));
    await panel.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => panel.innerText()).toContain(`managed by ${operator.name}`);
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(desk.page, 'cashback-admin-managers', shot);

    await playerScreen.page.reload();
    const card = playerScreen.page.getByTestId('vip-manager');
    await expect
      .poll(() => card.innerText())
      .toContain(`${operator.name} looks after your account.`);
    await saveScreenshot(playerScreen.page, 'cashback-390-manager', shot);
    await card.getByRole('button', { name: `Write to ${operator.name}` }).click();
    await playerScreen.page.waitForURL(/\/customersupport\?group=VIP\+manager/);
    await playerScreen.page.getByLabel('Write a message').fill('Hello, my manager!');
    await playerScreen.page.keyboard.press('Enter');
    await playerScreen.page.getByText('Hello, my manager!').waitFor();

    await desk.page.goto(`${server.url}/admin/chat`);
    const group = desk.page.getByTestId('admin-chat-group').filter({ hasText: player.name });
    await expect.poll(() => group.innerText()).toContain(`VIP manager: ${operator.name}`);
    expect(await group.innerText()).toContain('VIP priority');
    await saveScreenshot(desk.page, 'cashback-admin-chat', shot);
    await closeExpectingNoErrors(desk, playerScreen);
  }, 120_000);
});
