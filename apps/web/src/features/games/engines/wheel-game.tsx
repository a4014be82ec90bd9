import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type RoundResult, WHEEL_SEGMENTS } from '@satsino/contract/games';
import {
  isWheelMultiplier,
  WHEEL_LAYOUT,
  WHEEL_SEGMENT_COUNTS,
  WHEEL_SIZE,
  type WheelSpin,
} from '@satsino/fairness/wheel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultCue, useGameSound } from '../../../ui/game-sound';
import { checkBetMinor } from '../host/bet-amount';
import { GameLayout, HostError, PlayButton, useBetProblemText } from '../host/bet-panel';
import { ChipActions, ChipSelector, PlacedChip } from '../host/chip-selector';
import { useChipSelection } from '../host/chips';
import { useGameHost } from '../host/game-host-context';
import {
  type RecentItem,
  RecentResults,
  ResultLine,
  usePrefersReducedMotion,
  useResultText,
  withRecent,
} from '../host/round-feedback';
import { WHEEL_STOP_FILL, wheelStopInk, wheelStopLabel } from './wheel-colors';
import {
  addStake,
  multiplierAfter,
  NO_STAKES,
  pointAt,
  rotationFor,
  type SpinTiming,
  segmentPath,
  spinsOf,
  spinTimeline,
  stakeTotal,
  undoStake,
  wheelBestPayout,
  wheelBetsOf,
} from './wheel-geometry';
import { WheelSpinTrail } from './wheel-spin-trail';

/**
 * How long the wheel turns: the first spin in full, a respin shorter, and a pause on each
 * multiplier so it can be read. Three spins, the most a round has, take 8.2 s.
 */
const TIMING: SpinTiming = { firstMs: 3_000, respinMs: 1_800, pauseMs: 800 };
const RADIUS = 100;

/** A round on its way to the screen: how many of its spins have landed, and whether it is over. */
interface ShownRound {
  round: RoundResult;
  spins: readonly WheelSpin[];
  landed: number;
  settled: boolean;
}

