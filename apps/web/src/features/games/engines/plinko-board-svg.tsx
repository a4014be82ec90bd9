import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo, useEffect, useMemo, useRef } from 'react';
import {
  BUCKET_INK,
  ballFlight,
  bucketColour,
  bucketFontSize,
  PLINKO_VIEW,
  type PlinkoDirection,
  plinkoDropMs,
  plinkoLayout,
} from './plinko-board';

/** A ball on its way down: the round it belongs to and its path. */
export interface FallingBall {
  id: number;
  rows: number;
  path: readonly PlinkoDirection[];
}

/** The bucket the last ball landed in; `id` restarts its light for a ball in the same bucket. */
export interface LitBucket {
  slot: number;
  id: number;
}

/**
 * The board: the triangle of pins, the buckets with their multipliers, and the balls falling.
 * Its box has one size whatever the rows, so nothing below it moves when they change.
 */
export function PlinkoBoardSvg({
  rows,
  labels,
  balls,
  lit,
  label,
  onLanded,
}: {
  rows: number;
  /** Each bucket's multiplier as printed, slot 0 first. */
  labels: readonly string[];
  balls: readonly FallingBall[];
  lit: LitBucket | undefined;
  label: string;
  onLanded: (id: number) => void;
}) {
  const layout = useMemo(() => plinkoLayout(rows), [rows]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${PLINKO_VIEW.width} ${PLINKO_VIEW.height}`}
      role="img"
      aria-label={label}
      data-testid="plinko-board"
      data-rows={rows}
      data-balls={balls.length}
      sx={{ width: 1, height: 1, display: 'block', overflow: 'visible' }}
    >
      <Pins rows={rows} />
      {layout.buckets.map((bucket) => {
        const text = labels[bucket.slot] ?? '';
        const isLit = lit?.slot === bucket.slot;
        return (
          <Box
            component="g"
            // A new key per landing restarts the bucket's bounce.
            key={isLit ? `${bucket.slot}-${lit.id}` : bucket.slot}
            data-testid={`plinko-bucket-${bucket.slot}`}
            data-lit={isLit}
            sx={{
              transformBox: 'fill-box',
              transformOrigin: 'center',
              animation: isLit ? 'plinko-bucket-land 320ms ease-out' : 'none',
              '@keyframes plinko-bucket-land': {
                '0%': { transform: 'translateY(0)' },
                '40%': { transform: 'translateY(5px)' },
                '100%': { transform: 'translateY(0)' },
              },
            }}
          >
            <Box
              component="rect"
              x={bucket.x - bucket.width / 2}
              y={bucket.y - bucket.height / 2}
              width={bucket.width}
              height={bucket.height}
              rx={3}
              sx={(theme: Theme) => ({
                fill: bucketColour(bucket.slot, rows),
                stroke: isLit ? theme.vars.palette.common.white : 'none',
                strokeWidth: 2,
                filter: isLit ? 'brightness(1.15)' : 'none',
              })}
            />
            <text
              x={bucket.x}
              y={bucket.y}
              textAnchor="middle"
              dominantBaseline="central"
              fill={BUCKET_INK}
              fontSize={bucketFontSize(text, bucket.width)}
              fontWeight={800}
            >
              {text}
            </text>
          </Box>
        );
      })}
      {balls.map((ball) => (
        <Ball key={ball.id} ball={ball} onLanded={onLanded} />
      ))}
    </Box>
  );
}

/** The pins change only with the rows: drawn once per board, not on every ball. */
const Pins = memo(function Pins({ rows }: { rows: number }) {
  const { pins, pinRadius } = plinkoLayout(rows);
  return (
    <Box component="g" sx={(theme: Theme) => ({ fill: theme.vars.palette.text.primary })}>
      {pins.map((pin) => (
        <circle key={`${pin.row}:${pin.x}`} cx={pin.x} cy={pin.y} r={pinRadius} />
      ))}
    </Box>
  );
});

/**
 * One ball, animated by the browser along its path (the Web Animations API: no re-render per
 * frame, so many balls can fall at once). It says when it has landed.
 */
function Ball({ ball, onLanded }: { ball: FallingBall; onLanded: (id: number) => void }) {
  const element = useRef<SVGCircleElement>(null);
  const latestOnLanded = useRef(onLanded);
  latestOnLanded.current = onLanded;
  const { id, rows, path } = ball;
  const layout = useMemo(() => plinkoLayout(rows), [rows]);
  const flight = useMemo(() => ballFlight(layout, path), [layout, path]);

  useEffect(() => {
    const circle = element.current;
    if (circle === null) return;
    if (typeof circle.animate !== 'function') {
      latestOnLanded.current(id);
      return;
    }
    const animation = circle.animate(
      flight.map(({ x, y, offset, easing }) => ({
        transform: `translate(${x}px, ${y}px)`,
        offset,
        easing,
      })),
      { duration: plinkoDropMs(rows), fill: 'forwards' },
    );
    animation.onfinish = () => latestOnLanded.current(id);
    // A board that closes (or React's second effect run) stops the flight without a landing.
    return () => {
      animation.onfinish = null;
      animation.cancel();
    };
  }, [id, rows, flight]);

  const start = flight[0];
  return (
    <Box
      component="circle"
      ref={element}
      r={layout.ballRadius}
      transform={start === undefined ? undefined : `translate(${start.x} ${start.y})`}
      data-testid="plinko-ball"
      sx={(theme: Theme) => ({
        fill: theme.vars.palette.primary.main,
        stroke: theme.vars.palette.primary.light,
        strokeWidth: 1,
      })}
    />
  );
}
