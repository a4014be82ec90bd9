import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type RoundResult,
} from '@satsino/contract/games';
import { plinkoMaxPayout, plinkoTable } from '@satsino/fairness/plinko';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { resultCue, useGameSound } from '../../../ui/game-sound';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { AutoPlay } from '../host/auto-play';
import { BetAmountField, GameLayout, HostError, PlayButton, useBetAmount } from '../host/bet-panel';
import { useGameHost } from '../host/game-host-context';
import {
  type RecentItem,
  RecentResults,
  ResultLine,
  useMultiplierText,
  usePrefersReducedMotion,
  useResultText,
  withRecent,
} from '../host/round-feedback';
import { PLINKO_VIEW, pinHitTimesMs } from './plinko-board';
import { type FallingBall, type LitBucket, PlinkoBoardSvg } from './plinko-board-svg';

type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Most balls falling at once: a player dropping fast waits for one to land (STYLE §11). */
export const PLINKO_MAX_BALLS = 12;

const ROW_CHOICES = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);

/**
 * Plinko, as on Stake: a ball per bet falls through the rows of pins into a bucket whose
 * multiplier it pays. Each drop is its own round; several balls may fall at once, each on the
 * path the server drew for it, and a round's result shows when its ball lands.
 */
export function PlinkoGame() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const reducedMotion = usePrefersReducedMotion();
  const sound = useGameSound();
  const [rows, setRows] = useState(PLINKO_MAX_ROWS);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  /** The rounds whose balls are still falling, in the order they were dropped. */
  const [falling, setFalling] = useState<RoundResult[]>([]);
  const [landed, setLanded] = useState<RoundResult>();
  const [lit, setLit] = useState<LitBucket>();
  const [recent, setRecent] = useState<RecentItem[]>([]);

  const labels = useMemo(
    () =>
      plinkoTable({ rows, risk }).map((multiplierX100) =>
        formatNumber(multiplierX100 / 100, locale, {
          maximumFractionDigits: 2,
          useGrouping: false,
        }),
      ),
    [rows, risk, locale],
  );
  const tooHigh =
    bet.check.ok &&
    plinkoMaxPayout(bet.check.amountMinor, { rows, risk }) > host.session.limits.max_payout;
  const full = falling.length >= PLINKO_MAX_BALLS;
  // The board's rows and risk stay while a ball falls: its path belongs to that board.
  const boardLocked = falling.length > 0 || host.busy;

  const land = (round: RoundResult) => {
    if (round.outcome.engine !== 'plinko') return;
    const { slot, multiplier } = round.outcome;
    setLanded(round);
    sound(resultCue(round.bet, round.payout));
    setLit({ slot, id: round.round_id });
    setRecent((items) =>
      withRecent(items, {
        id: round.round_id,
        label: multiplierText(multiplier),
        win: round.payout > round.bet,
      }),
    );
    host.announce(
      `${t('plinko.landed', { multiplier: multiplierText(multiplier) })}. ${resultText(round)}`,
    );
  };
  // The balls call back by round id; the latest `land` sees the latest texts.
  const latestLand = useRef(land);
  latestLand.current = land;
  const fallingRef = useRef(falling);
  fallingRef.current = falling;
  const onLanded = useCallback((id: number) => {
    const round = fallingRef.current.find((candidate) => candidate.round_id === id);
    if (round === undefined) return;
    // Out of the list at once, so that a second call for the same ball lands nothing.
    fallingRef.current = fallingRef.current.filter((ball) => ball !== round);
    setFalling((balls) => balls.filter((ball) => ball.round_id !== id));
    latestLand.current(round);
  }, []);

  const drop = async () => {
    if (!bet.check.ok || tooHigh || full || host.busy) return undefined;
    sound('bet');
    const round = await host.play({
      bet: bet.check.amountMinor,
      params: { engine: 'plinko', rows, risk },
    });
    if (round === undefined || round.outcome.engine !== 'plinko') return round;
    if (reducedMotion) land(round);
    else {
      setFalling((balls) => [...balls, round]);
      // A tick as the ball touches each row's pin.
      for (const atMs of pinHitTimesMs(round.outcome.rows)) sound('tick', atMs);
    }
    return round;
  };

  const balls: FallingBall[] = falling.flatMap((round) =>
    round.outcome.engine === 'plinko'
      ? [{ id: round.round_id, rows: round.outcome.rows, path: round.outcome.path }]
      : [],
  );
  const cannotDrop = !bet.check.ok || tooHigh || full;

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy} />
          <Box>
            <Typography variant="caption" color="text.secondary" id="plinko-risk">
              {t('plinko.risk')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={risk}
              disabled={boardLocked}
              aria-labelledby="plinko-risk"
              onChange={(_, value: PlinkoRisk | null) => {
                if (value === null) return;
                setRisk(value);
                setLit(undefined);
              }}
            >
              {PLINKO_RISKS.map((option) => (
                <ToggleButton key={option} value={option} data-testid={`plinko-risk-${option}`}>
                  {t(`plinko.risk_${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <TextField
            select
            size="small"
            label={t('plinko.rows')}
            value={rows}
            disabled={boardLocked}
            onChange={(event) => {
              setRows(Number.parseInt(event.target.value, 10));
              // The lit bucket was the old board's.
              setLit(undefined);
            }}
            slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
            data-testid="plinko-rows"
          >
            {ROW_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
          {tooHigh && (
            <Typography variant="body2" color="error.main" role="alert">
              {t('messages.payoutTooHigh')}
            </Typography>
          )}
          <PlayButton label={t('plinko.drop')} onPlay={drop} disabled={cannotDrop} />
          <AutoPlay playOnce={drop} disabled={cannotDrop} />
          <HostError />
        </>
      }
      board={
        <>
          <Box
            sx={{
              width: 1,
              maxWidth: 640,
              aspectRatio: `${PLINKO_VIEW.width} / ${PLINKO_VIEW.height}`,
            }}
          >
            <PlinkoBoardSvg
              rows={rows}
              labels={labels}
              balls={balls}
              lit={lit}
              label={t('plinko.board', { rows, risk: t(`plinko.risk_${risk}`) })}
              onLanded={onLanded}
            />
          </Box>
          {/* The buckets are drawn; a screen reader hears them as a list. */}
          <Box component="p" sx={visuallyHidden}>
            {t('plinko.multipliers', { list: labels.map((label) => `${label}×`).join(', ') })}
          </Box>
          {/*
           * The result line's text is taller than its empty placeholder: the room is kept. Each
           * ball's result is a new line (keyed by its round) rather than new text in the old one,
           * whose re-centred text would count as a layout shift while other balls still fall.
           */}
          <ResultLine key={landed?.round_id} round={landed} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}
