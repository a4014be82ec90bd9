import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CrashRound, CrashTable } from '@satsino/contract/crash';
import { multiplierX100AtMs } from '@satsino/fairness/crash';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { formatMultiplier } from '../crash-format';
import { roundCue, useCueOnChange } from '../crash-sounds';
import { multiplierPlace } from './multiplier-placement';
import { CrashSceneBackdrop, CrashSceneSprite } from './scene/crash-scene';

const WIDTH = 400;
const HEIGHT = 220;
const PAD = 28;
/** The axes start at 8 s and 2×, and grow with the round. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP_X100 = 200;
const CURVE_POINTS = 64;
/** With reduced motion the picture changes in calm steps rather than every frame. */
const REDUCED_MOTION_STEP_MS = 500;
/** The live region speaks at most this often. */
const ANNOUNCE_EVERY_MS = 2_000;

export interface CrashView {
  phase: 'waiting' | 'betting' | 'running' | 'crashed';
  /** Milliseconds since the start (running) or from start to crash (crashed). */
  elapsedMs: number;
  multiplierX100: number;
  bettingLeftMs: number;
}

/** What the round looks like at `nowMs` (server clock). */
export function crashView(round: CrashRound | null, nowMs: number, growthPerMs: number): CrashView {
  if (!round) return { phase: 'waiting', elapsedMs: 0, multiplierX100: 100, bettingLeftMs: 0 };
  const startedAt = round.started_at ? Date.parse(round.started_at) : undefined;
  if (round.status === 'crashed') {
    const crashedAt = round.crashed_at ? Date.parse(round.crashed_at) : nowMs;
    return {
      phase: 'crashed',
      elapsedMs: startedAt === undefined ? 0 : Math.max(0, crashedAt - startedAt),
      multiplierX100: round.crash_point_x100 ?? 100,
      bettingLeftMs: 0,
    };
  }
  if (round.status === 'running' && startedAt !== undefined) {
    const elapsedMs = Math.max(0, nowMs - startedAt);
    return {
      phase: 'running',
      elapsedMs,
      multiplierX100: multiplierX100AtMs(elapsedMs, growthPerMs),
      bettingLeftMs: 0,
    };
  }
  return {
    phase: 'betting',
    elapsedMs: 0,
    multiplierX100: 100,
    bettingLeftMs: Math.max(0, Date.parse(round.betting_ends_at) - nowMs),
  };
}

/** The server's time now, re-read every frame (or every half second with reduced motion). */
export function useServerNow(offsetMs: RefObject<number>, active: boolean): number {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [now, setNow] = useState(() => Date.now() + offsetMs.current);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now() + offsetMs.current);
    if (reducedMotion) {
      timer = setInterval(tick, REDUCED_MOTION_STEP_MS);
    } else {
      const loop = () => {
        tick();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [active, reducedMotion, offsetMs]);
  return now;
}

interface CurveShape {
  line: string;
  area: string;
  /** Where the curve is now, in the graph's own units, and how steeply it climbs there. */
  tip: { x: number; y: number; angleDeg: number };
}

function curvePath(view: CrashView, growthPerMs: number): CurveShape {
  const spanMs = Math.max(MIN_SPAN_MS, view.elapsedMs * 1.15);
  const topX100 = Math.max(MIN_TOP_X100, view.multiplierX100 * 1.15);
  const x = (ms: number) => PAD + (ms / spanMs) * (WIDTH - PAD * 1.5);
  const y = (x100: number) =>
    HEIGHT - PAD - ((x100 - 100) / (topX100 - 100)) * (HEIGHT - PAD * 1.8);
  const points: string[] = [];
  for (let index = 0; index <= CURVE_POINTS; index += 1) {
    const ms = (view.elapsedMs * index) / CURVE_POINTS;
    const value = Math.min(100 * Math.exp(growthPerMs * ms), view.multiplierX100);
    points.push(`${x(ms).toFixed(1)},${y(value).toFixed(1)}`);
  }
  const line = `M${points.join(' L')}`;
  const area = `${line} L${x(view.elapsedMs).toFixed(1)},${HEIGHT - PAD} L${PAD},${HEIGHT - PAD} Z`;
  // The climb over the last stretch of the curve; a flat start reads as level flight.
  const endMs = view.elapsedMs;
  const beforeMs = Math.max(0, endMs - spanMs / 12);
  const valueAt = (ms: number) => Math.min(100 * Math.exp(growthPerMs * ms), view.multiplierX100);
  const rise = y(valueAt(beforeMs)) - y(valueAt(endMs));
  const run = Math.max(1e-6, x(endMs) - x(beforeMs));
  const angleDeg = endMs > 0 ? Math.min(60, (Math.atan2(rise, run) * 180) / Math.PI) : 0;
  return { line, area, tip: { x: x(endMs), y: y(valueAt(endMs)), angleDeg } };
}

/**
 * The round's curve (SVG) with the multiplier over it, a countdown while betting is open, and a
 * live region that tells screen readers the phase and, now and then, the multiplier.
 */
