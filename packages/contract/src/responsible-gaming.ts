import { z } from 'zod';
import { RESPONSIBLE_GAMING_MESSAGES } from './messages/responsible-gaming.js';
import { CURRENCIES, minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { RESPONSIBLE_GAMING_MESSAGES };

const currency = z.enum(CURRENCIES);

/**
 * Responsible-gambling rules a player sets for themself (issue 15, ADR 0020): deposit, loss and
 * wager limits per calendar day, week or month (UTC) in the account's currency; a reminder of the
 * time and money of the session; a cool-off break; a self-exclusion. A lower limit applies at
 * once; a higher one, or removing one, only after LIMIT_RAISE_DELAY_HOURS. A break or an
 * exclusion cannot be ended by the player.
 */

export const GAMBLING_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const GAMBLING_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type GamblingLimitKind = (typeof GAMBLING_LIMIT_KINDS)[number];
export type GamblingLimitPeriod = (typeof GAMBLING_LIMIT_PERIODS)[number];

/** A raise or a removal waits this long, so the decision is never made in the heat of play. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
/** A limit is at most this many minor units (10,000,000.00). */
export const GAMBLING_LIMIT_MAX_MINOR = 1_000_000_000;

export const COOL_OFF_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

/** The session reminder's choices, in minutes. */
export const REMINDER_MINUTES = [15, 30, 60, 120] as const;

const limitAmount = z
  .number({ error: RESPONSIBLE_GAMING_MESSAGES.limitAmountInvalid })
  .int(RESPONSIBLE_GAMING_MESSAGES.limitAmountInvalid)
  .positive(RESPONSIBLE_GAMING_MESSAGES.limitAmountInvalid)
  .max(GAMBLING_LIMIT_MAX_MINOR, RESPONSIBLE_GAMING_MESSAGES.limitAmountInvalid);

/** Sets one limit; `amount: null` removes it (after the waiting time). */
export const gamblingLimitRequest = z
  .object({
    kind: z.enum(GAMBLING_LIMIT_KINDS),
    period: z.enum(GAMBLING_LIMIT_PERIODS),
    amount: limitAmount.nullable(),
  })
  .meta({ id: 'GamblingLimitRequest' });

export const sessionReminderRequest = z
  .object({
    minutes: z
      .union(
        REMINDER_MINUTES.map((minutes) => z.literal(minutes)),
        { error: RESPONSIBLE_GAMING_MESSAGES.reminderInvalid },
      )
      .nullable(),
  })
  .meta({ id: 'SessionReminderRequest' });

export const playBreakRequest = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('cool_off'), duration: z.enum(COOL_OFF_DURATIONS) }),
    z.object({ type: z.literal('self_exclusion'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
  ])
  .meta({ id: 'PlayBreakRequest' });

export const gamblingLimit = z
  .object({
    kind: z.enum(GAMBLING_LIMIT_KINDS),
    period: z.enum(GAMBLING_LIMIT_PERIODS),
    /** In force now; null while none is (a first limit set is in force at once). */
    amount: minorUnits.nullable(),
    /** A raise waiting (null with pending_at: a removal waiting). */
    pending_amount: minorUnits.nullable(),
    pending_at: z.iso.datetime().nullable(),
    /** Deposited, net lost (never below 0) or wagered since the period began. */
    used: minorUnits,
    period_started_at: z.iso.datetime(),
    period_ends_at: z.iso.datetime(),
  })
  .meta({ id: 'GamblingLimit' });

export const playBreak = z
  .object({
    type: z.enum(['cool_off', 'self_exclusion']),
    /** Null: a permanent self-exclusion. */
    ends_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PlayBreak' });

export const responsibleGaming = z
  .object({
    currency,
    limits: z.array(gamblingLimit),
    reminder_minutes: z.number().int().nullable(),
    /** The break in force, if any. */
    break: playBreak.nullable(),
  })
  .meta({ id: 'ResponsibleGaming' });

/** Since this sign-in: what the session reminder tells the player. */
export const sessionSummary = z
  .object({
    started_at: z.iso.datetime(),
    wagered: minorUnits,
    won: minorUnits,
    currency,
    reminder_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'SessionSummary' });

export const playerIdParams = z.object({ id: z.coerce.number().int().positive() });

export type GamblingLimitRequest = z.infer<typeof gamblingLimitRequest>;
export type SessionReminderRequest = z.infer<typeof sessionReminderRequest>;
export type PlayBreakRequest = z.infer<typeof playBreakRequest>;
export type GamblingLimit = z.infer<typeof gamblingLimit>;
export type PlayBreak = z.infer<typeof playBreak>;
export type ResponsibleGaming = z.infer<typeof responsibleGaming>;
export type SessionSummary = z.infer<typeof sessionSummary>;
