import type { RoundResult } from '@satsino/contract/games';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import type { ServerProcess } from '../apps/server/test/helpers/server-process.js';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { openPage, saveScreenshot } from './helpers/browser.js';
import { runAutoPlay } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/** The screenshots of every engine at a phone's and a desktop's width, for review. */
const SHOTS_DIR = '/tmp/shots-games';
const PHONE = { width: 360, height: 760 };
const DESKTOP = { width: 1280, height: 800 };

type Host = Page | Frame;

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS_DIR });

async function demoUrl(server: ServerProcess, gameId: string): Promise<string> {
  const answer = await callApi<{ urldata: { url: string } }>(server, '/api/games/demo/gameURL', {
    body: { game_id: gameId },
  });
  return answer.urldata.url;
}

/**
 * Plays one round of whatever engine the host shows and answers the round's result; `expect` is
 * the calling test's own, as the tests run side by side.
 */
async function playOneRound(
  expect: ExpectStatic,
  page: Page,
  host: Host | FrameLocator,
  engine: string,
) {
  const waitRound = () =>
    page.waitForResponse(
      (response) =>
        /\/api\/games\/rounds(\/\d+\/action)?$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );
  if (engine === 'roulette') {
    await host.locator('[data-testid="roulette-red"]').click();
    await host.locator('[data-testid="roulette-number-17"]').click();
    // An inside bet with no cell of its own: a split picked by tapping two neighbours.
    await host.locator('[data-testid="roulette-kind-split"]').click();
    await host.locator('[data-testid="roulette-number-17"]').click();
    await host.locator('[data-testid="roulette-number-20"]').click();
    await expect
      .poll(() => host.locator('[data-testid="roulette-inside-bets"]').innerText())
      .toMatch(/Split 17-20/);
  }
  if (engine === 'wheel') {
    await host.locator('[data-testid="wheel-bet-1"]').click();
    await host.locator('[data-testid="wheel-bet-10"]').click();
  }
  const [response] = await Promise.all([
    waitRound(),
    host.locator('[data-testid="play-button"]').click(),
  ]);
  expect(response.status()).toBe(200);
  let round = (await response.json()) as RoundResult;
  // A dealer's ace asks for insurance first: declined.
  if (round.status === 'in_progress' && round.actions.length === 0 && isInsuranceOffer(round)) {
    const [declined] = await Promise.all([
      waitRound(),
      host.locator('[data-testid="blackjack-no_insurance"]').click(),
    ]);
    round = (await declined.json()) as RoundResult;
  }
  // A blackjack hand that waits for the player stands.
  if (round.status === 'in_progress') {
    const [stand] = await Promise.all([
      waitRound(),
      host.locator('[data-testid="blackjack-stand"]').click(),
    ]);
    round = (await stand.json()) as RoundResult;
  }
  expect(round.status).toBe('settled');
  if (engine === 'roulette') {
    // The round carried the split as the table showed it, and the server settled it.
    const sent = response.request().postDataJSON() as { params: { bets: unknown[] } };
    expect(sent.params.bets).toContainEqual(
      expect.objectContaining({ kind: 'split', numbers: [17, 20] }),
    );
  }
  // The line shows once the board has landed. A slot round that triggers its feature first
  // plays the feature's 5 to 20 spins through, at 1280 px without reduced motion: in CI that
  // took longer than the 10 s this waited before.
  await host.locator('[data-testid="round-result"]').waitFor({ timeout: 90_000 });
  return round;
}

const isInsuranceOffer = (round: RoundResult) =>
  round.outcome.engine === 'blackjack' && round.outcome.insurance === 'offered';

const money = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** The host's games, one of each engine and every slot, with the engine each is drawn by. */
const GAMES = [
  ['dice', 'dice'],
  ['limbo', 'limbo'],
  ['european-roulette', 'roulette'],
  ['blackjack', 'blackjack'],
  ['money-wheel', 'wheel'],
  ['fruit-fiesta', 'slots'],
  ['pharaoh-gold', 'slots'],
  ['viking-voyage', 'slots'],
  ['neon-nights', 'slots'],
  ['dragon-pearls', 'slots'],
  ['cosmic-cash', 'slots'],
] as const;

/** The games the launch-flow test opens itself, at the phone's width. */
const LAUNCH_FLOW_GAMES: readonly string[] = ['dice', 'fruit-fiesta'];

/**
 * Opens each of `games` as a demo in `page`, a load of the game host each (a game opens in a
 * frame of its own), checks the engine drawn and plays a round.
 */
