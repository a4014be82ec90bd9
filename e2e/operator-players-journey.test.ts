import { describe, expect, it } from 'vitest';
import {
  callApi,
  openSignedIn,
  registerFundedPlayer,
  signedInAccount,
} from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** Where a person looks at this journey's screens (E2E_SCREENSHOTS=1). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/players';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('journey: the operator finds a player and locks the account', () => {
  const journey = useJourney();

  it('searches by e-mail, reads the page, adds a note and locks: the player is refused', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const operator = await signedInAccount(journey(), 'admin', DESKTOP);
    const { page } = operator;

    // The search: part of the e-mail, in another case, lands in the URL and finds the player.
    await page.goto(`${server.url}/admin/players`);
    const search = page.getByRole('searchbox', { name: 'Search players' });
    await search.fill(player.email.slice(0, 10).toUpperCase());
    await page.waitForURL(
      (url) => url.searchParams.get('q') === player.email.slice(0, 10).toUpperCase(),
    );
    const row = page.getByTestId(`player-${player.id}`);
    await row.waitFor();
    expect(await row.evaluate((element) => element.tagName)).toBe('TR');
    expect(await row.innerText()).toContain(player.email);
    await saveScreenshot(page, 'players-1440-search', { dir: SHOTS });

    // The player page: balances and the deposit among the transactions.
    await row.getByRole('link', { name: player.name }).click();
    await page.waitForURL(new RegExp(`/admin/players/${player.id}$`));
    await page.getByRole('heading', { name: player.name, level: 2 }).waitFor();
    const balances = page.getByTestId('player-balances');
    await expect.poll(() => balances.innerText()).toContain('Real balance (USD)');
    expect(await balances.innerText()).toMatch(/\$\d/);
    const transactions = page.getByTestId('player-transactions');
    await expect.poll(() => transactions.innerText()).toContain('Deposit');

    // A note, shown at once with its author.
    const notes = page.getByTestId('player-notes');
    await notes.getByLabel('New note for the team').fill('Called about a late deposit.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => notes.innerText()).toContain('Called about a late deposit.');
    expect(await notes.innerText()).toContain(operator.name);
    await saveScreenshot(page, 'players-1440-player', { dir: SHOTS });

    // Locking asks first, with the reason; cancelling changes nothing.
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Lock account' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Lock this account?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await callApi(server, '/api/user', { token: player.token });

    await page.getByRole('button', { name: 'Lock account' }).click();
    await dialog.getByLabel('Reason (kept in the operator log)').fill('Chargeback fraud');
    await saveScreenshot(page, 'players-1440-lock-confirmation', { dir: SHOTS, fullPage: false });
    await dialog.getByRole('button', { name: 'Lock the account' }).click();
    const notice = page.getByTestId('player-lock-notice');
    await expect.poll(() => notice.innerText()).toContain('Chargeback fraud');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Unlock account' }).waitFor();

    // The player's next request is refused, and so is signing in again.
    await callApi(server, '/api/user', { token: player.token, status: 401 });
    const signIn = await callApi<{ message: string }>(server, '/api/login', {
      body: { email: player.email, password: 'journey password 1' },
      status: 403,
    });
    expect(signIn.message).toBe('This account is locked. Please contact support.');

    // On a phone the same page keeps its sections readable, one under another.
    const phone = await openSignedIn(journey(), operator.token, PHONE);
    await phone.page.goto(`${server.url}/admin/players/${player.id}`);
    await phone.page.getByTestId('player-lock-notice').waitFor();
    await phone.page.getByTestId('player-transactions').getByText('Deposit').first().waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(phone.page, 'players-390-player', { dir: SHOTS });
    await phone.page.goto(`${server.url}/admin/players?q=${encodeURIComponent(player.email)}`);
    await phone.page.getByTestId(`player-${player.id}`).waitFor();
    await saveScreenshot(phone.page, 'players-390-search', { dir: SHOTS });

    await closeExpectingNoErrors(operator, phone);
  });
});
