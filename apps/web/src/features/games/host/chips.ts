import { useMemo, useState } from 'react';
import type { BetLimits } from './bet-amount';

/** Chip values a table offers (minor units), the ones inside the game's limits shown. */
const CHIP_CANDIDATES_MINOR = [10, 50, 100, 500, 1_000, 2_500, 10_000, 50_000, 100_000] as const;
/** At most this many chips fit the selector on a phone. */
export const MAX_CHIPS = 6;

/**
 * The chip values of a game: its minimum bet first, then the usual denominations up to its
 * maximum, at most `MAX_CHIPS` of them.
 */
export function chipValues(limits: BetLimits): number[] {
  const values = new Set<number>([limits.minBetMinor]);
  for (const value of CHIP_CANDIDATES_MINOR) {
    if (value > limits.minBetMinor && value <= limits.maxBetMinor) values.add(value);
  }
  return [...values].slice(0, MAX_CHIPS);
}

/** A chip's short face: "10", "2.5K" in major units, so it fits a 32 px chip. */
export function chipFace(amountMinor: number, minorPerMajor = 100): string {
  const major = amountMinor / minorPerMajor;
  if (major >= 1_000) return `${trim(major / 1_000)}K`;
  return trim(major);
}

function trim(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/**
 * A table's chips and the one selected, the third (or the largest when there are fewer) at
 * first: a middling chip, so one tap is neither the minimum nor a big bet.
 */
export function useChipSelection(limits: BetLimits) {
  const chips = useMemo(() => chipValues(limits), [limits]);
  const [chip, setChip] = useState(
    () => chips[Math.min(2, chips.length - 1)] ?? limits.minBetMinor,
  );
  return { chips, chip, setChip };
}
