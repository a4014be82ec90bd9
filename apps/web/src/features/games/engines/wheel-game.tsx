import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type RoundResult, WHEEL_SEGMENTS } from '@satsino/contract/games';
import { WHEEL_LAYOUT, WHEEL_SEGMENT_COUNTS, WHEEL_SIZE } from '@satsino/fairness/wheel';
import { useEffect, useRef, useState } from 'react';
import { useFeatureTranslation } from '../../../i18n/feature-texts/use-feature-translation';
import { gamesTexts } from '../games-texts';
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
import {
  addStake,
  NO_STAKES,
  pointAt,
  rotationFor,
  segmentPath,
  stakeTotal,
  undoStake,
  type WheelValue,
  wheelBestPayout,
  wheelBetsOf,
} from './wheel-geometry';

/** How long the wheel spins before it settles. */
const SPIN_MS = 3_200;
const RADIUS = 100;

/** One colour per value, from the theme's palette. */
const VALUE_COLORS: Record<WheelValue, (theme: Theme) => string> = {
  '1': (theme) => theme.vars.palette.grey[600],
  '2': (theme) => theme.vars.palette.info.dark,
  '5': (theme) => theme.vars.palette.secondary.dark,
  '10': (theme) => theme.vars.palette.success.dark,
  '20': (theme) => theme.vars.palette.warning.dark,
  '40': (theme) => theme.vars.palette.error.dark,
};

/** The money wheel: bets on values, one spin of the 54-segment wheel. */
export function WheelGame() {
  const { t } = useFeatureTranslation(gamesTexts);
  const host = useGameHost();
  const problemText = useBetProblemText();
  const resultText = useResultText();
  const reducedMotion = usePrefersReducedMotion();
  const { chips, chip, setChip } = useChipSelection(host.limits);
  const [stakes, setStakes] = useState(NO_STAKES);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [last, setLast] = useState<RoundResult>();
  const [recent, setRecent] = useState<RecentItem[]>([]);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const total = stakeTotal(stakes);
  const check = total === 0 ? undefined : checkBetMinor(total, host.limits, host.playableMinor);
  const tooHigh = total > 0 && wheelBestPayout(stakes) > host.session.limits.max_payout;
  const problem =
    check !== undefined && !check.ok
      ? problemText(check.problem)
      : tooHigh
        ? t('messages.payoutTooHigh')
        : undefined;
  const shownRound = spinning ? undefined : last;
  const landed = shownRound?.outcome.engine === 'wheel' ? shownRound.outcome : undefined;

  const spin = async () => {
    if (total === 0 || problem !== undefined || host.busy || spinning) return;
    const round = await host.play({
      bet: total,
      params: { engine: 'wheel', bets: wheelBetsOf(stakes) },
    });
    if (round === undefined || round.outcome.engine !== 'wheel') return;
    const { index, segment } = round.outcome;
    setLast(round);
    setRotation((current) => rotationFor(index, WHEEL_SIZE, current));
    setSpinning(true);
    timer.current = window.setTimeout(
      () => {
        setSpinning(false);
        setRecent((items) =>
          withRecent(items, { id: round.round_id, label: `${segment}×`, win: round.payout > 0 }),
        );
        host.announce(`${t('wheel.landed', { value: segment })}. ${resultText(round)}`);
      },
      reducedMotion ? 0 : SPIN_MS,
    );
  };

  const step = 360 / WHEEL_SIZE;

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
                  onClick={() => setStakes((current) => addStake(current, value, chip))}
                  aria-label={`${t('wheel.betOn', { value })}, ${t('wheel.pays', { value })}${amount === undefined ? '' : `: ${host.money(amount)}`}`}
                  data-testid={`wheel-bet-${value}`}
                  sx={(theme) => ({
                    position: 'relative',
                    flexDirection: 'column',
                    py: 1,
                    borderRadius: 1,
                    bgcolor: VALUE_COLORS[value](theme),
                    color: theme.vars.palette.common.white,
                    outline:
                      landed?.segment === value
                        ? `3px solid ${theme.vars.palette.primary.main}`
                        : 'none',
                  })}
                >
                  <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.1 }}>
                    {value}×
                  </Typography>
                  <Typography variant="caption">{WHEEL_SEGMENT_COUNTS[value]}/54</Typography>
                  {amount !== undefined && <PlacedChip amountMinor={amount} />}
                </ButtonBase>
              );
            })}
          </Box>
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
              width: { xs: 280, sm: 340, md: 420 },
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
            >
              <Box
                component="circle"
                r={103}
                sx={{ fill: (theme: Theme) => theme.vars.palette.primary.main }}
              />
              <Box
                component="g"
                sx={{
                  transform: `rotate(${rotation}deg)`,
                  transition: `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.16, 1)`,
                }}
              >
                {WHEEL_LAYOUT.map((value, index) => {
                  const label = pointAt((index + 0.5) * step, RADIUS * 0.82);
                  return (
                    // The layout is fixed: the position is the segment's identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <g key={index}>
                      <Box
                        component="path"
                        d={segmentPath(index, WHEEL_SIZE, RADIUS)}
                        sx={(theme: Theme) => ({
                          fill: VALUE_COLORS[value](theme),
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
                          fill: theme.vars.palette.common.white,
                          fontSize: 8,
                          fontWeight: 800,
                        })}
                      >
                        {value}
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
              <Box
                component="text"
                textAnchor="middle"
                dominantBaseline="central"
                sx={(theme: Theme) => ({
                  fill: theme.vars.palette.text.primary,
                  fontSize: 18,
                  fontWeight: 800,
                })}
                data-testid="wheel-result"
              >
                {landed === undefined ? '' : `${landed.segment}×`}
              </Box>
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
          <ResultLine round={shownRound} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}
