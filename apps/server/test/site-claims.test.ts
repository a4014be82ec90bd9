import type { AccountBonus } from '@satsino/contract/bonuses';
import { dayPeriod, weekPeriod } from '@satsino/contract/cashback';
import { isCoinSymbol } from '@satsino/contract/coins';
import {
  MARKETING_FIGURES as F,
  VIP_LEVEL_FIGURES,
  vipLevelsResponse,
} from '@satsino/contract/content';
import { GAME_SESSION_HEADER, type RoundResult } from '@satsino/contract/games';
import { isAdultOn } from '@satsino/contract/kyc';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { vipManager } from '@satsino/contract/vip';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { CASHBACK_SETTLE_MS } from '../src/modules/cashback/cashback.service.js';
import { ADVERTISED_COINS } from '../src/seed/figures.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { bearer, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { cashbackJobAt, playRealMoney } from './helpers/real-money.js';
import { placeholdersIn, type SeededText, seededTexts } from './helpers/seeded-texts.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/*
 * Every offer the site's seeded texts make is a feature that works (issue 14). A text claims an
 * offer by naming its figure (`{freeSpins}`: ADR 0003, no text types a figure) or, for what has
 * no figure, by its words ("Lightning", "personal manager"). This file reads every seeded text in
 * every locale, finds the claims, and for each claim found runs the feature that delivers it on a
 * fresh app. A new figure in a text without a check here fails; a feature removed fails its
 * check; a translation that claims more or less than its English text fails.
 */

interface ClaimContext {
  app: FastifyInstance;
  db: Db;
  pool: Pool;
  operator: TestPlayer;
}

interface Claim {
  /** The placeholders that state this offer's figures. */
  figures: readonly string[];
  /** Words that name the offer in English texts, for offers a figure does not state. */
  words?: RegExp;
  /** Runs the feature: fails when it is missing or does not do what the texts say. */
  check: (context: ClaimContext) => Promise<void>;
}

const minor = (major: number) => major * MINOR_UNITS_PER_MAJOR;
const minorBig = (major: number) => BigInt(minor(major));
const DAY_MS = 24 * 3_600_000;

/**
 * A funded player who has wagered `wageredMajor` (won straight back, so nothing is lost), which
 * is what a VIP level is reached by.
 */
async function playerWhoWagered(context: ClaimContext, wageredMajor: number) {
  const player = await registerVerifiedPlayer(context.app, context.db);
  // 3 BTC at the sandbox's rates is well above Platinum's threshold.
  await fundWithBitcoin(context.app, context.operator.token, player, '3');
  if (wageredMajor > 0)
    await playRealMoney(context.pool, player.id, minorBig(wageredMajor), minorBig(wageredMajor));
  return player;
}

interface CashbackPayout {
  kind: string;
  amount_minor: string;
  rate_bps: number;
  net_loss_minor: string;
}

/**
 * One Gold player's losing day, and what the cashback job awards for it once the day and then
 * the week are over: the daily, weekly and VIP cashback claims all read it.
 */
let cashbackWeek: Promise<{ player: TestPlayer; payouts: CashbackPayout[]; lossMajor: number }>;
function gatherCashbackWeek(context: ClaimContext) {
  cashbackWeek ??= (async () => {
    const gold = VIP_LEVEL_FIGURES.find((level) => level.key === 'gold');
    const player = await playerWhoWagered(context, gold?.minWagered ?? 0);
    // The worked example of the weekly page: a week's loss in the middle band.
    const lossMajor = 1_200;
    const played = new Date();
    await playRealMoney(context.pool, player.id, minorBig(lossMajor));
    const dayOver = dayPeriod(played).end.getTime() + CASHBACK_SETTLE_MS + 60_000;
    const weekOver = weekPeriod(played).end.getTime() + CASHBACK_SETTLE_MS + 60_000;
    await cashbackJobAt(context, new Date(dayOver)).run();
    await cashbackJobAt(context, new Date(Math.max(weekOver, dayOver + DAY_MS))).run();
    const { rows } = await context.pool.query<CashbackPayout>(
      `SELECT kind, amount_minor::text, rate_bps, net_loss_minor::text
       FROM cashback_payouts WHERE user_id = $1 ORDER BY kind`,
      [player.id],
    );
    return { player, payouts: rows, lossMajor };
  })();
  return cashbackWeek;
}

