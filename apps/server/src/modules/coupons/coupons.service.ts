import { type AdminCouponCreateRequest, COUPON_LIST_LIMIT } from '@satsino/contract/coupons';
import type { Currency } from '@satsino/contract/money';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { isCheckViolation, isUniqueViolation } from '../../platform/postgres-errors.js';
import { insertBonus, markGranted } from '../bonuses/bonuses.repo.js';
import { addDays } from '../bonuses/deposit-offer.js';
import type { AccountDirectory } from '../ledger/ledger-accounts.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import { postTransfer } from '../ledger/post-transfer.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { couponBonusMessages } from './coupon-messages.js';
import { couponErrors } from './coupons.errors.js';
import {
  type AdminCouponRow,
  type CouponRow,
  createPlayerAccounts,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  insertRedemption,
  listCoupons,
  lockCoupon,
  takeRedemption,
  updateCoupon,
} from './coupons.repo.js';

/** The body after contract validation: the code upper-cased, defaults applied. */
type CouponDefinition = Required<AdminCouponCreateRequest>;

/** A new account as registration makes it. */
interface NewAccount {
  id: number;
}

/**
 * Registration coupon codes: the operator defines them; a registration that names one takes a
 * redemption, creates the account and grants the coupon's bonus — running at once, wagered like
 * any bonus — in one transaction. A code that cannot be redeemed refuses the registration, and
 * nothing of it is kept.
 */
