import type { RoundResult } from '@satsino/contract/games';
import type { Locator, Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import type { ServerProcess } from '../apps/server/test/helpers/server-process.js';
import { callApi } from './helpers/accounts.js';
import {
  closeExpectingNoErrors,
  openPage,
  SCREENSHOTS,
  saveScreenshot,
  settled,
} from './helpers/browser.js';
import { likelierHiloGuess } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/*
 * Issue 16's "Lighthouse-style check of a game page at mobile size: no layout shift when a round
 * settles". At a phone's size, with reduced motion, each engine's page is opened (a demo), left
 * to settle, and only then watched by a PerformanceObserver for 'layout-shift'; one round is
 * played and its result awaited. The shifts not caused by recent input add up to the round's
 * cumulative layout shift, which must stay within Lighthouse's "good" band's first hundredth.
 *
 * The round is played by clicks dispatched in the page, not by Playwright's pointer: a real
 * click marks the shifts of the next half second as caused by input (`hadRecentInput`), and a
 * demo round lands well within that, so a shift it causes would go unseen.
 *
 * The page is in German, whose longer words are the likelier to wrap a line. One browser, one
 * page: the first game is loaded, every other one is reached by the app's router with a fresh
 * launch token in the fragment, as the site's game page reopens its frame. The figures of a passing run show with `--reporter=verbose` (vitest prints annotations there).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** German: its longer words are the likelier to wrap a line and push the page. */
const LOCALE_PREFIX = '/de';
const SHOTS_DIR = '/tmp/shots-games-layout-shift';
/** The most a round may shift the page, summed. */
const MAX_SHIFT = 0.01;

/** One game of each engine (and one slot), with the engine each is drawn by. */
const GAMES = [
  ['dice', 'dice'],
  ['limbo', 'limbo'],
  ['fruit-fiesta', 'slots'],
  ['european-roulette', 'roulette'],
  ['money-wheel', 'wheel'],
  ['blackjack', 'blackjack'],
  ['mines', 'mines'],
  ['plinko', 'plinko'],
  ['keno', 'keno'],
  ['hilo', 'hilo'],
] as const;
type Engine = (typeof GAMES)[number][1];

/** A demo launch of `gameId` in the test's language: the host's path with its token. */
async function demoPath(server: ServerProcess, gameId: string): Promise<string> {
  const answer = await callApi<{ urldata: { url: string } }>(server, '/api/games/demo/gameURL', {
    body: { game_id: gameId },
  });
  return `${LOCALE_PREFIX}${answer.urldata.url}`;
}

/** Moves the app to `path` by its router and hands the host the launch token of its fragment. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const current = window.history.state as { idx?: unknown } | null;
    const idx = typeof current?.idx === 'number' ? current.idx + 1 : 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
    // The host reads a new token when the fragment changes, as it does when the game page
    // opens its frame again.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, path);
}

/** A click the page does not count as the player's input (see the note at the top). */
const press = (target: Locator) => target.dispatchEvent('click');

const isRoundCall = (url: string, method: string) =>
  /^\/api\/games\/rounds(\/\d+\/action)?$/.test(new URL(url).pathname) && method === 'POST';

/** Presses `target` and answers the round the server returned for it. */
async function pressForRound(
  expect: ExpectStatic,
  page: Page,
  target: Locator,
): Promise<RoundResult> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => isRoundCall(answer.url(), answer.request().method())),
    press(target),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RoundResult;
}

/** What a round needs chosen before it can be played; done before the shifts are watched. */
async function prepare(page: Page, engine: Engine): Promise<void> {
  if (engine === 'roulette') {
    await page.getByTestId('roulette-red').click();
    await page.getByTestId('roulette-number-17').click();
  }
  if (engine === 'wheel') {
    await page.getByTestId('wheel-bet-1').click();
    await page.getByTestId('wheel-bet-10').click();
  }
  if (engine === 'keno') {
    for (const number of [3, 11, 19, 27, 35]) await page.getByTestId(`keno-tile-${number}`).click();
  }
}