/** The money wheel: bets on values, spins until a value (multipliers spin again, up to three). */
export function WheelGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const problemText = useBetProblemText();
  const resultText = useResultText();
  const reducedMotion = usePrefersReducedMotion();
  const sound = useGameSound();
  const { chips, chip, setChip } = useChipSelection(host.limits);
  const [stakes, setStakes] = useState(NO_STAKES);
  const [rotation, setRotation] = useState(0);
  const [turnMs, setTurnMs] = useState(TIMING.firstMs);
  const [shown, setShown] = useState<ShownRound>();
  const [recent, setRecent] = useState<RecentItem[]>([]);
  const timers = useRef<number[]>([]);
  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  // A round still turning when the game closes must not set state afterwards.
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const total = stakeTotal(stakes);
  const check = total === 0 ? undefined : checkBetMinor(total, host.limits, host.playableMinor);
  const tooHigh = total > 0 && wheelBestPayout(stakes) > host.session.limits.max_payout;
  const problem =
    check !== undefined && !check.ok
      ? problemText(check.problem)
      : tooHigh
        ? t('messages.payoutTooHigh')
        : undefined;
  const spinning = shown !== undefined && !shown.settled;
  const settledRound = shown?.settled ? shown.round : undefined;
  const landed = settledRound?.outcome.engine === 'wheel' ? settledRound.outcome : undefined;
  // While the wheel turns on: the multiplier the landed spins have built so far.
  const building = shown === undefined ? 1 : multiplierAfter(shown.spins, shown.landed);
  const lastLanded = shown?.spins[shown.landed - 1];

  const settle = (round: RoundResult, spins: readonly WheelSpin[]) => {
    if (round.outcome.engine !== 'wheel') return;
    const { segment, multiplier = 1 } = round.outcome;
    setShown({ round, spins, landed: spins.length, settled: true });
    sound(resultCue(round.bet, round.payout));
    setRecent((items) =>
      withRecent(items, {
        id: round.round_id,
        label: segment === null ? '—' : multiplier > 1 ? `${segment} ×${multiplier}` : segment,
        // A void round only returned the stakes: not a win.
        win: segment !== null && round.payout > 0,
      }),
    );
    const stop =
      segment === null
        ? t('wheel.void')
        : multiplier > 1
          ? t('wheel.landedMultiplied', { value: segment, multiplier })
          : t('wheel.landed', { value: segment });
    host.announce(`${stop}. ${resultText(round)}`);
  };

  const spin = async () => {
    if (total === 0 || problem !== undefined || host.busy || spinning) return;
    const round = await host.play({
      bet: total,
      params: { engine: 'wheel', bets: wheelBetsOf(stakes) },
    });
    if (round === undefined || round.outcome.engine !== 'wheel') return;
    const spins = spinsOf(round.outcome);
    clearTimers();
    if (reducedMotion) {
      // No turning: the wheel shows the deciding stop at once, and the trail tells the spins.
      const last = spins[spins.length - 1];
      if (last !== undefined)
        setRotation((current) => rotationFor(last.index, WHEEL_SIZE, current));
      settle(round, spins);
      return;
    }
    setShown({ round, spins, landed: 0, settled: false });
    spinTimeline(spins.length, TIMING).forEach(({ startMs, landMs }, position) => {
      const spinOf = spins[position] as WheelSpin;
      const start = () => {
        sound('spin');
        setTurnMs(position === 0 ? TIMING.firstMs : TIMING.respinMs);
        setRotation((current) =>
          rotationFor(spinOf.index, WHEEL_SIZE, current, position === 0 ? 4 : 2),
        );
      };
      if (startMs === 0) start();
      else timers.current.push(window.setTimeout(start, startMs));
      timers.current.push(
        window.setTimeout(() => {
          if (position === spins.length - 1) {
            settle(round, spins);
            return;
          }
          setShown((current) => current && { ...current, landed: position + 1 });
          sound('tick');
          if (isWheelMultiplier(spinOf.stop)) {
            host.announce(t('wheel.respin', { multiplier: multiplierAfter(spins, position + 1) }));
          }
        }, landMs),
      );
    });
  };

  const step = 360 / WHEEL_SIZE;
  const respinning = spinning && lastLanded !== undefined && isWheelMultiplier(lastLanded.stop);

  return (
    <GameLayout
      controls={
        <>
          <ChipSelector values={chips} value={chip} onChange={setChip} />
          <Box
            role="group"
            aria-label={t('wheel.wheel')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            {WHEEL_SEGMENTS.map((value) => {
              const amount = stakes.amounts[value];
              return (
                <ButtonBase
                  key={value}
                  focusRipple
                  disabled={host.busy || spinning}
                  onClick={() => {
                    sound('bet');
                    setStakes((current) => addStake(current, value, chip));
                  }}
                  aria-label={`${t('wheel.betOn', { value })}, ${t('wheel.pays', { value })}${amount === undefined ? '' : `: ${host.money(amount)}`}`}
                  data-testid={`wheel-bet-${value}`}
                  sx={(theme) => ({
                    position: 'relative',
                    flexDirection: 'column',
                    py: 1,
                    borderRadius: 1,
                    bgcolor: WHEEL_STOP_FILL[value](theme),
                    color: theme.vars.palette.common.white,
                    outline:
                      landed?.segment === value
                        ? `3px solid ${theme.vars.palette.primary.main}`
                        : 'none',
                  })}
                >
                  <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.1 }}>
                    {value}
                  </Typography>
                  {/* What it pays, then its share of the wheel (its odds). */}
                  <Typography
                    variant="caption"
                    sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, lineHeight: 1.3 }}
                  >
                    {value}:1
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{ fontVariantNumeric: 'tabular-nums', opacity: 0.85, lineHeight: 1.3 }}
                  >
                    {WHEEL_SEGMENT_COUNTS[value]}/{WHEEL_SIZE}
                  </Typography>
                  {amount !== undefined && <PlacedChip amountMinor={amount} />}
                </ButtonBase>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('wheel.multiplierHint')}
          </Typography>
          <ChipActions
            totalMinor={total}
            onUndo={() => setStakes(undoStake)}
            onClear={() => setStakes(NO_STAKES)}
            disabled={host.busy || spinning}
          />
          {problem !== undefined && (
            <Typography variant="body2" color="error.main" role="alert">
              {problem}
            </Typography>
          )}
          <PlayButton
            label={t('wheel.spin')}
            onPlay={spin}
            disabled={total === 0 || problem !== undefined || spinning}
          />
          <HostError />
        </>
      }
      board={
        <>
          <Box
            sx={{
              position: 'relative',
              width: { xs: 300, sm: 360, md: 440 },
              maxWidth: 1,
              aspectRatio: '1',
            }}
          >
            <Box
              component="svg"
              viewBox="-104 -104 208 208"
              role="img"
              aria-label={t('wheel.wheel')}
              sx={{ width: 1, height: 1, display: 'block' }}
              data-testid="money-wheel"
              data-rotation={rotation}
              data-spinning={spinning}
            >
              <Box
                component="circle"
                r={103}
                sx={{ fill: (theme: Theme) => theme.vars.palette.primary.main }}
              />
              <Box
                component="g"
                sx={{
                  transition: reducedMotion
                    ? 'none'
                    : `transform ${turnMs}ms cubic-bezier(0.12, 0.7, 0.16, 1)`,
                }}
                // Inline: every spin ends at a new angle, and a class per angle would stay in the
                // page's style sheet for as long as the player spins.
                style={{ transform: `rotate(${rotation}deg)` }}
              >
                {WHEEL_LAYOUT.map((stop, index) => {
                  const label = pointAt((index + 0.5) * step, RADIUS * 0.82);
                  const multiplier = isWheelMultiplier(stop);
                  return (
                    // The layout is fixed: the position is the segment's identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <g key={index} data-stop={stop}>
                      <Box
                        component="path"
                        d={segmentPath(index, WHEEL_SIZE, RADIUS)}
                        sx={(theme: Theme) => ({
                          fill: WHEEL_STOP_FILL[stop](theme),
                          stroke: theme.vars.palette.background.default,
                          strokeWidth: 0.6,
                        })}
                      />
                      <Box
                        component="text"
                        x={label.x}
                        y={label.y}
                        transform={`rotate(${(index + 0.5) * step} ${label.x} ${label.y})`}
                        textAnchor="middle"
                        dominantBaseline="central"
                        sx={(theme: Theme) => ({
                          fill: wheelStopInk(stop, theme),
                          fontSize: multiplier ? 8.5 : 8,
                          fontWeight: 900,
                        })}
                      >
                        {wheelStopLabel(stop)}
                      </Box>
                    </g>
                  );
                })}
              </Box>
              <Box
                component="circle"
                r={30}
                sx={(theme: Theme) => ({ fill: theme.vars.palette.background.paper })}
              />
              <WheelHub
                value={landed === undefined ? undefined : (landed.segment ?? '—')}
                multiplier={
                  landed === undefined
                    ? building
                    : // A void round multiplied nothing.
                      landed.segment === null
                      ? 1
                      : (landed.multiplier ?? 1)
                }
              />
            </Box>
            {/* The pointer, fixed at the top. */}
            <Box
              aria-hidden
              component="svg"
              viewBox="0 0 20 24"
              sx={{
                position: 'absolute',
                top: -6,
                left: '50%',
                transform: 'translateX(-50%)',
                width: 24,
                height: 28,
              }}
            >
              <Box
                component="path"
                d="M0 0H20L10 24Z"
                sx={(theme: Theme) => ({
                  fill: theme.vars.palette.text.primary,
                  stroke: theme.vars.palette.background.default,
                  strokeWidth: 1.5,
                })}
              />
            </Box>
          </Box>
          <Box sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>
            {respinning ? (
              <Typography
                sx={{ fontWeight: 800, color: 'primary.main' }}
                data-testid="wheel-respin"
              >
                {t('wheel.respin', { multiplier: building })}
              </Typography>
            ) : (
              shown?.settled && shown.spins.length > 1 && <WheelSpinTrail spins={shown.spins} />
            )}
          </Box>
          {landed?.segment === null && (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('wheel.void')}
            </Typography>
          )}
          <ResultLine round={settledRound} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}

/** The wheel's centre: the deciding value once the round is over, and the multiplier it carried. */
function WheelHub({ value, multiplier }: { value: string | undefined; multiplier: number }) {
  return (
    <>
      <Box
        component="text"
        textAnchor="middle"
        dominantBaseline="central"
        y={multiplier > 1 && value !== undefined ? -6 : 0}
        sx={(theme: Theme) => ({
          fill: theme.vars.palette.text.primary,
          fontSize: 18,
          fontWeight: 800,
        })}
        data-testid="wheel-result"
      >
        {value ?? ''}
      </Box>
      {multiplier > 1 && (
        <Box
          component="text"
          textAnchor="middle"
          dominantBaseline="central"
          y={value === undefined ? 0 : 11}
          sx={(theme: Theme) => ({
            fill: theme.vars.palette.primary.main,
            fontSize: value === undefined ? 16 : 11,
            fontWeight: 900,
          })}
          data-testid="wheel-multiplier"
        >
          ×{multiplier}
        </Box>
      )}
    </>
  );
}
