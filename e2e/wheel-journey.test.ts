import type { RoundResult } from '@satsino/contract/games';
import { WHEEL_SEGMENTS } from '@satsino/contract/games';
import { WHEEL_MAX_SPINS, wheelRtpBps } from '@satsino/fairness/wheel';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../apps/server/test/helpers/server-process.js';
import { callApi } from './helpers/accounts.js';
import {
  closeExpectingNoErrors,
  collectPageErrors,
  type OpenedPage,
  saveScreenshot,
  type Viewport,
} from './helpers/browser.js';
import { isRoundAnswer } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/*
 * The money wheel as a player meets it: bets, a spin that turns to its stop, the rules with every
 * bet's own return, a round that lands on a multiplier (the respins, the multiplier applied), and
 * that round verified on /provably-fair after the seeds are revealed.
 */
const SHOTS_DIR = '/tmp/shots-wheel';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * A spin lands on a multiplier with probability 2/54: 300 rounds miss one with probability
 * (52/54)^300 ≈ 1 in 80 000.
 */
const MAX_ROUNDS_TO_A_MULTIPLIER = 300;

type WheelRound = RoundResult & { outcome: Extract<RoundResult['outcome'], { engine: 'wheel' }> };

const percent = (bps: number) =>
  new Intl.NumberFormat('en', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bps / 10_000);

async function openWheel(
  browser: Browser,
  server: ServerProcess,
  viewport: Viewport,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const { urldata } = await callApi<{ urldata: { url: string } }>(
    server,
    '/api/games/demo/gameURL',
    { body: { game_id: 'money-wheel' } },
  );
  await page.goto(`${server.url}${urldata.url}`);
  await page.getByTestId('play-button').waitFor();
  expect(await page.getByTestId('game-host').getAttribute('data-engine')).toBe('wheel');
  return { context, page, errors };
}

/** Clicks Spin and answers the round the server settled. */
async function spinOnce(page: Page): Promise<WheelRound> {
  const [response] = await Promise.all([
    page.waitForResponse(isRoundAnswer),
    page.getByTestId('play-button').click(),
  ]);
  expect(response.status()).toBe(200);
  const round = (await response.json()) as RoundResult;
  expect(round.outcome.engine).toBe('wheel');
  return round as WheelRound;
}

// Its tests are independent visits, each in its own browser context: they run side by side.
describe.concurrent('journey: the money wheel', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it('turns to its stop and states every bet’s return in the rules', async ({ expect }) => {
    const { server, browser } = journey();
    const opened = await openWheel(browser, server, DESKTOP, 'no-preference');
    const { page } = opened;

    await page.getByTestId('wheel-bet-1').click();
    await page.getByTestId('wheel-bet-10').click();
    const round = await spinOnce(page);
    // The wheel turns first; the result comes when the last spin has landed.
    await expect
      .poll(() => page.getByTestId('money-wheel').getAttribute('data-spinning'))
      .toBe('true');
    await page.getByTestId('round-result').waitFor({ timeout: 12_000 });
    expect(await page.getByTestId('money-wheel').getAttribute('data-spinning')).toBe('false');
    expect(await page.getByTestId('wheel-result').textContent()).toBe(round.outcome.segment ?? '—');
    expect(round.outcome.spins?.length).toBeGreaterThanOrEqual(1);

    await page.getByTestId('game-info-button').click();
    const table = page.getByTestId('wheel-rtp');
    await table.waitFor();
    // The catalogue's figure is the lowest bet's, and every bet has its own row.
    expect(await page.getByTestId('game-rtp').innerText()).toContain(
      `at least ${percent(Math.min(...WHEEL_SEGMENTS.map(wheelRtpBps)))}`,
    );
    for (const value of WHEEL_SEGMENTS) {
      const row = await page.getByTestId(`wheel-rtp-${value}`).innerText();
      expect(row, value).toContain(`${value} to 1`);
      expect(row, value).toContain(percent(wheelRtpBps(value)));
    }
    for (const stop of ['x3', 'x7']) {
      expect(await page.getByTestId(`wheel-rtp-${stop}`).innerText()).toMatch(/Spins again/);
    }
    await saveScreenshot(page, 'wheel-rules-1280', { dir: SHOTS_DIR });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'wheel-rules-390', { dir: SHOTS_DIR });
    await closeExpectingNoErrors(opened);
  }, 60_000);

  it('lands on a multiplier, spins again, applies it, and the round verifies', async ({
    expect,
  }) => {
    const { server, browser } = journey();
    // Reduced motion: each round shows its stop at once, so finding a multiplier is quick.
    const opened = await openWheel(browser, server, PHONE, 'reduce');
    const { page } = opened;

    await page.getByTestId('wheel-bet-1').click();
    await page.getByTestId('wheel-bet-10').click();
    let round: WheelRound | undefined;
    for (let played = 0; played < MAX_ROUNDS_TO_A_MULTIPLIER; played += 1) {
      const next = await spinOnce(page);
      if ((next.outcome.spins?.length ?? 1) > 1) {
        round = next;
        break;
      }
    }
    if (round === undefined) throw new Error('no round landed on a multiplier');
    const spins = round.outcome.spins ?? [];
    expect(spins.length).toBeLessThanOrEqual(WHEEL_MAX_SPINS);

    // The trail lists every stop in order, and the hub the value with the multiplier it carried.
    const trail = page.getByTestId('wheel-spins');
    await trail.waitFor();
    const labels = spins.map(({ stop }) => (stop === 'x3' || stop === 'x7' ? `×${stop[1]}` : stop));
    expect((await trail.locator('li').allInnerTexts()).map((text) => text.trim())).toEqual(labels);
    await page.getByTestId('round-result').waitFor();
    if (round.outcome.segment === null) {
      expect(await page.getByTestId('wheel-result').textContent()).toBe('—');
      expect(round.payout).toBe(round.bet);
    } else {
      expect(await page.getByTestId('wheel-result').textContent()).toBe(round.outcome.segment);
      expect(await page.getByTestId('wheel-multiplier').textContent()).toBe(
        `×${round.outcome.multiplier}`,
      );
    }
    await saveScreenshot(page, 'wheel-multiplier-390', { dir: SHOTS_DIR });
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'wheel-multiplier-1280', { dir: SHOTS_DIR });

    // Revealing the seeds links the round to the verify page, which recomputes every spin.
    await page.getByTestId('fairness-button').click();
    await page.getByTestId('rotate-seeds').click();
    await page.getByTestId('revealed-server-seed').waitFor();
    const href = await page.getByTestId('verify-link').getAttribute('href');
    expect(href).toMatch(/server_seed=/);
    await page.goto(`${server.url}${href}`);
    await page.getByTestId('verify-result').waitFor();
    expect(JSON.parse(await page.getByTestId('verify-outcome').innerText())).toEqual(round.outcome);
    const verifiedTrail = page.getByTestId('verify-summary').getByTestId('wheel-spins');
    expect((await verifiedTrail.locator('li').allInnerTexts()).map((text) => text.trim())).toEqual(
      labels,
    );
    await saveScreenshot(page, 'wheel-verified-1280', { dir: SHOTS_DIR });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'wheel-verified-390', { dir: SHOTS_DIR });
    await closeExpectingNoErrors(opened);
  }, 180_000);
});
