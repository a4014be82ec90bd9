import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MINES_TILES, type RoundResult } from '@satsino/contract/games';
import { payoutFloor } from '@satsino/fairness/exact-fractions';
import { minesMultiplierFraction } from '@satsino/fairness/mines';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyInputOf } from '../../../lib/money-input';
import { resultCue, useGameSound } from '../../../ui/game-sound';
import { AutoPlay } from '../host/auto-play';
import {
  BetAmountField,
  GameLayout,
  HostError,
  PlayButton,
  Stat,
  useBetAmount,
} from '../host/bet-panel';
import { BoardOverlay, CashOutButton, RoundStatusLine } from '../host/cash-out-parts';
import { useGameHost } from '../host/game-host-context';
import { useMultiplierText, useResultText } from '../host/round-feedback';
import { useResumedRound } from '../host/use-resumed-round';
import {
  canPickTile,
  MINES_COUNTS,
  MINES_DEFAULT,
  type MinesOutcome,
  type MinesTile,
  nextMinesMultiplier,
  randomHiddenTile,
  safeRevealed,
} from './mines-board';
import { MinesGrid } from './mines-tile';

const minesOf = (round: RoundResult | undefined): MinesOutcome | undefined =>
  round?.outcome.engine === 'mines' ? round.outcome : undefined;

/**
 * Mines, as on Stake: choose how many of the 25 tiles hide a mine and bet; then reveal tiles one
 * by one, each gem raising the multiplier, and cash out before a mine ends the round. An
 * unfinished board resumes after a reload.
 */
