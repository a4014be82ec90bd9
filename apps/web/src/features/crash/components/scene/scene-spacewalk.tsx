import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import {
  BACKDROP_HEIGHT,
  BACKDROP_WIDTH,
  type SceneProps,
  type SpriteProps,
  StarField,
  travel,
} from './scene-kit';

/** Crash Spacewalk: a ringed planet the astronaut drifts away from, over slow stars. */
export function SpacewalkBackdrop(props: SceneProps) {
  // The planet sinks as the multiplier climbs (at most a third of the height): the walk goes out.
  const sink = props.still ? 0 : Math.min(BACKDROP_HEIGHT / 3, (props.elapsedMs / 1000) * 6);
  return (
    <Box
      component="g"
      sx={(theme: Theme) => ({
        '& .planet': { fill: theme.vars.palette.info.main, opacity: 0.45 },
        '& .shade': { fill: theme.vars.palette.background.paper, opacity: 0.35 },
        '& .ring': {
          fill: 'none',
          stroke: theme.vars.palette.warning.light,
          strokeWidth: 3,
          opacity: 0.5,
        },
        '& .moon': { fill: theme.vars.palette.grey[400], opacity: 0.5 },
      })}
    >
      <StarField offset={travel(props, 12)} twinkle={!props.still} />
      <g transform={`translate(${BACKDROP_WIDTH - 80} ${70 + sink})`}>
        <circle className="planet" r={40} />
        <circle className="shade" cx={14} cy={10} r={34} />
        <ellipse className="ring" rx={62} ry={12} transform="rotate(-18)" />
      </g>
      <circle className="moon" cx={90 + sink / 2} cy={40} r={9} />
    </Box>
  );
}

/** The astronaut, floating; tumbling with the tether snapped once the round crashed. */
export const SpacewalkSprite = memo(function SpacewalkSprite({ phase, still }: SpriteProps) {
  const crashed = phase === 'crashed';
  return (
    <Box
      component="g"
      data-testid={crashed ? 'crash-scene-tumble' : undefined}
      sx={(theme: Theme) => {
        const palette = theme.vars.palette;
        return {
          transformBox: 'fill-box',
          transformOrigin: 'center',
          transform: crashed ? 'rotate(150deg)' : undefined,
          animation: still
            ? 'none'
            : crashed
              ? 'crash-tumble 700ms ease-out'
              : 'crash-float 2.4s ease-in-out infinite alternate',
          '@keyframes crash-float': {
            from: { transform: 'rotate(-8deg)' },
            to: { transform: 'rotate(8deg)' },
          },
          '@keyframes crash-tumble': {
            from: { transform: 'rotate(0deg)' },
            to: { transform: 'rotate(150deg)' },
          },
          '& .suit': { fill: palette.common.white, stroke: palette.grey[500], strokeWidth: 1.2 },
          '& .pack': { fill: palette.grey[400] },
          '& .visor': { fill: palette.primary.main },
          '& .glint': { fill: palette.common.white, opacity: 0.8 },
          '& .snap': { fill: palette.error.main },
        };
      }}
    >
      <rect className="pack" x={-15} y={-8} width={9} height={18} rx={3} />
      <rect className="suit" x={-3} y={12} width={6} height={12} rx={3} transform="rotate(-15)" />
      <rect className="suit" x={5} y={11} width={6} height={12} rx={3} transform="rotate(12)" />
      <rect className="suit" x={-9} y={-6} width={18} height={20} rx={6} />
      <rect
        className="suit"
        x={7}
        y={-4}
        width={12}
        height={5}
        rx={2.5}
        transform="rotate(-30 7 -2)"
      />
      <circle className="suit" cx={0} cy={-14} r={10} />
      <ellipse className="visor" cx={3} cy={-14} rx={6.5} ry={5} />
      <circle className="glint" cx={5.5} cy={-16} r={1.5} />
      {crashed && <circle className="snap" cx={-12} cy={10} r={3} />}
    </Box>
  );
});
