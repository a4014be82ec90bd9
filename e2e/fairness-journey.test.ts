import type { RoundResult } from '@satsino/contract/games';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { isRoundAnswer } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/*
 * Provably fair, as a player checks it: the hash of the next server seed is on screen before the
 * player picks a client seed; picking one moves to exactly that seed; a round played on it is
 * revealed by a rotation, stays in the player's seed history, and verifies on /provably-fair.
 */
const SHOTS_DIR = '/tmp/shots-fairness';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const CLIENT_SEED = 'journey-client-seed';

async function fairnessPanel(page: Page) {
  await page.getByTestId('fairness-button').click();
  await page.getByTestId('fairness-dialog').waitFor();
  // The dialog fades in: read and photograph it once it is fully there.
  await expect
    .poll(() =>
      page
        .locator('[data-testid="fairness-dialog"] .MuiDialog-container')
        .evaluate((node) => getComputedStyle(node).opacity),
    )
    .toBe('1');
  return {
    hash: await page.getByTestId('fairness-hash').innerText(),
    next: await page.getByTestId('fairness-next-hash').innerText(),
  };
}

describe('journey: commit, choose, play, reveal, verify', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it('the committed next seed is the one played after the player picks a client seed', async () => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const opened = await openSignedIn(journey(), player.token, PHONE);
    const { page } = opened;

    const { urldata } = await callApi<{ urldata: { url: string } }>(server, '/api/games/gameURL', {
      token: player.token,
      body: { game_id: 'dice' },
    });
    await page.goto(`${server.url}${urldata.url}`);
    await page.getByTestId('game-host').waitFor();

    // Before choosing anything, the panel shows the seed in play and the next one's hash.
    const before = await fairnessPanel(page);
    expect(before.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.next).toMatch(/^[0-9a-f]{64}$/);
    expect(before.next).not.toBe(before.hash);
    await saveScreenshot(page, 'fairness-panel-390', { dir: SHOTS_DIR });

    // The player's own client seed moves the game to the committed seed.
    await page.getByTestId('client-seed').fill(CLIENT_SEED);
    await page.getByRole('button', { name: 'Change client seed' }).click();
    await page.getByTestId('revealed-seeds').waitFor();
    await expect.poll(() => page.getByTestId('fairness-hash').innerText()).toBe(before.next);
    const committedNext = await page.getByTestId('fairness-next-hash').innerText();
    expect(committedNext).not.toBe(before.next);
    await page.getByRole('button', { name: 'Close' }).click();

    // A round on it.
    const [response] = await Promise.all([
      page.waitForResponse(isRoundAnswer),
      page.getByTestId('play-button').click(),
    ]);
    expect(response.status()).toBe(200);
    const round = (await response.json()) as RoundResult;
    expect(round.fairness.server_seed_hash).toBe(before.next);
    expect(round.fairness.client_seed).toBe(CLIENT_SEED);
    expect(round.fairness.server_seed).toBeNull();

    // Rotation reveals it, and moves on to the next committed seed.
    await fairnessPanel(page);
    await page.getByTestId('rotate-seeds').click();
    await page.getByTestId('revealed-server-seed').waitFor();
    const revealedSeed = await page.getByTestId('revealed-server-seed').innerText();
    expect(revealedSeed).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => page.getByTestId('fairness-hash').innerText()).toBe(committedNext);
    await saveScreenshot(page, 'fairness-rotated-390', { dir: SHOTS_DIR });
    const historyHref = await page.getByTestId('seed-history-link').getAttribute('href');
    expect(historyHref).toBe('/provably-fair#seed-history');
    await closeExpectingNoErrors(opened);

    // On the verify page (desktop), the revealed pair is in the player's seed history...
    const desk = await openSignedIn(journey(), player.token, DESKTOP);
    await desk.page.goto(`${server.url}${historyHref}`);
    const pairs = desk.page.getByTestId('seed-history-pair');
    await pairs.first().waitFor();
    const listed = await pairs.locator('[data-testid="seed-history-server-seed"]').allInnerTexts();
    expect(listed).toContain(revealedSeed);
    await saveScreenshot(desk.page, 'seed-history-1280', { dir: SHOTS_DIR });

    // ...which fills the form with its seeds,
    const row = pairs.filter({ hasText: revealedSeed });
    await row.getByRole('button', { name: 'Use' }).click();
    await expect
      .poll(() => desk.page.getByTestId('verify-server-seed').inputValue())
      .toBe(revealedSeed);
    expect(await desk.page.getByTestId('verify-client-seed').inputValue()).toBe(CLIENT_SEED);

    // ...and the round, from the player's history, verifies with the revealed seed.
    await desk.page
      .getByTestId('recent-rounds')
      .getByRole('link', { name: `#${round.fairness.round_nonce}` })
      .first()
      .click();
    await desk.page.getByTestId('verify-result').waitFor();
    expect(await desk.page.getByTestId('verify-server-seed').inputValue()).toBe(revealedSeed);
    expect(await desk.page.getByTestId('verify-hash').innerText()).toBe(before.next);
    const outcome = JSON.parse(await desk.page.getByTestId('verify-outcome').innerText());
    expect(outcome).toEqual(round.outcome);
    await saveScreenshot(desk.page, 'verified-1280', { dir: SHOTS_DIR });
    await desk.page.setViewportSize(PHONE);
    await desk.page.goto(`${server.url}${historyHref}`);
    await pairs.first().waitFor();
    await saveScreenshot(desk.page, 'seed-history-390', { dir: SHOTS_DIR });
    await closeExpectingNoErrors(desk);
  }, 90_000);
});
