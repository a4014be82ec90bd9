import { readFile } from 'node:fs/promises';
import type { RoundResult } from '@satsino/contract/games';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { seedDemoCatalogue } from '../apps/server/src/seed/catalogue/seed-catalogue.js';
import { callApi, openSignedIn, registerFundedPlayer } from './helpers/accounts.js';
import { closeExpectingNoErrors, saveScreenshot } from './helpers/browser.js';
import { openDiceSession, playDice } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots/reports';

const shot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SHOTS });
const usd = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);
/** Minor units as the CSV writes them: major units with two decimals. */
const csvAmount = (minor: number) => `${minor < 0 ? '-' : ''}${(Math.abs(minor) / 100).toFixed(2)}`;

describe('journey: the operator reads the day in the reports', () => {
  // The catalogue only: no demo history, so today's figures are this journey's own.
  const journey = useJourney({ beforeServer: seedDemoCatalogue });

  it('a deposit and a few rounds show as the day’s GGR, in the chart, the tables and the CSV', async ({
    expect,
  }) => {
    const { server } = journey();
    const today = new Date().toISOString().slice(0, 10);

    // 1. A player deposits and plays three real-money dice rounds.
    const { player, operator } = await registerFundedPlayer(journey(), '0.001');
    const { w_balance: deposited } = await callApi<{ w_balance: number }>(server, '/api/user', {
      token: player.token,
    });
    expect(deposited).toBeGreaterThan(0);
    const session = await openDiceSession(server, player.token);
    const bets = [100, 250, 500];
    const rounds: RoundResult[] = [];
    for (const bet of bets) rounds.push(await playDice(server, session, bet));
    const staked = bets.reduce((sum, bet) => sum + bet, 0);
    const won = rounds.reduce((sum, round) => sum + round.payout, 0);
    const ggr = staked - won;

    // 2. The operator opens the reports: today's totals, chart, day row and RTP row.
    const desk = await openSignedIn(journey(), operator.token, DESKTOP);
    const { page } = desk;
    await page.goto(`${server.url}/admin/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('total-USD-ggr').innerText()).toContain(usd(ggr));
    expect(await page.getByTestId('total-USD-ngr').innerText()).toContain(usd(ggr));
    expect(await page.getByTestId('total-USD-deposits').innerText()).toContain(usd(deposited));
    expect(await page.getByTestId('total-USD-activePlayers').innerText()).toContain('1');
    await page.getByRole('img', { name: 'GGR and NGR, USD' }).waitFor();
    const days = page.getByRole('table', { name: 'Per day' });
    const todayText = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${today}T00:00:00Z`));
    const todayRow = days
      .getByRole('row')
      .filter({ hasText: todayText })
      .filter({ hasText: 'USD' });
    expect(await todayRow.innerText()).toContain(usd(ggr));
    const diceRow = page.getByRole('table', { name: 'RTP per game' }).getByRole('row', {
      name: /Dice/,
    });
    const diceText = await diceRow.innerText();
    expect(diceText).toContain(usd(staked));
    expect(diceText).toContain(usd(won));
    await shot(page, 'reports-1440');

    // 3. USD only, downloaded as CSV: today's row carries the same figures.
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await expect.poll(() => page.getByRole('img', { name: 'GGR and NGR, EUR' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Days as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^satsino-report-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-usd\.csv$/,
    );
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,currency,ggr,ngr,deposits,withdrawals,bonus_cost,active_players');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(
      `${today},USD,${csvAmount(ggr)},${csvAmount(ggr)},${csvAmount(deposited)},0.00,0.00,1`,
    );

    // 4. A reversed range is refused on the spot.
    await page.getByLabel('First day').fill('2099-01-02');
    await page.getByLabel('Last day').fill('2099-01-01');
    await page.getByText('The last day is before the first day.').waitFor();
    expect(await page.getByRole('button', { name: 'Days as CSV' }).isDisabled()).toBe(true);

    // 5. The same page on a phone.
    const phone = await openSignedIn(journey(), operator.token, PHONE);
    await phone.page.goto(`${server.url}/admin/reports`);
    await expect
      .poll(() => phone.page.getByTestId('total-USD-ggr').innerText())
      .toContain(usd(ggr));
    await phone.page.getByRole('img', { name: 'GGR and NGR, USD' }).waitFor();
    await shot(phone.page, 'reports-390');

    // 6. The bonus campaigns: a bonus granted by hand shows under its campaign.
    await callApi(server, `/api/admin/players/${player.id}/bonuses`, {
      token: operator.token,
      body: { amount: 500, wagering_multiplier: 10, valid_days: 7, reason: 'journey' },
      status: 201,
    });
    await page.goto(`${server.url}/admin/bonus-campaigns`);
    await page.getByRole('heading', { name: 'Bonus campaigns', level: 2 }).waitFor();
    const byHand = page.getByTestId('campaign-operator');
    await byHand.getByText('Running: 1').waitFor();
    await byHand.getByText(`Granted ${usd(500)} · released to cash ${usd(0)}`).waitFor();
    await page
      .getByTestId('campaign-deposit-0')
      .getByText('125 % of the deposit', { exact: false })
      .waitFor();
    await shot(page, 'bonus-campaigns-1440');
    await phone.page.goto(`${server.url}/admin/bonus-campaigns`);
    await phone.page.getByTestId('campaign-operator').getByText('Running: 1').waitFor();
    await shot(phone.page, 'bonus-campaigns-390');

    // 7. The crash tables, with the way to their chains.
    await page.goto(`${server.url}/admin/crash-tables`);
    await page.getByRole('heading', { name: 'Crash tables', level: 2 }).waitFor();
    for (const table of ['crash', 'crashbull', 'crashsw']) {
      await page.getByTestId(`crash-table-${table}`).getByText('Minimum bet').waitFor();
    }
    await shot(page, 'crash-tables-1440');
    await phone.page.goto(`${server.url}/admin/crash-tables`);
    await phone.page.getByTestId('crash-table-crashsw').getByText('Maximum bet').waitFor();
    await shot(phone.page, 'crash-tables-390');
    await page.getByRole('link', { name: 'Open the crash chains and seeding' }).click();
    await page.waitForURL(`${server.url}/admin/crash-chains`);

    await closeExpectingNoErrors(desk, phone);
  });
});
