import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../apps/server/test/helpers/server-process.js';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { isRoundAnswer } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = '/tmp/shots/limits';
/** The losing bet the walk plays: $1.00. */
const BET_MINOR = 100;

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** Opens dice with real money in the page, set to lose nearly always: over 98 with $1.00 bets. */
async function openLosingDice(page: Page, server: ServerProcess, token: string) {
  const { urldata } = await callApi<{ urldata: { url: string } }>(server, '/api/games/gameURL', {
    token,
    body: { game_id: 'dice' },
  });
  await page.goto(`${server.url}${urldata.url}`);
  await page.getByTestId('game-host').waitFor();
  await page.getByTestId('bet-amount').fill('1.00');
  await page.locator('button[value="over"]').click();
  const target = page.getByTestId('dice-target');
  await target.fill('98');
  await target.blur();
  // The target is taken on blur: the field shows it rounded once the game holds it.
  await expect.poll(() => target.inputValue()).toBe('98.00');
}

/**
 * Plays until the host shows an error and answers its text. With `lossLimitMinor` each round's
 * answer is checked against the limit: a round is refused exactly when the day's net loss (its
 * stakes less its wins) plus its stake would pass the limit. A bet over 98 loses 49 times in 50;
 * after the odd win (49.5×) the limit is hundreds of $1.00 rounds away, so the next bet is raised
 * to one cent past it, as a player chasing the loss might.
 */
async function playUntilRefused(
  page: Page,
  { lossLimitMinor, maxRounds }: { lossLimitMinor?: number; maxRounds: number },
): Promise<string> {
  const error = page.getByTestId('game-error');
  let netLossMinor = 0;
  let betMinor = BET_MINOR;
  for (let i = 0; i < maxRounds; i++) {
    const answered = page.waitForResponse(isRoundAnswer);
    await page.getByTestId('play-button').click();
    const response = await answered;
    // Each bet is the losing one set up.
    expect(response.request().postDataJSON()).toMatchObject({
      bet: betMinor,
      params: { engine: 'dice', target: 98, condition: 'over' },
    });
    const refused = response.status() !== 200;
    if (lossLimitMinor !== undefined) {
      expect(refused, `a bet of ${betMinor} after a net loss of ${netLossMinor}`).toBe(
        netLossMinor + betMinor > lossLimitMinor,
      );
    }
    if (refused) {
      await error.waitFor();
      return error.innerText();
    }
    const round = (await response.json()) as { bet: number; payout: number };
    netLossMinor += round.bet - round.payout;
    await expect.poll(() => page.getByTestId('play-button').isEnabled()).toBe(true);
    if (lossLimitMinor !== undefined && round.payout > 0) {
      betMinor = lossLimitMinor - netLossMinor + 1;
      await page
        .getByTestId('bet-amount')
        .fill(`${Math.trunc(betMinor / 100)}.${String(betMinor % 100).padStart(2, '0')}`);
    }
  }
  throw new Error(`no refusal in ${maxRounds} rounds (net loss ${netLossMinor})`);
}

describe('journey: a player limits their play and takes a break', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it('sets a loss limit, is refused at it, waits for a raise, takes a cool-off and is refused play', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const desktop = await openSignedIn(journey(), player.token, DESKTOP);
    const { page } = desktop;
    // The refused bets answer 403, which the browser logs as console errors: those are expected.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) {
        failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });

    // The settings menu leads to the page.
    await page.goto(`${server.url}/settings/profile`);
    await page.getByRole('link', { name: 'Limits & breaks' }).first().click();
    await page.getByTestId('limits-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/limits');

    // A daily loss limit of $3.00 applies at once.
    await page.getByTestId('limit-amount').fill('3');
    await page.getByTestId('limit-save').click();
    const card = page.getByTestId('limit-loss-day');
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('$0.00 of $3.00 used');

    // Play until the limit refuses a bet, with its message.
    await openLosingDice(page, server, player.token);
    const refusal = await playUntilRefused(page, { lossLimitMinor: 300, maxRounds: 10 });
    expect(refusal).toContain('This bet would exceed your loss limit.');
    await shot(page, 'loss-limit-refused-1440');

    // Raising it waits 24 hours, and the page says until when.
    await page.goto(`${server.url}/settings/limits`);
    await page.getByTestId('limit-loss-day').waitFor();
    await page.getByTestId('limit-amount').fill('10');
    await page.getByTestId('limit-save').click();
    const pending = page.getByTestId('limit-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/^Raise to \$10\.00 applies on /);
    await expect.poll(() => card.innerText()).toContain('of $3.00 used');
    await shot(page, 'limits-pending-1440');

    // A cool-off asks first, saying it cannot be undone.
    await page.getByTestId('cool-off-24h').click();
    const dialog = page.getByTestId('break-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('This cannot be undone or shortened.');
    await shot(page, 'cool-off-confirm-1440');
    await page.getByTestId('break-confirm-confirm').click();
    const banner = page.getByTestId('limits-break-active');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(
      /^You are taking a break: play and deposits are paused until /,
    );
    expect(await page.getByTestId('cool-off-7d').isEnabled()).toBe(true);

    // Play is refused for the whole break.
    await openLosingDice(page, server, player.token);
    expect(await playUntilRefused(page, { maxRounds: 1 })).toContain(
      'You are taking a break: play and deposits are paused until it ends.',
    );
    await shot(page, 'cool-off-refused-1440');

    // The page at a phone's width.
    const phone = await openSignedIn(journey(), player.token, PHONE);
    await phone.page.goto(`${server.url}/settings/limits`);
    await phone.page.getByTestId('limit-loss-day').waitFor();
    await shot(phone.page, 'limits-390');
    expect(failed).toEqual(['403 /api/games/rounds', '403 /api/games/rounds']);
    const refusals = desktop.errors.filter((error) => error.includes('status of 403'));
    expect(refusals).toHaveLength(2);
    desktop.errors.splice(
      0,
      desktop.errors.length,
      ...desktop.errors.filter((e) => !refusals.includes(e)),
    );
    await closeExpectingNoErrors(desktop, phone);
  }, 180_000);
});
