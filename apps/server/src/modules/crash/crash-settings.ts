import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from '@satsino/contract/crash';
import { CRASH_DEFAULT_GROWTH_PER_MS } from '@satsino/fairness/crash';

/** How the crash loop runs. Tests run short phases and short chains. */
export interface CrashSettings {
  bettingMs: number;
  /** How long a crashed round stays on screen before the next betting phase. */
  pauseMs: number;
  growthPerMs: number;
  /** Rounds of a chain an operator publishes without saying how many. */
  chainLength: number;
  /** How often a table without a salted chain looks for one. */
  waitingCheckMs: number;
  /** How often a process that is not the leader tries to become it, and the leader checks its lock. */
  leaderCheckMs: number;
  /** Whether this process takes part in the leader election at all. */
  loopEnabled: boolean;
}

export const DEFAULT_CRASH_SETTINGS: CrashSettings = {
  bettingMs: CRASH_BETTING_MS,
  pauseMs: CRASH_PAUSE_MS,
  growthPerMs: CRASH_DEFAULT_GROWTH_PER_MS,
  // About eleven days of rounds per table; building it takes a fraction of a second.
  chainLength: 100_000,
  waitingCheckMs: 2_000,
  leaderCheckMs: 2_000,
  loopEnabled: true,
};
