import { VIP_PROGRESS_FULL_BPS } from '@satsino/contract/vip';

/** What the progress needs of a level: its threshold, in minor units. */
export interface LevelThreshold {
  min_wagered: number;
}

export interface VipProgress<Level> {
  /** The highest level whose threshold the wagered total has reached; null below every level. */
  level: Level | null;
  /** The lowest level above it; null at the top. */
  nextLevel: Level | null;
  /** Still to wager to reach the next level; 0 at the top. */
  remainingMinor: bigint;
  /** Of the way from the current threshold (0 without a level) to the next one, rounded down. */
  progressBps: number;
}

/**
 * Where a wagered total stands among the levels, whatever order they come in (operators set
 * positions by hand; the thresholds decide). Integer arithmetic throughout: totals are bigint
 * minor units.
 */
export function vipProgress<Level extends LevelThreshold>(
  levels: readonly Level[],
  wageredMinor: bigint,
): VipProgress<Level> {
  const sorted = [...levels].sort((a, b) => a.min_wagered - b.min_wagered);
  let level: Level | null = null;
  let nextLevel: Level | null = null;
  for (const candidate of sorted) {
    if (BigInt(candidate.min_wagered) <= wageredMinor) {
      level = candidate;
    } else {
      nextLevel = candidate;
      break;
    }
  }
  if (nextLevel === null) {
    return { level, nextLevel, remainingMinor: 0n, progressBps: VIP_PROGRESS_FULL_BPS };
  }
  const from = BigInt(level?.min_wagered ?? 0);
  const to = BigInt(nextLevel.min_wagered);
  const done = wageredMinor < from ? 0n : wageredMinor - from;
  return {
    level,
    nextLevel,
    remainingMinor: to - wageredMinor,
    progressBps: Number((done * BigInt(VIP_PROGRESS_FULL_BPS)) / (to - from)),
  };
}