export function CrashGraph({
  table,
  round,
  offsetMs,
  growthPerMs,
  bettingMs,
  accent,
}: {
  table: CrashTable;
  round: CrashRound | null;
  offsetMs: RefObject<number>;
  growthPerMs: number;
  bettingMs: number;
  accent: 'primary' | 'success' | 'info';
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const animating = round?.status === 'running' || round?.status === 'betting';
  const now = useServerNow(offsetMs, animating);
  // Read at the first render, so a reduced-motion viewer never sees the loops start.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const view = crashView(round, now, growthPerMs);
  // Take-off and the crash, for everyone watching (with sound on).
  useCueOnChange(round ? `${round.id}:${round.status}` : undefined, roundCue(round?.status));
  const multiplier = formatMultiplier(view.multiplierX100, locale);
  const { line, area, tip } = curvePath(view, growthPerMs);
  const scene = { phase: view.phase, elapsedMs: view.elapsedMs, still };
  const tipLeft = (tip.x / WIDTH) * 100;
  const tipTop = (tip.y / HEIGHT) * 100;
  // A round that crashes near the graph's middle would burst over the multiplier: it moves to a
  // corner the burst leaves free. By a transform, so nothing around it moves (no layout shift).
  const place = view.phase === 'crashed' ? multiplierPlace(tipLeft, tipTop) : { x: 50, y: 50 };
  const seconds = Math.ceil(view.bettingLeftMs / 1000);

  // Spoken text changes in coarse steps, so the live region is not flooded.
  const announcement =
    view.phase === 'betting'
      ? t('live.betting')
      : view.phase === 'running'
        ? t('live.running', {
            multiplier: formatMultiplier(
              multiplierX100AtMs(
                Math.floor(view.elapsedMs / ANNOUNCE_EVERY_MS) * ANNOUNCE_EVERY_MS,
                growthPerMs,
              ),
              locale,
            ),
          })
        : view.phase === 'crashed'
          ? t('live.crashed', { multiplier })
          : t('phase.waiting');

  let label: string;
  switch (view.phase) {
    case 'betting':
      label = t('phase.betting', { seconds });
      break;
    case 'running':
      label = t('phase.running');
      break;
    case 'crashed':
      label = t('phase.crashed', { multiplier });
      break;
    default:
      label = t('phase.waiting');
  }

  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
      data-testid="crash-graph"
      data-phase={view.phase}
      // Which round is drawn, for a verifier (or a test) to match the page with the API.
      data-round-id={round?.id}
    >
      <CrashSceneBackdrop table={table} {...scene} />
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('graph.label')}
        // Positioned, so the curve paints over the scene's backdrop.
        sx={{ position: 'relative', display: 'block', width: '100%', height: { xs: 220, md: 320 } }}
        preserveAspectRatio="none"
      >
        <Box
          component="line"
          x1={PAD}
          y1={HEIGHT - PAD}
          x2={WIDTH - PAD / 2}
          y2={HEIGHT - PAD}
          sx={{ stroke: 'currentColor', color: 'divider', strokeWidth: 1 }}
        />
        <Box
          component="line"
          x1={PAD}
          y1={PAD / 2}
          x2={PAD}
          y2={HEIGHT - PAD}
          sx={{ stroke: 'currentColor', color: 'divider', strokeWidth: 1 }}
        />
        {view.phase !== 'betting' && view.phase !== 'waiting' && (
          <>
            <Box
              component="path"
              d={area}
              sx={{
                fill: 'currentColor',
                color: view.phase === 'crashed' ? 'error.main' : `${accent}.main`,
                opacity: 0.15,
              }}
            />
            {table === 'crashsw' && (
              // The astronaut's tether runs from the start to the tip; the crash snaps it halfway.
              <Box
                component="line"
                x1={PAD}
                y1={HEIGHT - PAD}
                x2={view.phase === 'crashed' ? (PAD + tip.x) / 2 : tip.x}
                y2={view.phase === 'crashed' ? (HEIGHT - PAD + tip.y) / 2 : tip.y}
                sx={{
                  stroke: 'currentColor',
                  color: 'text.secondary',
                  strokeWidth: 1.5,
                  strokeDasharray: '4 3',
                  vectorEffect: 'non-scaling-stroke',
                }}
              />
            )}
            <Box
              component="path"
              d={line}
              sx={{
                fill: 'none',
                stroke: 'currentColor',
                color: view.phase === 'crashed' ? 'error.main' : `${accent}.main`,
                strokeWidth: 3,
                strokeLinecap: 'round',
                vectorEffect: 'non-scaling-stroke',
              }}
            />
          </>
        )}
      </Box>
      {view.phase !== 'waiting' && (
        <CrashSceneSprite
          table={table}
          left={tipLeft}
          top={tipTop}
          angleDeg={tip.angleDeg}
          {...scene}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
          px: 2,
          transition: still ? 'none' : 'transform 250ms ease-out',
        }}
        // Inline, as every place is a new value: a class per place would stay in the style sheet.
        style={{ transform: `translate(${place.x - 50}%, ${place.y - 50}%)` }}
        data-testid="crash-multiplier-place"
        data-place={`${place.x},${place.y}`}
      >
        <Typography
          aria-hidden
          data-testid="crash-multiplier"
          sx={{
            typography: { xs: 'h3', md: 'h2' },
            fontVariantNumeric: 'tabular-nums',
            color:
              view.phase === 'crashed'
                ? 'error.main'
                : view.phase === 'running'
                  ? `${accent}.main`
                  : 'text.secondary',
          }}
        >
          {`${multiplier}×`}
        </Typography>
        <Typography aria-hidden color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
          {label}
        </Typography>
      </Box>
      {view.phase === 'betting' && (
        <LinearProgress
          variant="determinate"
          color={accent}
          value={Math.min(100, (view.bettingLeftMs / Math.max(1, bettingMs)) * 100)}
          aria-hidden
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
        />
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
