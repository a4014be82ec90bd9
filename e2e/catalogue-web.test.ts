import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Category,
  categoriesResponse,
  type GameListEntry,
  gamesListResponse,
  LOBBY_PAGE_SIZE,
  type Provider,
  providersResponse,
} from '@satsino/contract/catalogue';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { catalogueGames } from '../apps/server/src/modules/catalogue/catalogue.schema.js';
import { insertTestGames } from '../apps/server/test/helpers/catalogue-factory.js';
import catalogueDe from '../apps/web/src/features/catalogue/locales/de.json' with { type: 'json' };
import catalogueEn from '../apps/web/src/features/catalogue/locales/en.json' with { type: 'json' };
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import {
  collectPageErrors,
  openPage,
  openUrl,
  SCREENSHOTS,
  saveScreenshot,
  settled,
} from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';
import {
  arrivedAt,
  isMarkedDocument,
  markDocument,
  navigateInApp,
  shownAt,
} from './helpers/site-routes.js';

/** The screenshots of this journey, looked at by people reviewing the catalogue's screens. */
const SHOTS_DIR = '/tmp/shots-catalogue-web';
const VIEWPORTS = [
  { name: '360', width: 360, height: 780 },
  { name: '1280', width: 1280, height: 860 },
] as const;
const LOCALES = [
  { code: 'en', prefix: '', main: en, catalogue: catalogueEn },
  { code: 'de', prefix: '/de', main: de, catalogue: catalogueDe },
] as const;
/** Matches no game of any catalogue. */
const NO_SUCH_GAME = 'qqxqzz';

