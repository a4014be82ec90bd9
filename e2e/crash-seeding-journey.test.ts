import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CrashChain } from '@satsino/contract/crash';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, openSignedIn } from './helpers/accounts.js';
import {
  closeExpectingNoErrors,
  openPage,
  SCREENSHOT_DIR,
  saveScreenshot,
} from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OPERATOR = { email: 'crash.operator@example.com', password: 'crash operator password' };
/** Where this journey's screenshots go, beside the other journeys'. */
const SHOTS = path.join(SCREENSHOT_DIR, 'crash-seeding');
const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** The promised block, as a Bitcoin block hash looks (eight leading zeros). */
const BLOCK_HEIGHT = 950_000;
const BLOCK_HASH = `00000000${randomBytes(28).toString('hex')}`;

describe('journey: a crash seeding event, from the promise to the first rounds', () => {
  // No demo data: the tables start without any chain, as on a real operator's first day.
  const journey = useJourney({
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });

  it('publishes a chain waiting for its block, enters the block hash, and the table runs', async () => {
    const { server, browser } = journey();
    const { token } = await callApi<{ token: string }>(server, '/api/login', { body: OPERATOR });

    // A guest on a phone: the table says it has no chain rather than showing a stuck round.
    const guest = await openPage(browser, PHONE);
    await guest.page.goto(`${server.url}/games/crashsw`);
    await guest.page
      .locator('[data-testid="crash-seeding-notice"][data-seeding="no_chain"]')
      .waitFor();
    await guest.page.getByRole('heading', { name: 'No chain published yet' }).waitFor();

    // The operator publishes Crash Spacewalk's chain, promising a future block.
    const desk = await openSignedIn(journey(), token, DESKTOP);
    const admin = desk.page;
    await admin.goto(`${server.url}/admin/crash-chains`);
    await admin.getByRole('heading', { name: 'Crash chains' }).waitFor();
    const form = admin.getByTestId('publish-chain-form');
    await form.getByRole('combobox', { name: 'Table' }).click();
    await admin.getByRole('option', { name: 'Crash Spacewalk' }).click();
    await form.getByRole('textbox', { name: 'Promised Bitcoin block height' }).fill('9x');
    await form.getByRole('textbox', { name: 'Rounds' }).click();
    await form
      .getByText('Enter the promised Bitcoin block height, a whole number from 1 to 10000000.')
      .waitFor();
    await form
      .getByRole('textbox', { name: 'Promised Bitcoin block height' })
      .fill(String(BLOCK_HEIGHT));
    await form.getByRole('textbox', { name: 'Rounds' }).fill('500');
    await form.getByRole('button', { name: 'Publish the chain' }).click();
    await admin
      .getByText(/Chain #\d+ of Crash Spacewalk is published; it waits for Bitcoin block 950,000\./)
      .waitFor();
    const section = admin.getByTestId('admin-crash-chains-crashsw');
    await section.getByText('Waiting for its block').waitFor();
    await shot(admin, 'admin-crash-chains-waiting-1280');

    const [chain] = await callApi<CrashChain[]>(server, '/api/crash/chains');
    expect(chain).toMatchObject({
      table: 'crashsw',
      promised_block_height: BLOCK_HEIGHT,
      salt: null,
      status: 'waiting_for_salt',
    });
    if (!chain) throw new Error('the published chain');

    // The public page shows the promise: the terminating hash, waiting for block 950,000.
    await guest.page.goto(`${server.url}/provably-fair/crash`);
    const card = guest.page.getByTestId(`crash-chain-${chain.id}`);
    await card.getByTestId('chain-terminating-hash').getByText(chain.terminating_hash).waitFor();
    await card.getByText('Waiting for Bitcoin block 950,000').waitFor();
    await shot(guest.page, 'public-chains-waiting-390');
    // And the table says what it waits for.
    await guest.page.goto(`${server.url}/games/crashsw`);
    await guest.page
      .locator('[data-testid="crash-seeding-notice"][data-seeding="waiting_for_salt"]')
      .getByText(/hash of Bitcoin block 950,000/)
      .waitFor();
    await shot(guest.page, 'crash-table-waiting-390');

    // The block is mined: the operator enters its hash; a wrong value is refused first.
    await section.getByRole('button', { name: 'Enter salt' }).click();
    const dialog = admin.getByRole('dialog', { name: `Enter the salt of chain #${chain.id}` });
    const input = dialog.getByRole('textbox', { name: /Hash of block 950,000/ });
    await input.fill('ab'.repeat(32));
    await input.blur();
    await dialog
      .getByText('This is not a Bitcoin block hash: a block hash starts with at least 8 zeros.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Enter the salt' }).isDisabled()).toBe(true);
    await input.fill(BLOCK_HASH.toUpperCase());
    // The viewport only: a full-page picture repeats the fixed header under a dialog.
    await saveScreenshot(admin, 'admin-crash-chains-salt-dialog-1280', {
      dir: SHOTS,
      fullPage: false,
    });
    await dialog.getByRole('button', { name: 'Enter the salt' }).click();
    await admin
      .getByText(
        `Chain #${chain.id} is salted with the hash of block 950,000; its table starts running it.`,
      )
      .waitFor();
    await section.getByText('Ready').or(section.getByText('In play')).first().waitFor();

    // The public page shows the salt, and the table runs: a round takes bets, then crashes.
    const desktopGuest = await openPage(browser, DESKTOP);
    await desktopGuest.page.goto(`${server.url}/provably-fair/crash`);
    await desktopGuest.page
      .getByTestId(`crash-chain-${chain.id}`)
      .getByTestId('chain-salt')
      .getByText(BLOCK_HASH)
      .waitFor();
    await guest.page.goto(`${server.url}/games/crashsw`);
    await guest.page.getByTestId('crash-graph').waitFor({ timeout: 30_000 });
    expect(await guest.page.getByTestId('crash-seeding-notice').count()).toBe(0);
    // The chain is in play as soon as its first round opens (a round's crash may take a while).
    await expect
      .poll(
        async () =>
          (await callApi<CrashChain[]>(server, '/api/crash/chains')).find(
            (item) => item.id === chain.id,
          )?.status,
        { timeout: 30_000, interval: 250 },
      )
      .toBe('in_play');
    await desktopGuest.page.reload();
    await desktopGuest.page.getByTestId(`crash-chain-${chain.id}`).getByText('In play').waitFor();
    await shot(desktopGuest.page, 'public-chains-salted-1280');
    await guest.page.goto(`${server.url}/provably-fair/crash`);
    await guest.page.getByTestId(`crash-chain-${chain.id}`).getByTestId('chain-salt').waitFor();
    await shot(guest.page, 'public-chains-salted-390');

    // The operator's page on a phone.
    const phoneDesk = await openSignedIn(journey(), token, PHONE);
    await phoneDesk.page.goto(`${server.url}/admin/crash-chains`);
    await phoneDesk.page
      .getByTestId('admin-crash-chains-crashsw')
      .getByText(`#${chain.id}`)
      .waitFor();
    await shot(phoneDesk.page, 'admin-crash-chains-390');
    await admin.reload();
    await section.getByText('In play').waitFor();
    await shot(admin, 'admin-crash-chains-salted-1280');

    await closeExpectingNoErrors(guest, desk, desktopGuest, phoneDesk);
  }, 240_000);
});
