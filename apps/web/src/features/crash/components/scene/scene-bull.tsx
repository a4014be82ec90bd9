import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import {
  BACKDROP_HEIGHT,
  BACKDROP_WIDTH,
  type SceneProps,
  type SpriteProps,
  travel,
} from './scene-kit';

const CANDLE_COUNT = 16;
const CANDLE_GAP = BACKDROP_WIDTH / CANDLE_COUNT;

/** A fixed market of candles climbing to the right, a few red ones among the green. */
const CANDLES = Array.from({ length: CANDLE_COUNT }, (_, index) => {
  const body = 14 + ((index * 37) % 29);
  const rise = (index / CANDLE_COUNT) * 90;
  return {
    x: index * CANDLE_GAP + CANDLE_GAP / 2,
    top: BACKDROP_HEIGHT - 40 - rise - body,
    body,
    wick: 6 + ((index * 13) % 9),
    down: index % 4 === 3,
  };
});

/** Crash Bull: a market of candles that scrolls while the bull charges, all red once it crashed. */
export function BullBackdrop(props: SceneProps) {
  // Only the scroll changes from frame to frame: the market is drawn once per phase.
  return (
    <g transform={`translate(${-travel(props, 45)} 0)`}>
      <CandleMarket crashed={props.phase === 'crashed'} />
    </g>
  );
}

const CandleMarket = memo(function CandleMarket({ crashed }: { crashed: boolean }) {
  return (
    <Box
      component="g"
      sx={(theme: Theme) => ({
        opacity: 0.22,
        '& .up': { fill: theme.vars.palette.success.main, stroke: theme.vars.palette.success.main },
        '& .down': { fill: theme.vars.palette.error.main, stroke: theme.vars.palette.error.main },
      })}
    >
      {[0, BACKDROP_WIDTH].map((shift) => (
        <g key={shift} transform={`translate(${shift} 0)`}>
          {CANDLES.map((candle) => (
            <g key={candle.x} className={crashed || candle.down ? 'down' : 'up'}>
              <line
                x1={candle.x}
                x2={candle.x}
                y1={candle.top - candle.wick}
                y2={candle.top + candle.body + candle.wick}
                strokeWidth={1.5}
              />
              <rect x={candle.x - 5} y={candle.top} width={10} height={candle.body} rx={1.5} />
            </g>
          ))}
        </g>
      ))}
    </Box>
  );
});

/** The bull, charging to the right; it lies on its back under a falling candle once it crashed. */
export const BullSprite = memo(function BullSprite({ phase, still }: SpriteProps) {
  const crashed = phase === 'crashed';
  const charging = phase === 'running' && !still;
  return (
    <Box
      component="g"
      data-testid={crashed ? 'crash-scene-fall' : undefined}
      sx={(theme: Theme) => {
        const palette = theme.vars.palette;
        return {
          '& .hide': { fill: palette.warning.dark },
          '& .snout': { fill: palette.warning.light },
          '& .horn': {
            fill: 'none',
            stroke: palette.common.white,
            strokeWidth: 3,
            strokeLinecap: 'round',
          },
          '& .eye': { fill: palette.common.black },
          '& .candle': { fill: palette.error.main },
          '& .leg': {
            transformBox: 'fill-box',
            transformOrigin: 'top center',
            animation: charging ? 'crash-gallop 240ms ease-in-out infinite alternate' : 'none',
          },
          '& .leg.back': { animationDirection: 'alternate-reverse' },
          '@keyframes crash-gallop': {
            from: { transform: 'rotate(-25deg)' },
            to: { transform: 'rotate(25deg)' },
          },
        };
      }}
    >
      <g transform={crashed ? 'rotate(180) translate(0 -4)' : undefined}>
        <rect className="hide leg" x={-15} y={7} width={5} height={12} rx={2} />
        <rect className="hide leg back" x={-7} y={7} width={5} height={12} rx={2} />
        <rect className="hide leg back" x={4} y={7} width={5} height={12} rx={2} />
        <rect className="hide leg" x={11} y={7} width={5} height={12} rx={2} />
        <path className="horn" d="M-20,-3 Q-27,-4 -28,3" />
        <ellipse className="hide" cx={-1} cy={0} rx={19} ry={11} />
        <circle className="hide" cx={17} cy={-4} r={8} />
        <ellipse className="snout" cx={23} cy={0} rx={5} ry={4} />
        <path className="horn" d="M13,-10 Q10,-19 4,-18" />
        <path className="horn" d="M19,-11 Q23,-20 29,-16" />
        <circle className="eye" cx={19} cy={-6} r={1.5} />
      </g>
      {crashed && (
        <path className="candle" d="M-4,-30 L4,-30 L4,-18 L9,-18 L0,-8 L-9,-18 L-4,-18 Z" />
      )}
    </Box>
  );
});
