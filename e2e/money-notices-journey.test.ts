import { describe, expect, it } from 'vitest';
import { callApi, registerVerifiedAccount, signedInAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** A BTC address outside the casino (the one the server's withdrawal tests use). */
const OUTSIDE_BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BTC_ENTITY_WALLET_ID = 1;

describe('journey: money events notify the player live', () => {
  const journey = useJourney();

  it('shows a deposit credited and each step of a withdrawal as they happen', async () => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', { width: 390, height: 844 });
    const operator = await registerVerifiedAccount(journey(), 'admin');
    const accountButton = player.page.getByTestId('account-menu-button');
    const list = player.page.getByTestId('notifications-list');
    const newest = () => list.locator('li').first().innerText();

    await player.page.goto(`${server.url}/settings/notifications`);
    await player.page.getByText('No notifications yet.').waitFor();

    // 1. A transfer to the player's address reaches its confirmations: the credit is told live.
    const { address } = await callApi<{ address: string }>(server, '/api/wallet/depositwallet', {
      token: player.token,
      body: { symbol: 'BTC' },
    });
    await callApi(server, '/api/admin/deposits/simulate', {
      token: operator.token,
      body: { address, crypto_amount: '0.01' },
    });
    await expect
      .poll(() => accountButton.getAttribute('aria-label'), { timeout: 10_000 })
      .toContain('1 unread');
    await expect.poll(newest).toContain('Deposit credited: 0.01000000 BTC (965.00 USD).');
    await saveScreenshot(player.page, 'money-notices-390-deposit');

    // 2. The player asks for a withdrawal; the operator approves it, then sends it.
    const withdrawal = await callApi<{ id: number }>(server, '/api/wallet/request/withdrawal', {
      token: player.token,
      body: {
        wallet_address: OUTSIDE_BTC_ADDRESS,
        entity_wallet_id: BTC_ENTITY_WALLET_ID,
        amount: 20_000,
      },
      status: 201,
    });
    const step = (action: 'approve' | 'sent', body: Record<string, unknown> = {}) =>
      callApi(server, `/api/admin/withdrawals/${withdrawal.id}/${action}`, {
        token: operator.token,
        body,
      });
    await step('approve');
    await expect
      .poll(newest, { timeout: 10_000 })
      .toContain('Your withdrawal of 200.00 USD was approved and will be sent shortly.');
    await step('sent', { txid: `3f2a9c1b${'0'.repeat(48)}7d04e8aa` });
    await expect
      .poll(newest, { timeout: 10_000 })
      .toContain(
        'Your withdrawal of 200.00 USD was sent: 0.00205253 BTC, transaction 3f2a9c1b…7d04e8aa.',
      );
    await expect.poll(() => accountButton.getAttribute('aria-label')).toContain('3 unread');
    await saveScreenshot(player.page, 'money-notices-390-withdrawal-sent');

    // 3. Stored, not only shown: a reload lists all three, newest first.
    await player.page.reload();
    await expect.poll(() => list.locator('li').count()).toBe(3);
    const texts = await list.locator('li').allInnerTexts();
    expect(texts[2]).toContain('Deposit credited');
    expect(texts[1]).toContain('was approved');
    expect(texts[0]).toContain('was sent');

    await closeExpectingNoErrors(player);
  }, 60_000);
});
