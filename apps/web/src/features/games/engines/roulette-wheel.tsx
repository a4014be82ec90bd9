import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { colorOf } from './roulette-bets';
import { POCKET_DEGREES, type SpinAngles, WHEEL_POCKETS } from './roulette-wheel-geometry';

/** How long a spin runs (the result is shown when it ends; at once under reduced motion). */
export const SPIN_MS = 4_200;

const POCKET_FILL = { red: '#b71c1c', black: '#1b1b1b', green: '#1b7a3a' } as const;
/** Radii in the wheel's own units (it is drawn in a 200 × 200 box around its centre). */
const RIM = 100;
const NUMBERS_OUTER = 90;
const NUMBERS_INNER = 72;
const POCKETS_INNER = 60;
const CONE = 44;
const BALL_TRACK = 95;
const BALL_POCKET = 66;

/** One wedge of a ring, centred on `angle` (degrees clockwise from the top). */
function wedge(angle: number, outer: number, inner: number): string {
  const half = POCKET_DEGREES / 2;
  const point = (degrees: number, radius: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(radius * Math.cos(radians)).toFixed(3)} ${(radius * Math.sin(radians)).toFixed(3)}`;
  };
  return [
    `M ${point(angle - half, outer)}`,
    `A ${outer} ${outer} 0 0 1 ${point(angle + half, outer)}`,
    `L ${point(angle + half, inner)}`,
    `A ${inner} ${inner} 0 0 0 ${point(angle - half, inner)}`,
    'Z',
  ].join(' ');
}

/**
 * The European wheel, drawn in SVG: 37 pockets in the real order and colours, a ball that runs
 * against the wheel's turn and drops into the pocket the server drew (`angles` come from
 * `spinTo`). `spinId` restarts the ball's drop for each spin. Under reduced motion nothing turns:
 * the wheel and the ball are drawn where the spin ends.
 */
export function RouletteWheel({
  angles,
  spinId,
  spinning,
  result,
}: {
  angles: SpinAngles;
  spinId: number | undefined;
  spinning: boolean;
  /** The number shown in the hub once the ball has landed. */
  result: number | undefined;
}) {
  const { t } = useTranslation('games');
  const shown = spinning ? undefined : result;
  const turning = {
    transformBox: 'fill-box',
    transformOrigin: 'center',
    transition: `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.55, 0.18, 1)`,
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
  return (
    <Box
      component="svg"
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={
        result === undefined
          ? t('roulette.wheel')
          : `${t('roulette.wheel')}: ${t('roulette.number', { number: result })}`
      }
      data-testid="roulette-wheel"
      data-spinning={spinning ? 'true' : 'false'}
      sx={{ width: { xs: 168, md: 232 }, height: { xs: 168, md: 232 }, flexShrink: 0 }}
    >
      <defs>
        <radialGradient id="roulette-rim" cx="50%" cy="50%" r="50%">
          <stop offset="80%" stopColor="#6d3b12" />
          <stop offset="100%" stopColor="#3e2008" />
        </radialGradient>
        <radialGradient id="roulette-cone" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#c8a45a" />
          <stop offset="100%" stopColor="#6b4a16" />
        </radialGradient>
      </defs>
      <circle r={RIM} fill="url(#roulette-rim)" />
      <Box
        component="g"
        data-testid="roulette-wheel-rotor"
        style={{ transform: `rotate(${angles.wheel}deg)` }}
        sx={turning}
      >
        {WHEEL_POCKETS.map((number, index) => {
          const angle = index * POCKET_DEGREES;
          const fill = POCKET_FILL[colorOf(number)];
          return (
            <g key={number} data-testid={`roulette-pocket-${number}`} data-angle={angle}>
              <path
                d={wedge(angle, NUMBERS_OUTER, NUMBERS_INNER)}
                fill={fill}
                stroke="#d4af37"
                strokeWidth={0.6}
              />
              <path
                d={wedge(angle, NUMBERS_INNER, POCKETS_INNER)}
                fill={fill}
                opacity={0.75}
                stroke="#d4af37"
                strokeWidth={0.6}
              />
              <text
                x={0}
                y={-(NUMBERS_OUTER + NUMBERS_INNER) / 2}
                transform={`rotate(${angle})`}
                textAnchor="middle"
                dominantBaseline="central"
                fill="#fff"
                fontSize={8}
                fontWeight={700}
              >
                {number}
              </text>
            </g>
          );
        })}
        <circle r={POCKETS_INNER} fill="url(#roulette-cone)" />
        {[0, 90, 180, 270].map((angle) => (
          <rect
            key={angle}
            x={-2}
            y={-CONE + 4}
            width={4}
            height={CONE - 12}
            rx={2}
            fill="#e6c77a"
            transform={`rotate(${angle + 45})`}
          />
        ))}
      </Box>
      {/* The hub: the landed number on its pocket's colour, once the ball is in. */}
      <circle
        r={CONE - 14}
        fill={shown === undefined ? '#2b1a08' : POCKET_FILL[colorOf(shown)]}
        stroke="#d4af37"
        strokeWidth={1.5}
      />
      <text
        y={1}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={22}
        fontWeight={800}
        fill={shown === undefined ? '#bdbdbd' : '#fff'}
        data-testid="roulette-result"
      >
        {shown ?? '–'}
      </text>
      <Box
        component="g"
        data-testid="roulette-ball-orbit"
        style={{ transform: `rotate(${angles.ball}deg)` }}
        sx={turning}
      >
        {/* An invisible full circle: the orbit's box is centred on the wheel, so it turns about it. */}
        <circle r={RIM} fill="none" stroke="none" />
        <Box
          component="g"
          key={spinId}
          sx={{
            transform: `translateY(-${BALL_POCKET}px)`,
            ...(spinId !== undefined
              ? {
                  animation: `roulette-ball-drop ${SPIN_MS}ms ease-in both`,
                  '@keyframes roulette-ball-drop': {
                    '0%': { transform: `translateY(-${BALL_POCKET}px)` },
                    '6%': { transform: `translateY(-${BALL_TRACK}px)` },
                    '62%': { transform: `translateY(-${BALL_TRACK}px)` },
                    '82%': { transform: `translateY(-${BALL_POCKET + 6}px)` },
                    '100%': { transform: `translateY(-${BALL_POCKET}px)` },
                  },
                }
              : {}),
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <circle
            r={4.2}
            fill="#fafafa"
            stroke="#9e9e9e"
            strokeWidth={0.8}
            data-testid="roulette-ball"
          />
        </Box>
      </Box>
    </Box>
  );
}
