import type { RoundResult } from '@satsino/contract/games';
import { SLOT_VARIANTS } from '@satsino/fairness/slot-variants';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { ServerProcess } from '../apps/server/test/helpers/server-process.js';
import { callApi } from './helpers/accounts.js';
import {
  closeExpectingNoErrors,
  type OpenedPage,
  openPage,
  SCREENSHOTS,
  saveScreenshot,
} from './helpers/browser.js';
import { isRoundAnswer, runAutoPlay } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/*
 * The slots as a player meets them (issue 16): a spin in demo whose won lines are drawn over the
 * reels, turbo stopping the reels sooner, an auto-play that ends on its stop condition, the game
 * following a language switch in the site's header without a reload, and each of the six
 * machines drawn in its own theme at phone and desktop widths in two languages.
 */
const SHOTS_DIR = '/tmp/shots/slots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Viking Voyage wins on three spins in four: 40 spins all miss with odds below 1 in 10^20. */
const MAX_SPINS_TO_A_WIN = 40;

type SlotRound = RoundResult & { outcome: Extract<RoundResult['outcome'], { engine: 'slots' }> };

async function demoUrl(server: ServerProcess, gameId: string): Promise<string> {
  const { urldata } = await callApi<{ urldata: { url: string } }>(
    server,
    '/api/games/demo/gameURL',
    { body: { game_id: gameId } },
  );
  return urldata.url;
}

/** Clicks Spin and answers the round the server settled, once the reels show it. */
async function spin(page: Page, game: Page | FrameLocator = page): Promise<SlotRound> {
  const [response] = await Promise.all([
    page.waitForResponse(isRoundAnswer),
    game.getByTestId('play-button').click(),
  ]);
  if (response.status() !== 200) throw new Error(`round: ${response.status()}`);
  const round = (await response.json()) as SlotRound;
  await game.locator('[data-testid="slot-reels"][data-spinning="false"]').waitFor();
  return round;
}

