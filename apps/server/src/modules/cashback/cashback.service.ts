import { CASHBACK_BONUS_KEY } from '@satsino/contract/bonuses';
import {
  CASHBACK_BONUS_VALID_DAYS,
  type CashbackPeriod,
  type CashbackStatus,
  DAILY_CASHBACK,
  dailyCashbackMinor,
  dayPeriod,
  nextWeeklyCashbackTier,
  previousPeriod,
  vipCashbackMinor,
  WEEKLY_CASHBACK_TIERS,
  WEEKLY_CASHBACK_WAGERING,
  weeklyCashbackMinor,
  weeklyCashbackTier,
  weekPeriod,
} from '@satsino/contract/cashback';
import type { VipLevel } from '@satsino/contract/content';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import { type Currency, toApiMinorUnits } from '@satsino/contract/money';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { schema } from '../../db/schema.js';
import { platformErrors } from '../../platform/errors.js';
import {
  hasActiveBonus,
  insertBonus,
  lockPlayerBonuses,
  markGranted,
} from '../bonuses/bonuses.repo.js';
import { addDays } from '../bonuses/deposit-offer.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  dailyAwardedIn,
  dailyNetResults,
  insertPayout,
  lockPayout,
  markPayoutPaid,
  netLossesIn,
  pendingPayoutIds,
  waitingBonusCashback,
} from './cashback.repo.js';
import { cashbackBonusMessages, cashbackNotice } from './cashback-texts.js';

/**
 * Play is counted in a period once it has been over this long: a bet whose transaction began
 * before midnight and committed just after is in the ledger by then.
 */
export const CASHBACK_SETTLE_MS = 5 * 60_000;
/** Awards waiting to be paid, taken per pass. */
export const CASHBACK_PAY_BATCH = 500;

/** The player's VIP level, for the VIP cashback rate. */
export type LevelOf = (userId: number, locale?: Locale) => Promise<VipLevel | null>;

export interface CashbackRunResult {
  awarded: number;
  paid: number;
  waiting: number;
}

const max0 = (value: bigint) => (value > 0n ? value : 0n);

/**
 * Daily, weekly and VIP cashback (docs/decisions/0014): awards for closed periods, recorded once
 * per player, kind and period; then paid through the ledger — daily and weekly as a bonus with
 * 1× wagering, VIP as cash — with a notification. Every step may run twice or in two processes at
 * once: the award's unique key, the award row's lock and the transfer's idempotency key each make
 * the second a no-op. The clock is a dependency and `run` takes one, so tests move days on.
 */
