import { z } from 'zod';
import { MARKETING_FIGURES } from './content.js';
import { LOCALES } from './locales.js';
import { BONUS_MESSAGES } from './messages/bonuses.js';
import { CURRENCIES, MINOR_UNITS_PER_MAJOR, minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { BONUS_MESSAGES };

/**
 * Player bonuses of SPEC §3/§4/§7: the deposit bonus of each of the first four deposits
 * (MARKETING_FIGURES, ADR 0003), claimed (active 1) or declined (active -1), granted with the
 * next deposit, wagered, then paid out as cash or forfeited. Money is in minor units.
 */

/**
 * SPEC §3 bonus_key values: the deposit bonus, one an operator grants by hand, and one a
 * registration coupon code grants.
 */
export const BONUS_KEYS = [
  'DEPOSIT_BONUS_CASH',
  'OPERATOR_BONUS_CASH',
  'COUPON_BONUS_CASH',
  // The daily or weekly cashback credited as a bonus (docs/decisions/0014).
  'CASHBACK_BONUS',
] as const;
export type BonusKey = (typeof BONUS_KEYS)[number];
export const DEPOSIT_BONUS_KEY = 'DEPOSIT_BONUS_CASH' satisfies BonusKey;
export const CASHBACK_BONUS_KEY = 'CASHBACK_BONUS' satisfies BonusKey;

/**
 * Where a bonus is in its life. SPEC §4 names available, active and running; the finished ones
 * say how they ended. `claimed` is SPEC's "active": chosen, waiting for the deposit it rewards.
 */
export const BONUS_STATES = [
  'available',
  'claimed',
  'running',
  'completed',
  'declined',
  'expired',
  'forfeited',
  'cancelled',
  'lapsed',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];
export const OPEN_BONUS_STATES = [
  'available',
  'claimed',
  'running',
] as const satisfies BonusState[];

/** SPEC §9: bonus messages are indexed by total deposits below 4: one offer per deposit. */
export const DEPOSIT_BONUS_COUNT = MARKETING_FIGURES.depositBonusPercents.length;

/** The deposit bonus of the deposit with this index (0 = first), or undefined past the fourth. */
export function depositBonusTerms(depositIndex: number) {
  // A number, not the four literals: the VIP reload bonus (docs/decisions/0014) has these terms too.
  const percent: number | undefined = MARKETING_FIGURES.depositBonusPercents[depositIndex];
  if (percent === undefined) return undefined;
  const { maxBonus, wageringMultiplier, validDays, maxBetWhileWagering } =
    MARKETING_FIGURES.depositBonus;
  return {
    depositIndex,
    percent,
    maxBonusMinor: maxBonus * MINOR_UNITS_PER_MAJOR,
    wageringMultiplier,
    validDays,
    maxBetMinor: maxBetWhileWagering * MINOR_UNITS_PER_MAJOR,
    minDepositMinor: MARKETING_FIGURES.deposit.min * MINOR_UNITS_PER_MAJOR,
  };
}
export type DepositBonusTerms = NonNullable<ReturnType<typeof depositBonusTerms>>;

/** The bonus a deposit earns: percent of it, rounded down to the cent, capped at the maximum. */
export function depositBonusAmountMinor(
  depositMinor: bigint,
  percent: number,
  maxBonusMinor: bigint,
): bigint {
  if (depositMinor <= 0n) return 0n;
  const amount = (depositMinor * BigInt(percent)) / 100n;
  return amount > maxBonusMinor ? maxBonusMinor : amount;
}

/** Whole days left until `expiresAt`, rounded up; 0 once it has passed. */
export function daysLeft(expiresAt: Date, now: Date): number {
  const ms = expiresAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** Texts the server answers; SPEC §8 gives 'Bonus Activated', the rest are ours. */
/** The promotions' terms: "Maximum bet of 5 while wagering" (MARKETING_FIGURES), in minor units. */
export const MAX_BET_WHILE_WAGERING_MINOR =
  MARKETING_FIGURES.depositBonus.maxBetWhileWagering * MINOR_UNITS_PER_MAJOR;

/**
 * The welcome offer's free spins (ADR 0003: 100 spins of 0.20, winnings wagered 30×, valid 7
 * days), on the slots with a feature round. Game ids of the catalogue (SPEC §3 `fs_games`).
 */
export const FREE_SPIN_GAMES = ['fruit-fiesta', 'cosmic-cash'] as const;
export function welcomeFreeSpinTerms() {
  const { spinValueMinor, winningsWageringMultiplier, validDays } = MARKETING_FIGURES.freeSpins;
  return {
    total: MARKETING_FIGURES.welcomeBonus.freeSpins,
    stakeMinor: spinValueMinor,
    wageringMultiplier: winningsWageringMultiplier,
    validDays,
    games: [...FREE_SPIN_GAMES],
  };
}

/** A manual bonus is at most this many minor units (5,000.00). */
export const OPERATOR_BONUS_MAX_MINOR = 500_000;
export const OPERATOR_BONUS_MAX_MULTIPLIER = 100;
export const OPERATOR_BONUS_MAX_DAYS = 365;
/** A player's bonus list shows at most this many, open ones first, then the newest. */
export const BONUS_LIST_LIMIT = 100;

/** SPEC §3 lang list: the bonus message in every locale. */
export const bonusLang = z
  .object({
    key: z.string(),
    lang: z.enum(LOCALES),
    message: z.string(),
  })
  .meta({ id: 'BonusLang' });
export type BonusLang = z.infer<typeof bonusLang>;

/** SPEC §3 Account bonus, with the figures the bonus page shows. */
export const accountBonus = z
  .object({
    id: z.number().int(),
    /** 1 claimed or running, 0 not yet claimed, -1 declined (or ended without being used). */
    active: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
    finished: z.union([z.literal(0), z.literal(1)]),
    state: z.enum(BONUS_STATES),
    bonus_key: z.enum(BONUS_KEYS),
    /** The message in the player's language. */
    bonus_message: z.string(),
    lang: z.array(bonusLang),
    /** Game ids of free spins that come with the bonus (none for a cash bonus). */
    fs_games: z.array(z.string()),
    /**
     * The bonus's free spins (issue 14), null when it has none: `left` is 0 once they expired or
     * the bonus ended; `expires_at` is null until the bonus is granted (then 7 days).
     */
    free_spins: z
      .object({
        total: z.number().int(),
        used: z.number().int(),
        left: z.number().int(),
        stake: minorUnits,
        won: minorUnits,
        wagering_multiplier: z.number().int(),
        valid_days: z.number().int(),
        expires_at: z.iso.datetime().nullable(),
      })
      .nullable(),
    expireDateTime: z.iso.datetime(),
    days_left: z.number().int(),
    currency: z.enum(CURRENCIES),
    /** Index of the deposit a deposit bonus rewards (0 = first); null for a manual bonus. */
    deposit_index: z.number().int().nullable(),
    percent: z.number().int().nullable(),
    max_bonus: minorUnits.nullable(),
    /** What was credited to the bonus balance; null until granted. */
    amount: minorUnits.nullable(),
    wagering_multiplier: z.number().int(),
    /** Stakes to place before the bonus turns into cash; null until granted. */
    wagering_required: minorUnits.nullable(),
    wagering_progress: minorUnits,
    /** What was paid out as cash (completed) or given back (forfeited, expired, cancelled). */
    settled_amount: minorUnits.nullable(),
    created_at: z.iso.datetime(),
    claimed_at: z.iso.datetime().nullable(),
    granted_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AccountBonus' });
export type AccountBonus = z.infer<typeof accountBonus>;
export const accountBonusList = z.array(accountBonus).meta({ id: 'AccountBonusList' });

/** Active values a player may send: 1 claims, -1 declines (SPEC §4). */
export const BONUS_ACTIONS = [1, -1] as const;

/** `POST /api/user/bonuses/active`. */
export const bonusActiveRequest = z
  .object({
    id: z.coerce
      .number({ error: BONUS_MESSAGES.invalidId })
      .int(BONUS_MESSAGES.invalidId)
      .positive(BONUS_MESSAGES.invalidId)
      .max(Number.MAX_SAFE_INTEGER, BONUS_MESSAGES.invalidId),
    active: z.coerce
      .number({ error: BONUS_MESSAGES.invalidAction })
      .refine((value) => value === 1 || value === -1, BONUS_MESSAGES.invalidAction)
      .transform((value) => value as (typeof BONUS_ACTIONS)[number]),
  })
  .meta({ id: 'BonusActiveRequest' });
export type BonusActiveRequest = z.input<typeof bonusActiveRequest>;

/** SPEC §7: success flag, the bonus as it is now, and what was sent (with a game to open). */
export const bonusActiveResponse = z
  .object({
    success: z.literal(true),
    message: z.string(),
    bonus: accountBonus,
    sent_payload: z.object({
      id: z.number().int(),
      active: z.union([z.literal(1), z.literal(-1)]),
      gameId: z.string().nullable(),
    }),
  })
  .meta({ id: 'BonusActiveResponse' });
export type BonusActiveResponse = z.infer<typeof bonusActiveResponse>;

// A refused bonus action's answer is `bonusActionFailure` in errors.ts, beside the envelope it
// extends (the catalogue there quotes this file's texts, so this file cannot import it).

// ---------------------------------------------------------------------------------------------
// Operator calls
// ---------------------------------------------------------------------------------------------

export const adminBonus = accountBonus
  .extend({
    user_id: z.number().int(),
    granted_by: z.string().nullable(),
    end_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminBonus' });
export type AdminBonus = z.infer<typeof adminBonus>;
export const adminBonusList = z.array(adminBonus).meta({ id: 'AdminBonusList' });

export const playerIdParams = z.object({ userId: z.coerce.number().int().positive() });
export const bonusIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Grant a cash bonus by hand: straight to the bonus balance, wagered like a deposit bonus. */
export const adminBonusGrantRequest = z
  .object({
    amount: z
      .number({ error: BONUS_MESSAGES.amountInvalid })
      .int(BONUS_MESSAGES.amountInvalid)
      .positive(BONUS_MESSAGES.amountInvalid)
      .max(OPERATOR_BONUS_MAX_MINOR, BONUS_MESSAGES.amountTooHigh),
    wagering_multiplier: z
      .number({ error: BONUS_MESSAGES.multiplierInvalid })
      .int(BONUS_MESSAGES.multiplierInvalid)
      .min(0, BONUS_MESSAGES.multiplierInvalid)
      .max(OPERATOR_BONUS_MAX_MULTIPLIER, BONUS_MESSAGES.multiplierInvalid)
      .default(MARKETING_FIGURES.depositBonus.wageringMultiplier),
    valid_days: z
      .number({ error: BONUS_MESSAGES.validDaysInvalid })
      .int(BONUS_MESSAGES.validDaysInvalid)
      .min(1, BONUS_MESSAGES.validDaysInvalid)
      .max(OPERATOR_BONUS_MAX_DAYS, BONUS_MESSAGES.validDaysInvalid)
      .default(MARKETING_FIGURES.depositBonus.validDays),
    reason: z
      .string({ error: BONUS_MESSAGES.reasonRequired })
      .trim()
      .min(1, BONUS_MESSAGES.reasonRequired)
      .max(500, 'Too long.'),
  })
  .meta({ id: 'AdminBonusGrantRequest' });
export type AdminBonusGrantRequest = z.input<typeof adminBonusGrantRequest>;

export const adminBonusCancelRequest = z
  .object({
    reason: z
      .string({ error: BONUS_MESSAGES.reasonRequired })
      .trim()
      .min(1, BONUS_MESSAGES.reasonRequired)
      .max(500, 'Too long.'),
  })
  .meta({ id: 'AdminBonusCancelRequest' });
