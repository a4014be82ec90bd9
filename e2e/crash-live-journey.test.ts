import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  type ApiAccount,
  callApi,
  openSignedIn,
  registerFundedPlayer,
} from './helpers/accounts.js';
import {
  closeExpectingNoErrors,
  openPage,
  SCREENSHOTS,
  saveScreenshot,
} from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** Where the scenes' screenshots also go, to be looked at (390 px and 1440 px). */
const SHOTS_DIR = '/tmp/shots-crash-live';
const TABLES = ['crash', 'crashbull', 'crashsw'] as const;

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name, { fullPage: false });
  await saveScreenshot(page, name, { dir: SHOTS_DIR, fullPage: false });
}

/** The graph in `phase`; a phase is only waited for from its start when `fresh`. */
async function phase(page: Page, name: string, { fresh = false, timeout = 60_000 } = {}) {
  if (fresh) {
    await page
      .locator(`[data-testid="crash-graph"]:not([data-phase="${name}"])`)
      .waitFor({ timeout });
  }
  await page.locator(`[data-testid="crash-graph"][data-phase="${name}"]`).waitFor({ timeout });
}

/** The nickname other viewers see: the server's public form, partly hidden. */
const publicName = (account: ApiAccount) => `${account.name.slice(0, 2)}***`;

