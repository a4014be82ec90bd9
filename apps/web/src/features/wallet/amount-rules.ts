import { parseMoneyInput } from '../../lib/money-input';

/** Bounds of an amount field, minor units of the account currency. */
export interface AmountBounds {
  minMinor: number;
  /** No upper bound when absent. */
  maxMinor?: number;
  /** What the player has; an amount above it cannot be paid out. */
  balanceMinor?: number;
}

/** Why an amount field is wrong; the form words it in the reader's language. */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'min'; limitMinor: number }
  | { kind: 'max'; limitMinor: number }
  | { kind: 'balance' };

export type AmountCheck = { ok: true; amountMinor: number } | { ok: false; problem: AmountProblem };

/**
 * Checks what a player typed in an amount field, in the order the server checks (SPEC §5 and
 * the wallet issue: minimum, maximum, then the balance), so the form and the server's answer
 * name the same problem first.
 */
export function checkAmount(text: string, bounds: AmountBounds): AmountCheck {
  if (text.trim() === '') {
    return { ok: false, problem: { kind: 'required' } };
  }
  const amountMinor = parseMoneyInput(text);
  if (amountMinor === undefined || amountMinor <= 0) {
    return { ok: false, problem: { kind: 'invalid' } };
  }
  if (amountMinor < bounds.minMinor) {
    return { ok: false, problem: { kind: 'min', limitMinor: bounds.minMinor } };
  }
  if (bounds.maxMinor !== undefined && amountMinor > bounds.maxMinor) {
    return { ok: false, problem: { kind: 'max', limitMinor: bounds.maxMinor } };
  }
  if (bounds.balanceMinor !== undefined && amountMinor > bounds.balanceMinor) {
    return { ok: false, problem: { kind: 'balance' } };
  }
  return { ok: true, amountMinor };
}
