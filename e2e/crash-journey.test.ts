import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { openPage, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** Where the table's screenshots also go, to be looked at (360 px and 1280 px). */
const SHOTS_DIR = '/tmp/shots-crash';

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await saveScreenshot(page, name, { dir: SHOTS_DIR });
}

// Its tests are independent visits, each in its own browser context: they run side by side.
describe.concurrent('journey: a crash table, as a guest and as a player who bets and cashes out', () => {
  // The demo data salts every table's chain (a real, historical block hash), so the tables run,
  // at a brisker pace than the site's: the test waits on whole rounds, not on its own work.
  const journey = useJourney({
    env: {
      SEED_DEMO: 'true',
      CRASH_BETTING_MS: '3000',
      CRASH_PAUSE_MS: '1500',
      CRASH_GROWTH_PER_MS: '0.00012',
    },
  });

  it('shows the table to a guest on a phone with a prompt to log in', async ({ expect }) => {
    const { server, browser } = journey();
    const { context, page, errors } = await openPage(browser, { width: 360, height: 780 });
    await page.goto(`${server.url}/games/crashbull`);
    await page.getByTestId('crash-table-crashbull').waitFor();
    await expect.poll(() => page.title()).toContain('Crash Bull');
    await page.getByRole('heading', { name: 'Play for real money' }).waitFor();
    await page.getByTestId('crash-terminating-hash').waitFor();
    await page.getByTestId('crash-graph').waitFor();
    await shot(page, 'crash-360-guest');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('lets a player bet, cash out and see the balance change', async ({ expect }) => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.001');
    const balance = async () =>
      (await callApi<{ w_balance: number }>(server, '/api/user', { token: player.token }))
        .w_balance;
    const funded = await balance();
    expect(funded).toBeGreaterThan(1_000);

    const { context, page, errors } = await openSignedIn(journey(), player.token, {
      width: 1280,
      height: 900,
    });
    await page.goto(`${server.url}/games/crash`);
    await page.getByTestId('crash-table-crash').waitFor();
    await page.getByTestId('crash-amount').fill('1');

    // A round that crashes almost at once (about 2 % of them) is lost; the player tries again.
    let cashedOut = false;
    let spent = 0;
    for (let attempt = 0; attempt < 6 && !cashedOut; attempt += 1) {
      // A betting window from its start: a bet sent in the last moments of a window can reach
      // the server after it closed (refused, rightly), which a busy machine made happen.
      await page.locator('[data-testid="crash-graph"]:not([data-phase="betting"])').waitFor({
        timeout: 60_000,
      });
      await page.locator('[data-testid="crash-graph"][data-phase="betting"]').waitFor({
        timeout: 60_000,
      });
      const bet = page.getByTestId('crash-bet');
      // A starved page draws the window a moment before the button catches up with it.
      await expect.poll(() => bet.isEnabled()).toBe(true);
      await bet.click();
      await page.getByTestId('crash-bet-status').getByText('Bet of $1.00 placed').waitFor();
      spent += 100;
      await expect.poll(balance).toBe(funded - spent);
      if (attempt === 0) await shot(page, 'crash-1280-bet-placed');

      const cashOut = page.getByTestId('crash-cashout');
      const lost = page.getByTestId('crash-bet-status').getByText('The round crashed');
      await Promise.race([cashOut.waitFor({ timeout: 30_000 }), lost.waitFor({ timeout: 30_000 })]);
      if (await cashOut.isVisible()) {
        // The round may crash between seeing the button and clicking it: then there is nothing to
        // click, and the status says the round crashed.
        await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
        const status = page.getByTestId('crash-bet-status');
        // The answer, or the round's end; a busy machine can starve the page past a short wait,
        // and a round lost in the click's flight shows 'crashed' only for the pause between rounds.
        await Promise.race([
          status.getByText(/Cashed out at/).waitFor({ timeout: 30_000 }),
          lost.waitFor({ timeout: 30_000 }),
          page.getByTestId('crash-bet-error').waitFor({ timeout: 30_000 }),
          // The next window: the round ended while a starved page looked away.
          page
            .locator('[data-testid="crash-graph"][data-phase="betting"]')
            .waitFor({ timeout: 30_000 }),
        ]);
        const shown = await status.getByText(/Cashed out at/).isVisible();
        if (shown) await shot(page, 'crash-1280-cashed-out');
        // The server decides: a page that moved on to the next window may not show it any more,
        // and another attempt after a cash-out would win twice.
        const bets = await callApi<{ status: string }[]>(server, '/api/crash/crash/bets/mine', {
          token: player.token,
        });
        cashedOut = bets.some((item) => item.status === 'cashed_out');
        if (shown) expect(cashedOut).toBe(true);
      }
    }
    expect(cashedOut).toBe(true);

    const mine = await callApi<{ round_id: number; status: string; payout: number | null }[]>(
      server,
      '/api/crash/crash/bets/mine',
      { token: player.token },
    );
    const won = mine.filter((bet) => bet.status === 'cashed_out');
    expect(won).toHaveLength(1);
    const payout = won[0]?.payout ?? 0;
    expect(payout).toBeGreaterThanOrEqual(100);
    await expect.poll(balance).toBe(funded - spent + payout);

    // The history strip verifies a round in the browser.
    await page.getByTestId('crash-history').getByRole('button').first().click();
    const dialog = page.getByTestId('crash-verify');
    await dialog.getByText('The computed crash point matches: Yes').waitFor({ timeout: 15_000 });
    await dialog.getByText("SHA-256 of this hash is the previous round's hash: Yes").waitFor();
    await shot(page, 'crash-1280-verify');
    await page.keyboard.press('Escape');

    // The player's own round: the browser also recomputes the payout, its fraction's cent included.
    const wonRound = won[0]?.round_id ?? 0;
    await page
      .getByTestId('crash-history')
      .getByRole('button', { name: new RegExp(`^Verify round ${wonRound},`) })
      .click({ timeout: 120_000 });
    await dialog.getByText('Your payout matches: Yes').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'crash-360-player');
    // An attempt that a closing window or a crash beat is refused with a 409, which the browser
    // logs; any other error fails the test.
    expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
    await context.close();
  }, 240_000);
});
