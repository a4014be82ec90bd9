import type { RoundResult } from '@satsino/contract/games';
import { KENO_RISKS, kenoRtpBps } from '@satsino/fairness/keno';
import { PLINKO_RISKS, plinkoRtpBps } from '@satsino/fairness/plinko';
import type { Locator, Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, SCREENSHOTS, saveScreenshot } from './helpers/browser.js';
import { likelierHiloGuess } from './helpers/games.js';
import { type Journey, useJourney } from './helpers/journey.js';

/*
 * Issue 16's four originals as a player meets them: a funded player plays one real-money round
 * of Plinko, Keno, Mines and HiLo in the site's language, the balance moves by exactly what the
 * server answered, each game's rules state its return, and after the seeds are revealed the last
 * round (a Mines board, a HiLo run) is recomputed on /provably-fair from the link the fairness
 * panel gives. Screens of every game at a phone's and a desktop's width, in English and German.
 */
const SHOTS_DIR = '/tmp/shots-originals';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** 0.01 BTC at the sandbox's rate, in cents (e2e/games-journey.test.ts reads the same). */
const DEPOSITED_CASH_MINOR = 96_500;

type Original = 'plinko' | 'keno' | 'mines' | 'hilo';
type Locale = 'en' | 'de';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS_DIR });
/**
 * One part of a page, for a closer look at what a full-page picture shows small; taken from the
 * whole page so that the site's sticky header does not cover it.
 */
async function partShot(page: Page, part: Locator, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const clip = await part.boundingBox();
  if (clip === null) throw new Error(`${name}: not on the page`);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true, clip });
}

/**
 * The phone's pictures of what the desktop's page shows: the page at the phone's width, then back.
 * Only when screenshots are asked for; no check looks at the phone's width here.
 */
async function atPhoneWidth(page: Page, look: () => Promise<void>): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.setViewportSize(PHONE);
  await look();
  await page.setViewportSize(DESKTOP);
}

/** Money as the host shows it in `locale`, spaces made plain (German puts a no-break space). */
const money = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    .format(minor / 100)
    .replace(/\s/g, ' ');
const plain = (text: string) => text.replace(/\s/g, ' ').trim();
/** A return in basis points as the rules state it in `locale`: 9_900 → "99.00%". */
const percent = (bps: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(bps / 10_000)
    .replace(/\s/g, ' ');
const AT_LEAST: Record<Locale, string> = { en: 'at least', de: 'mindestens' };

/** What the rules of `game` must state: its return per option, in the table the dialog shows. */
async function expectRulesFigures(
  expect: ExpectStatic,
  page: Page,
  game: Original,
  locale: Locale,
) {
  const text = async (testId: string) => plain(await page.getByTestId(testId).innerText());
  const rtp = await text('game-rtp');
  if (game === 'plinko' || game === 'keno') expect(rtp).toContain(AT_LEAST[locale]);
  else expect(rtp).toContain(percent(9_900, locale));
  if (game === 'plinko') {
    const row = await text('plinko-rtp-16');
    for (const risk of PLINKO_RISKS)
      expect(row).toContain(percent(plinkoRtpBps({ rows: 16, risk }), locale));
  }
  if (game === 'keno') {
    const row = await text('keno-rtp-5');
    for (const risk of KENO_RISKS) expect(row).toContain(percent(kenoRtpBps(risk, 5), locale));
    // The paytable opens on the option just played: classic, five picks, hits 0 to 5.
    expect(await page.getByTestId('keno-rules-paytable').locator('tbody tr').count()).toBe(6);
  }
  if (game === 'mines') expect(await text('mines-rules-return')).toContain(percent(9_900, locale));
  if (game === 'hilo') expect(await text('hilo-rules-formula')).toContain(percent(9_900, locale));
}

/** Clicks `target` and answers the round the server returned for the POST it sent. */
async function clickForRound(
  expect: ExpectStatic,
  page: Page,
  target: Locator,
): Promise<RoundResult> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        /^\/api\/games\/rounds(\/\d+\/action)?$/.test(new URL(answer.url()).pathname) &&
        answer.request().method() === 'POST',
    ),
    target.click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RoundResult;
}

