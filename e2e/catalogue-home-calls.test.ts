import { gamesListResponse } from '@satsino/contract/catalogue';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import catalogueEn from '../apps/web/src/features/catalogue/locales/en.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { closeExpectingNoErrors, openPage, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/** The screenshots of this journey, for people reviewing the home page's game rows. */
const SHOTS_DIR = '/tmp/shots-catalogue-home';
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 860 },
] as const;
/** Issue 12: the home page asks for its games in at most this many list calls. */
const MAX_LIST_CALLS = 2;

/** The home page's rows, each with the list call that names its games. */
const ROWS = [
  { title: en.casino.popular, list: 'category_id=3' },
  { title: en.casino.new, list: 'flag=new' },
  { title: en.casino.tabs.featured, list: 'category=featured' },
  { title: en.casino.tabs.game_show, list: 'category=game-show' },
  { title: en.casino.tabs.original, list: 'category=original' },
] as const;

/** The calls that answer lists of games: the list call itself and the home page's sections. */
function countListCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/games/list' || pathname === '/api/games/sections') {
      calls.push(`${pathname}${search}`);
    }
  });
  return calls;
}

// Its tests are independent visits, each in its own browser context: they run side by side.
describe.concurrent('the home page asks for its games in one call', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  for (const viewport of VIEWPORTS) {
    it(`shows every row with the games of its list, from at most ${MAX_LIST_CALLS} list calls (${viewport.name})`, async ({
      expect,
    }) => {
      const { server, browser } = journey();
      const opened = await openPage(browser, viewport);
      const { page } = opened;
      const calls = countListCalls(page);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

      for (const row of ROWS) {
        const tiles = page.getByRole('list', { name: row.title, exact: true });
        const response = await fetch(
          `${server.url}/api/games/list?${row.list}&limitfrom=0&limitto=50&locale=en`,
        );
        const expected = gamesListResponse.parse(await response.json());
        expect(expected.games.length, row.title).toBeGreaterThan(0);
        await expect
          .poll(
            () =>
              tiles
                .locator('[data-game-id]')
                .evaluateAll((items) => items.map((item) => item.getAttribute('data-game-id'))),
            { message: row.title },
          )
          .toEqual(expected.games.map((game) => game.game.game_id));
      }
      // Live casino has no game until a live provider is connected (issue 15): its row, asked
      // for in the same call, is left out rather than shown empty. The rows after it are shown,
      // so its turn has come.
      const live = await fetch(
        `${server.url}/api/games/list?category=live-casino&limitfrom=0&limitto=50&locale=en`,
      );
      expect(gamesListResponse.parse(await live.json()).games).toEqual([]);
      expect(
        await page.getByRole('region', { name: en.casino.tabs.live_casino, exact: true }).count(),
      ).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MAX_LIST_CALLS);
      expect(calls).toEqual([expect.stringMatching(/^\/api\/games\/sections\?/)]);
      await saveScreenshot(page, `home-${viewport.name}`, { dir: SHOTS_DIR });

      // The search drawer's popular carousel is the home page's popular row: no call for it.
      const search = page.getByRole('button', { name: en.nav.search }).first();
      await search.click();
      const drawer = page.locator('#search-drawer');
      await drawer.getByRole('heading', { name: en.search.popular }).waitFor();
      await drawer.locator('[data-game-id]').first().waitFor();
      expect(calls).toHaveLength(1);

      // A row's "See all" still leads to the lobby tab of its category.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: en.casino.tabs.featured, exact: true })
        .getByRole('link', { name: en.casino.seeAll })
        .click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'featured');
      await page.getByRole('heading', { level: 1, name: catalogueEn.lobby.title }).waitFor();
      await closeExpectingNoErrors(opened);
    }, 120_000);
  }
});
