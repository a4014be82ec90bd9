import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { encodeInvoice } from '../apps/server/src/modules/payments/lightning/bolt11.js';
import {
  callApi,
  openSignedIn,
  registerFundedPlayer,
  signedInAccount,
} from './helpers/accounts.js';
import { closeExpectingNoErrors, SCREENSHOT_DIR, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const SHOTS = { dir: path.join(SCREENSHOT_DIR, 'lightning') };

describe('journey: a Lightning deposit, paid through the sandbox, credited once', () => {
  const journey = useJourney();

  it('creates an invoice in the cashier, pays it and shows the credit once', async () => {
    const { server } = journey();
    const player = await signedInAccount(journey(), 'player', { width: 390, height: 844 });
    const operator = await signedInAccount(journey(), 'admin', { width: 1440, height: 900 });
    const headerWallet = player.page.getByTestId('header-wallet');

    // 1. The player picks Bitcoin (Lightning) and asks for an invoice of the calculator's 100.
    await player.page.goto(`${server.url}/settings/wallet`);
    await expect.poll(() => headerWallet.innerText()).toContain('$0.00');
    await player.page.getByTestId('header-deposit').click();
    const dialog = player.page.getByTestId('wallet-dialog');
    await dialog.getByTestId('coin-XMR').waitFor();
    await saveScreenshot(player.page, 'lightning-0-picker', SHOTS);
    await dialog.getByTestId('coin-LIGHTNING').click();
    await expect.poll(() => dialog.getByTestId('lightning-amount').inputValue()).toBe('100');
    await saveScreenshot(player.page, 'lightning-1-amount', SHOTS);
    await dialog.getByTestId('lightning-create-invoice').click();

    // 2. The invoice: a sandbox regtest BOLT #11 string, its QR code and a running countdown.
    const paymentRequest = (
      await dialog.getByTestId('lightning-payment-request').innerText()
    ).trim();
    expect(paymentRequest).toMatch(/^lnbcrt1036270n1[02-9ac-hj-np-z]+$/);
    await dialog.getByTestId('lightning-qr-code').waitFor();
    await dialog.getByTestId('lightning-sandbox').waitFor();
    const countdown = dialog.getByTestId('lightning-countdown');
    await expect.poll(() => countdown.innerText()).toMatch(/1[45]:\d\d/);
    const first = await countdown.innerText();
    await expect.poll(() => countdown.innerText()).not.toBe(first);
    await saveScreenshot(player.page, 'lightning-2-invoice', SHOTS);

    // 3. The operator pays it from the sandbox's deposits page, as the player's wallet would…
    await operator.page.goto(`${server.url}/admin/deposits`);
    await operator.page.getByLabel('Lightning invoice (lnbcrt…)').fill(paymentRequest);
    await saveScreenshot(operator.page, 'lightning-operator-pay', SHOTS);
    await operator.page.getByRole('button', { name: 'Pay invoice' }).click();
    // It credits the player, so the console asks first (issue 17).
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Pay invoice' }).click();
    await operator.page.getByText('Invoice paid: $100.00 credited to the player.').waitFor();
    // … and the same payment is reported twice more at once, as retries would: nothing changes.
    const reports = await Promise.all(
      [0, 1].map(() =>
        callApi(server, '/api/admin/lightning/simulate', {
          token: operator.token,
          body: { payment_request: paymentRequest },
        }),
      ),
    );
    expect(reports.map((report) => report.status)).toEqual(['paid', 'paid']);

    // 4. Without a reload the cashier shows it paid and the header the credit: 100.00 USD.
    await dialog.getByTestId('lightning-paid').waitFor();
    await expect.poll(() => headerWallet.innerText()).toContain('$100.00');
    await saveScreenshot(player.page, 'lightning-3-paid', SHOTS);

    // 5. One deposit in the transactions, of the credited amount, and the balance once.
    await player.page.goto(`${server.url}/settings/transactions`);
    const items = player.page.getByTestId('transaction-card');
    await expect.poll(() => items.count()).toBe(1);
    const [deposit] = await items.allInnerTexts();
    expect(deposit).toMatch(/Deposit/);
    expect(deposit).toContain('$100.00');
    await saveScreenshot(player.page, 'lightning-4-transactions', SHOTS);
    const me = await callApi<{ w_balance: number }>(server, '/api/user', { token: player.token });
    expect(me.w_balance).toBe(10_000);

    await closeExpectingNoErrors(player, operator);
  }, 120_000);

  it('withdraws to a pasted invoice: checked, quoted, confirmed and queued', async () => {
    const { server } = journey();
    const { player, operator } = await registerFundedPlayer(journey(), '0.01');
    const opened = await openSignedIn(journey(), player.token, { width: 390, height: 844 });
    const { page } = opened;
    // The player's own wallet made this invoice: 50,000 sats, on the sandbox node's regtest.
    const invoice = encodeInvoice(
      {
        network: 'regtest',
        amountMsat: 50_000_000n,
        timestamp: Math.floor(Date.now() / 1000),
        paymentHash: randomBytes(32),
        paymentSecret: randomBytes(32),
        description: 'cash out',
        expirySeconds: 3600,
        minFinalCltvExpiry: 40,
      },
      secp256k1.utils.randomSecretKey(),
    );

    await page.goto(`${server.url}/settings/wallet`);
    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('wallet-dialog');
    await dialog.getByRole('tab', { name: /withdraw/i }).click();
    await dialog.getByTestId('coin-LIGHTNING').click();
    await dialog.getByTestId('lightning-invoice-input').fill(invoice);
    await dialog.getByTestId('lightning-withdrawal-submit').click();
    const quote = dialog.getByTestId('lightning-quote');
    await expect.poll(() => quote.innerText()).toContain('$48.35');
    expect(await quote.innerText()).toContain('0.00050000 BTC');
    await saveScreenshot(page, 'lightning-5-withdrawal-quote', SHOTS);
    await dialog.getByTestId('lightning-withdrawal-submit').click();
    await page.getByText('Withdrawal request pending').first().waitFor();

    const queue = await callApi<{ rail: string; amount: number; user_id: number }[]>(
      server,
      '/api/admin/withdrawals?status=pending',
      { token: operator.token },
    );
    expect(queue.filter((row) => row.user_id === player.id)).toEqual([
      expect.objectContaining({ rail: 'lightning', amount: 4_835 }),
    ]);
    await closeExpectingNoErrors(opened);
  }, 120_000);
});
