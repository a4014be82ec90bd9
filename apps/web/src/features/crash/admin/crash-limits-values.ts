import {
  CRASH_AUTO_CASHOUT_CEILING_X100,
  CRASH_MIN_AUTO_CASHOUT_X100,
  CRASH_MIN_BET_MINOR,
  type CrashTableLimits,
  type CrashTableLimitsUpdate,
} from '@satsino/contract/crash';
import { amountInputOf, parseAmountInput } from '../crash-format';

/** The limits form as typed: amounts in major units ("5.00"), multipliers as "1.50". */
export type LimitsFormValues = {
  min_bet: string;
  max_bet: string;
  min_auto_cashout_x100: string;
  max_auto_cashout_x100: string;
};

/** Why a field of the form cannot be sent (the texts are `tablesAdmin.problems.*`). */
export type LimitsProblem =
  | 'amount'
  | 'multiplier'
  | 'minBetFloor'
  | 'betOrder'
  | 'autoFloor'
  | 'autoCeiling'
  | 'autoOrder';

const MULTIPLIER_INPUT = /^(\d{1,7})(?:[.,](\d{0,2}))?$/;

/** A multiplier as typed ("2", "1,5", "10000") in hundredths, up to 9,999,999.99×. */
export function parseLimitMultiplier(text: string): number | undefined {
  const match = MULTIPLIER_INPUT.exec(text.trim());
  if (match === null) return undefined;
  return Number(match[1] ?? '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as the text a multiplier field starts with: 150 → "1.5", 1000000 → "10000". */
export function multiplierInputOf(x100: number): string {
  const whole = Math.trunc(x100 / 100);
  const fraction = x100 % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

export function limitsFormValuesOf(limits: CrashTableLimits): LimitsFormValues {
  return {
    min_bet: amountInputOf(limits.min_bet),
    max_bet: amountInputOf(limits.max_bet),
    min_auto_cashout_x100: multiplierInputOf(limits.min_auto_cashout_x100),
    max_auto_cashout_x100: multiplierInputOf(limits.max_auto_cashout_x100),
  };
}

/** The form read as limits, or undefined where a field is not a number. */
function parsed(values: LimitsFormValues): Partial<CrashTableLimits> {
  return {
    min_bet: parseAmountInput(values.min_bet),
    max_bet: parseAmountInput(values.max_bet),
    min_auto_cashout_x100: parseLimitMultiplier(values.min_auto_cashout_x100),
    max_auto_cashout_x100: parseLimitMultiplier(values.max_auto_cashout_x100),
  };
}

/**
 * What keeps the form from being sent, per field, in the server's order: the same rules as the
 * server's (floors of the contract, minimum not above maximum, auto cash-out ceiling), so an
 * operator sees why before asking.
 */
export function limitsProblems(
  values: LimitsFormValues,
): Partial<Record<keyof CrashTableLimits, LimitsProblem>> {
  const limits = parsed(values);
  const problems: Partial<Record<keyof CrashTableLimits, LimitsProblem>> = {};
  const {
    min_bet,
    max_bet,
    min_auto_cashout_x100: minAuto,
    max_auto_cashout_x100: maxAuto,
  } = limits;
  if (min_bet === undefined || min_bet <= 0) problems.min_bet = 'amount';
  else if (min_bet < CRASH_MIN_BET_MINOR) problems.min_bet = 'minBetFloor';
  if (max_bet === undefined || max_bet <= 0) problems.max_bet = 'amount';
  else if (min_bet !== undefined && min_bet > max_bet) problems.max_bet = 'betOrder';
  if (minAuto === undefined) problems.min_auto_cashout_x100 = 'multiplier';
  else if (minAuto < CRASH_MIN_AUTO_CASHOUT_X100) problems.min_auto_cashout_x100 = 'autoFloor';
  if (maxAuto === undefined) problems.max_auto_cashout_x100 = 'multiplier';
  else if (maxAuto > CRASH_AUTO_CASHOUT_CEILING_X100)
    problems.max_auto_cashout_x100 = 'autoCeiling';
  else if (minAuto !== undefined && minAuto > maxAuto) problems.max_auto_cashout_x100 = 'autoOrder';
  return problems;
}

/**
 * The fields that differ from the table's current limits (what the PATCH sends), or undefined
 * when the form is not valid. An empty object means nothing changed.
 */
export function limitsChanges(
  current: CrashTableLimits,
  values: LimitsFormValues,
): CrashTableLimitsUpdate | undefined {
  if (Object.keys(limitsProblems(values)).length > 0) return undefined;
  const next = parsed(values) as CrashTableLimits;
  const changes: CrashTableLimitsUpdate = {};
  for (const field of Object.keys(current) as (keyof CrashTableLimits)[]) {
    if (next[field] !== current[field]) changes[field] = next[field];
  }
  return changes;
}