// Its tests are independent visits in their own contexts: they run side by side.
describe.concurrent('journey: everyone at a crash table sees every bet live', () => {
  // The demo data salts every table's chain; the tables run at a brisker pace than the site's.
  const journey = useJourney({
    env: {
      SEED_DEMO: 'true',
      // The site's 5 s window: a starved page still bets inside it; the rounds run brisker.
      CRASH_BETTING_MS: '5000',
      CRASH_PAUSE_MS: '1500',
      CRASH_GROWTH_PER_MS: '0.00012',
    },
  });

  it("shows one player's bet and cash-out to another, who queues a bet for the next round", async ({
    expect,
  }) => {
    const { server } = journey();
    const [{ player: alice }, { player: bob }] = await Promise.all([
      registerFundedPlayer(journey(), '0.001'),
      registerFundedPlayer(journey(), '0.001'),
    ]);
    const balance = async (account: ApiAccount) =>
      (await callApi<{ w_balance: number }>(server, '/api/user', { token: account.token }))
        .w_balance;
    const bobFunded = await balance(bob);

    const a = await openSignedIn(journey(), alice.token, { width: 1440, height: 900 });
    const b = await openSignedIn(journey(), bob.token, { width: 390, height: 844 });
    // The codes of the conflicts Bob's page is answered with (below: which of them a starved
    // page may rightly meet).
    const bobsConflicts: string[] = [];
    b.page.on('response', (response) => {
      if (response.status() !== 409) return;
      void response.json().then(
        (body: { code: string }) => bobsConflicts.push(body.code),
        () => bobsConflicts.push(`an unreadable answer of ${response.url()}`),
      );
    });
    await Promise.all([
      a.page.goto(`${server.url}/games/crash`),
      b.page.goto(`${server.url}/games/crash`),
    ]);
    await Promise.all([
      a.page.getByTestId('crash-table-crash').waitFor(),
      b.page.getByTestId('crash-table-crash').waitFor(),
    ]);
    await a.page.getByTestId('crash-amount').fill('1.37');
    // Alice cashes out automatically at 1.10x, a moment into the round. A click at the right
    // moment is the crash journey's check (crash-journey.test.ts); here nine pages draw rounds
    // at once, and a starved page's click came too late in every round of a CI run.
    await a.page.getByTestId('crash-auto').fill('1.10');
    const alicesRow = b.page.getByTestId('crash-player').filter({ hasText: publicName(alice) });

    // A round that crashes below 1.10x (about one in ten) beats the cash-out; Alice tries again,
    // Bob watches.
    const cashedRow = alicesRow.and(b.page.locator('[data-status="cashed_out"]'));
    let bobSawCashOut = Promise.resolve(false);
    let cashedOut = false;
    for (let attempt = 0; attempt < 8 && !cashedOut; attempt += 1) {
      // A window from its start, so the bet reaches the server before it closes.
      await phase(a.page, 'betting', { fresh: true });
      await a.page.getByTestId('crash-bet').click();
      // Bob's page is watched from the click on: the round goes on after her cash-out, and the
      // next one clears the list, which a starved page may reach before it looks again.
      const watchBob = (row: Locator) =>
        row.waitFor({ timeout: 90_000 }).then(
          () => true,
          () => false,
        );
      const bobSawBet = watchBob(alicesRow.filter({ hasText: '$1.37' }));
      bobSawCashOut = watchBob(cashedRow.filter({ hasText: /\d+\.\d\d×/ }));
      // On a starved machine the short window can close under the click: the page then holds
      // the bet for the next round, or the server refuses it. Either way Alice tries the next.
      const placed = a.page.getByTestId('crash-bet-status').getByText('Bet of $1.37 placed');
      const queued = a.page.getByTestId('crash-bet-queued');
      const refused = a.page.getByTestId('crash-bet-error');
      // Any state of the bet: placed, or already cashed out or lost when a starved page looks.
      const anyStatus = a.page.getByTestId('crash-bet-status');
      await Promise.race([
        placed.waitFor({ timeout: 60_000 }),
        queued.waitFor({ timeout: 60_000 }),
        refused.waitFor({ timeout: 60_000 }),
        anyStatus.waitFor({ timeout: 60_000 }),
      ]);
      // A starved page may first look when the round has already cashed her out, or crashed.
      const played = anyStatus.getByText(/Cashed out at|The round crashed/);
      if (!(await placed.isVisible()) && !(await played.isVisible())) {
        // The next window may send the queued bet before the click lands: then there is no
        // Cancel any more, the bet plays that round, and Alice tries again on a later one.
        if (await queued.isVisible()) {
          await a.page
            .getByTestId('crash-bet-cancel')
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        }
        continue;
      }
      // Bob sees Alice's bet under her public nickname, never her e-mail.
      expect(await bobSawBet, "Alice's bet in Bob's page").toBe(true);
      await expect(b.page.getByTestId('crash-players').textContent()).resolves.not.toContain(
        alice.email,
      );
      // Brought into view for the picture only: the row may be drawn anew while it is scrolled to.
      if (attempt === 0 && SCREENSHOTS && (await alicesRow.isVisible())) {
        await alicesRow.scrollIntoViewIfNeeded();
        await shot(b.page, 'crash-live-390-other-bet');
      }

      const status = a.page.getByTestId('crash-bet-status');
      await Promise.race([
        status.getByText(/Cashed out at/).waitFor({ timeout: 60_000 }),
        status.getByText('The round crashed').waitFor({ timeout: 60_000 }),
        a.page.getByTestId('crash-bet-error').waitFor({ timeout: 60_000 }),
        // The next window: the round ended while a starved page looked away.
        phase(a.page, 'betting', { fresh: true }),
      ]);
      cashedOut = await status.getByText(/Cashed out at/).isVisible();
    }
    expect(cashedOut).toBe(true);
    // Bob sees the cash-out as it happens: her row shows a multiplier and a payout.
    expect(await bobSawCashOut, "Alice's row cashed out at a multiplier in Bob's page").toBe(true);
    if (SCREENSHOTS && (await cashedRow.isVisible())) {
      await cashedRow.scrollIntoViewIfNeeded();
      await shot(b.page, 'crash-live-390-other-cashout');
    }

    // Bob bets while a round runs (this one, if it still does): the bet waits in his page, his
    // money does not move yet. A round that crashes at once can open the next window before a
    // starved page's click lands: the bet is then placed at once (rightly), and Bob tries again
    // in a later round, from the balance he has then.
    const queuedText = b.page
      .getByTestId('crash-bet-queued')
      .getByText('Queued for the next round: $1.50');
    const bobsGraph = b.page.getByTestId('crash-graph');
    let bobBefore = bobFunded;
    let queuedInRound: number | undefined;
    for (let attempt = 0; attempt < 4 && queuedInRound === undefined; attempt += 1) {
      if (attempt > 0 || (await bobsGraph.getAttribute('data-phase')) !== 'running') {
        await phase(b.page, 'running', { fresh: true, timeout: 90_000 });
      }
      bobBefore = await balance(bob);
      const round = Number(await bobsGraph.getAttribute('data-round-id'));
      await b.page.getByTestId('crash-amount').fill('1.50');
      const bobsBet = b.page.getByTestId('crash-bet');
      if ((await bobsBet.textContent()) !== 'Bet (next round)') continue;
      await bobsBet.click();
      const queued = await queuedText.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      // Queued while that same round was drawn: it then belongs to the round after it.
      if (queued && Number(await bobsGraph.getAttribute('data-round-id')) === round) {
        queuedInRound = round;
      } else {
        await b.page
          .getByTestId('crash-bet-cancel')
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        await phase(b.page, 'crashed', { timeout: 90_000 });
      }
    }
    expect(queuedInRound).toBeDefined();
    await shot(b.page, 'crash-live-390-queued');
    expect(await balance(bob)).toBe(bobBefore);

    // The next window opens: the page sends the bet, and only now does the balance move. The
    // server took it for a later round than the one it was queued in, never for that one.
    await b.page.getByTestId('crash-bet-status').getByText('Bet of $1.50 placed').waitFor({
      timeout: 90_000,
    });
    await expect.poll(() => balance(bob)).toBe(bobBefore - 150);
    await expect(b.page.getByTestId('crash-bet-queued').count()).resolves.toBe(0);
    const bobsBets = await callApi<{ id: number; round_id: number; amount: number }[]>(
      server,
      '/api/crash/crash/bets/mine',
      { token: bob.token },
    );
    const newest = bobsBets.reduce((one, other) => (other.id > one.id ? other : one));
    expect(newest.amount).toBe(150);
    expect(newest.round_id).toBeGreaterThan(queuedInRound ?? Number.POSITIVE_INFINITY);
    expect(bobsBets.filter((placed) => placed.round_id === queuedInRound)).toHaveLength(0);
    // Bob's own row reads "You"; Alice, in her turn, sees his bet under his public nickname.
    await b.page
      .getByTestId('crash-player')
      .filter({ hasText: 'You' })
      .filter({ hasText: '$1.50' })
      .waitFor();
    await a.page
      .getByTestId('crash-player')
      .filter({ hasText: publicName(bob) })
      .filter({ hasText: '$1.50' })
      .waitFor();

    // Alice's attempts that a closing window or a crash beat were refused with a 409, which the
    // browser logs; any other error of hers fails the test. So may one of Bob's: a round that
    // crashed at once opens the next window under his click, which then bets at once, and a
    // starved page's bet can reach the server after that window closed. Only that refusal.
    const withoutConflicts = (errors: string[]) =>
      errors.filter((error) => !error.includes('409 (Conflict)'));
    expect(bobsConflicts.filter((code) => code !== 'crash_betting_closed')).toEqual([]);
    await closeExpectingNoErrors(
      { ...a, errors: withoutConflicts(a.errors) },
      { ...b, errors: withoutConflicts(b.errors) },
    );
  }, 300_000);

  it('lets a queued bet be cancelled before the next round', async ({ expect }) => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.001');
    const funded = (
      await callApi<{ w_balance: number }>(server, '/api/user', { token: player.token })
    ).w_balance;
    const opened = await openSignedIn(journey(), player.token, { width: 1440, height: 900 });
    const { page } = opened;
    await page.goto(`${server.url}/games/crashbull`);
    const balance = async () =>
      (await callApi<{ w_balance: number }>(server, '/api/user', { token: player.token }))
        .w_balance;
    // A round that crashes at once can open the next window before a starved page cancels: the
    // bet is then placed (rightly), and the player tries again once that round is over.
    let cancelled = false;
    for (let attempt = 0; attempt < 4 && !cancelled; attempt += 1) {
      await phase(page, 'running', { fresh: true, timeout: 90_000 });
      const before = await balance();
      await page.getByTestId('crash-bet').click();
      // The round may end under the click: in the next window the click places the bet at once,
      // which is right, and the player tries again once that round is over.
      const queued = page.getByTestId('crash-bet-queued');
      const placed = page.getByTestId('crash-bet-status');
      await Promise.race([queued.waitFor(), placed.waitFor()]);
      cancelled =
        (await queued.isVisible()) &&
        (await page
          .getByTestId('crash-bet-cancel')
          .click({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          ));
      if (!cancelled) {
        await phase(page, 'crashed', { fresh: true, timeout: 90_000 });
        continue;
      }
      await expect(queued.count()).resolves.toBe(0);
      // The next window opens and closes with no bet of the player's, and no money moved.
      await phase(page, 'betting', { fresh: true, timeout: 90_000 });
      await phase(page, 'running', { fresh: true, timeout: 90_000 });
      await expect(placed.count()).resolves.toBe(0);
      expect(await balance()).toBe(before);
    }
    expect(cancelled).toBe(true);
    expect(await balance()).toBeLessThanOrEqual(funded);
    await closeExpectingNoErrors(opened);
  }, 180_000);

  // One visit per table, side by side: a long round at one table does not hold up the others.
  for (const table of TABLES) {
    it(`draws the ${table} table's own scene, still under reduced motion, without moving the layout`, async ({
      expect,
    }) => {
      const { server, browser } = journey();
      const wide = await openPage(browser, { width: 1440, height: 900 });
      const narrow = await openPage(browser, { width: 390, height: 844 });
      await narrow.page.emulateMedia({ reducedMotion: 'reduce' });
      await Promise.all(
        [wide, narrow].map(async ({ page }) => {
          await page.goto(`${server.url}/games/${table}`);
          await page.locator(`[data-testid="crash-scene"][data-scene="${table}"]`).waitFor();
        }),
      );
      const graph = wide.page.getByTestId('crash-graph');
      await phase(wide.page, 'betting', { timeout: 90_000 });
      const bettingBox = await graph.boundingBox();
      const animationsOf = (page: Page) =>
        page
          .getByTestId('crash-graph')
          .evaluate((element) =>
            element
              .getAnimations({ subtree: true })
              .map((animation) =>
                animation instanceof CSSAnimation
                  ? animation.animationName
                  : animation instanceof CSSTransition
                    ? `transition ${animation.transitionProperty}`
                    : 'script',
              ),
          );
      const running = async (page: Page) =>
        (await page.getByTestId('crash-graph').getAttribute('data-phase')) === 'running';
      // Looked at while a round runs; one that crashes under the looking (a quick crash on a busy
      // machine) is no answer either way, and the next round is looked at instead.
      let looked = false;
      for (let attempt = 0; attempt < 5 && !looked; attempt += 1) {
        await Promise.all([
          phase(wide.page, 'running', { fresh: attempt > 0 }),
          phase(narrow.page, 'running', { fresh: attempt > 0 }),
        ]);
        // The scene moves with the multiplier, except under reduced motion: no loops there (a
        // passing transition may still run out, a loop never would).
        let stillRunning: string[] = [];
        const stillWhenReduced = await expect
          .poll(async () => (stillRunning = await animationsOf(narrow.page)), { timeout: 5_000 })
          .toEqual([])
          .then(
            () => true,
            () => false,
          );
        const movesOtherwise = (await animationsOf(wide.page)).length > 0;
        if (!(await running(wide.page)) || !(await running(narrow.page))) continue;
        expect(
          stillWhenReduced,
          `no animation under reduced motion (running: ${stillRunning.join(', ')})`,
        ).toBe(true);
        expect(movesOtherwise, 'the scene moves without the preference').toBe(true);
        looked = true;
      }
      expect(looked, 'a round ran long enough to look at').toBe(true);
      await shot(wide.page, `crash-live-1440-${table}-running`);
      await shot(narrow.page, `crash-live-390-${table}-running`);
      expect(await graph.boundingBox()).toEqual(bettingBox);
      await Promise.all([phase(wide.page, 'crashed'), phase(narrow.page, 'crashed')]);
      await shot(wide.page, `crash-live-1440-${table}-crashed`);
      await shot(narrow.page, `crash-live-390-${table}-crashed`);
      expect(await graph.boundingBox()).toEqual(bettingBox);
      await closeExpectingNoErrors(wide, narrow);
    }, 180_000);
  }
});