const payoutOf = (payouts: CashbackPayout[], kind: string) => {
  const payout = payouts.find((candidate) => candidate.kind === kind);
  expect(payout, `a ${kind} cashback`).toBeDefined();
  return payout as CashbackPayout;
};

async function listBonuses(app: FastifyInstance, token: string): Promise<AccountBonus[]> {
  const response = await postJson(app, '/api/user/bonuses', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountBonus[];
}

/** The player's VIP status, which also records the level reached. */
async function vipStatus(app: FastifyInstance, player: TestPlayer) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/vip/status',
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { level: { key: string } | null };
}

async function walletConfig(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/wallet/config' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

const CLAIMS: Record<string, Claim> = {
  lightning: {
    figures: [],
    words: /\bLightning\b/,
    async check(context) {
      // "Bitcoin (Lightning)" in the cashier: an invoice, paid, credited once, and a deposit
      // like any other for the deposit bonuses, as the texts promise.
      const player = await registerVerifiedPlayer(context.app, context.db);
      const welcome = (await listBonuses(context.app, player.token)).find(
        (bonus) => bonus.deposit_index === 0,
      );
      await postJson(context.app, '/api/user/bonuses/active', player.token, {
        id: welcome?.id,
        active: 1,
      });
      const created = await postJson(context.app, '/api/wallet/lightning/invoice', player.token, {
        amount: minor(F.deposit.min),
      });
      expect(created.statusCode, created.body).toBe(201);
      const invoice = created.json() as { payment_request: string; amount: number };
      expect(invoice.payment_request).toMatch(/^lnbcrt/);
      for (let report = 0; report < 2; report++) {
        const paid = await postJson(
          context.app,
          '/api/admin/lightning/simulate',
          context.operator.token,
          { payment_request: invoice.payment_request },
        );
        expect(paid.statusCode, paid.body).toBe(200);
      }
      expect((await balances(context.app, player.token)).w_balance).toBe(invoice.amount);
      const granted = (await listBonuses(context.app, player.token)).find(
        (bonus) => bonus.id === welcome?.id,
      );
      expect(granted?.state).toBe('running');
      expect(granted?.amount).toBe((minor(F.deposit.min) * F.welcomeBonus.percent) / 100);
    },
  },
  freeSpins: {
    figures: ['freeSpins', 'spinValue', 'spinWagering', 'spinDays'],
    words: /free spins/i,
    async check(context) {
      // The welcome deposit grants the spins on the terms the texts state...
      const player = await registerVerifiedPlayer(context.app, context.db);
      const welcome = async () =>
        (await listBonuses(context.app, player.token)).find((bonus) => bonus.deposit_index === 0);
      const offer = await welcome();
      const claimed = await postJson(context.app, '/api/user/bonuses/active', player.token, {
        id: offer?.id,
        active: 1,
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      await fundWithBitcoin(context.app, context.operator.token, player, '0.002');
      const bonus = await welcome();
      expect(bonus?.state).toBe('running');
      expect(bonus?.free_spins).toMatchObject({
        total: F.welcomeBonus.freeSpins,
        left: F.welcomeBonus.freeSpins,
        stake: F.freeSpins.spinValueMinor,
        wagering_multiplier: F.freeSpins.winningsWageringMultiplier,
        valid_days: F.freeSpins.validDays,
      });
      // ...on slots of the lobby, where a spin plays at the spin's value and is counted.
      expect(bonus?.fs_games.length).toBeGreaterThan(0);
      for (const game of bonus?.fs_games ?? []) {
        const launch = await postJson(context.app, '/api/games/gameURL', player.token, {
          game_id: game,
        });
        expect(launch.statusCode, `${game}: ${launch.body}`).toBe(200);
        const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
        const opened = await postJson(context.app, '/api/games/sessions', undefined, {
          launch_token: launchToken,
        });
        expect(opened.statusCode, opened.body).toBe(201);
        const spin = await postJson(
          context.app,
          '/api/games/rounds',
          undefined,
          { bet: F.freeSpins.spinValueMinor, params: { engine: 'slots' }, free_spin: true },
          { [GAME_SESSION_HEADER]: (opened.json() as { session: string }).session },
        );
        expect(spin.statusCode, spin.body).toBe(200);
        expect((spin.json() as RoundResult).bet).toBe(F.freeSpins.spinValueMinor);
      }
      expect((await welcome())?.free_spins?.used).toBe(bonus?.fs_games.length);
    },
  },
  coins: {
    figures: ['coins', 'coinList', 'coinCodes'],
    words: /\bMonero\b/,
    async check(context) {
      // Each coin the texts list is one the cashier takes: it gives a deposit address for it.
      const player = await registerVerifiedPlayer(context.app, context.db);
      for (const [name, symbol] of ADVERTISED_COINS) {
        expect(isCoinSymbol(symbol), name).toBe(true);
        const address = await postJson(context.app, '/api/wallet/depositwallet', player.token, {
          symbol,
        });
        expect(address.statusCode, `${name}: ${address.body}`).toBe(200);
        expect((address.json() as { address: string }).address, name).not.toBe('');
      }
    },
  },
  dailyCashback: {
    figures: ['daily', 'dailyMinLoss', 'dailyWagering', 'dailyExampleLoss', 'dailyExampleCashback'],
    async check(context) {
      const { player, payouts, lossMajor } = await gatherCashbackWeek(context);
      const daily = payoutOf(payouts, 'daily');
      expect(daily.rate_bps).toBe(F.dailyCashback.percent * 100);
      expect(daily.amount_minor).toBe(String(minor((lossMajor * F.dailyCashback.percent) / 100)));
      // Credited as a bonus wagered the number of times the texts say.
      const bonus = (await listBonuses(context.app, player.token)).find(
        (candidate) => candidate.bonus_key === 'CASHBACK_BONUS',
      );
      expect(bonus).toMatchObject({
        amount: Number(daily.amount_minor),
        wagering_multiplier: F.dailyCashback.wageringMultiplier,
      });
      // Nothing for a day below the minimum loss.
      const small = await registerVerifiedPlayer(context.app, context.db);
      await fundWithBitcoin(context.app, context.operator.token, small, '0.01');
      await playRealMoney(context.pool, small.id, minorBig(F.dailyCashback.minNetLoss) - 1n);
      const later = dayPeriod(new Date()).end.getTime() + CASHBACK_SETTLE_MS + 60_000;
      await cashbackJobAt(context, new Date(later)).run();
      const { rows } = await context.pool.query(
        'SELECT 1 FROM cashback_payouts WHERE user_id = $1',
        [small.id],
      );
      expect(rows).toEqual([]);
    },
  },
  weeklyCashback: {
    figures: [
      'weeklyMin',
      'weeklyMax',
      'weeklyLowFrom',
      'weeklyLowPercent',
      'weeklyMidFrom',
      'weeklyMidPercent',
      'weeklyHighFrom',
      'weeklyHighPercent',
      'weeklyWagering',
      'weeklyExampleLoss',
      'weeklyExampleBandCashback',
      'weeklyExampleDailyPaid',
      'weeklyExampleCashback',
    ],
    async check(context) {
      const { payouts, lossMajor } = await gatherCashbackWeek(context);
      const band = [...F.weeklyCashback.tiers]
        .reverse()
        .find((tier) => lossMajor >= tier.minNetLoss);
      expect(band?.percent).toBe(F.weeklyCashback.tiers[1].percent);
      const weekly = payoutOf(payouts, 'weekly');
      expect(weekly.rate_bps).toBe((band?.percent ?? 0) * 100);
      // The band's share less the daily cashback already given for the week.
      const daily = Number(payoutOf(payouts, 'daily').amount_minor);
      expect(Number(weekly.amount_minor)).toBe(
        minor((lossMajor * (band?.percent ?? 0)) / 100) - daily,
      );
    },
  },
  vipCashback: {
    figures: ['goldCashback', 'platinumCashback'],
    words: /VIP cashback/i,
    async check(context) {
      const { payouts, lossMajor } = await gatherCashbackWeek(context);
      const gold = VIP_LEVEL_FIGURES.find((level) => level.key === 'gold');
      const vip = payoutOf(payouts, 'vip');
      expect(vip.rate_bps).toBe(gold?.cashbackBps);
      expect(Number(vip.amount_minor)).toBe((minor(lossMajor) * (gold?.cashbackBps ?? 0)) / 10_000);
    },
  },
  vipReload: {
    figures: ['vipReload'],
    words: /reload bonus/i,
    async check(context) {
      // After the four deposit bonuses, every deposit is offered the Bronze reload bonus.
      const player = await registerVerifiedPlayer(context.app, context.db);
      for (let deposit = 0; deposit < F.depositBonusPercents.length; deposit++) {
        await fundWithBitcoin(context.app, context.operator.token, player, '0.002');
      }
      const offer = (await listBonuses(context.app, player.token)).find(
        (bonus) => bonus.state === 'available',
      );
      expect(offer).toMatchObject({
        deposit_index: F.depositBonusPercents.length,
        percent: F.vipReloadBonusPercent,
      });
    },
  },
  vipPriority: {
    figures: [],
    words: /priority withdrawals|dedicated support queue/i,
    async check(context) {
      // A Silver player's withdrawal comes first in the operator's queue, their chats flagged.
      const silver = VIP_LEVEL_FIGURES.find((level) => level.key === 'silver');
      const bronze = await playerWhoWagered(context, 0);
      const priority = await playerWhoWagered(context, silver?.minWagered ?? 0);
      for (const player of [bronze, priority]) {
        await vipStatus(context.app, player);
        expect((await requestWithdrawal(context.app, player.token, 1_000)).statusCode).toBe(201);
        const opened = await postJson(context.app, '/api/chat/groups', player.token, {
          name: 'Withdrawal',
          message: 'When does it arrive?',
        });
        expect(opened.statusCode, opened.body).toBe(201);
      }
      const queue = await context.app.inject({
        method: 'GET',
        url: '/api/admin/withdrawals?status=pending',
        headers: bearer(context.operator.token),
      });
      expect(queue.statusCode, queue.body).toBe(200);
      const order = (queue.json() as { user_id: number }[])
        .map((row) => row.user_id)
        .filter((id) => id === bronze.id || id === priority.id);
      expect(order).toEqual([priority.id, bronze.id]);
      const groups = await context.app.inject({
        method: 'GET',
        url: '/api/admin/chat/groups',
        headers: bearer(context.operator.token),
      });
      const flagged = new Map(
        (groups.json() as { player: { id: number }; priority: boolean }[]).map((group) => [
          group.player.id,
          group.priority,
        ]),
      );
      expect([flagged.get(priority.id), flagged.get(bronze.id)]).toEqual([true, false]);
    },
  },
  vipManager: {
    figures: [],
    words: /personal (VIP )?manager|VIP manager/i,
    async check(context) {
      const platinum = VIP_LEVEL_FIGURES.find((level) => level.key === 'platinum');
      const player = await playerWhoWagered(context, platinum?.minWagered ?? 0);
      await vipStatus(context.app, player);
      const assigned = await context.app.inject({
        method: 'PUT',
        url: `/api/admin/vip/managers/${player.id}`,
        headers: bearer(context.operator.token),
        payload: { manager_id: context.operator.id },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const seen = await context.app.inject({
        method: 'GET',
        url: '/api/vip/manager',
        headers: bearer(player.token),
      });
      expect(vipManager.parse(seen.json())).toEqual({
        manager: { id: context.operator.id, name: context.operator.name },
      });
    },
  },
  depositBonuses: {
    figures: [
      'welcomePercent',
      'welcomeMax',
      'welcomeBonusOnMinDeposit',
      'welcomeDepositForMaxBonus',
      'deposit1Percent',
      'deposit2Percent',
      'deposit3Percent',
      'deposit4Percent',
      'bonusMax',
      'wagering',
      'bonusDays',
      'maxBet',
      'minDeposit',
    ],
    async check({ app }) {
      // A new player is offered the welcome bonus on the terms the texts state.
      const player = await registerPlayer(app);
      const [offer] = (await listBonuses(app, player.token)).filter(
        (bonus) => bonus.state === 'available',
      );
      expect(offer).toMatchObject({
        deposit_index: 0,
        percent: F.welcomeBonus.percent,
        max_bonus: minor(F.welcomeBonus.maxBonus),
        wagering_multiplier: F.depositBonus.wageringMultiplier,
      });
      expect(await walletConfig(app)).toMatchObject({ deposit_min: minor(F.deposit.min) });
    },
  },
  withdrawals: {
    figures: ['withdrawalMin', 'withdrawalMax', 'approvalMinutes'],
    async check({ app }) {
      expect(await walletConfig(app)).toMatchObject({
        withdrawal_min: minor(F.withdrawal.min),
        withdrawal_max: minor(F.withdrawal.max),
      });
    },
  },
  minimumAge: {
    figures: ['age'],
    async check() {
      // Verification refuses anyone younger than the age the texts state.
      const today = new Date('2026-06-15T12:00:00Z');
      expect(isAdultOn(`${2026 - F.minimumAge}-06-15`, today)).toBe(true);
      expect(isAdultOn(`${2026 - F.minimumAge}-06-16`, today)).toBe(false);
    },
  },
  vipLevels: {
    figures: ['silverWagered', 'goldWagered', 'platinumWagered'],
    async check({ app }) {
      // The levels the site lists are reached at the wagered amounts the texts state.
      const response = await app.inject({ method: 'GET', url: '/api/vip-levels' });
      expect(response.statusCode, response.body).toBe(200);
      const { levels } = vipLevelsResponse.parse(response.json());
      expect(levels.map((level) => [level.key, level.min_wagered])).toEqual(
        VIP_LEVEL_FIGURES.map((level) => [level.key, minor(level.minWagered)]),
      );
    },
  },
};

const texts = seededTexts();
const english = texts.filter((text) => text.locale === 'en');
const claimOfFigure = new Map(
  Object.entries(CLAIMS).flatMap(([name, claim]) => claim.figures.map((figure) => [figure, name])),
);

/** The claims a text makes: by the figures it names, and in English by its words. */
function claimsOf(text: SeededText): Set<string> {
  const found = new Set<string>();
  for (const figure of placeholdersIn(text.source)) {
    const claim = claimOfFigure.get(figure);
    if (claim !== undefined) found.add(claim);
  }
  if (text.locale === 'en') {
    for (const [name, claim] of Object.entries(CLAIMS)) {
      if (claim.words?.test(text.filled)) found.add(name);
    }
  }
  return found;
}

describe('what the seeded texts claim', () => {
  it('reads the texts of every locale', () => {
    expect(english.length).toBeGreaterThan(10);
    expect(new Set(texts.map((text) => text.locale)).size).toBe(10);
  });

  it('names only figures whose offer has a check here', () => {
    const unchecked = texts.flatMap((text) =>
      placeholdersIn(text.source)
        .filter((figure) => !claimOfFigure.has(figure) && !INFORMATIVE_FIGURES.has(figure))
        .map((figure) => `${text.item}/${text.locale}: {${figure}}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('claims in every translation the figures its English text claims, no more, no fewer', () => {
    const figuresOf = (text: SeededText) => [...new Set(placeholdersIn(text.source))].sort();
    const englishFigures = new Map(english.map((text) => [text.item, figuresOf(text)]));
    const differing = texts
      .filter((text) => text.locale !== 'en')
      .filter(
        (text) => JSON.stringify(figuresOf(text)) !== JSON.stringify(englishFigures.get(text.item)),
      )
      .map((text) => `${text.item}/${text.locale}`);
    expect(differing).toEqual([]);
  });
});

/** Figures that explain rather than offer: worked examples of an offer checked above. */
const INFORMATIVE_FIGURES: ReadonlySet<string> = new Set([]);

describe('every offer the texts make works', () => {
  const getApp = useTestApp();
  // The demo's content and catalogue: the levels, games and offers the texts describe.
  beforeAll(async () => {
    await seedDemo(getApp().database.db);
  });
  const claimed = new Set(texts.flatMap((text) => [...claimsOf(text)]));

  it('finds every offer of this file in some text (a claim nobody makes is not checked)', () => {
    expect(Object.keys(CLAIMS).filter((name) => !claimed.has(name))).toEqual([]);
  });

  let operator: TestPlayer;
  beforeAll(async () => {
    const { app, database } = getApp();
    operator = await registerOperator(app, database.db);
  });

  for (const [name, claim] of Object.entries(CLAIMS)) {
    it(`${name}: the feature behind the claim works`, async () => {
      const { app, database } = getApp();
      await claim.check({ app, db: database.db, pool: database.pool, operator });
    }, 60_000);
  }
});
