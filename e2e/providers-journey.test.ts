import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  catalogueGames,
  catalogueGameTranslations,
} from '../apps/server/src/modules/catalogue/catalogue.schema.js';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot, settled } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const OPERATOR = { email: 'providers.admin@example.com', password: 'providers admin password' };
const SECRET = 'the sandbox and the casino share this secret';
const SHOTS = '/tmp/helpers/providers-shots';
const SANDBOX_MAIN = path.resolve(
  import.meta.dirname,
  '..',
  'apps',
  'provider-sandbox',
  'dist',
  'main.js',
);
/** The sandbox prints this line, with its address, once it listens. */
const LISTENING = /provider sandbox listening at (\S+)/;

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });

/** "Lanternfish" → "Lantrenfish": two letters of the longest word swapped, as a typo does. */
function misspelled(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  const typo = `${longest.slice(0, at)}${longest[at + 1]}${longest[at]}${longest.slice(at + 2)}`;
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

describe('journey: a provider connected from the operator page and played for real money', () => {
  const journey = useJourney({
    env: { SEED_DEMO: 'true', ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });
  let sandbox: ChildProcess | undefined;
  let sandboxUrl = '';

  // The sandbox runs as its own process, as a provider would, calling the server's wallet.
  beforeAll(async () => {
    const { server } = journey();
    const child = spawn(
      process.execPath,
      [SANDBOX_MAIN, 'serve', '--port', '0', '--code', 'sandbox', '--casino', server.url],
      { env: { ...process.env, SANDBOX_SECRET: SECRET }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    sandbox = child;
    sandboxUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = LISTENING.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${output}`)));
    });
  });
  afterAll(async () => {
    if (!sandbox || sandbox.exitCode !== null) return;
    const exited = new Promise((resolve) => sandbox?.once('exit', resolve));
    sandbox.kill('SIGTERM');
    await exited;
  });

  it('connects the sandbox, imports its feed, finds a game by a typo and plays a round', async ({
    expect,
  }) => {
    const { server, db } = journey();

    // 1. The operator connects the provider on the providers page.
    const { token: operatorToken } = await callApi<{ token: string }>(server, '/api/login', {
      body: OPERATOR,
    });
    const desk = await openSignedIn(journey(), operatorToken, DESKTOP);
    await desk.page.goto(`${server.url}/admin/providers`);
    await desk.page
      .getByRole('main')
      .getByRole('heading', { name: 'Game providers', level: 2 })
      .waitFor();
    await desk.page.getByText('No provider is connected yet.', { exact: false }).waitFor();
    await shot(desk.page, 'providers-empty-1440');
    await desk.page.getByRole('button', { name: 'Add provider' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Add a provider' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('sandbox');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sandbox Aggregator');
    await dialog.getByRole('textbox', { name: 'Shared secret' }).fill(SECRET);
    await dialog.getByRole('textbox', { name: 'Launch URL' }).fill(`${sandboxUrl}/launch`);
    await dialog.getByRole('textbox', { name: 'Feed URL' }).fill(`${sandboxUrl}/feed.json`);
    await shot(desk.page, 'providers-form-1440');
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await desk.page.getByText('Provider Sandbox Aggregator added.').waitFor();
    const card = desk.page.getByTestId('provider-sandbox');
    await card.getByText('Shared secret set').waitFor();

    // 2. The import runs with its progress shown, then its counts.
    await card.getByRole('button', { name: 'Import feed' }).click();
    await desk.page
      .getByText('Import of Sandbox Aggregator finished', { exact: false })
      .waitFor({ timeout: 120_000 });
    const created = await card.locator('[data-count="created"] dd').innerText();
    expect(Number(created.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1000);
    expect(await card.locator('[data-count="rejected"] dd').innerText()).toBe('0');
    await settled(desk.page);
    await shot(desk.page, 'providers-imported-1440');
    await desk.page.setViewportSize(PHONE);
    await shot(desk.page, 'providers-imported-390');

    // 3. A player finds a sandbox slot by a misspelled name in the lobby.
    const [chosen] = await db
      .select({ slug: catalogueGames.slug, name: catalogueGameTranslations.name })
      .from(catalogueGames)
      .innerJoin(
        catalogueGameTranslations,
        and(
          eq(catalogueGameTranslations.gameId, catalogueGames.id),
          eq(catalogueGameTranslations.locale, 'en'),
        ),
      )
      .where(and(eq(catalogueGames.engine, 'provider'), eq(catalogueGames.published, true)))
      .orderBy(catalogueGames.position)
      .limit(1);
    if (!chosen) throw new Error('no provider game was imported');
    const { player } = await registerFundedPlayer(journey(), '0.01');
    const opened = await openSignedIn(journey(), player.token, DESKTOP);
    const { page } = opened;
    await page.goto(`${server.url}/casino`);
    await page.getByRole('searchbox', { name: 'Search games' }).fill(misspelled(chosen.name));
    const tile = page.locator(`main [data-game-id="${chosen.slug}"]`).first();
    await tile.waitFor();
    const thumb = await tile.locator('img').first().getAttribute('src');
    expect(thumb).toContain(`/api/games/thumbnails/${chosen.slug}`);
    await shot(page, 'lobby-typo-search-1440');

    // 4. One real-money round in the provider's page, in the game page's iframe.
    const headerWallet = page.getByTestId('header-wallet');
    await expect.poll(() => headerWallet.innerText()).toContain('$965.00');
    await page.goto(`${server.url}/casino/${chosen.slug}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const frame = page.frameLocator('main iframe');
    await frame.getByRole('heading', { name: chosen.name }).waitFor();
    await expect.poll(() => frame.locator('#balance').innerText()).toContain('965.00');
    await frame.locator('#amount').fill('1.00');
    await frame.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => frame.locator('#result').innerText()).not.toBe('');
    const after = await frame.locator('#balance').innerText();
    expect(after).not.toContain('965.00');
    const shown = after.replace(/[^\d.]/g, '');
    await expect.poll(() => headerWallet.innerText()).toContain(shown);
    await shot(page, 'provider-round-1440');

    // 5. The bet (and its win, if it won) is in the player's game transactions (the API's list:
    // the site shows no page of game transactions yet).
    const { transactions } = await callApi<{
      transactions: { type: string; amount: number; balance_after: number }[];
    }>(server, '/api/qt/transactions', { token: player.token, body: {} });
    expect(transactions.find((entry) => entry.type === 'bet')).toMatchObject({
      amount: -100,
      balance_after: 96_400,
    });
    const wonMinor = transactions.find((entry) => entry.type === 'win')?.amount ?? 0;
    expect(shown).toBe(((96_400 + wonMinor) / 100).toFixed(2));

    // 6. The round is in the lobby's live feed, under the provider's game: "My bets" lists it.
    await page.goto(`${server.url}/`);
    const feed = page.getByTestId('live-feed');
    await feed.getByTestId('feed-tab-user').click();
    const row = feed.getByTestId('feed-row').filter({ hasText: chosen.name });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('$1.00');
    await settled(page);
    await shot(page, 'lobby-my-bets-1440');

    await closeExpectingNoErrors(desk, opened);
  }, 300_000);
});