async function drawAndPlayEach(
  expect: ExpectStatic,
  server: ServerProcess,
  page: Page,
  games: readonly (typeof GAMES)[number][],
) {
  for (const [gameId, engine] of games) {
    await page.goto(`${server.url}${await demoUrl(server, gameId)}`);
    const host = page.getByTestId('game-host');
    await host.waitFor();
    expect(await host.getAttribute('data-engine')).toBe(engine);
    await page.getByTestId('play-button').waitFor();
    await playOneRound(expect, page, page, engine);
    if (engine === 'wheel') await page.getByTestId('recent-results').waitFor({ timeout: 10_000 });
    // The picture waits for the landing animations (cards, the roulette result) to end.
    await shot(page, `${gameId}-${page.viewportSize()?.width}`);
  }
}

/** The fairness panel and the rules of the slot on screen, once per size. */
async function openFairnessAndRules(page: Page) {
  const width = page.viewportSize()?.width;
  await page.getByTestId('fairness-button').click();
  await page.getByTestId('fairness-hash').waitFor();
  await shot(page, `fairness-${width}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('game-info-button').click();
  await page.getByTestId('slot-paytable').waitFor();
  await shot(page, `info-${width}`);
}

/*
 * Each test plays as its own guest or player in its own context: they run side by side. Every
 * engine is drawn at both widths; at the phone's the player asked for reduced motion, so the
 * rounds land at once there, and animate to their end at the desktop's: both ways of landing a
 * round stay covered, and only one of the walks waits for the animations. That walk is split in
 * two, the table games and the slots, so that its waits run side by side.
 */
describe.concurrent('journey: the game host, every engine, fairness and the verify page', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it(`opens a demo through the launch flow, plays dice and a slot, and spends the token once; then draws every engine at ${PHONE.width} px with reduced motion and plays a round in each`, async ({
    expect,
  }) => {
    const { server, browser } = journey();
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    const url = await demoUrl(server, 'dice');
    expect(url).toMatch(/^\/play\/dice#launch=.{16,}$/);
    await page.goto(`${server.url}${url}`);
    const host = page.getByTestId('game-host');
    await host.waitFor();
    expect(await host.getAttribute('data-engine')).toBe('dice');
    // The token left the address bar at once.
    expect(page.url()).toBe(`${server.url}/play/dice`);
    await page.getByTestId('play-money-badge').waitFor();
    const cash = page.getByTestId('game-balance-cash');
    expect(await cash.innerText()).toBe('$1,000.00');

    await page.getByTestId('play-button').waitFor();
    const dice = await playOneRound(expect, page, page, 'dice');
    expect(dice.mode).toBe('demo');
    expect(dice.bet).toBe(100);
    await expect.poll(() => cash.innerText()).toBe(money(dice.balance.cash));
    expect(dice.balance.cash).toBe(100_000 - 100 + dice.payout);
    expect(await page.getByTestId('dice-roll').innerText()).toBe(
      dice.outcome.engine === 'dice' ? dice.outcome.roll.toFixed(2) : '',
    );
    await shot(page, `dice-${PHONE.width}`);

    // Auto-play: three more rounds in a row, each in the strip of results.
    await page.getByTestId('auto-rounds').fill('3');
    await runAutoPlay(page, 15_000);
    expect(await page.locator('[data-testid="recent-results"] li').count()).toBe(4);

    // The same link again in a fresh page: the token is spent, the page says so and how to go on.
    await page.goto('about:blank');
    const errorsBefore = errors.length;
    await page.goto(`${server.url}${url}`);
    await page.getByTestId('game-open-failed').waitFor();
    expect(await page.getByTestId('game-open-failed').innerText()).toContain('open the game again');
    // The browser reports the refused exchange itself; nothing else went wrong.
    expect(errors.splice(errorsBefore)).toEqual([expect.stringContaining('422')]);

    const slotUrl = await demoUrl(server, 'fruit-fiesta');
    await page.goto(`${server.url}${slotUrl}`);
    await host.waitFor();
    expect(await host.getAttribute('data-engine')).toBe('slots');
    await page.getByTestId('slot-reels').waitFor();
    await page.getByTestId('play-button').waitFor();
    const slot = await playOneRound(expect, page, page, 'slots');
    expect(slot.outcome.engine).toBe('slots');
    await expect
      .poll(() => page.getByTestId('game-balance-cash').innerText())
      .toBe(money(100_000 - 100 + slot.payout));
    if (slot.outcome.engine === 'slots') {
      // Every symbol the server drew is on the reels, and the wins are lit up.
      const drawn = await page
        .locator('[data-testid^="slot-cell-"] svg')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol')));
      expect(drawn).toEqual(
        [0, 1, 2, 3, 4].flatMap((reel) =>
          [0, 1, 2].map((row) =>
            slot.outcome.engine === 'slots' ? slot.outcome.reels[reel]?.[row] : '',
          ),
        ),
      );
      const lit = await page.locator('[data-win="true"]').count();
      expect(lit > 0).toBe(slot.outcome.wins.length > 0);
    }
    await shot(page, `fruit-fiesta-${PHONE.width}`);

    // The other engines and slots, each opened as a demo of its own.
    const others = GAMES.filter(([gameId]) => !LAUNCH_FLOW_GAMES.includes(gameId));
    await drawAndPlayEach(expect, server, page, others);
    await openFairnessAndRules(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it(`draws the table games at ${DESKTOP.width} px and plays a round in each`, async ({
    expect,
  }) => {
    const { server, browser } = journey();
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const tables = GAMES.filter(([, engine]) => engine !== 'slots');
    await drawAndPlayEach(expect, server, page, tables);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it(`draws every slot at ${DESKTOP.width} px and plays a round in each`, async ({ expect }) => {
    const { server, browser } = journey();
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const slots = GAMES.filter(([, engine]) => engine === 'slots');
    await drawAndPlayEach(expect, server, page, slots);
    await openFairnessAndRules(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('plays for real money inside the site, updates the site header and verifies the round after rotation', async ({
    expect,
  }) => {
    const { server } = journey();
    const { player } = await registerFundedPlayer(journey(), '0.01');

    const { context, page, errors } = await openSignedIn(journey(), player.token, DESKTOP);
    await page.goto(`${server.url}/settings/wallet`);
    const headerWallet = page.getByTestId('header-wallet');
    await expect.poll(() => headerWallet.innerText()).toContain('$965.00');

    // The game page shows the host in an iframe; here the site page gets one the same way.
    const { urldata } = await callApi<{ urldata: { url: string } }>(server, '/api/games/gameURL', {
      token: player.token,
      body: { game_id: 'dice' },
    });
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'game-frame';
      frame.src = src;
      frame.title = 'Dice';
      frame.style.cssText =
        'position:fixed;right:0;bottom:0;width:900px;height:640px;border:0;z-index:9999';
      document.body.append(frame);
    }, urldata.url);
    const game = page.frameLocator('#game-frame');
    await game.getByTestId('game-host').waitFor();
    await expect.poll(() => game.getByTestId('game-balance-cash').innerText()).toBe('$965.00');
    expect(await game.getByTestId('play-money-badge').count()).toBe(0);

    const hashBefore = await (async () => {
      await game.getByTestId('fairness-button').click();
      const hash = await game.getByTestId('fairness-hash').innerText();
      await game.getByRole('button', { name: 'Close' }).click();
      return hash;
    })();

    const round = await playOneRound(expect, page, game, 'dice');
    expect(round.mode).toBe('real');
    expect(round.fairness.server_seed_hash).toBe(hashBefore);
    const expected = money(96_500 - 100 + round.payout);
    await expect.poll(() => game.getByTestId('game-balance-cash').innerText()).toBe(expected);
    // The site's header follows through the real-time WALLET_BALANCE alert.
    await expect.poll(() => headerWallet.innerText()).toContain(expected);
    await saveScreenshot(page, 'real-money-in-site-1280', { dir: SHOTS_DIR, fullPage: false });

    // Rotation reveals the seed; the verify page recomputes the same roll from it.
    await game.getByTestId('fairness-button').click();
    await game.getByTestId('rotate-seeds').click();
    const revealed = await game.getByTestId('revealed-server-seed').innerText();
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    const href = await game.getByTestId('verify-link').getAttribute('href');
    expect(href).toContain('server_seed=');
    await shot(page, 'fairness-rotated-1280');

    await page.goto(`${server.url}${href}`);
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-hash').innerText()).toBe(hashBefore);
    if (round.outcome.engine === 'dice') {
      expect(await page.getByTestId('verify-summary').innerText()).toContain(
        round.outcome.roll.toFixed(2),
      );
    }
    const outcome = JSON.parse(await page.getByTestId('verify-outcome').innerText()) as unknown;
    expect(outcome).toEqual(round.outcome);
    await page.getByTestId('live-feed').waitFor();
    // The player's own rounds are listed with a link to verify each.
    await page.getByTestId('recent-rounds').getByRole('link', { name: '#0' }).waitFor();
    await shot(page, 'verify-page-1280');
    await page.setViewportSize(PHONE);
    await shot(page, 'verify-page-360');

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