export function createCouponService(deps: {
  db: Db;
  pool: pg.Pool;
  accounts: AccountDirectory;
  operatorLog: OperatorLog;
  now: () => Date;
}) {
  const { db, pool, now } = deps;

  /** Why a code cannot be redeemed now (the redemption was refused). */
  async function refusal(code: string, at: Date): Promise<Error> {
    const coupon = await findCouponByCode(db, code);
    if (!coupon?.active) return couponErrors.unknown();
    if (at < coupon.startsAt) return couponErrors.notStarted();
    if (at >= coupon.endsAt) return couponErrors.expired();
    return couponErrors.exhausted();
  }

  async function grant(
    tx: Db,
    client: pg.PoolClient,
    coupon: CouponRow,
    userId: number,
    currency: Currency,
    at: Date,
  ): Promise<void> {
    const cost = await deps.accounts.systemAccount('bonus_cost', currency, client);
    const player = await createPlayerAccounts(client, userId, currency);
    const bonusId = await insertBonus(client, {
      userId,
      bonusKey: 'COUPON_BONUS_CASH',
      state: 'claimed',
      active: 1,
      depositIndex: null,
      currency,
      percent: null,
      maxBonusMinor: null,
      wageringMultiplier: coupon.wageringMultiplier,
      validDays: coupon.validDays,
      messages: couponBonusMessages({
        code: coupon.code,
        amountMinor: coupon.amountMinor,
        wageringMultiplier: coupon.wageringMultiplier,
        validDays: coupon.validDays,
        currency,
      }),
      expiresAt: addDays(at, coupon.validDays),
      grantedBy: null,
      now: at,
    });
    if (bonusId === undefined) throw new Error('a coupon bonus row was not inserted');
    const posted = await postTransfer(client, {
      idempotencyKey: `coupon:${coupon.id}:user:${userId}`,
      kind: 'bonus_payment',
      currency,
      legs: [
        { account: cost, amount: -coupon.amountMinor },
        { account: player.bonus, amount: coupon.amountMinor },
      ],
      reference: `bonus:${bonusId}`,
      metadata: { bonus_id: bonusId, step: 'grant', coupon_id: coupon.id },
    });
    await markGranted(client, bonusId, {
      amountMinor: coupon.amountMinor,
      wageringRequiredMinor: coupon.amountMinor * BigInt(coupon.wageringMultiplier),
      expiresAt: addDays(at, coupon.validDays),
      chainDepositId: null,
      grantTransferId: posted.id,
      now: at,
    });
    await insertRedemption(tx, { couponId: coupon.id, userId, bonusId });
  }

  async function requireCoupon(id: number): Promise<AdminCouponRow> {
    const row = await findCoupon(db, id);
    if (!row) throw couponErrors.notFound();
    return row;
  }

  return {
    /**
     * Creates the account with `createUser` and redeems `code` for it, in one transaction: the
     * redemption is taken first (its row lock queues registrations with the same code), so a
     * code used up meanwhile refuses the registration and the account is never made.
     */
    async registerWith<T extends NewAccount>(
      code: string,
      currency: Currency,
      createUser: (tx: Db) => Promise<T>,
    ): Promise<T> {
      const at = now();
      const normalized = code.trim().toUpperCase();
      // Made (once, on its own connection) before the transaction that reads it.
      await deps.accounts.systemAccount('bonus_cost', currency);
      const outcome = await inDbTransaction(pool, async (tx, client) => {
        const coupon = await takeRedemption(tx, normalized, at);
        if (!coupon) return { ok: false as const };
        const user = await createUser(tx);
        await grant(tx, client, coupon, user.id, currency, at);
        return { ok: true as const, user };
      });
      if (!outcome.ok) throw await refusal(normalized, at);
      return outcome.user;
    },

    list: () => listCoupons(db, COUPON_LIST_LIMIT),

    read: requireCoupon,

    async create(operatorId: number, body: CouponDefinition): Promise<AdminCouponRow> {
      let id: number;
      try {
        id = await inDbTransaction(pool, async (tx, client) => {
          const inserted = await insertCoupon(tx, {
            code: body.code,
            amountMinor: BigInt(body.amount),
            wageringMultiplier: body.wagering_multiplier,
            validDays: body.valid_days,
            maxRedemptions: body.max_redemptions,
            startsAt: new Date(body.starts_at),
            endsAt: new Date(body.ends_at),
            createdBy: operatorId,
          });
          await deps.operatorLog.record(client, {
            actorUserId: operatorId,
            action: 'coupon.create',
            targetType: 'coupon',
            targetId: inserted,
            details: { ...body },
          });
          return inserted;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'coupons_code_key')) throw couponErrors.codeTaken();
        throw error;
      }
      return requireCoupon(id);
    },

    async update(
      operatorId: number,
      id: number,
      body: { active?: boolean; max_redemptions?: number; ends_at?: string },
    ): Promise<AdminCouponRow> {
      try {
        await inDbTransaction(pool, async (tx, client) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw couponErrors.notFound();
          if (body.max_redemptions !== undefined && body.max_redemptions < current.redemptions) {
            throw couponErrors.redemptionsBelowUsed();
          }
          const endsAt = body.ends_at === undefined ? undefined : new Date(body.ends_at);
          if (endsAt !== undefined && endsAt <= current.startsAt) {
            throw couponErrors.windowInvalid();
          }
          await updateCoupon(
            tx,
            id,
            {
              ...(body.active === undefined ? {} : { active: body.active }),
              ...(body.max_redemptions === undefined
                ? {}
                : { maxRedemptions: body.max_redemptions }),
              ...(endsAt === undefined ? {} : { endsAt }),
            },
            now(),
          );
          await deps.operatorLog.record(client, {
            actorUserId: operatorId,
            action: 'coupon.update',
            targetType: 'coupon',
            targetId: id,
            details: {
              code: current.code,
              ...body,
              previous: {
                active: current.active,
                max_redemptions: current.maxRedemptions,
                ends_at: current.endsAt.toISOString(),
              },
            },
          });
        });
      } catch (error) {
        // The lock makes these unreachable; the constraints still have the last word.
        if (isCheckViolation(error, 'coupons_redemptions_check')) {
          throw couponErrors.redemptionsBelowUsed();
        }
        if (isCheckViolation(error, 'coupons_window_check')) throw couponErrors.windowInvalid();
        throw error;
      }
      return requireCoupon(id);
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
