import { describe, it } from 'vitest';
import { signedInAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, openPage, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };

// Its tests are independent visits, each in its own browser context: they run side by side.
describe.concurrent('journey: live support chat between a player and an operator', () => {
  const journey = useJourney();

  it('shows guests the support page and a way to register', async ({ expect }) => {
    const { server, browser } = journey();
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/customersupport`);
    await page.getByRole('heading', { name: 'Live chat for players' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
    await saveScreenshot(page, 'chat-0-guest-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a player writes, an operator answers on /admin/chat, the player sees it live', async ({
    expect,
  }) => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', PHONE);
    const operator = await signedInAccount(journey(), 'admin', DESKTOP);

    // 1. The player's support layout: name, e-mail, logout and the empty 'Groups' panel.
    await player.page.goto(`${server.url}/customersupport`);
    await player.page.getByRole('heading', { name: 'Groups' }).waitFor();
    await player.page.getByText(player.email).waitFor();
    await player.page.getByRole('button', { name: 'Log out' }).waitFor();
    await player.page.getByText('No open conversations yet.').waitFor();
    await saveScreenshot(player.page, 'chat-1-player-empty-360');

    // 2. A conversation on withdrawals with a first message; on a phone it opens full screen.
    await player.page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = player.page.getByRole('dialog', { name: 'Start a conversation' });
    await dialog.getByRole('radio', { name: 'Withdrawals' }).click();
    await dialog.getByLabel('Your message').fill('Hi, where is my withdrawal?');
    await dialog.getByRole('button', { name: 'Start chatting' }).click();
    await player.page.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    const playerMessages = player.page.getByTestId('chat-message');
    await expect
      .poll(() => playerMessages.allInnerTexts())
      .toEqual([expect.stringContaining('Hi, where is my withdrawal?')]);

    // 3. The operator finds it with one unread message and answers with Enter.
    await operator.page.goto(`${server.url}/admin/chat`);
    const row = operator.page.getByTestId('admin-chat-group').filter({ hasText: player.name });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('1 unread');
    await row.click();
    const operatorMessages = operator.page.getByTestId('chat-message');
    await operatorMessages.filter({ hasText: 'Hi, where is my withdrawal?' }).waitFor();
    await operator.page.getByLabel('Write a message').fill('It was sent a minute ago.');
    await operator.page.getByLabel('Write a message').press('Enter');
    await operatorMessages.filter({ hasText: 'It was sent a minute ago.' }).waitFor();
    await saveScreenshot(operator.page, 'chat-2-operator-1280');

    // 4. Without a reload the player sees the answer, and answers back with Enter.
    await expect
      .poll(() => playerMessages.allInnerTexts(), { timeout: 10_000 })
      .toEqual([
        expect.stringContaining('Hi, where is my withdrawal?'),
        expect.stringContaining('It was sent a minute ago.'),
      ]);
    await player.page.getByLabel('Write a message').fill('Got it, thanks!');
    await player.page.getByLabel('Write a message').press('Enter');
    await expect.poll(() => playerMessages.count()).toBe(3);
    await saveScreenshot(player.page, 'chat-3-player-conversation-360');
    // The operator's console follows live too.
    await operatorMessages.filter({ hasText: 'Got it, thanks!' }).waitFor({ timeout: 10_000 });

    // 5. The operator opens a second conversation for the player: it arrives live.
    await player.page.getByRole('button', { name: 'Back to conversations' }).click();
    await player.page.getByRole('heading', { name: 'Groups' }).waitFor();
    await operator.page.getByRole('button', { name: 'Open a conversation' }).click();
    const open = operator.page.getByRole('dialog', { name: 'Open a conversation' });
    await open.getByLabel("Player's e-mail or id").fill(player.email);
    await open.getByLabel('Title').fill('Your verification');
    await open.getByLabel('First message').fill('Please upload a proof of address.');
    await open.getByRole('button', { name: 'Open', exact: true }).click();
    await operator.page.getByRole('heading', { name: 'Your verification' }).waitFor();
    const playerGroups = player.page.getByTestId('chat-group');
    await expect
      .poll(() => playerGroups.allInnerTexts(), { timeout: 10_000 })
      .toEqual([
        expect.stringContaining('Withdrawals'),
        expect.stringContaining('Your verification'),
      ]);
    await saveScreenshot(player.page, 'chat-4-player-groups-360');

    // 6. Closing a group deactivates it: it leaves the list.
    await player.page.getByRole('button', { name: 'Close the conversation Withdrawals' }).click();
    await expect
      .poll(() => playerGroups.allInnerTexts())
      .toEqual([expect.stringContaining('Your verification')]);

    // 7. The desktop layout: the side list beside the open conversation.
    await player.page.setViewportSize(DESKTOP);
    await playerGroups.first().click();
    await playerMessages.filter({ hasText: 'Please upload a proof of address.' }).waitFor();
    await saveScreenshot(player.page, 'chat-5-player-1280');
    await operator.page.setViewportSize(PHONE);
    await saveScreenshot(operator.page, 'chat-6-operator-360');

    await closeExpectingNoErrors(player, operator);
  }, 120_000);
});
