import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/*
 * The games' sound effects (the game host's engines and the crash tables): short blips
 * synthesized with WebAudio, so no audio file is ever fetched. Sound starts muted (issue 16) and
 * the player's choice is remembered in localStorage for every game. The AudioContext is made on the first sound after the player turned sound on
 * (a click), as browsers only let a page start audio after a gesture.
 */

export type SoundCue =
  | 'bet'
  | 'spin'
  | 'stop'
  | 'tick'
  | 'deal'
  | 'reveal'
  | 'cashOut'
  | 'crash'
  | 'win'
  | 'bigWin'
  | 'lose';

/** Every cue, for the tests that check each one is short and quiet. */
export const SOUND_CUES: readonly SoundCue[] = [
  'bet',
  'spin',
  'stop',
  'tick',
  'deal',
  'reveal',
  'cashOut',
  'crash',
  'win',
  'bigWin',
  'lose',
];

/** One tone of a cue: when it starts after the cue, how long it lasts, its pitch and loudness. */
export interface Tone {
  startMs: number;
  durationMs: number;
  frequencyHz: number;
  /** Where the pitch glides to by the tone's end; the same pitch when left out. */
  endFrequencyHz?: number;
  wave: OscillatorType;
  /** Peak gain, 0 to 1; kept low: these are effects under whatever the player listens to. */
  gain: number;
}

const note = (
  startMs: number,
  durationMs: number,
  frequencyHz: number,
  wave: OscillatorType = 'triangle',
  gain = 0.12,
  endFrequencyHz?: number,
): Tone => ({ startMs, durationMs, frequencyHz, wave, gain, endFrequencyHz });

/** A rising arpeggio of C major from `from`, `count` notes `stepMs` apart. */
function arpeggio(count: number, stepMs: number, gain: number): Tone[] {
  const pitches = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568];
  return Array.from({ length: count }, (_, index) =>
    note(index * stepMs, stepMs * 1.6, pitches[index % pitches.length] ?? 523.25, 'square', gain),
  );
}

/** The tones of each cue. */
export function cueTones(cue: SoundCue): Tone[] {
  switch (cue) {
    case 'bet':
      // A chip set down: two short clicks.
      return [note(0, 40, 1200, 'square', 0.04, 900), note(45, 40, 1500, 'square', 0.03, 1100)];
    case 'spin':
      return [note(0, 180, 220, 'sawtooth', 0.05, 440)];
    case 'stop':
      return [note(0, 60, 160, 'square', 0.06, 90)];
    case 'tick':
      // A peg or a pocket passing: a dry, very short tap.
      return [note(0, 25, 1800, 'square', 0.025, 1400)];
    case 'deal':
      // A card sliding onto the felt: a soft falling noise-like sweep.
      return [note(0, 90, 900, 'sawtooth', 0.03, 300)];
    case 'reveal':
      return [note(0, 70, 880, 'triangle', 0.07, 1320)];
    case 'cashOut':
      return [note(0, 70, 987.77, 'square', 0.05), note(70, 160, 1318.5, 'triangle', 0.08)];
    case 'crash':
      return [note(0, 420, 180, 'sawtooth', 0.08, 40)];
    case 'win':
      return arpeggio(3, 90, 0.06);
    case 'bigWin':
      return [...arpeggio(6, 90, 0.06), note(560, 500, 1046.5, 'triangle', 0.1)];
    case 'lose':
      return [note(0, 220, 330, 'triangle', 0.06, 220)];
  }
}

/** A win counts as big from ten times the stake back. */
const BIG_WIN_MULTIPLE = 10;

/**
 * The cue of a settled round: a win only when the return is above the stake (a big one from ten
 * times it), a loss when nothing came back, and the neutral stop for a stake returned in part or
 * whole (a push).
 */
export function resultCue(betMinor: number, payoutMinor: number): SoundCue {
  if (payoutMinor <= 0) return 'lose';
  if (payoutMinor <= betMinor) return 'stop';
  return payoutMinor >= betMinor * BIG_WIN_MULTIPLE ? 'bigWin' : 'win';
}

const STORAGE_KEY = 'satsino.games.sound';

/** Whether the stored choice turns sound on: only an explicit "on" does (muted by default). */
export function soundOnFromStorage(stored: string | null): boolean {
  return stored === 'on';
}

const listeners = new Set<() => void>();

function readSoundOn(): boolean {
  try {
    return soundOnFromStorage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be refused (a privacy mode): sound then stays off.
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Turns sound on or off for every game, remembered for the next visit. */
export function setSoundOn(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered; the toggle still shows the state it could not store until a reload.
  }
  for (const listener of listeners) listener();
}

/** Whether the player turned sound on (false until they do). */
export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, readSoundOn, () => false);
}

function playTones(context: AudioContext, tones: readonly Tone[], afterMs: number) {
  const start = context.currentTime + afterMs / 1000;
  for (const tone of tones) {
    const at = start + tone.startMs / 1000;
    const end = at + tone.durationMs / 1000;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.frequencyHz, at);
    if (tone.endFrequencyHz !== undefined) {
      oscillator.frequency.exponentialRampToValueAtTime(tone.endFrequencyHz, end);
    }
    // A short attack and an exponential fade: no clicks at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(tone.gain, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }
}

/**
 * A function that plays a cue, now or `afterMs` later (a ball's ticks on the pins it will hit),
 * silent while sound is off. The audio context belongs to the component that uses it and is
 * closed with it.
 */
export function useGameSound(): (cue: SoundCue, afterMs?: number) => void {
  const on = useSoundOn();
  const context = useRef<AudioContext | null>(null);
  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );
  return useCallback(
    (cue: SoundCue, afterMs = 0) => {
      if (!on || typeof window.AudioContext !== 'function') return;
      context.current ??= new window.AudioContext();
      const audio = context.current;
      if (audio.state === 'suspended') void audio.resume();
      playTones(audio, cueTones(cue), afterMs);
    },
    [on],
  );
}