export function createCashbackService(deps: {
  ledger: Ledger;
  notifier: Pick<Notifier, 'stage'>;
  levelOf: LevelOf;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { ledger } = deps;
  /** The last day start up to which this process has awarded every closed period. */
  let awardedThrough: number | undefined;

  async function awardDaily(day: CashbackPeriod): Promise<number> {
    let made = 0;
    const losses = await ledger.read((client) => netLossesIn(client, day));
    for (const loss of losses) {
      const amount = dailyCashbackMinor(loss.netLossMinor);
      if (amount <= 0n) continue;
      const inserted = await ledger.read((client) =>
        insertPayout(client, {
          userId: loss.userId,
          kind: 'daily',
          period: day,
          currency: loss.currency,
          netLossMinor: loss.netLossMinor,
          rateBps: DAILY_CASHBACK.rateBps,
          deductedMinor: 0n,
          amountMinor: amount,
        }),
      );
      if (inserted) made++;
    }
    return made;
  }

  /** Weekly and VIP cashback of a closed week; its days' daily cashback is awarded first. */
  async function awardWeek(week: CashbackPeriod): Promise<number> {
    let made = 0;
    const losses = await ledger.read((client) => netLossesIn(client, week));
    const dailyAwarded = await ledger.read((client) => dailyAwardedIn(client, week));
    for (const loss of losses) {
      const tier = weeklyCashbackTier(loss.netLossMinor);
      const daily = dailyAwarded.get(loss.userId) ?? 0n;
      const weekly = weeklyCashbackMinor(loss.netLossMinor, daily);
      if (tier && weekly > 0n) {
        const inserted = await ledger.read((client) =>
          insertPayout(client, {
            userId: loss.userId,
            kind: 'weekly',
            period: week,
            currency: loss.currency,
            netLossMinor: loss.netLossMinor,
            rateBps: tier.rateBps,
            deductedMinor: daily,
            amountMinor: weekly,
          }),
        );
        if (inserted) made++;
      }
      const level = await deps.levelOf(loss.userId);
      const rate = level?.cashback_bps ?? 0;
      const vip = vipCashbackMinor(loss.netLossMinor, rate);
      if (vip > 0n) {
        const inserted = await ledger.read((client) =>
          insertPayout(client, {
            userId: loss.userId,
            kind: 'vip',
            period: week,
            currency: loss.currency,
            netLossMinor: loss.netLossMinor,
            rateBps: rate,
            deductedMinor: 0n,
            amountMinor: vip,
          }),
        );
        if (inserted) made++;
      }
    }
    return made;
  }

  /**
   * Awards every closed day from the start of the last closed week, then that week. Days before
   * it were awarded by earlier runs; a run after a long stop awards from there.
   */
  async function award(now: Date): Promise<number> {
    const settled = new Date(now.getTime() - CASHBACK_SETTLE_MS);
    const lastWeek = previousPeriod(weekPeriod(settled));
    const today = dayPeriod(settled);
    let made = 0;
    for (let day = dayPeriod(lastWeek.start); day.end <= today.start; ) {
      made += await awardDaily(day);
      day = { start: day.end, end: new Date(day.end.getTime() + 86_400_000) };
    }
    made += await awardWeek(lastWeek);
    return made;
  }

  /** Pays one award, or leaves a bonus one waiting while the player wagers another bonus. */
  async function pay(id: number, now: Date): Promise<'paid' | 'waiting' | 'done'> {
    let outcome: 'paid' | 'waiting' | 'done' = 'done';
    const staged = await ledger.transact(async (work) => {
      outcome = 'done';
      const payout = await lockPayout(work.client, id);
      if (!payout || payout.state === 'paid') return null;
      const currency = payout.currency as Currency;
      const amount = payout.amountMinor;
      const player = await ledger.accounts.playerAccounts(payout.userId, currency, work.client);
      const cost = await ledger.accounts.systemAccount('bonus_cost', currency, work.client);
      const metadata = {
        cashback_id: payout.id,
        cashback_kind: payout.kind,
        period_start: payout.periodStart.toISOString(),
      };
      let bonusId: number | null = null;
      let transferId: number;
      if (payout.kind === 'vip') {
        const posted = await work.post({
          idempotencyKey: `cashback:${payout.id}`,
          kind: 'cashback',
          currency,
          legs: [
            { account: cost, amount: -amount },
            { account: player.cash, amount },
          ],
          reference: `cashback:${payout.id}`,
          metadata,
        });
        transferId = posted.id;
      } else {
        // The bonus programme's lock of the player, then its one-bonus-at-a-time rule.
        await lockPlayerBonuses(work.client, payout.userId);
        if (await hasActiveBonus(work.client, payout.userId)) {
          outcome = 'waiting';
          return null;
        }
        const multiplier =
          payout.kind === 'daily' ? DAILY_CASHBACK.wageringMultiplier : WEEKLY_CASHBACK_WAGERING;
        const expiresAt = addDays(now, CASHBACK_BONUS_VALID_DAYS);
        const inserted = await insertBonus(work.client, {
          userId: payout.userId,
          bonusKey: CASHBACK_BONUS_KEY,
          state: 'claimed',
          active: 1,
          depositIndex: null,
          currency,
          percent: null,
          maxBonusMinor: null,
          wageringMultiplier: multiplier,
          validDays: CASHBACK_BONUS_VALID_DAYS,
          messages: cashbackBonusMessages({
            kind: payout.kind,
            amountMinor: amount,
            wageringMultiplier: multiplier,
            validDays: CASHBACK_BONUS_VALID_DAYS,
            currency,
          }),
          expiresAt,
          grantedBy: null,
          now,
        });
        if (inserted === undefined) throw new Error(`cashback ${payout.id}: no bonus row`);
        bonusId = inserted;
        const posted = await work.post({
          idempotencyKey: `cashback:${payout.id}`,
          kind: 'cashback',
          currency,
          legs: [
            { account: cost, amount: -amount },
            { account: player.bonus, amount },
          ],
          reference: `bonus:${inserted}`,
          metadata: { ...metadata, bonus_id: inserted },
        });
        transferId = posted.id;
        await markGranted(work.client, inserted, {
          amountMinor: amount,
          wageringRequiredMinor: amount * BigInt(multiplier),
          expiresAt,
          chainDepositId: null,
          grantTransferId: posted.id,
          now,
        });
      }
      await markPayoutPaid(work.client, payout.id, { transferId, bonusId, now });
      outcome = 'paid';
      const locale = isLocale(payout.locale) ? payout.locale : DEFAULT_LOCALE;
      const tx = drizzle({ client: work.client as pg.PoolClient, schema });
      return deps.notifier.stage(
        tx,
        payout.userId,
        cashbackNotice(locale, payout.kind, amount, currency),
      );
    });
    staged?.publish();
    return outcome;
  }

  async function payPending(now: Date): Promise<{ paid: number; waiting: number }> {
    const ids = await ledger.read((client) => pendingPayoutIds(client, CASHBACK_PAY_BATCH));
    let paid = 0;
    let waiting = 0;
    for (const id of ids) {
      try {
        const outcome = await pay(id, now);
        if (outcome === 'paid') paid++;
        if (outcome === 'waiting') waiting++;
      } catch (error) {
        // One award's failure must not stop the others; the next pass tries it again.
        deps.logger.error({ err: error, cashbackId: id }, 'cashback payment failed');
      }
    }
    return { paid, waiting };
  }

  /** The house's account the cashback is paid from exists before a payment needs it. */
  async function ensureAccounts(currencies: readonly Currency[]): Promise<void> {
    for (const currency of currencies) await ledger.accounts.systemAccount('bonus_cost', currency);
  }

  return {
    ensureAccounts,

    /**
     * One pass of the job: award what closed periods owe (once per closed day in this process:
     * later passes of the same day find nothing new), then pay what is waiting.
     */
    async run(now: Date = deps.now()): Promise<CashbackRunResult> {
      const closedThrough = dayPeriod(new Date(now.getTime() - CASHBACK_SETTLE_MS)).start.getTime();
      let awarded = 0;
      if (awardedThrough !== closedThrough) {
        awarded = await award(now);
        awardedThrough = closedThrough;
      }
      const { paid, waiting } = await payPending(now);
      return { awarded, paid, waiting };
    },

    /**
     * What the current day and week have accrued so far for the player, by the same functions
     * the job pays by: the amounts shown are the amounts paid if play stopped now.
     */
    async status(userId: number, locale: Locale): Promise<CashbackStatus> {
      const user = await ledger.read(async (client) => {
        const { rows } = await client.query<{ currency: Currency }>(
          'SELECT currency FROM users WHERE id = $1',
          [userId],
        );
        return rows[0];
      });
      if (!user) throw platformErrors.notFound();
      const now = deps.now();
      const today = dayPeriod(now);
      const week = weekPeriod(now);
      const perDay = await ledger.read((client) =>
        dailyNetResults(client, userId, user.currency, week),
      );
      const todayLoss = max0(perDay.get(today.start.getTime()) ?? 0n);
      const dailyAccrued = dailyCashbackMinor(todayLoss);
      let weekNet = 0n;
      let dailyOfWeek = 0n;
      for (const net of perDay.values()) {
        weekNet += net;
        dailyOfWeek += dailyCashbackMinor(max0(net));
      }
      const weekLoss = max0(weekNet);
      const tier = weeklyCashbackTier(weekLoss);
      const next = nextWeeklyCashbackTier(weekLoss);
      const level = await deps.levelOf(userId, locale);
      const vipRate = level?.cashback_bps ?? 0;
      const waiting = await ledger.read((client) => waitingBonusCashback(client, userId));
      const period = (p: CashbackPeriod) => ({
        period_start: p.start.toISOString(),
        period_end: p.end.toISOString(),
      });
      return {
        currency: user.currency,
        daily: {
          ...period(today),
          net_loss: toApiMinorUnits(todayLoss),
          accrued: toApiMinorUnits(dailyAccrued),
          rate_bps: DAILY_CASHBACK.rateBps,
          min_net_loss: toApiMinorUnits(DAILY_CASHBACK.minNetLossMinor),
          wagering_multiplier: DAILY_CASHBACK.wageringMultiplier,
        },
        weekly: {
          ...period(week),
          net_loss: toApiMinorUnits(weekLoss),
          accrued: toApiMinorUnits(weeklyCashbackMinor(weekLoss, dailyOfWeek)),
          rate_bps: tier?.rateBps ?? 0,
          next_tier: next
            ? { min_net_loss: toApiMinorUnits(next.minNetLossMinor), rate_bps: next.rateBps }
            : null,
          tiers: WEEKLY_CASHBACK_TIERS.map((t) => ({
            min_net_loss: toApiMinorUnits(t.minNetLossMinor),
            rate_bps: t.rateBps,
          })),
          daily_deducted: toApiMinorUnits(dailyOfWeek),
          wagering_multiplier: WEEKLY_CASHBACK_WAGERING,
        },
        vip: {
          ...period(week),
          net_loss: toApiMinorUnits(weekLoss),
          accrued: toApiMinorUnits(vipCashbackMinor(weekLoss, vipRate)),
          level_key: level?.key ?? null,
          level_name: level?.name ?? null,
          rate_bps: vipRate,
        },
        waiting: toApiMinorUnits(waiting),
      };
    },
  };
}
export type CashbackService = ReturnType<typeof createCashbackService>;
