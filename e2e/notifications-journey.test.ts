import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../apps/server/src/db/seed/content-seed.js';
import { callApi, openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import { saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

describe('journey: an operator notifies a player live; the player reads it; VIP levels', () => {
  // The demo content: VIP levels and the settings menu of the site configuration.
  const journey = useJourney({ beforeServer: seedDemoContent });

  const send = async (operatorToken: string, userId: number, text: string) => {
    const { id } = await callApi<{ id: number }>(journey().server, '/api/admin/notifications', {
      token: operatorToken,
      body: { user_id: userId, text },
      status: 201,
    });
    return id;
  };

  const accountButton = (page: Page) => page.getByTestId('account-menu-button');

  it('works end to end at 360 px and at 1280 px', async () => {
    const { server } = journey();
    const operator = await registerVerifiedAccount(journey(), 'admin');

    for (const [width, height] of [
      [360, 780],
      [1280, 860],
    ] as const) {
      const player = await registerVerifiedAccount(journey(), 'player');
      const { context, page, errors } = await openSignedIn(journey(), player.token, {
        width,
        height,
      });

      // 1. The notifications page, empty; the settings menu comes from the site configuration.
      await page.goto(`${server.url}/settings/notifications`);
      await page.getByText('No notifications yet.').waitFor();
      const menuEntry = page.getByTestId('settings-menu-notifications');
      expect(await menuEntry.getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('settings-menu-vip').innerText()).toContain('VIP');
      expect(await accountButton(page).getAttribute('aria-label')).not.toContain('unread');

      // 2. An operator sends one: it appears live, as a badge on the account button and in the list.
      const text = `Your withdrawal was approved (${width}px).`;
      const id = await send(operator.token, player.id, text);
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
      await send(operator.token, player.id, 'First of two.');
      await send(operator.token, player.id, 'Second of two.');
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

      // 6. The VIP page: the player's level and every level, highest first.
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
      await context.close();
    }
  }, 180_000);
});