export function MinesGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const sound = useGameSound();
  const [minesChoice, setMinesChoice] = useState(MINES_DEFAULT);
  const [round, setRound] = useState<RoundResult>();
  const [resumed, setResumed] = useState(false);
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  /** Auto-play's tiles, in the order chosen (the order each round reveals them). */
  const [autoTiles, setAutoTiles] = useState<number[]>([]);
  const { setText: setBetText } = bet;

  // A board left unfinished (a reload, a closed tab) comes back as it was.
  const resuming = useResumedRound('mines', (active) => {
    const outcome = minesOf(active);
    if (outcome === undefined) return;
    // The field shows what the resumed round staked.
    setBetText(moneyInputOf(active.bet));
    setRound(active);
    setMinesChoice(outcome.mines);
    setResumed(true);
  });

  const outcome = minesOf(round);
  const playing = round?.status === 'in_progress' && outcome !== undefined;
  const found = outcome === undefined ? 0 : safeRevealed(outcome);
  // While a board plays its figures are the round's; otherwise those of the next board.
  const mines = playing ? outcome.mines : minesChoice;
  const safeFound = playing ? found : 0;
  const next = nextMinesMultiplier(mines, safeFound);
  // The whole cents a cash-out now pays for sure, from the exact multiplier (the rounding rule
  // may add one more cent, decided by the round's seeds).
  const cashoutWorthMinor = playing
    ? payoutFloor(round.bet, minesMultiplierFraction(outcome.mines, found))
    : 0;
  // The round's multiplier while it plays and once it is over (0 on a loss); 1 before any round.
  const shownMultiplier = playing
    ? outcome.multiplier
    : round?.status === 'settled'
      ? round.multiplier
      : 1;

  const show = (next: RoundResult) => {
    setRound(next);
    setResumed(false);
    const nextOutcome = minesOf(next);
    if (nextOutcome === undefined) return;
    if (nextOutcome.status === 'busted') {
      sound('crash');
      host.announce(`${t('mines.busted')}. ${resultText(next)}`);
    } else if (nextOutcome.status === 'cashed_out') {
      sound('cashOut');
      sound(resultCue(next.bet, next.payout));
      host.announce(resultText(next));
    } else if (nextOutcome.revealed.length > 0) {
      sound('reveal');
      host.announce(t('mines.gemFound', { multiplier: multiplierText(nextOutcome.multiplier) }));
    }
  };

  // One request at a time: a second click before the first answer re-renders must not send a
  // second move at the same place (the server would refuse it as a conflict).
  const moving = useRef(false);
  const send = async (request: () => Promise<RoundResult | undefined>) => {
    if (moving.current) return undefined;
    moving.current = true;
    try {
      const answered = await request();
      if (answered !== undefined) show(answered);
      return answered;
    } finally {
      moving.current = false;
    }
  };

  const open = () => {
    if (!bet.check.ok || playing || resuming) return Promise.resolve(undefined);
    const amountMinor = bet.check.amountMinor;
    sound('bet');
    return send(() =>
      host.play({ bet: amountMinor, params: { engine: 'mines', mines: minesChoice } }),
    );
  };

  const move = (from: RoundResult, action: number | 'cashout') =>
    send(() => host.act(from, action));

  const act = (action: number | 'cashout') => {
    if (round !== undefined && playing) void move(round, action);
  };

  const pickRandom = () => {
    if (outcome === undefined) return;
    const tile = randomHiddenTile(outcome);
    if (tile !== undefined) act(tile);
  };

  /**
   * One auto-play round, as on Stake: open a board, reveal the chosen tiles in the order they
   * were chosen until a mine, and cash out when all of them were gems.
   */
  const playAutoRound = async (): Promise<RoundResult | undefined> => {
    let current = await open();
    for (const tile of autoTiles) {
      if (current?.status !== 'in_progress') break;
      current = await move(current, tile);
    }
    if (current?.status === 'in_progress') current = await move(current, 'cashout');
    return current;
  };

  const toggleAutoTile = (tile: number) => {
    // A choice starts a new board: the last round's result gives way to the tiles chosen.
    if (round !== undefined && !playing) setRound(undefined);
    setAutoTiles((tiles) =>
      tiles.includes(tile) ? tiles.filter((chosen) => chosen !== tile) : [...tiles, tile],
    );
  };

  const auto = mode === 'auto';
  const autoSelection = new Set(autoTiles);
  const safeTiles = MINES_TILES - minesChoice;
  const canPick = (tile: number, shown: MinesTile) =>
    !resuming && canPickTile({ auto, playing, chosen: autoSelection, safeTiles }, tile, shown);

  return (
    <GameLayout
      controls={
        <>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={mode}
            aria-label={t('mines.mode')}
            disabled={host.busy}
            onChange={(_, value: 'manual' | 'auto' | null) => {
              if (value !== null) setMode(value);
            }}
          >
            <ToggleButton value="manual" data-testid="mines-manual">
              {t('mines.manual')}
            </ToggleButton>
            <ToggleButton value="auto" data-testid="mines-auto">
              {t('mines.auto')}
            </ToggleButton>
          </ToggleButtonGroup>
          <BetAmountField bet={bet} disabled={host.busy || playing} />
          <Stack direction="row" spacing={1}>
            <TextField
              select
              size="small"
              fullWidth
              label={t('mines.mines')}
              value={mines}
              disabled={host.busy || playing}
              onChange={(event) => setMinesChoice(Number.parseInt(event.target.value, 10))}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'mines-count' } }}
            >
              {MINES_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </TextField>
            <TextField
              size="small"
              fullWidth
              label={t('mines.gems')}
              value={MINES_TILES - mines}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'mines-gems' } }}
            />
          </Stack>
          {auto ? (
            <>
              <Typography variant="body2" color="text.secondary" data-testid="mines-auto-hint">
                {t('mines.autoHint', { count: autoTiles.length, max: safeTiles })}
              </Typography>
              <AutoPlay
                playOnce={playAutoRound}
                disabled={
                  !bet.check.ok ||
                  resuming ||
                  playing ||
                  autoTiles.length === 0 ||
                  autoTiles.length > safeTiles
                }
              />
            </>
          ) : (
            <>
              {playing ? (
                <CashOutButton
                  label={t('mines.cashout', { amount: host.money(cashoutWorthMinor) })}
                  busy={host.busy}
                  disabled={found === 0}
                  onCashOut={() => act('cashout')}
                  testId="mines-cashout"
                />
              ) : (
                <PlayButton
                  label={t('bet.play')}
                  onPlay={() => void open()}
                  disabled={!bet.check.ok || resuming}
                />
              )}
              <Button
                variant="outlined"
                fullWidth
                disabled={!playing || host.busy}
                onClick={pickRandom}
                data-testid="mines-random"
              >
                {t('mines.randomTile')}
              </Button>
            </>
          )}
          {resumed && (
            <Alert severity="info" onClose={() => setResumed(false)} data-testid="mines-resumed">
              {t('mines.resumed')}
            </Alert>
          )}
          <HostError />
        </>
      }
      board={
        <>
          <Box sx={{ position: 'relative', width: 1, maxWidth: { xs: 400, md: 520 } }}>
            <MinesGrid
              outcome={outcome}
              busy={resuming || host.busy}
              canPick={canPick}
              selected={auto ? autoSelection : undefined}
              onPick={auto ? toggleAutoTile : act}
            />
            <BoardOverlay resuming={resuming} round={round} />
          </Box>
          <Stack
            direction="row"
            spacing={{ xs: 2, md: 4 }}
            sx={{ width: 1, maxWidth: 520, justifyContent: 'space-around' }}
          >
            <Stat
              label={t('mines.multiplier')}
              value={multiplierText(shownMultiplier)}
              testId="mines-multiplier"
            />
            <Stat
              label={t('mines.nextTile')}
              value={next === undefined ? '–' : multiplierText(next)}
              testId="mines-next"
            />
            <Stat
              label={t('mines.gemsLeft')}
              value={String(MINES_TILES - mines - safeFound)}
              testId="mines-gems-left"
            />
          </Stack>
          <RoundStatusLine
            round={round}
            hint={
              resuming
                ? ''
                : round?.status === 'in_progress'
                  ? t('mines.playHint')
                  : t('mines.startHint')
            }
          />
        </>
      }
    />
  );
}
