import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../apps/server/src/seed/content/seed-content.js';
import { openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import { saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

describe('journey: an operator notifies a player live; the player reads it; VIP levels', () => {
  // The demo content: VIP levels and the settings menu of the site configuration.
  const journey = useJourney({ beforeServer: seedDemoContent });

  /**
   * The operator sends from /admin/notifications, as operators do: the player's number, the
   * message, Send. Answers the stored notification's id from the page's own call.
   */
  const send = async (operator: Page, userId: number, text: string) => {
    const form = operator.getByTestId('notify-player');
    await form.getByLabel('Player number').fill(String(userId));
    await form.getByLabel('Message').fill(text);
    const [response] = await Promise.all([
      operator.waitForResponse(
        (answer) =>
          answer.url().endsWith('/api/admin/notifications') && answer.request().method() === 'POST',
      ),
      form.getByRole('button', { name: 'Send', exact: true }).click(),
    ]);
    expect(response.status()).toBe(201);
    await operator.getByText(`Notification sent to player #${userId}.`).waitFor();
    // The form empties for the next one, and the sent list shows this one first.
    await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('');
    await expect
      .poll(() => operator.getByTestId('sent-notifications').locator('li').first().innerText())
      .toContain(text);
    return ((await response.json()) as { id: number }).id;
  };

  const accountButton = (page: Page) => page.getByTestId('account-menu-button');

  it('works end to end at 360 px and at 1280 px', async () => {
    const { server } = journey();
    const operator = await registerVerifiedAccount(journey(), 'admin');

    // The player's screen, and the operator's: a phone (390 px) with the phone, a desktop with
    // the desktop.
    for (const [width, height, operatorWidth, operatorHeight] of [
      [360, 780, 390, 844],
      [1280, 860, 1280, 860],
    ] as const) {
      const player = await registerVerifiedAccount(journey(), 'player');
      const { context, page, errors } = await openSignedIn(journey(), player.token, {
        width,
        height,
      });
      const desk = await openSignedIn(journey(), operator.token, {
        width: operatorWidth,
        height: operatorHeight,
      });
      await desk.page.goto(`${server.url}/admin/notifications`);
      await desk.page.getByRole('heading', { name: 'Send to one player' }).waitFor();
      // On a phone the console's menu is a drawer behind a button.
      const consoleMenu = desk.page.getByRole('button', { name: 'Open the console menu' });
      const drawer = await consoleMenu.isVisible();
      if (drawer) await consoleMenu.click();
      expect(
        await desk.page
          .getByRole('link', { name: 'Notifications', exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
      if (drawer) {
        await desk.page.keyboard.press('Escape');
        await desk.page.getByRole('link', { name: 'Notifications', exact: true }).waitFor({
          state: 'hidden',
        });
      }

      // 1. The notifications page, empty; the settings menu comes from the site configuration.
      await page.goto(`${server.url}/settings/notifications`);
      await page.getByText('No notifications yet.').waitFor();
      const menuEntry = page.getByTestId('settings-menu-notifications');
      expect(await menuEntry.getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('settings-menu-vip').innerText()).toContain('VIP');
      expect(await accountButton(page).getAttribute('aria-label')).not.toContain('unread');

      // 2. An operator sends one from the operator's page: it appears live, as a badge on the
      //    account button and in the list.
      const text = `Your withdrawal was approved (${width}px).`;
      const id = await send(desk.page, player.id, text);
      await saveScreenshot(desk.page, `notifications-admin-${operatorWidth}-sent`);
      await expect
        .poll(() => accountButton(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toContain('1 unread');
      const item = page.getByTestId(`notification-${id}`);
      await item.waitFor();
      expect(await item.getAttribute('data-read')).toBe('0');
      expect(await item.innerText()).toContain(text);
      await saveScreenshot(page, `notifications-${width}-unread`);

      // 3. The account menu lists VIP, bonus transactions and notifications with the count.
      await accountButton(page).click();
      await page.getByTestId('account-menu-vip').waitFor();
      await page.getByTestId('account-menu-bonus').waitFor();
      expect(await page.getByTestId('account-menu-notifications').innerText()).toContain(
        'Notifications',
      );
      await saveScreenshot(page, `notifications-${width}-account-menu`);
      await page.keyboard.press('Escape');

      // 4. The player marks it read: the item is replaced by the server's copy, the badge goes.
      await item.getByRole('button', { name: 'Mark as read' }).click();
      await expect.poll(() => item.getAttribute('data-read')).toBe('1');
      await expect
        .poll(() => accountButton(page).getAttribute('aria-label'))
        .not.toContain('unread');

      // 5. Two more, then all of them read at once.
      await send(desk.page, player.id, 'First of two.');
      await send(desk.page, player.id, 'Second of two.');
      await expect
        .poll(() => accountButton(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toContain('2 unread');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect
        .poll(() => page.locator('[data-testid^="notification-"][data-read="0"]').count())
        .toBe(0);
      const texts = await page.getByTestId('notifications-list').locator('li').allInnerTexts();
      expect(texts[0]).toContain('Second of two.');
      await saveScreenshot(page, `notifications-${width}-read`);

      // 6. A broadcast: the operator confirms it goes to every player and sees how many got it;
      //    the player gets it live too.
      const everyone = desk.page.getByTestId('notify-everyone');
      const news = `New games this week (${width}px).`;
      await everyone.getByLabel('Message').fill(news);
      await everyone.getByRole('button', { name: 'Send to every player' }).click();
      const confirm = desk.page.getByRole('dialog', { name: 'Send to every player?' });
      await confirm.getByText('This message goes to the notifications of every player').waitFor();
      // The dialog fades in; the screenshot waits until it is fully shown.
      await expect
        .poll(() =>
          confirm.evaluate((dialog) => getComputedStyle(dialog.parentElement ?? dialog).opacity),
        )
        .toBe('1');
      await saveScreenshot(desk.page, `notifications-admin-${operatorWidth}-broadcast-confirm`, {
        fullPage: false,
      });
      await confirm.getByRole('button', { name: 'Send to everyone' }).click();
      await confirm.waitFor({ state: 'hidden' });
      const result = await everyone.getByRole('status').innerText();
      expect(result).toMatch(/^Sent to every player\. Recipients: \d+\.$/);
      expect(Number(/(\d+)/.exec(result)?.[1])).toBeGreaterThanOrEqual(1);
      await expect
        .poll(() => accountButton(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toContain('1 unread');
      // The badge and the list are two renders of the same alert: the list may follow a moment
      // later.
      await expect
        .poll(() => page.getByTestId('notifications-list').locator('li').first().innerText())
        .toContain(news);
      await saveScreenshot(desk.page, `notifications-admin-${operatorWidth}-broadcast`);

      // 7. The VIP page: the player's level and every level, highest first.
      await page.getByTestId('settings-menu-vip').click();
      await page.getByTestId('vip-status').waitFor();
      expect(await page.getByTestId('vip-status').innerText()).toContain('Bronze');
      const levels = await page.getByTestId('vip-levels').locator(':scope > li').allInnerTexts();
      expect(levels.map((level) => level.split('\n')[0])).toEqual([
        'Platinum',
        'Gold',
        'Silver',
        'Bronze',
      ]);
      await saveScreenshot(page, `vip-${width}`);

      expect(errors).toEqual([]);
      expect(desk.errors).toEqual([]);
      await Promise.all([context.close(), desk.context.close()]);
    }
  }, 240_000);
});
