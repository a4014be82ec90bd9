import type { VipLevel } from '@satsino/contract/content';
import { VIP_PROGRESS_FULL_BPS, type VipStatus } from '@satsino/contract/vip';

/** SPEC §3: "VIP levels (stored in reversed order from the server)": highest first. */
export function reversedLevels(levels: readonly VipLevel[]): VipLevel[] {
  return levels.toReversed();
}

export type LevelState = 'current' | 'reached' | 'ahead';

/** Where a level of the list stands for the player: theirs, behind them, or still ahead. */
export function levelState(level: VipLevel, status: VipStatus | undefined): LevelState {
  if (status?.level?.id === level.id) return 'current';
  return status !== undefined && level.min_wagered <= status.wagered ? 'reached' : 'ahead';
}

/** The progress bar's value, 0 to 100. */
export function progressPercent(status: VipStatus): number {
  return (status.progress_bps * 100) / VIP_PROGRESS_FULL_BPS;
}
