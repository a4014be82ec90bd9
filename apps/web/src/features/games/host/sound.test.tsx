import { describe, expect, it } from 'vitest';
import {
  cueTones,
  resultCue,
  SOUND_CUES,
  type SoundCue,
  soundOnFromStorage,
} from '../../../ui/game-sound';
import { loadGamesTexts, renderInGameHost, testGameSession } from './game-host.test-support';
import { SoundToggle } from './sound-toggle';

const { english, german } = loadGamesTexts();
const session = testGameSession({
  game_id: 'slots',
  name: 'Slots',
  engine: 'slots',
  rtp_bps: 9600,
});

describe('game sound', () => {
  it('is muted by default: only a stored "on" turns it on', () => {
    expect(soundOnFromStorage(null)).toBe(false);
    expect(soundOnFromStorage('off')).toBe(false);
    expect(soundOnFromStorage('yes')).toBe(false);
    expect(soundOnFromStorage('on')).toBe(true);
  });

  it('shows the toggle unpressed (muted) until the player turns sound on', () => {
    const html = renderInGameHost(<SoundToggle />, { session, i18n: english });
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Sound effects"');
    expect(html).toContain('data-testid="VolumeOffOutlinedIcon"');
  });

  it('names the toggle in German', () => {
    const html = renderInGameHost(<SoundToggle />, {
      session,
      i18n: german,
      path: '/de/play/slots',
    });
    expect(html).toContain('aria-label="Soundeffekte"');
  });

  it('synthesizes every cue as short, quiet tones', () => {
    for (const cue of SOUND_CUES) {
      const tones = cueTones(cue);
      expect(tones.length).toBeGreaterThan(0);
      for (const tone of tones) {
        expect(tone.gain).toBeGreaterThan(0);
        expect(tone.gain).toBeLessThanOrEqual(0.2);
        expect(tone.startMs + tone.durationMs).toBeLessThanOrEqual(1_200);
      }
    }
    // A big win sounds longer than a plain one.
    const end = (cue: SoundCue) => Math.max(...cueTones(cue).map((t) => t.startMs + t.durationMs));
    expect(end('bigWin')).toBeGreaterThan(end('win'));
    // A tick repeats as a ball or a wheel passes: it must be shorter than anything else.
    for (const cue of SOUND_CUES) if (cue !== 'tick') expect(end(cue)).toBeGreaterThan(end('tick'));
  });

  it('sounds a win only when the return is above the stake', () => {
    expect(resultCue(100, 0)).toBe('lose');
    expect(resultCue(100, 50)).toBe('stop');
    expect(resultCue(100, 100)).toBe('stop');
    expect(resultCue(100, 101)).toBe('win');
    expect(resultCue(100, 999)).toBe('win');
    expect(resultCue(100, 1_000)).toBe('bigWin');
  });
});