/** Plays one round of `game` on its page the way a player would, and answers it once settled. */
async function playRound(expect: ExpectStatic, page: Page, game: Original): Promise<RoundResult> {
  const play = page.getByTestId('play-button');
  switch (game) {
    case 'plinko':
      return clickForRound(expect, page, play);
    case 'keno': {
      for (const number of [3, 11, 19, 27, 35])
        await page.getByTestId(`keno-tile-${number}`).click();
      const round = await clickForRound(expect, page, play);
      if (round.outcome.engine !== 'keno') throw new Error(`not Keno: ${round.outcome.engine}`);
      expect([...round.outcome.picks].sort((a, b) => a - b)).toEqual([3, 11, 19, 27, 35]);
      return round;
    }
    case 'mines': {
      const opened = await clickForRound(expect, page, play);
      expect(opened.status).toBe('in_progress');
      // The server never shows a running board's mines.
      expect(opened.outcome).toMatchObject({ engine: 'mines', mine_tiles: [] });
      const revealed = await clickForRound(expect, page, page.getByTestId('mines-tile-12'));
      if (revealed.status === 'settled') return revealed;
      return clickForRound(expect, page, page.getByTestId('mines-cashout'));
    }
    case 'hilo': {
      const opened = await clickForRound(expect, page, play);
      if (opened.outcome.engine !== 'hilo') throw new Error(`not HiLo: ${opened.outcome.engine}`);
      const guess = likelierHiloGuess(opened.outcome.start);
      const guessed = await clickForRound(expect, page, page.getByTestId(`hilo-${guess}`));
      if (guessed.status === 'settled') return guessed;
      return clickForRound(expect, page, page.getByTestId('hilo-cashout'));
    }
  }
}

/** A real-money launch of `game` for the player, in `locale`'s address. */
async function launchUrl(journey: Journey, token: string, game: Original, locale: Locale) {
  const { urldata } = await callApi<{ urldata: { url: string } }>(
    journey.server,
    '/api/games/gameURL',
    { token, body: { game_id: game } },
  );
  return `${journey.server.url}${locale === 'en' ? '' : `/${locale}`}${urldata.url}`;
}

