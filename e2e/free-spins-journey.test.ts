import { randomBytes } from 'node:crypto';
import type { RoundResult } from '@satsino/contract/games';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { users } from '../apps/server/src/modules/account/account.schema.js';
import { callApi, registerVerifiedAccount } from './helpers/accounts.js';
import { closeExpectingNoErrors, openPage, saveScreenshot } from './helpers/browser.js';
import { isRoundAnswer, openDiceSession, playDice } from './helpers/games.js';
import { useJourney } from './helpers/journey.js';

/** This slice's screenshots, for review. */
const SHOTS = '/tmp/helpers';

const shot = (page: Page, name: string) =>
  saveScreenshot(page, `freespins-${name}`, { dir: SHOTS });

describe('journey: a coupon at registration, then the welcome bonus’s 100 free spins on a slot', () => {
  // The demo catalogue: the free spins' slots must be in the lobby.
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  it('registers with a coupon, claims the welcome bonus, deposits, plays five free spins and sees them counted', async ({
    expect,
  }) => {
    const { server, browser, db } = journey();
    const operator = await registerVerifiedAccount(journey(), 'admin');
    const code = `SPINS${randomBytes(2).toString('hex').toUpperCase()}`;
    await callApi(server, '/api/admin/coupons', {
      token: operator.token,
      body: {
        code,
        amount: 100,
        wagering_multiplier: 1,
        valid_days: 7,
        max_redemptions: 1,
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      status: 201,
    });

    // 1. A guest registers with the operator's coupon code: its 1.00 bonus runs at once.
    const player = await openPage(browser, { width: 1440, height: 900 });
    const { page } = player;
    const suffix = randomBytes(3).toString('hex');
    const email = `spins.${suffix}@example.com`;
    await page.goto(`${server.url}/auth/register`);
    await page.getByLabel('Nickname').fill(`spins_${suffix}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey password 1');
    await page.getByLabel('Repeat password').fill('journey password 1');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/`);
    const token = (await player.context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (token === undefined) throw new Error('the registration signed the player in');
    // The e-mailed link, followed: the cashier needs a verified address.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    await page.goto(`${server.url}/settings/bonus`);
    const coupon = page.getByTestId('bonus-card').filter({ hasText: `Coupon ${code}` });
    await expect.poll(() => coupon.getAttribute('data-state')).toBe('running');

    // 2. One bonus runs at a time (the bonus terms): the coupon's 1× wagering is played first,
    // one 1.00 dice round from the bonus balance, and the coupon bonus is done.
    await playDice(server, await openDiceSession(server, token), 100);
    await page.reload();
    await expect.poll(() => coupon.getAttribute('data-state')).toBe('completed');

    // 3. The welcome offer names its free spins; the player claims it.
    const card = page
      .getByTestId('bonus-card')
      .filter({ has: page.getByTestId('bonus-free-spins') });
    await expect.poll(() => card.getAttribute('data-state')).toBe('available');
    const spins = card.getByTestId('bonus-free-spins');
    await expect.poll(() => spins.innerText()).toContain('Free spins: 100 of 100 left');
    expect(await spins.innerText()).toContain('$0.20 each on Fruit Fiesta and Cosmic Cash');
    await card.getByTestId('bonus-claim').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('claimed');

    // 4. The first deposit arrives (the sandbox's simulated transfer): 0.002 BTC = 193.00 USD.
    const { address } = await callApi<{ address: string }>(server, '/api/wallet/depositwallet', {
      token,
      body: { symbol: 'BTC' },
    });
    await callApi(server, '/api/admin/deposits/simulate', {
      token: operator.token,
      body: { address, crypto_amount: '0.002' },
    });
    await page.reload();
    await expect.poll(() => card.getAttribute('data-state')).toBe('running');
    await expect.poll(() => spins.innerText()).toContain('Spins valid until');
    await shot(page, '1-bonus-card-granted-desktop');

    // 5. The card leads to the first free-spin game; the player starts it for real money.
    await card.getByTestId('bonus-play-free-spins').click();
    await page.waitForURL(/\/casino\/fruit-fiesta$/);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const game = page.frameLocator('iframe');
    const panel = game.getByTestId('free-spins-panel');
    await expect.poll(() => panel.innerText()).toContain('Free spins left: 100 of 100');

    // 6. Five free spins: each says which it is and adds to the running total.
    let won = 0;
    for (let k = 1; k <= 5; k += 1) {
      const [response] = await Promise.all([
        page.waitForResponse(isRoundAnswer),
        game.getByTestId('free-spin-button').click(),
      ]);
      expect(response.status()).toBe(200);
      const round = (await response.json()) as RoundResult;
      expect(response.request().postDataJSON()).toMatchObject({ free_spin: true, bet: 20 });
      expect(round.free_spin).toMatchObject({ number: k, total: 100, left: 100 - k });
      won += round.payout;
      await expect
        .poll(() => game.getByTestId('free-spin-counter').innerText())
        .toBe(`Free spin ${k} / 100`);
      await game.getByTestId('round-result').waitFor();
      await expect
        .poll(() => game.getByTestId('free-spin-button').isEnabled(), { timeout: 10_000 })
        .toBe(true);
    }
    const total = `$${(won / 100).toFixed(2)}`;
    expect(await game.getByTestId('free-spin-won').innerText()).toContain(total);
    expect(await panel.innerText()).toContain('Free spins left: 95 of 100');
    await shot(page, '2-slot-after-five-desktop');

    // 7. The bonus card counts them.
    await page.goto(`${server.url}/settings/bonus`);
    await expect.poll(() => spins.innerText()).toContain('Free spins: 95 of 100 left');
    expect(await spins.innerText()).toContain(`Won with free spins: ${total}`);
    await shot(page, '3-bonus-card-counted-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '4-bonus-card-counted-mobile');

    await closeExpectingNoErrors(player);
  }, 180_000);
});
