import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import type { CrashView } from '../crash-graph';

/** What every table's art is drawn from: the round's look now, and whether motion is allowed. */
export interface SceneProps {
  phase: CrashView['phase'];
  /** Milliseconds since the round started (0 while betting): the scene travels with it. */
  elapsedMs: number;
  /** Under `prefers-reduced-motion` the art stands still: no loops, no travel, no one-shot bursts. */
  still: boolean;
}

/** What a table's hero is drawn from: it stands still between phases, whatever the frame. */
export type SpriteProps = Pick<SceneProps, 'phase' | 'still'>;

/** The palette as CSS variables, so the art follows the active colour scheme like the rest. */
export type Palette = Theme['vars']['palette'];

/** The backdrop's own coordinates; it fills the graph and is cropped rather than stretched. */
export const BACKDROP_WIDTH = 400;
export const BACKDROP_HEIGHT = 220;

/**
 * Fixed star positions (a small linear congruential sequence), so every viewer and every render
 * sees the same sky and nothing random reaches a screenshot.
 */
export const STARS: readonly { x: number; y: number; r: number }[] = Array.from(
  { length: 28 },
  (_, index) => {
    const a = (index * 7919 + 13) % 997;
    const b = (index * 104_729 + 71) % 991;
    return {
      x: (a / 997) * BACKDROP_WIDTH,
      y: (b / 991) * BACKDROP_HEIGHT * 0.85,
      r: index % 5 === 0 ? 1.6 : 0.9,
    };
  },
);

/** How far the backdrop has scrolled: a loop of its width, still under reduced motion. */
export function travel(props: SceneProps, pxPerSecond: number): number {
  if (props.still || props.phase === 'betting' || props.phase === 'waiting') return 0;
  return ((props.elapsedMs / 1000) * pxPerSecond) % BACKDROP_WIDTH;
}

/** A field of stars drifting left by `offset`; drawn twice so the loop has no seam. */
export function StarField({ offset, twinkle }: { offset: number; twinkle: boolean }) {
  // Only the drift changes from frame to frame: the sky itself is drawn once.
  return (
    <g transform={`translate(${-offset} 0)`}>
      <StarSky twinkle={twinkle} />
    </g>
  );
}

const starSkySx = (theme: Theme) => ({
  '& circle': {
    fill: theme.vars.palette.text.primary,
    opacity: 0.55,
    animationName: 'crash-twinkle',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
  },
  '&.still circle': { animation: 'none' },
  '@keyframes crash-twinkle': {
    '0%, 100%': { opacity: 0.55 },
    '50%': { opacity: 0.15 },
  },
});

/**
 * The stars, twice side by side. Memoised: the graph redraws every frame, and this part changes
 * only when motion is turned off or on. Each star's own pace is an inline style, so one rule set
 * serves them all.
 */
const StarSky = memo(function StarSky({ twinkle }: { twinkle: boolean }) {
  return (
    <Box component="g" className={twinkle ? undefined : 'still'} sx={starSkySx}>
      {[0, BACKDROP_WIDTH].map((shift) => (
        <g key={shift} transform={`translate(${shift} 0)`}>
          {STARS.map((star, index) => (
            <circle
              key={`${star.x}:${star.y}`}
              cx={star.x}
              cy={star.y}
              r={star.r}
              style={{
                animationDuration: `${2 + (index % 4)}s`,
                animationDelay: `${(index % 7) * 0.3}s`,
              }}
            />
          ))}
        </g>
      ))}
    </Box>
  );
});

/** A burst of eight points: the rocket's explosion, the spacewalk's snapped tether. */
export function burstPoints(outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / 8;
    points.push(
      `${(Math.cos(angle) * radius).toFixed(1)},${(Math.sin(angle) * radius).toFixed(1)}`,
    );
  }
  return points.join(' ');
}
