import type { CrashRound } from '@satsino/contract/crash';
import { useEffect, useRef } from 'react';
import { type SoundCue, useGameSound } from '../../ui/game-sound';

/** What the shown round sounds when it reaches `status`: take-off, and the crash. */
export function roundCue(status: CrashRound['status'] | undefined): SoundCue | undefined {
  if (status === 'running') return 'spin';
  if (status === 'crashed') return 'crash';
  return undefined;
}

/** What the player's own bet sounds when it reaches `status`. */
export function ownBetCue(status: string | undefined): SoundCue | undefined {
  switch (status) {
    case 'active':
      return 'bet';
    case 'cashed_out':
      return 'cashOut';
    case 'lost':
      return 'lose';
    default:
      return undefined;
  }
}

/**
 * Plays `cueOf(state)` each time `key` (what is shown, e.g. "round:status") changes: never for
 * what the page showed when it opened, so a table joined mid-round does not greet with a crash.
 */
export function useCueOnChange(key: string | undefined, cue: SoundCue | undefined): void {
  const sound = useGameSound();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (cue !== undefined) sound(cue);
  }, [key, cue, sound]);
}