/** The related games' title ("More {{category}}") for any category. */
const relatedTitle = (text: string) =>
  new RegExp(
    `^${text
      .split('{{category}}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** What a native select shows: its chosen option's text. */
const chosenLabel = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text);

const shot = (page: Page, name: string, fullPage = true) =>
  saveScreenshot(page, name, { dir: SHOTS_DIR, fullPage });

async function fetchJson<Answer>(
  url: string,
  schema: { parse(input: unknown): Answer },
  method = 'GET',
) {
  const response = await fetch(url, { method });
  expect(response.status, url).toBe(200);
  return schema.parse(await response.json());
}

/** Moves the app in `page` to `path` by its router and waits until it shows that page. */
async function moveTo(expect: ExpectStatic, page: Page, path: string) {
  await navigateInApp(page, path);
  await expect.poll(() => arrivedAt(page), { message: path }).toBe(shownAt(path));
}

/*
 * The screens are independent guests' visits: they run side by side, each in its own page. Each
 * visit loads the site once from the server and then moves through it by the app's router, as a
 * guest does (ADR 0018): a page load costs the app's first render again, and a dozen of them per
 * visit were most of this file's time. What a load adds, the server's answer for an address, is
 * asked of the server directly where it matters (the not-found pages' 404).
 */
describe.concurrent('catalogue screens in two locales at two widths', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });
  let games: GameListEntry[];
  let categories: Category[];
  let providers: Provider[];
  let demoGame: GameListEntry;
  let noDemoGame: GameListEntry;

  beforeAll(async () => {
    const { server, db } = journey();
    games = (
      await fetchJson(`${server.url}/api/games/list?limitfrom=0&limitto=200`, gamesListResponse)
    ).games;
    categories = (await fetchJson(`${server.url}/api/games/categories`, categoriesResponse, 'POST'))
      .categories;
    providers = (await fetchJson(`${server.url}/api/games/providers`, providersResponse, 'POST'))
      .providers;
    const hosted = games.filter((game) => game.launch_path === null);
    demoGame = hosted.find((game) => game.supportsDemo === '1') as GameListEntry;
    expect(demoGame, 'a seeded game with a demo').toBeDefined();
    // A game without demo: the guest sees the not-authenticated card there.
    const other = hosted.find((game) => game !== demoGame) as GameListEntry;
    await db
      .update(catalogueGames)
      .set({ supportsDemo: false })
      .where(eq(catalogueGames.slug, other.game.game_id));
    noDemoGame = { ...other, supportsDemo: '0' };
  });

  async function open(page: Page, url: string) {
    await openUrl(page, `${journey().server.url}${url}`);
  }

  const tileNames = (page: Page) =>
    page
      .locator('main [data-game-id]')
      .evaluateAll((tiles) =>
        tiles.map((tile) => tile.querySelector('img')?.getAttribute('alt') ?? ''),
      );

  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      const wide = viewport.width >= 1000;

      it(`lobby: tabs, search, empty state, reset, provider filter and sort; drawer, footer and search drawer (${locale.code}, ${viewport.name})`, async ({
        expect,
      }) => {
        const page = await journey().browser.newPage({ viewport });
        const errors = collectPageErrors(page);
        const t = locale.catalogue;

        await open(page, `${locale.prefix}/casino`);
        await markDocument(page);
        await page.getByRole('heading', { level: 1, name: t.lobby.title }).waitFor();
        await page.locator('main [data-game-id]').first().waitFor();
        expect(await page.title()).toContain(t.lobby.title);
        if (locale.code === 'en') await shot(page, `lobby-${viewport.name}`);

        // A tab is in the address and lists that category only.
        await page.getByRole('tab', { name: locale.main.casino.tabs.live_casino }).click();
        await page.waitForURL((url) => url.searchParams.get('tab') === 'live_casino');
        const live = categories.find((category) => category.code === 'live_casino');
        // The demo has no live provider: an honest empty state, not the crash tables (issue 15).
        expect(live?.games_count).toBe(0);
        await page.getByText(t.empty.liveTitle).waitFor();
        expect(await tileNames(page)).toEqual([]);
        await page.goBack();
        await page.waitForURL((url) => !url.searchParams.has('tab'));

        // The tabs follow the keyboard: one stop in the tab order, arrows move, Enter selects.
        const lobbyTab = page.getByRole('tab', { name: locale.main.casino.tabs.lobby });
        await expect.poll(() => lobbyTab.getAttribute('aria-selected')).toBe('true');
        await lobbyTab.focus();
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe(locale.main.casino.tabs.lobby);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('tab') === 'live_casino');
        await expect
          .poll(() =>
            page
              .getByRole('tab', { name: locale.main.casino.tabs.live_casino })
              .getAttribute('aria-selected'),
          )
          .toBe('true');
        await page.goBack();
        await page.waitForURL((url) => !url.searchParams.has('tab'));

        // A search with no result: the empty state, then reset.
        await page.getByRole('searchbox', { name: t.lobby.searchLabel }).fill(NO_SUCH_GAME);
        await page.getByText(t.empty.noResultsTitle).waitFor();
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(NO_SUCH_GAME);
        await page
          .getByRole('status')
          .filter({ hasText: t.empty.noResultsTitle })
          .getByRole('button', { name: t.lobby.reset })
          .click();
        await page.locator('main [data-game-id]').first().waitFor();
        await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
        expect(await page.getByRole('searchbox', { name: t.lobby.searchLabel }).inputValue()).toBe(
          '',
        );

        // "Search again" empties the box and puts the cursor back in it.
        await page.getByRole('searchbox', { name: t.lobby.searchLabel }).fill(NO_SUCH_GAME);
        await page.getByRole('button', { name: t.empty.searchAgain }).click();
        await expect
          .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
          .toBe('search');
        await page.locator('main [data-game-id]').first().waitFor();

        // Provider filter: only that studio's games.
        const provider = providers.find((candidate) => candidate.games_count > 0) as Provider;
        await page
          .getByRole('combobox', { name: t.lobby.providerLabel })
          .selectOption({ label: provider.name });
        await page.waitForURL((url) => url.searchParams.get('provider') === provider.slug);
        await expect.poll(async () => (await tileNames(page)).length).toBe(provider.games_count);

        // Sort Z-A: names come in descending order.
        await page
          .getByRole('combobox', { name: t.lobby.sortLabel })
          .selectOption({ label: t.lobby.sortDesc });
        await page.waitForURL((url) => url.searchParams.get('sort') === 'desc');
        await expect
          .poll(async () => {
            const names = await tileNames(page);
            return (
              names.length > 1 &&
              names.every(
                (name, index) =>
                  index === 0 || (names[index - 1] ?? '').localeCompare(name, locale.code) >= 0,
              )
            );
          })
          .toBe(true);

        // An unknown provider in a shared link: the "no provider selected" state and its reset.
        // The lobby reads its state from the address, however the address came.
        await navigateInApp(page, `${locale.prefix}/casino?provider=no-such-studio`);
        await page.getByText(t.empty.noProviderTitle).waitFor();
        await page.getByRole('button', { name: t.empty.chooseProvider }).click();
        await page.locator('main [data-game-id]').first().waitFor();
        await settled(page);

        // The site's frame, on the home page.
        await moveTo(expect, page, `${locale.prefix}/`);

        // Drawer: the lobby and the categories flagged in_menu.
        if (!wide) {
          await page
            .getByRole('navigation', { name: locale.main.nav.quickLinks })
            .getByRole('button', { name: locale.main.nav.menu })
            .click();
        }
        const drawer = page.getByRole('navigation', { name: locale.main.nav.controlPanel });
        await drawer.getByRole('link', { name: locale.main.nav.lobby }).waitFor();
        // Those in the menu first, as in the footer below.
        const menuFirst = [...categories].sort((a, b) => Number(b.in_menu) - Number(a.in_menu));
        expect(menuFirst[0]?.in_menu, 'a category in the menu').toBe(true);
        for (const category of menuFirst) {
          const link = drawer.locator(`a[href="${locale.prefix}/category/${category.slug}"]`);
          await expect
            .poll(() => link.count(), { message: category.slug })
            .toBe(category.in_menu ? 1 : 0);
        }
        if (!wide) await page.keyboard.press('Escape');

        // Footer: the categories flagged in_footer and the server's providers.
        // The footer comes in after the page's first paint, its lists with their answers: the
        // links that must be there are waited for first, so that a missing one is then a
        // finished list's absence, not a list still on its way.
        const footer = page.locator('footer');
        for (const studio of providers) {
          await expect
            .poll(
              () => footer.locator(`a[href="${locale.prefix}/providers/${studio.slug}"]`).count(),
              { message: studio.slug },
            )
            .toBe(1);
        }
        const footerFirst = [...categories].sort(
          (a, b) => Number(b.in_footer) - Number(a.in_footer),
        );
        expect(footerFirst[0]?.in_footer, 'a category in the footer').toBe(true);
        for (const category of footerFirst) {
          await expect
            .poll(
              () => footer.locator(`a[href="${locale.prefix}/category/${category.slug}"]`).count(),
              { message: category.slug },
            )
            .toBe(category.in_footer ? 1 : 0);
        }

        // Search drawer: focus in the box, results for a name, Esc closes.
        if (wide) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: locale.main.nav.search })
            .click();
        } else {
          await page
            .getByRole('navigation', { name: locale.main.nav.quickLinks })
            .getByRole('button', { name: locale.main.nav.search })
            .click();
        }
        const box = page.getByRole('searchbox', { name: locale.main.search.label });
        await box.waitFor();
        await expect
          .poll(() => box.evaluate((input) => input === document.activeElement))
          .toBe(true);
        const drawerPanel = page.locator('#search-drawer');
        await drawerPanel.getByRole('heading', { name: locale.main.search.popular }).waitFor();
        await drawerPanel.locator('[data-game-id]').first().waitFor();
        const wanted = demoGame.game.name;
        const typed = wanted.slice(0, Math.max(4, Math.ceil(wanted.length / 2))).trim();
        await box.fill(typed);
        const results = drawerPanel.getByRole('list', {
          name: locale.main.search.results.replace('{{query}}', typed),
        });
        await results.locator(`[data-game-id="${demoGame.game.game_id}"]`).waitFor();
        await settled(page);
        if (locale.code === 'en') await shot(page, `search-${viewport.name}`, false);
        await box.fill(NO_SUCH_GAME);
        await drawerPanel.getByText(locale.main.search.noResultsTitle).waitFor();
        await page.keyboard.press('Escape');
        await box.waitFor({ state: 'detached' });

        // Every screen after the first was drawn in the document the visit opened.
        expect(await isMarkedDocument(page)).toBe(true);
        await settled(page);
        expect(errors).toEqual([]);
        await page.close();
      }, 180_000);

      it(`category, provider and game pages (${locale.code}, ${viewport.name})`, async ({
        expect,
      }) => {
        const page = await journey().browser.newPage({ viewport });
        const errors = collectPageErrors(page);
        const t = locale.catalogue;

        // Upper case redirects to the canonical lower-case address: the visit's one page load.
        const slots = categories.find((category) => category.games_count > 0) as Category;
        await open(page, `${locale.prefix}/category/${slots.slug.toUpperCase()}`);
        await page.waitForURL((url) => url.pathname === `${locale.prefix}/category/${slots.slug}`);
        await markDocument(page);
        await page.getByRole('heading', { level: 1, name: slots.name }).waitFor();
        await page.locator('main [data-game-id]').first().waitFor();
        if (locale.code === 'en') await shot(page, `category-${viewport.name}`);

        // Unknown addresses are the not-found page, and the server answers them with a 404. The
        // unknown game's 404 answer is the one console message expected here (the browser logs
        // every failed request).
        const unknownAddresses = [
          '/category/no-such-category',
          '/providers/no-such-studio',
          '/casino/no-such-game',
        ].map((unknown) => `${locale.prefix}${unknown}`);
        const errorsBeforeUnknown = errors.length;
        for (const unknown of unknownAddresses) {
          await moveTo(expect, page, unknown);
          await page.getByText(locale.main.notFound.message).waitFor();
          await settled(page);
        }
        const lostErrors = errors.splice(errorsBeforeUnknown);
        expect(lostErrors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
        for (const unknown of unknownAddresses) {
          const response = await fetch(`${journey().server.url}${unknown}`);
          expect(response.status, unknown).toBe(404);
          expect(await response.text(), unknown).toContain('<div id="root">');
        }

        await moveTo(expect, page, `${locale.prefix}/category`);
        await page.getByRole('heading', { level: 1, name: t.categories.title }).waitFor();
        // The heading comes with the page, its list with the categories' answer.
        await expect
          .poll(() =>
            page.locator(`main a[href="${locale.prefix}/category/${slots.slug}"]`).count(),
          )
          .toBe(1);

        const provider = providers[0] as Provider;
        await moveTo(expect, page, `${locale.prefix}/providers`);
        await page.getByRole('heading', { level: 1, name: t.providers.title }).waitFor();
        await moveTo(expect, page, `${locale.prefix}/providers/${provider.slug}`);
        await page.getByRole('heading', { level: 1, name: provider.name }).waitFor();
        await expect
          .poll(async () => (await tileNames(page)).length)
          .toBe(Math.min(provider.games_count, 48));

        // A demo game: the demo opens in a frame, for guests too.
        await moveTo(expect, page, `${locale.prefix}/casino/${demoGame.game.game_id}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        // The title follows the page's heading once the game's answer is in.
        await expect
          .poll(async () => (await page.title()).includes(await heading.innerText()))
          .toBe(true);
        // The page closes with other games of its category, drawn in their turn.
        const related = page.getByRole('region', { name: relatedTitle(t.game.related) });
        await related.locator('[data-game-id]').first().waitFor();
        expect(await related.locator(`[data-game-id="${demoGame.game.game_id}"]`).count()).toBe(0);
        if (locale.code === 'en') await shot(page, `game-${viewport.name}`);
        await page.getByRole('button', { name: t.game.playDemo }).click();
        const frame = page.locator('main iframe');
        await frame.waitFor();
        expect(await frame.getAttribute('src')).toMatch(/\/play\//);
        if (locale.code === 'en') await shot(page, `game-playing-${viewport.name}`);
        await page.getByRole('button', { name: t.game.close }).click();
        await frame.waitFor({ state: 'detached' });

        // A game without demo: a guest gets the not-authenticated card instead.
        await moveTo(expect, page, `${locale.prefix}/casino/${noDemoGame.game.game_id}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText(locale.main.auth.notAuthenticated.register).waitFor();
        expect(await page.getByRole('button', { name: t.game.playDemo }).count()).toBe(0);

        // Every page after the first was drawn in the document the visit opened.
        expect(await isMarkedDocument(page)).toBe(true);
        await settled(page);
        expect(errors).toEqual([]);
        await page.close();
      }, 180_000);
    }
  }
});

/**
 * The screen as a person sees it, once the pictures on it have loaded. The grid's tiles far from
 * the screen are not drawn (content-visibility), so a whole-page picture would show them blank
 * and wait for their images for ever.
 */
async function viewportShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
  await settled(page);
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** More games than a page holds, in one studio, so that the lobby has something to scroll. */
const SCROLL_GAMES = 2 * LOBBY_PAGE_SIZE + 20;

// A guest's and a player's journeys, side by side: they share the catalogue, not a page.
describe.concurrent('the lobby at scale: pages on scroll, state in the address, favourites', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });
  const t = catalogueEn;

  beforeAll(async () => {
    const { db } = journey();
    await insertTestGames(
      db,
      Array.from({ length: SCROLL_GAMES }, (_, index) => ({
        slug: `scroll-test-${String(index).padStart(3, '0')}`,
        names: { en: `Scroll Test ${String(index).padStart(3, '0')}` },
        providerSlug: 'reelforge',
        categoryIds: [8] as [number],
        position: 10_000 + index,
      })),
    );
  });

  const open = (page: Page, url: string) => openUrl(page, `${journey().server.url}${url}`);
  const gridTiles = (page: Page) => page.getByRole('list', { name: en.casino.tabs.lobby });

  it('loads the next page as the grid is scrolled, and keeps its state through reloads and back', async ({
    expect,
  }) => {
    const { page } = await openPage(journey().browser, { width: 1440, height: 900 });
    const errors = collectPageErrors(page);
    await open(page, '/casino?provider=reelforge&sort=asc&view=full');
    const tiles = gridTiles(page).locator('[data-game-id]');
    await tiles.first().waitFor();
    await expect.poll(() => tiles.count()).toBe(LOBBY_PAGE_SIZE);
    await viewportShot(page, 'lobby-scale-1440');

    // Scrolling to the end of the grid asks for the next page, without a click.
    await tiles.last().scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.count()).toBe(2 * LOBBY_PAGE_SIZE);
    await tiles.last().scrollIntoViewIfNeeded();
    const reelforge = (
      await fetchJson(`${journey().server.url}/api/games/providers`, providersResponse, 'POST')
    ).providers.find((provider) => provider.slug === 'reelforge') as Provider;
    await expect.poll(() => tiles.count()).toBe(reelforge.games_count);
    expect(await page.getByRole('button', { name: t.lobby.loadMore }).count()).toBe(0);
    // Images keep their 210x160 box before they load, and load only when near the screen.
    const image = tiles.last().locator('img');
    expect(await image.getAttribute('width')).toBe('210');
    expect(await image.getAttribute('height')).toBe('160');
    expect(await image.getAttribute('loading')).toBe('lazy');

    // A reload restores the provider, the order and the full-width view from the address.
    await page.reload();
    await tiles.first().waitFor();
    const sort = page.getByRole('combobox', { name: t.lobby.sortLabel });
    await expect.poll(() => chosenLabel(sort)).toBe(t.lobby.sortAsc);
    // The studio's name comes with the providers' answer, which may follow the order's.
    await expect
      .poll(() => chosenLabel(page.getByRole('combobox', { name: t.lobby.providerLabel })))
      .toBe('Reelforge');
    expect(
      await page.getByRole('button', { name: t.lobby.viewFull }).getAttribute('aria-pressed'),
    ).toBe('true');
    const names = await tiles.evaluateAll((links) =>
      links.map((link) => link.querySelector('img')?.getAttribute('alt') ?? ''),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    // Back and forward step through the changes.
    await sort.selectOption({ label: t.lobby.sortDesc });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'desc');
    await page.getByRole('button', { name: t.lobby.viewDefault, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('view') === 'full');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'asc');
    await expect.poll(() => chosenLabel(sort)).toBe(t.lobby.sortAsc);
    await page.goForward();
    await expect.poll(() => chosenLabel(sort)).toBe(t.lobby.sortDesc);

    // A guest's heart asks to log in.
    await open(page, '/casino');
    const first = gridTiles(page).locator('[data-game-id]').first();
    await first.waitFor();
    const firstName = (await first.locator('img').getAttribute('alt')) ?? '';
    await page
      .getByRole('button', { name: en.casino.favouriteAdd.replace('{{name}}', firstName) })
      .first()
      .click();
    const prompt = page.getByRole('dialog', { name: en.casino.favourites });
    await prompt.getByText(en.casino.favouritePrompt).waitFor();
    expect(
      await prompt.getByRole('link', { name: en.casino.favouriteLogIn }).getAttribute('href'),
    ).toBe('/auth/login?redirect=%2Fcasino');
    await page.keyboard.press('Escape');

    await settled(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('keeps a favourite in its row, and the games a player launched in "Recently played"', async ({
    expect,
  }) => {
    const account = await registerVerifiedAccount(journey());
    const { page } = await openSignedIn(journey(), account.token, { width: 390, height: 844 });
    const errors = collectPageErrors(page);
    await open(page, '/casino');
    const tiles = gridTiles(page).locator('[data-game-id]');
    await tiles.first().waitFor();
    const favouritesRow = page.getByRole('region', { name: en.casino.favourites });
    const recentRow = page.getByRole('region', { name: en.casino.recent });
    // No row while the lists are empty.
    await settled(page);
    expect(await favouritesRow.count()).toBe(0);
    expect(await recentRow.count()).toBe(0);

    const chosen = requireGameId(await tiles.nth(1).getAttribute('data-game-id'));
    const name = (await tiles.nth(1).locator('img').getAttribute('alt')) ?? '';
    const heart = page.getByRole('button', {
      name: en.casino.favouriteAdd.replace('{{name}}', name),
    });
    await heart.first().click();
    await favouritesRow.locator(`[data-game-id="${chosen}"]`).waitFor();
    const pressed = page
      .getByRole('button', { name: en.casino.favouriteRemove.replace('{{name}}', name) })
      .first();
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');

    // Kept by the server: still there after a reload.
    await page.reload();
    await favouritesRow.locator(`[data-game-id="${chosen}"]`).waitFor();

    // Launching a game for real money puts it in "Recently played", also in the list the app
    // read before the launch (back in the lobby by the router, no reload).
    await moveTo(expect, page, `/casino/${chosen}`);
    await page.getByRole('button', { name: t.game.play, exact: true }).click();
    await page.locator('main iframe').waitFor();
    await moveTo(expect, page, '/casino');
    await recentRow.locator(`[data-game-id="${chosen}"]`).waitFor();
    await viewportShot(page, 'lobby-player-rows-390');

    // Taking the heart back empties the row, which then goes.
    await page
      .getByRole('button', { name: en.casino.favouriteRemove.replace('{{name}}', name) })
      .first()
      .click();
    await favouritesRow.waitFor({ state: 'detached' });

    await settled(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

/** A tile's game id, which every tile has. */
function requireGameId(id: string | null): string {
  expect(id).not.toBeNull();
  return id as string;
}
