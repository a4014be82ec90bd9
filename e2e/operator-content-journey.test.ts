import path from 'node:path';
import { adminGameList } from '@satsino/contract/catalogue';
import { adminPostList } from '@satsino/contract/content-admin';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, SCREENSHOT_DIR, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const OPERATOR = { email: 'content.admin@example.com', password: 'content admin password' };
const SHOTS = path.join(SCREENSHOT_DIR, 'operator-content');
const GERMAN_TITLE = 'Wöchentliches Cashback, jetzt neu';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });
/** A dialog stays where it is on the screen: the page below it is not part of the picture. */
const dialogShot = (page: Page, name: string) =>
  saveScreenshot(page, name, { dir: SHOTS, fullPage: false });

describe('journey: an operator edits content and the catalogue that players then see', () => {
  const journey = useJourney({
    env: { SEED_DEMO: 'true', ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });

  it("edits a promotion's German text, which a German player then reads", async () => {
    const { server } = journey();
    const { token } = await callApi<{ token: string }>(server, '/api/login', { body: OPERATOR });
    const promotions = adminPostList.parse(
      await callApi(server, '/api/admin/promotions', { token }),
    ).items;
    const promotion = promotions.find((item) => item.status === 'published');
    if (promotion === undefined) throw new Error('the demo has no published promotion');
    const englishTitle = promotion.translations.en?.title ?? '';
    const player = await registerVerifiedAccount(journey(), 'player');

    const desk = await openSignedIn(journey(), token, DESKTOP);
    const page = desk.page;
    await page.goto(`${server.url}/admin/content?kind=promotions`);
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    await page.getByRole('row', { name: new RegExp(englishTitle) }).waitFor();
    await shot(page, 'content-list-1440');

    await page.getByRole('button', { name: `Edit ${englishTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${englishTitle}` });
    await dialog.getByRole('tab', { name: /^Deutsch/ }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(GERMAN_TITLE);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview in Deutsch' });
    await preview.getByRole('heading', { name: GERMAN_TITLE }).waitFor();
    await dialogShot(page, 'content-preview-de-1440');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${englishTitle} was saved.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The list on a phone: one card per promotion, its languages counted.
    const phoneDesk = await openSignedIn(journey(), token, PHONE);
    await phoneDesk.page.goto(`${server.url}/admin/content?kind=promotions`);
    await phoneDesk.page.getByRole('listitem').filter({ hasText: englishTitle }).waitFor();
    await shot(phoneDesk.page, 'content-list-390');
    // On a phone the editor takes the whole screen.
    await phoneDesk.page.getByRole('button', { name: `Edit ${englishTitle}` }).click();
    const phoneDialog = phoneDesk.page.getByRole('dialog', { name: `Edit ${englishTitle}` });
    await phoneDialog.getByRole('tab', { name: /^Deutsch/ }).click();
    await phoneDialog.getByRole('textbox', { name: 'Title' }).waitFor();
    await dialogShot(phoneDesk.page, 'content-edit-390');
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();

    // A German player reads the new title on the promotion's page.
    const phone = await openSignedIn(journey(), player.token, PHONE);
    await phone.page.goto(`${server.url}/de/promotions/${promotion.id}`);
    await phone.page.getByRole('heading', { level: 1, name: GERMAN_TITLE }).waitFor();
    await shot(phone.page, 'promotion-de-390');
    expect(await phone.page.getByRole('heading', { name: englishTitle }).count()).toBe(0);

    await closeExpectingNoErrors(desk, phoneDesk, phone);
  }, 90_000);

  it('unpublishes a game, which is then gone from the lobby', async () => {
    const { server } = journey();
    const { token } = await callApi<{ token: string }>(server, '/api/login', { body: OPERATOR });
    const player = await registerVerifiedAccount(journey(), 'player');

    const lobby = await openSignedIn(journey(), player.token, PHONE);
    await lobby.page.goto(`${server.url}/casino`);
    const firstTile = lobby.page.locator('main [data-game-id]').first();
    await firstTile.waitFor();
    const gameId = (await firstTile.getAttribute('data-game-id')) ?? '';
    const games = adminGameList.parse(
      await callApi(server, '/api/admin/catalogue/games', { token }),
    ).games;
    const game = games.find((entry) => entry.game_id === gameId);
    if (game === undefined) throw new Error(`no game ${gameId} in the operator's list`);
    const name = game.names.en ?? gameId;

    const desk = await openSignedIn(journey(), token, DESKTOP);
    const page = desk.page;
    await page.goto(`${server.url}/admin/catalogue`);
    await page.getByRole('heading', { name: 'Catalogue' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name, id or studio' }).fill(gameId);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await shot(page, 'catalogue-games-1440');
    await row.getByRole('switch', { name: `${name} in the lobby` }).click();
    await page.getByText(`${name} is hidden from the lobby.`).waitFor();
    await row.getByText('Hidden').waitFor();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const gameDialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await gameDialog.getByRole('combobox', { name: 'Variant' }).waitFor();
    await dialogShot(page, 'catalogue-game-edit-1440');
    await gameDialog.getByRole('button', { name: 'Cancel' }).click();

    const phoneDesk = await openSignedIn(journey(), token, PHONE);
    await phoneDesk.page.goto(`${server.url}/admin/catalogue?tab=categories`);
    await phoneDesk.page.getByRole('heading', { name: 'Catalogue' }).waitFor();
    await phoneDesk.page.getByRole('listitem').first().waitFor();
    await shot(phoneDesk.page, 'catalogue-categories-390');
    await phoneDesk.page.getByRole('button', { name: 'Edit Popular' }).click();
    const categoryDialog = phoneDesk.page.getByRole('dialog', { name: 'Edit Popular' });
    await categoryDialog.getByRole('textbox', { name: 'Name' }).waitFor();
    await dialogShot(phoneDesk.page, 'catalogue-category-edit-390');
    await categoryDialog.getByRole('button', { name: 'Cancel' }).click();

    // A player arriving now no longer finds the game in the lobby.
    const later = await openSignedIn(journey(), player.token, PHONE);
    await later.page.goto(`${server.url}/casino`);
    await later.page.locator('main [data-game-id]').first().waitFor();
    expect(await later.page.locator(`main [data-game-id="${gameId}"]`).count()).toBe(0);

    await closeExpectingNoErrors(lobby, desk, phoneDesk, later);
  }, 90_000);
});
