import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { burstPoints, type SceneProps, type SpriteProps, StarField, travel } from './scene-kit';

/** Crash: a night sky that streams past faster as the rocket climbs. */
export function RocketBackdrop(props: SceneProps) {
  return <StarField offset={travel(props, 60)} twinkle={!props.still} />;
}

/** The rocket, nose to the right (the wrapper turns it along the curve); a burst once it crashed. */
export const RocketSprite = memo(function RocketSprite({ phase, still }: SpriteProps) {
  if (phase === 'crashed') {
    return (
      <Box
        component="g"
        data-testid="crash-scene-burst"
        sx={(theme: Theme) => ({
          transformBox: 'fill-box',
          transformOrigin: 'center',
          animation: still ? 'none' : 'crash-burst 450ms ease-out',
          '@keyframes crash-burst': {
            '0%': { transform: 'scale(0.2)', opacity: 0.4 },
            '100%': { transform: 'scale(1)', opacity: 1 },
          },
          '& .outer': { fill: theme.vars.palette.error.main },
          '& .inner': { fill: theme.vars.palette.warning.main },
          '& .core': { fill: theme.vars.palette.common.white },
        })}
      >
        <polygon className="outer" points={burstPoints(30, 14)} />
        <polygon className="inner" points={burstPoints(18, 9)} transform="rotate(22)" />
        <circle className="core" r={5} />
      </Box>
    );
  }
  const flying = phase === 'running';
  return (
    <Box
      component="g"
      sx={(theme: Theme) => {
        const palette = theme.vars.palette;
        return {
          '& .hull': { fill: palette.common.white },
          '& .window': { fill: palette.info.main, stroke: palette.grey[500], strokeWidth: 1.5 },
          '& .fin': { fill: palette.error.main },
          '& .flame-outer': { fill: palette.primary.main },
          '& .flame-inner': { fill: palette.warning.main },
          '& .flame': {
            transformBox: 'fill-box',
            transformOrigin: 'right center',
            animation:
              flying && !still ? 'crash-flame 120ms ease-in-out infinite alternate' : 'none',
          },
          '@keyframes crash-flame': {
            from: { transform: 'scaleX(0.8)' },
            to: { transform: 'scaleX(1.15)' },
          },
        };
      }}
    >
      {flying && (
        <g className="flame">
          <path className="flame-outer" d="M-14,-6 L-31,0 L-14,6 Z" />
          <path className="flame-inner" d="M-14,-3 L-23,0 L-14,3 Z" />
        </g>
      )}
      <path className="fin" d="M-14,-7 L-21,-16 L-5,-7 Z" />
      <path className="fin" d="M-14,7 L-21,16 L-5,7 Z" />
      <path className="hull" d="M-15,-7 L8,-7 Q22,-7 29,0 Q22,7 8,7 L-15,7 Z" />
      <circle className="window" cx={7} cy={0} r={4} />
    </Box>
  );
});