/** Plays one round to its end by the page's own controls. */
async function playRound(expect: ExpectStatic, page: Page, engine: Engine): Promise<RoundResult> {
  const play = page.getByTestId('play-button');
  let round = await pressForRound(expect, page, play);
  if (engine === 'blackjack') {
    const offered = () =>
      round.outcome.engine === 'blackjack' && round.outcome.insurance === 'offered';
    if (round.status === 'in_progress' && offered())
      round = await pressForRound(expect, page, page.getByTestId('blackjack-no_insurance'));
    if (round.status === 'in_progress')
      round = await pressForRound(expect, page, page.getByTestId('blackjack-stand'));
  }
  if (engine === 'mines') {
    round = await pressForRound(expect, page, page.getByTestId('mines-tile-12'));
    if (round.status === 'in_progress')
      round = await pressForRound(expect, page, page.getByTestId('mines-cashout'));
  }
  if (engine === 'hilo' && round.outcome.engine === 'hilo') {
    const guess = likelierHiloGuess(round.outcome.start);
    round = await pressForRound(expect, page, page.getByTestId(`hilo-${guess}`));
    if (round.status === 'in_progress')
      round = await pressForRound(expect, page, page.getByTestId('hilo-cashout'));
  }
  expect(round.status).toBe('settled');
  await page.getByTestId('round-result').waitFor({ timeout: 10_000 });
  return round;
}

/** Waits for two frames: whatever the last change moved has been laid out and reported. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Starts watching the page's layout shifts (none of those before now). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return '(gone)';
          const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
          const name = `${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}`;
          return `${name} (${rect(previousRect)} → ${rect(currentRect)})`;
        });
        shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: false });
    (window as unknown as { __shifts: () => typeof shifts }).__shifts = () => {
      take(observer.takeRecords());
      observer.disconnect();
      return shifts;
    };
  });

const readShifts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: () => { value: number; sources: string[] }[] }).__shifts(),
  );

describe('a game page at a phone’s size: no layout shift when a round settles', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it(`plays a round of every engine at ${PHONE.width} px and sums each one's layout shift`, async ({
    expect,
    annotate,
  }) => {
    const { server, browser } = journey();
    const opened = await openPage(browser, PHONE);
    const { page } = opened;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const figures: Record<string, number> = {};
    const causes: Record<string, string[]> = {};

    for (const [index, [gameId, engine]] of GAMES.entries()) {
      const path = await demoPath(server, gameId);
      if (index === 0) await page.goto(`${server.url}${path}`);
      else await openInApp(page, path);
      const host = page.getByTestId('game-host');
      await expect.poll(() => host.getAttribute('data-engine')).toBe(engine);
      await page.getByTestId('play-button').waitFor();
      await prepare(page, engine);
      await expect.poll(() => page.getByTestId('play-button').isEnabled()).toBe(true);
      // Settled: no request in flight, the fonts in, and the last change laid out.
      await settled(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await nextFrames(page);

      await watchShifts(page);
      await playRound(expect, page, engine);
      await settled(page);
      await nextFrames(page);
      const shifts = await readShifts(page);
      figures[gameId] = Number(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4));
      causes[gameId] = shifts.flatMap((shift) => shift.sources);
      // For people reviewing the games (E2E_SCREENSHOTS=1): the settled round at both widths.
      if (SCREENSHOTS) {
        await saveScreenshot(page, `${gameId}-de-${PHONE.width}`, { dir: SHOTS_DIR });
        await page.setViewportSize(DESKTOP);
        await saveScreenshot(page, `${gameId}-de-${DESKTOP.width}`, { dir: SHOTS_DIR });
        await page.setViewportSize(PHONE);
      }
    }

    // Every engine's figure in the test's report, and the elements that moved if any did.
    await annotate(`layout shift per round at ${PHONE.width} px: ${JSON.stringify(figures)}`);
    const moved = Object.entries(causes).filter(([, sources]) => sources.length > 0);
    if (moved.length > 0)
      await annotate(`what moved: ${JSON.stringify(Object.fromEntries(moved))}`);
    for (const [gameId] of GAMES) {
      expect
        .soft(figures[gameId], `${gameId}: ${causes[gameId]?.join(', ')}`)
        .toBeLessThanOrEqual(MAX_SHIFT);
    }
    await closeExpectingNoErrors(opened);
  }, 180_000);
});
