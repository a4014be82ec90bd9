import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';

/** Decimal places of the account currencies (the spec's balance helper divides by 100). */
const FRACTION_DIGITS = String(MINOR_UNITS_PER_MAJOR).length - 1;

/** Digits, then at most two decimals after a point or a comma (players type either). */
const MONEY_INPUT = new RegExp(`^(\\d{1,13})(?:[.,](\\d{0,${FRACTION_DIGITS}}))?$`);

/**
 * What a player typed in an amount field ("100", "12.5", "12,50") as integer minor units, or
 * `undefined` when it is not an amount. The text is read digit by digit, never through a float,
 * so "0.29" is 29 cents and not 28.999….
 */
export function parseMoneyInput(text: string): number | undefined {
  const match = MONEY_INPUT.exec(text.trim());
  if (match === null) {
    return undefined;
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(FRACTION_DIGITS, '0');
  return Number(whole) * MINOR_UNITS_PER_MAJOR + Number(fraction);
}

/**
 * Minor units as the plain text an amount field starts with: 10000 → "100", 1050 → "10.50".
 * No grouping and a point, so `parseMoneyInput` reads it back in any locale.
 */
export function moneyInputOf(amountMinor: number): string {
  const whole = Math.trunc(amountMinor / MINOR_UNITS_PER_MAJOR);
  const fraction = amountMinor % MINOR_UNITS_PER_MAJOR;
  return fraction === 0
    ? String(whole)
    : `${whole}.${String(fraction).padStart(FRACTION_DIGITS, '0')}`;
}

/** Minor units as the major-unit decimal string the conversion call takes ("100.00"). */
export function majorAmountOf(amountMinor: number): string {
  const whole = Math.trunc(amountMinor / MINOR_UNITS_PER_MAJOR);
  const fraction = amountMinor % MINOR_UNITS_PER_MAJOR;
  return `${whole}.${String(fraction).padStart(FRACTION_DIGITS, '0')}`;
}