async function openHost(
  browser: Browser,
  server: ServerProcess,
  gameId: string,
  viewport: { width: number; height: number },
  prefix = '',
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${server.url}${prefix}${await demoUrl(server, gameId)}`);
  await opened.page.getByTestId('slot-reels').waitFor();
  return opened;
}

describe.concurrent('journey: the slots', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it('draws the won lines over the reels, and turbo stops the reels sooner', async ({ expect }) => {
    const { server, browser } = journey();
    const opened = await openHost(browser, server, 'viking-voyage', DESKTOP);
    const { page } = opened;
    expect(await page.getByTestId('slot-machine').getAttribute('data-theme')).toBe('viking-voyage');
    // Sound starts muted.
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');

    let won: SlotRound | undefined;
    let celebrations = 0;
    for (let spins = 0; spins < MAX_SPINS_TO_A_WIN && won === undefined; spins += 1) {
      const round = await spin(page);
      // Read as the reels stop: a plain win's celebration lasts little more than a second.
      const celebrated = await page.getByTestId('slot-celebration').count();
      if (round.payout <= round.bet) expect(celebrated).toBe(0);
      if (round.outcome.wins.length > 0) {
        won = round;
        celebrations = celebrated;
      }
    }
    if (won === undefined) throw new Error('no winning spin');
    // A return above the stake is celebrated; the stake back or less is not.
    expect(celebrations).toBe(won.payout > won.bet ? 1 : 0);
    const lines = page.getByTestId('slot-win-lines');
    await lines.waitFor();
    expect(Number(await lines.getAttribute('data-count'))).toBe(won.outcome.wins.length);
    const drawn = await lines
      .locator('polyline[data-line]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-line'))));
    expect(drawn).toEqual(won.outcome.wins.map((win) => win.line));
    // Each win lights its cells: its line's row on the first `count` reels.
    const variant = SLOT_VARIANTS.get('viking-voyage');
    for (const win of won.outcome.wins) {
      const rows = variant?.paylines[win.line - 1] ?? [];
      for (let reel = 0; reel < win.count; reel += 1) {
        const cell = page.getByTestId(`slot-cell-${reel}-${rows[reel]}`);
        expect(await cell.getAttribute('data-win')).toBe('true');
      }
    }
    // The reels show exactly the server's symbols.
    const symbols = await page
      .locator('[data-testid^="slot-cell-"] svg')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol')));
    expect(symbols).toEqual(won.outcome.reels.flat());
    await saveScreenshot(page, 'win-lines-1440', { dir: SHOTS_DIR, fullPage: false });

    // The reels stop on timers. The rest of the walk runs on the page's own clock, which only the
    // test moves, so a busy machine cannot blur the comparison: normal speed stops the last reel
    // 350 + 4 × 180 ms after the answer, turbo 120 + 4 × 50 ms.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const reels = page.getByTestId('slot-reels');
    const spinWithTheClockHeld = async () => {
      const [response] = await Promise.all([
        page.waitForResponse(isRoundAnswer),
        page.getByTestId('play-button').click(),
      ]);
      const round = (await response.json()) as SlotRound;
      // Once the reels show the round, its stops are scheduled on the held clock.
      await page.locator(`[data-testid="slot-reels"][data-round="${round.round_id}"]`).waitFor();
    };
    await spinWithTheClockHeld();
    await page.clock.runFor(400);
    expect(await reels.getAttribute('data-spinning')).toBe('true');
    await page.clock.runFor(700);
    await expect.poll(() => reels.getAttribute('data-spinning')).toBe('false');
    // A win's celebration ends before the next spin, as a player would let it.
    await page.clock.runFor(5_000);

    await page.getByTestId('turbo-toggle').check();
    expect(await reels.getAttribute('data-turbo')).toBe('true');
    await spinWithTheClockHeld();
    await page.clock.runFor(400);
    await expect.poll(() => reels.getAttribute('data-spinning')).toBe('false');
    await closeExpectingNoErrors(opened);
  }, 180_000);

  it('auto-plays until its stop condition: the first win', async ({ expect }) => {
    const { server, browser } = journey();
    const opened = await openHost(browser, server, 'fruit-fiesta', DESKTOP);
    const { page } = opened;
    await page.getByTestId('turbo-toggle').check();
    const rounds: SlotRound[] = [];
    page.on('response', (answer) => {
      if (isRoundAnswer(answer)) void answer.json().then((round: SlotRound) => rounds.push(round));
    });
    await page.getByTestId('auto-rounds').fill('15');
    await page.getByTestId('auto-stop-win').check();
    await runAutoPlay(page);
    const firstWin = rounds.findIndex((round) => round.payout > round.bet);
    if (firstWin === -1) {
      // No win in fifteen: every round was played and none stopped it.
      expect(rounds).toHaveLength(15);
      expect(await page.getByTestId('auto-stopped').getAttribute('data-reason')).toBeNull();
    } else {
      expect(rounds).toHaveLength(firstWin + 1);
      expect(await page.getByTestId('auto-stopped').getAttribute('data-reason')).toBe('win');
      expect(await page.getByTestId('auto-stopped').innerText()).toBe(
        'Auto-play stopped after a win',
      );
    }

    // A loss limit of two stakes: the auto-play ends once the net loss reaches $2.00.
    rounds.length = 0;
    await page.getByTestId('auto-stop-win').uncheck();
    await page.getByTestId('auto-stop-loss-total').fill('2');
    await runAutoPlay(page);
    let net = 0;
    const nets = rounds.map((round) => {
      net += round.payout - round.bet;
      return net;
    });
    const reached = nets.findIndex((value) => value <= -200);
    expect(rounds).toHaveLength(reached === -1 ? 15 : reached + 1);
    if (reached !== -1) {
      expect(await page.getByTestId('auto-stopped').getAttribute('data-reason')).toBe('lossLimit');
    }
    await saveScreenshot(page, 'autoplay-stopped-1440', { dir: SHOTS_DIR, fullPage: false });
    await closeExpectingNoErrors(opened);
  }, 240_000);

  it('follows a language switch in the site’s header, the game still open', async ({ expect }) => {
    const { server, browser } = journey();
    const opened = await openPage(browser, DESKTOP);
    const { page } = opened;
    await page.goto(`${server.url}/casino/neon-nights`);
    await page.getByRole('button', { name: 'Play demo' }).click();
    const game = page.frameLocator('iframe');
    await game.getByTestId('slot-reels').waitFor();
    expect(await game.getByTestId('play-button').innerText()).toBe('Spin');
    const round = await spin(page, game);
    const balance = await game.getByTestId('game-balance-cash').innerText();

    await page.getByRole('button', { name: 'Change language (current: English)' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.waitForURL(`${server.url}/de/casino/neon-nights`);
    // The game's own controls change, without a reload: the same session, round and balance.
    await expect.poll(() => game.getByTestId('play-button').innerText()).toBe('Drehen');
    expect(await game.getByTestId('paytable-button').innerText()).toContain('Gewinntabelle');
    expect(await game.getByTestId('turbo-toggle').count()).toBe(1);
    expect(await game.locator('html').getAttribute('lang')).toBe('de');
    // The same balance, in German figures.
    const digits = (text: string) => text.replace(/\D/g, '');
    const balanceDe = await game.getByTestId('game-balance-cash').innerText();
    expect(balanceDe).not.toBe(balance);
    expect(digits(balanceDe)).toBe(digits(balance));
    const symbols = await game
      .locator('[data-testid^="slot-cell-"] svg')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol')));
    expect(symbols).toEqual(round.outcome.reels.flat());
    await saveScreenshot(page, 'language-switch-de-1440', { dir: SHOTS_DIR, fullPage: false });

    // A game opened in a German page opens in German.
    await page.reload();
    await page.getByRole('button', { name: 'Demo spielen' }).click();
    await expect.poll(() => game.getByTestId('play-button').innerText()).toBe('Drehen');
    await closeExpectingNoErrors(opened);
  }, 120_000);

  /**
   * Each machine once, the six taking turns between the phone and the desktop and between
   * English and German; every machine in every width and language when screenshots are asked
   * for (E2E_SCREENSHOTS), for a person to look at.
   */
  const LOCALES = [
    ['en', ''],
    ['de', '/de'],
  ] as const;
  const machines = [...SLOT_VARIANTS.keys()].flatMap((variant, index) =>
    SCREENSHOTS
      ? LOCALES.flatMap((locale) =>
          [PHONE, DESKTOP].map((viewport) => ({ variant, locale, viewport })),
        )
      : [
          {
            variant,
            locale: LOCALES[Math.floor(index / 2) % 2] ?? LOCALES[0],
            viewport: index % 2 === 0 ? PHONE : DESKTOP,
          },
        ],
  );

  it('draws each of the six machines in its theme, at 390 and 1440 px, in en and de', async ({
    expect,
  }) => {
    const { server, browser } = journey();
    for (const { variant, locale, viewport } of machines) {
      const [lang, prefix] = locale;
      const opened = await openHost(browser, server, variant, viewport, prefix);
      const { page } = opened;
      expect(await page.getByTestId('slot-machine').getAttribute('data-theme')).toBe(variant);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.getByTestId('turbo-toggle').check();
      await spin(page);
      await saveScreenshot(page, `${variant}-${lang}-${viewport.width}`, { dir: SHOTS_DIR });
      await closeExpectingNoErrors(opened);
    }
  }, 300_000);
});
