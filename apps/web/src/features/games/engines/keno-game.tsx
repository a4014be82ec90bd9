import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_RISKS, type RoundResult } from '@satsino/contract/games';
import { kenoMaxPayout } from '@satsino/fairness/keno';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultCue, useGameSound } from '../../../ui/game-sound';
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
import { KenoPaytableRow } from './keno-paytable-row';
import {
  autoPickCount,
  cryptoRandomBelow,
  drawShown,
  KENO_BOARD,
  type KenoRisk,
  kenoTileState,
  randomPicks,
  togglePick,
} from './keno-picks';
import { KenoTile } from './keno-tile';

/** The drawn numbers come out one by one, this far apart: the ten in 1.1 s. */
const DRAW_STEP_MS = 110;
/** What a round that is not a Keno round draws and picks: nothing (never met; for the types). */
const NO_DRAW = { drawn: [] as readonly number[], picks: [] as readonly number[] };

/** A round's draw on its way to the board: how many of its ten numbers are out. */
interface ShownDraw {
  round: RoundResult;
  revealed: number;
}

/**
 * Keno, as on Stake: the player picks 1 to 10 of the numbers 1 … 40, the round draws ten, and the
 * hits pay by the paytable of the risk chosen. The picks stay for the next round.
 */
export function KenoGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const reducedMotion = usePrefersReducedMotion();
  const sound = useGameSound();
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [picks, setPicks] = useState<number[]>([]);
  const [shown, setShown] = useState<ShownDraw>();
  const [last, setLast] = useState<RoundResult>();
  const [recent, setRecent] = useState<RecentItem[]>([]);
  const timers = useRef<number[]>([]);
  /** Ends the wait of a draw still coming out (auto-play waits for each draw to finish). */
  const finishDraw = useRef<() => void>(undefined);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      finishDraw.current?.();
    },
    [],
  );

  const outcome = shown?.round.outcome.engine === 'keno' ? shown.round.outcome : undefined;
  const draw =
    shown === undefined || outcome === undefined
      ? undefined
      : drawShown(outcome.drawn, shown.revealed, outcome.picks);
  const drawing = draw !== undefined && !draw.over;
  const pickSet = new Set(picks);
  const tooHigh =
    bet.check.ok &&
    picks.length > 0 &&
    kenoMaxPayout(bet.check.amountMinor, { risk, picks }) > host.session.limits.max_payout;
  const cannotPlay = !bet.check.ok || picks.length === 0 || tooHigh || drawing;
  const locked = drawing || host.busy;

  /** A new choice of numbers or risk clears the last draw from the board (its result stays). */
  const choose = (next: number[]) => {
    setPicks(next);
    setShown(undefined);
  };

  const revealDraw = (round: RoundResult) =>
    new Promise<void>((resolve) => {
      timers.current = [];
      if (reducedMotion) {
        setShown({ round, revealed: KENO_DRAWN });
        resolve();
        return;
      }
      setShown({ round, revealed: 0 });
      finishDraw.current = resolve;
      const { drawn, picks: played } = round.outcome.engine === 'keno' ? round.outcome : NO_DRAW;
      for (let step = 1; step <= KENO_DRAWN; step += 1) {
        const number = drawn[step - 1];
        timers.current.push(
          window.setTimeout(() => {
            // A picked number drawn rings; any other just ticks.
            sound(number !== undefined && played.includes(number) ? 'reveal' : 'tick');
            setShown((current) =>
              current?.round === round ? { ...current, revealed: step } : current,
            );
            if (step === KENO_DRAWN) {
              finishDraw.current = undefined;
              resolve();
            }
          }, step * DRAW_STEP_MS),
        );
      }
    });

  const settle = (round: RoundResult) => {
    if (round.outcome.engine !== 'keno') return;
    const { hits, picks: played, drawn, multiplier } = round.outcome;
    setLast(round);
    sound(resultCue(round.bet, round.payout));
    setRecent((items) =>
      withRecent(items, {
        id: round.round_id,
        label: multiplierText(multiplier),
        win: round.payout > round.bet,
      }),
    );
    host.announce(
      `${t('keno.drawnAnnounce', { numbers: drawn.join(', '), hits: hits.length, picks: played.length })} ${resultText(round)}`,
    );
  };

  const play = async () => {
    if (!bet.check.ok || cannotPlay || host.busy) return undefined;
    sound('bet');
    setLast(undefined);
    const round = await host.play({
      bet: bet.check.amountMinor,
      params: { engine: 'keno', picks, risk },
    });
    if (round === undefined || round.outcome.engine !== 'keno') return round;
    await revealDraw(round);
    settle(round);
    return round;
  };

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={locked} />
          <TextField
            select
            size="small"
            label={t('keno.risk')}
            value={risk}
            disabled={locked}
            onChange={(event) => {
              setRisk(event.target.value as KenoRisk);
              setShown(undefined);
            }}
            slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
            data-testid="keno-risk"
          >
            {KENO_RISKS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`keno.risk_${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              fullWidth
              disabled={locked}
              onClick={() => choose(randomPicks(autoPickCount(picks.length), cryptoRandomBelow))}
              data-testid="keno-auto-pick"
            >
              {t('keno.autoPick')}
            </Button>
            <Button
              variant="outlined"
              fullWidth
              disabled={locked || picks.length === 0}
              onClick={() => choose([])}
              data-testid="keno-clear"
            >
              {t('keno.clear')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="keno-pick-count">
            {t('keno.pickCount', { count: picks.length, max: KENO_MAX_PICKS })}
          </Typography>
          {tooHigh && (
            <Typography variant="body2" color="error.main" role="alert">
              {t('messages.payoutTooHigh')}
            </Typography>
          )}
          <PlayButton label={t('bet.play')} onPlay={play} disabled={cannotPlay} />
          <AutoPlay playOnce={play} disabled={cannotPlay} />
          <HostError />
        </>
      }
      board={
        <>
          <Box
            role="group"
            aria-label={t('keno.board')}
            data-testid="keno-board"
            data-drawing={drawing}
            sx={{
              width: 1,
              maxWidth: 560,
              display: 'grid',
              gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
              gap: { xs: 0.75, md: 1 },
            }}
          >
            {KENO_BOARD.map((number) => (
              <KenoTile
                key={number}
                number={number}
                state={kenoTileState(
                  number,
                  pickSet,
                  draw?.drawn ?? new Set(),
                  draw?.over ?? false,
                )}
                disabled={locked}
                onToggle={(chosen) => choose(togglePick(picks, chosen))}
              />
            ))}
          </Box>
          <Box sx={{ width: 1, maxWidth: 560 }}>
            <KenoPaytableRow risk={risk} pickCount={picks.length} hits={draw?.hits} />
          </Box>
          {/* The result line's text is taller than its empty placeholder: the room is kept. */}
          <ResultLine round={last} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}
