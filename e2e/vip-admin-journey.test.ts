import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../apps/web/src/features/vip/locales/de.json' with { type: 'json' };
import { callApi, openSignedIn, registerVerifiedAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, SCREENSHOT_DIR, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OPERATOR = { email: 'vip.admin@example.com', password: 'vip admin password' };
/** Where this journey's screenshots go, beside the other journeys'. */
const SHOTS = path.join(SCREENSHOT_DIR, 'vip-admin');

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

describe('journey: an operator manages a VIP level that players then see', () => {
  const journey = useJourney({
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });

  it('creates a level, edits its cashback and German name, and deletes it', async () => {
    const { server } = journey();
    const { token } = await callApi<{ token: string }>(server, '/api/login', { body: OPERATOR });
    const player = await registerVerifiedAccount(journey(), 'player');
    const desk = await openSignedIn(journey(), token, DESKTOP);
    const page = desk.page;

    // The operator creates a level; English texts are required, the rest may wait.
    await page.goto(`${server.url}/admin/vip-levels`);
    await page.getByRole('heading', { name: 'VIP levels' }).waitFor();
    await page.getByRole('button', { name: 'Add level' }).click();
    const create = page.getByRole('dialog', { name: 'New VIP level' });
    await create.getByRole('button', { name: 'Create level' }).click();
    await create.getByText('The English name is required.').waitFor();
    await create.getByRole('textbox', { name: 'Key' }).fill('journey-diamond');
    await create.getByRole('textbox', { name: 'Position' }).fill('90');
    await create.getByRole('textbox', { name: 'Wagered from' }).fill('250000');
    await create.getByRole('textbox', { name: 'Cashback' }).fill('1.5');
    await create.getByRole('textbox', { name: 'Bonus' }).fill('5');
    await create.getByRole('textbox', { name: 'Name' }).fill('Journey Diamond');
    await create.getByRole('textbox', { name: 'Benefits' }).fill('Personal manager');
    await create.getByRole('button', { name: 'Create level' }).click();
    await page.getByText('The level Journey Diamond was created.').waitFor();
    const row = page.getByRole('row', { name: /Journey Diamond/ });
    await row.getByText('1.5%').waitFor();

    // It edits the cashback and adds the German name.
    await page.getByRole('button', { name: 'Edit Journey Diamond' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Journey Diamond' });
    await edit.getByRole('textbox', { name: 'Cashback' }).fill('2.5');
    await edit.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch (not translated)' }).click();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Reisediamant');
    await edit.getByRole('textbox', { name: 'Benefits' }).fill('Persönlicher Betreuer');
    await shot(page, 'vip-admin-edit-1280');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The level Journey Diamond was saved.').waitFor();
    await row.getByText('2.5%').waitFor();
    await row.getByText('DE', { exact: true }).waitFor();
    await shot(page, 'vip-admin-list-1280');

    // The list on a phone.
    const phoneDesk = await openSignedIn(journey(), token, PHONE);
    await phoneDesk.page.goto(`${server.url}/admin/vip-levels`);
    await phoneDesk.page.getByRole('listitem').filter({ hasText: 'Journey Diamond' }).waitFor();
    await shot(phoneDesk.page, 'vip-admin-list-390');

    // A player sees the level in English and in German.
    const phone = await openSignedIn(journey(), player.token, PHONE);
    await phone.page.goto(`${server.url}/settings/vip`);
    const level = phone.page.getByTestId('vip-level-journey-diamond');
    await level.getByRole('heading', { name: 'Journey Diamond' }).waitFor();
    await level.getByText('2.5%').waitFor();
    await shot(phone.page, 'vip-player-en-390');
    await phone.page.goto(`${server.url}/de/settings/vip`);
    await level.getByRole('heading', { name: 'Reisediamant' }).waitFor();

    // The operator deletes it after confirming; the player no longer sees it.
    await page.getByRole('button', { name: 'Delete Journey Diamond' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Journey Diamond?' });
    await confirm.getByRole('button', { name: 'Delete level' }).click();
    await page.getByText('The level Journey Diamond was deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
    // Public content may be cached by a browser for a minute (PUBLIC_CONTENT_CACHE): a player
    // arriving after the change, with nothing cached, no longer sees the level.
    const later = await openSignedIn(journey(), player.token, PHONE);
    await later.page.goto(`${server.url}/de/settings/vip`);
    // It was this server's only level: the page says there are none.
    await later.page.getByText(de.levelsEmpty).waitFor();
    expect(await later.page.getByTestId('vip-level-journey-diamond').count()).toBe(0);

    await closeExpectingNoErrors(desk, phoneDesk, phone, later);
  }, 90_000);
});
