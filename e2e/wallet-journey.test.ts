import { describe, expect, it } from 'vitest';
import { signedInAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

describe('journey: deposit, live balance, withdrawal, operator approval, transactions, a cancelled withdrawal', () => {
  const journey = useJourney();

  it('moves the money end to end in the browser', async () => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', { width: 390, height: 844 });
    const operator = await signedInAccount(journey(), 'admin', { width: 1440, height: 900 });
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
    // It credits the player, so the console asks first (issue 17).
    await operator.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Simulate transfer' })
      .click();
    await operator.page.getByRole('cell', { name: player.name }).first().waitFor();
    await saveScreenshot(operator.page, 'wallet-2-operator-deposit');

    // 3. Without a reload the player's header shows the credit: 0.01 BTC at 96,500.00 USD.
    await expect.poll(() => headerWallet.innerText()).toContain('$965.00');

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
    await expect.poll(() => headerWallet.innerText()).toContain('$765.00');

    // 5. The operator approves it in the withdrawal queue.
    await operator.page.goto(`${server.url}/admin/withdrawals`);
    const row = operator.page.getByRole('row', { name: new RegExp(player.name) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    // Approved, it leaves the pending queue at once and is listed under "Approved".
    await expect.poll(() => row.count()).toBe(0);
    await operator.page.goto(`${server.url}/admin/withdrawals?status=approved`);
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

    // 7. Cancelling a withdrawal asks first; keeping it changes nothing, confirming gives the
    // money back.
    await player.page.getByTestId('header-deposit').click();
    await dialog.getByRole('tab', { name: /withdraw/i }).click();
    await dialog.getByTestId('coin-BTC').click();
    await dialog
      .getByLabel('Receiving BTC address')
      .fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    await dialog.getByLabel('Amount in USD').fill('100');
    await dialog.getByTestId('withdrawal-submit').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => headerWallet.innerText()).toContain('$665.00');
    // The approved withdrawal is listed too, until it is sent; this one is the $100.00.
    const pending = player.page.getByTestId('pending-withdrawal').filter({ hasText: '$100.00' });
    await pending.getByTestId('cancel-withdrawal').click();
    const confirm = player.page.getByTestId('cancel-withdrawal-confirm');
    await confirm.getByText('The $100.00 go back to your balance').waitFor();
    await saveScreenshot(player.page, 'wallet-6-cancel-confirm');
    await confirm.getByRole('button', { name: 'Keep the withdrawal' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await pending.count()).toBe(1);
    expect(await headerWallet.innerText()).toContain('$665.00');
    await pending.getByTestId('cancel-withdrawal').click();
    await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await player.page.getByText('Withdrawal cancelled').first().waitFor();
    await expect.poll(() => headerWallet.innerText()).toContain('$765.00');

    await closeExpectingNoErrors(player, operator);
  }, 120_000);
});