// Each language is its own player in its own browser context: they run side by side.
describe.concurrent('journey: Plinko, Keno, Mines and HiLo for real money', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  const RUNS = [
    // The last game of each run is the one verified: a Mines board, then a HiLo run. The German
    // player asked for reduced motion, so the rounds land at once there and animate to their end
    // in English: both ways of landing a round stay covered.
    { locale: 'en', games: ['plinko', 'keno', 'hilo', 'mines'], reducedMotion: false },
    { locale: 'de', games: ['plinko', 'keno', 'mines', 'hilo'], reducedMotion: true },
  ] as const;

  for (const { locale, games, reducedMotion } of RUNS) {
    it(`plays a round of each in ${locale}, states their rules and verifies the ${games[3]} round`, async ({
      expect,
    }) => {
      const { player } = await registerFundedPlayer(journey(), '0.01');
      const opened = await openSignedIn(journey(), player.token, DESKTOP);
      const { page } = opened;
      if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      let cashMinor = DEPOSITED_CASH_MINOR;
      const rounds = new Map<Original, RoundResult>();

      for (const game of games) {
        await page.goto(await launchUrl(journey(), player.token, game, locale));
        const host = page.getByTestId('game-host');
        await host.waitFor();
        expect(await host.getAttribute('data-engine')).toBe(game);
        const cash = page.getByTestId('game-balance-cash');
        await expect.poll(() => cash.innerText().then(plain)).toBe(money(cashMinor, locale));

        const round = await playRound(expect, page, game);
        expect(round).toMatchObject({ status: 'settled', mode: 'real' });
        expect(round.outcome.engine).toBe(game);
        // The stake left once and the payout came back once: exactly the server's figures.
        expect(round.balance.cash).toBe(cashMinor - round.bet + round.payout);
        cashMinor = round.balance.cash;
        await page.getByTestId('round-result').waitFor({ timeout: 10_000 });
        await expect.poll(() => cash.innerText().then(plain)).toBe(money(cashMinor, locale));
        await shot(page, `${game}-${locale}-${DESKTOP.width}`);
        await atPhoneWidth(page, () => shot(page, `${game}-${locale}-${PHONE.width}`));

        // The rules state the game's return and its table of options.
        await page.getByTestId('game-info-button').click();
        await page.getByTestId(`${game}-rules`).waitFor();
        await expectRulesFigures(expect, page, game, locale);
        // The dialog covers the window, not the whole page: a picture of the window.
        const windowOnly = { dir: SHOTS_DIR, fullPage: false };
        await saveScreenshot(page, `${game}-rules-${locale}-${DESKTOP.width}`, windowOnly);
        await atPhoneWidth(page, async () => {
          // On a phone the text fills the window: the picture shows the game's table instead.
          await page.getByTestId(`${game}-rules`).locator('table').first().scrollIntoViewIfNeeded();
          await saveScreenshot(page, `${game}-rules-${locale}-${PHONE.width}`, windowOnly);
        });
        await page.keyboard.press('Escape');
        await page.getByTestId(`${game}-rules`).waitFor({ state: 'detached' });
        rounds.set(game, round);
      }
      const last = rounds.get(games[3]);
      if (last === undefined) throw new Error('no round played');

      // Revealing the seeds links the last round to the verify page, its moves prefilled.
      await page.getByTestId('fairness-button').click();
      await page.getByTestId('rotate-seeds').click();
      await page.getByTestId('revealed-server-seed').waitFor();
      const href = await page.getByTestId('verify-link').getAttribute('href');
      expect(href).toMatch(/server_seed=/);
      expect(href).toMatch(/actions=/);
      await page.goto(`${journey().server.url}${href}`);
      await page.getByTestId('verify-result').waitFor();
      expect(await page.getByTestId('verify-hash').innerText()).toBe(
        last.fairness.server_seed_hash,
      );
      expect(JSON.parse(await page.getByTestId('verify-outcome').innerText())).toEqual(
        last.outcome,
      );
      expect(await page.getByTestId('verify-multiplier').innerText()).toMatch(/\d/);
      if (last.outcome.engine === 'mines') {
        // The board shows every mine now, and the tile the player turned.
        for (const tile of last.outcome.mine_tiles) {
          expect(
            await page.getByTestId(`verify-mines-tile-${tile}`).getAttribute('data-state'),
          ).toMatch(/^(mine|hit)$/);
        }
        expect(await page.getByTestId('verify-mines-tile-12').getAttribute('data-state')).toMatch(
          /^(gem|hit)$/,
        );
      }
      if (last.outcome.engine === 'hilo') {
        expect(await page.getByTestId('verify-hilo-card').count()).toBe(
          last.outcome.steps.length + 1,
        );
      }
      await shot(page, `verified-${last.outcome.engine}-${locale}-${DESKTOP.width}`);
      await partShot(
        page,
        page.getByTestId('verify-result'),
        `verified-${last.outcome.engine}-${locale}`,
      );

      // The player's rounds are listed, and each one's link opens it verified: Plinko's and
      // Keno's options come from the round itself.
      for (const game of ['plinko', 'keno'] as const) {
        const round = rounds.get(game);
        if (round === undefined) throw new Error(`no ${game} round`);
        await page
          .getByTestId('recent-rounds')
          .getByRole('link', { name: `#${round.fairness.round_nonce}`, exact: true })
          .click();
        await expect
          .poll(async () => {
            const shown = page.getByTestId('verify-outcome');
            return (await shown.count()) === 0 ? undefined : JSON.parse(await shown.innerText());
          })
          .toEqual(round.outcome);
        await partShot(page, page.getByTestId('verify-result'), `verified-${game}-${locale}`);
      }
      await atPhoneWidth(page, async () => {
        await shot(page, `verified-keno-${locale}-${PHONE.width}`);
        await partShot(
          page,
          page.locator('form[aria-labelledby="verify-heading"]'),
          `verify-form-keno-${locale}-${PHONE.width}`,
        );
      });
      await closeExpectingNoErrors(opened);
    }, 120_000);
  }
});
