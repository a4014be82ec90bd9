import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import { SLOT_REELS, SLOT_ROWS } from '@satsino/fairness/slots';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { BetAmountField, GameLayout, HostError, PlayButton, useBetAmount } from '../host/bet-panel';
import { useGameHost } from '../host/game-host-context';
import { ResultLine, usePrefersReducedMotion, useResultText } from '../host/round-feedback';
import { usePhoneDialog } from '../host/use-phone-dialog';
import { FreeSpinsPanel, useFreeSpins } from './slot-free-spins';
import { cellKey, linePoints, winningCells } from './slot-lines';
import { symbolName } from './slot-names';
import { SlotPaytable } from './slot-paytable';
import { SlotSymbol } from './slot-symbols';

/** The first reel stops this long after the answer, each next one a step later. */
const FIRST_STOP_MS = 350;
const STOP_STEP_MS = 180;

/** Slots: 5 reels × 3 rows that spin and stop on the outcome's symbols; wins are lit up. */
export function SlotsGame() {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const host = useGameHost();
  const bet = useBetAmount();
  const resultText = useResultText();
  const phone = usePhoneDialog();
  const reducedMotion = usePrefersReducedMotion();
  const freeSpins = useFreeSpins(host.session);
  const variant = findSlotVariant(host.session.game.variant);
  const symbols = useMemo(
    () => (variant === undefined ? [] : Object.keys(variant.paytable)),
    [variant],
  );
  const indexOf = (symbol: string) => Math.max(0, symbols.indexOf(symbol));
  // The window before the first spin: the top of each strip.
  const [reels, setReels] = useState<string[][]>(
    () => variant?.reels.map((strip) => strip.slice(0, SLOT_ROWS)) ?? [],
  );
  const [last, setLast] = useState<RoundResult>();
  const [spinning, setSpinning] = useState(false);
  /** How many reels (from the left) have stopped on the current result. */
  const [stopped, setStopped] = useState(SLOT_REELS);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  if (variant === undefined) {
    return (
      <Typography sx={{ p: 4, textAlign: 'center' }} role="alert">
        {t('messages.gameNotFound')}
      </Typography>
    );
  }

  /** A spin at the chosen bet, or (`free`) one of the player's free spins at its own stake. */
  const spin = async (free = false) => {
    const freeStake = freeSpins.progress?.stake;
    if (host.busy || spinning) return;
    if (free ? freeStake === undefined : !bet.check.ok) return;
    setSpinning(true);
    setStopped(0);
    const round = await host.play(
      free && freeStake !== undefined
        ? { bet: freeStake, params: { engine: 'slots' }, free_spin: true }
        : { bet: bet.check.ok ? bet.check.amountMinor : 0, params: { engine: 'slots' } },
    );
    if (round === undefined || round.outcome.engine !== 'slots') {
      setSpinning(false);
      setStopped(SLOT_REELS);
      // A refused free spin: the spins may have ended meanwhile; show them as they are.
      if (free) void freeSpins.refresh();
      return;
    }
    if (round.free_spin !== undefined) freeSpins.update(round.free_spin);
    const outcome = round.outcome;
    setReels(outcome.reels);
    setLast(round);
    const finish = () => {
      setSpinning(false);
      const lines = outcome.wins.map((win) =>
        t('slots.line', { line: win.line, count: win.count, symbol: symbolName(win.symbol) }),
      );
      const said = [resultText(round), ...lines];
      if (round.free_spin !== undefined) {
        said.unshift(
          t('slots.freeSpin', { number: round.free_spin.number, total: round.free_spin.total }),
        );
      }
      if (outcome.feature !== undefined) {
        said.push(t('slots.feature', { count: outcome.feature.spins.length }));
      }
      host.announce(said.join('. '));
    };
    if (reducedMotion) {
      setStopped(SLOT_REELS);
      finish();
      return;
    }
    for (let reel = 1; reel <= SLOT_REELS; reel += 1) {
      timers.current.push(
        window.setTimeout(
          () => {
            setStopped(reel);
            if (reel === SLOT_REELS) finish();
          },
          FIRST_STOP_MS + (reel - 1) * STOP_STEP_MS,
        ),
      );
    }
  };

  const outcome = !spinning && last?.outcome.engine === 'slots' ? last.outcome : undefined;
  const lit =
    outcome === undefined ? new Set<string>() : winningCells(variant.paylines, outcome.wins);
  const shownSymbols = reels.flat().filter((symbol, index, all) => all.indexOf(symbol) === index);

  return (
    <GameLayout
      controls={
        <>
          <FreeSpinsPanel
            spins={freeSpins}
            onPlay={() => void spin(true)}
            disabled={host.busy || spinning}
          />
          <BetAmountField bet={bet} disabled={host.busy || spinning} />
          <PlayButton
            label={t('slots.spin')}
            onPlay={() => spin()}
            disabled={!bet.check.ok || spinning}
          />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<MenuBookOutlined />}
            onClick={() => setPaytableOpen(true)}
            data-testid="paytable-button"
          >
            {t('slots.paytable')}
          </Button>
          <HostError />
        </>
      }
      board={
        <>
          <Box
            sx={(theme: Theme) => ({
              width: 1,
              maxWidth: 640,
              p: { xs: 1, md: 1.5 },
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: 3,
              borderColor: 'primary.main',
              boxShadow: `0 0 0 6px ${theme.vars.palette.background.default}, 0 0 0 8px ${theme.vars.palette.divider}`,
            })}
          >
            <Box
              role="group"
              aria-label={t('slots.reels')}
              aria-busy={spinning}
              sx={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: `repeat(${SLOT_REELS}, 1fr)`,
                gap: { xs: 0.5, md: 1 },
              }}
              data-testid="slot-reels"
            >
              {Array.from({ length: SLOT_REELS }, (_, reel) => {
                const reelSpinning = spinning && reel >= stopped;
                const column = reels[reel] ?? [];
                return (
                  <Box
                    // Five fixed reels: the position is the reel.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={reel}
                    sx={{
                      overflow: 'hidden',
                      borderRadius: 1.5,
                      bgcolor: 'background.default',
                      aspectRatio: '1 / 3',
                      position: 'relative',
                    }}
                  >
                    {reelSpinning ? (
                      <SpinningStrip
                        strip={variant.reels[reel] ?? []}
                        wild={variant.wild}
                        indexOf={indexOf}
                      />
                    ) : (
                      <Box
                        sx={{
                          display: 'grid',
                          gridTemplateRows: `repeat(${SLOT_ROWS}, 1fr)`,
                          height: 1,
                          animation: last === undefined ? 'none' : 'reel-stop 220ms ease-out',
                          '@keyframes reel-stop': {
                            '0%': { transform: 'translateY(-12%)' },
                            '70%': { transform: 'translateY(4%)' },
                            '100%': { transform: 'none' },
                          },
                        }}
                      >
                        {column.map((symbol, row) => {
                          const win = lit.has(cellKey(reel, row));
                          return (
                            <Box
                              // Three fixed rows per reel.
                              // biome-ignore lint/suspicious/noArrayIndexKey: see above
                              key={row}
                              sx={{
                                p: { xs: 0.5, md: 1 },
                                borderRadius: 1,
                                outline: win ? 3 : 0,
                                outlineStyle: 'solid',
                                outlineColor: 'primary.main',
                                outlineOffset: -3,
                                bgcolor: win ? 'action.selected' : 'transparent',
                                opacity:
                                  outcome !== undefined && outcome.wins.length > 0 && !win
                                    ? 0.45
                                    : 1,
                                transition: 'opacity 200ms',
                              }}
                              data-testid={`slot-cell-${reel}-${row}`}
                              data-win={win ? 'true' : undefined}
                            >
                              <SlotSymbol
                                symbol={symbol}
                                index={indexOf(symbol)}
                                wild={symbol === variant.wild}
                                scatter={symbol === variant.feature?.scatter}
                              />
                            </Box>
                          );
                        })}
                      </Box>
                    )}
                  </Box>
                );
              })}
              {outcome !== undefined && outcome.wins.length > 0 && (
                <Box
                  component="svg"
                  aria-hidden
                  viewBox="0 0 500 300"
                  preserveAspectRatio="none"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    width: 1,
                    height: 1,
                    pointerEvents: 'none',
                  }}
                >
                  {outcome.wins.map((win) => {
                    const rows = variant.paylines[win.line - 1];
                    return rows === undefined ? null : (
                      <Box
                        component="polyline"
                        key={win.line}
                        points={linePoints(rows, 500, 300)}
                        sx={(theme: Theme) => ({
                          fill: 'none',
                          stroke: theme.vars.palette.primary.main,
                          strokeWidth: 4,
                          strokeLinejoin: 'round',
                          opacity: 0.8,
                          vectorEffect: 'non-scaling-stroke',
                        })}
                      />
                    );
                  })}
                </Box>
              )}
            </Box>
          </Box>
          <Typography sx={visuallyHidden}>
            {t('slots.symbolsShown', { symbols: shownSymbols.map(symbolName).join(', ') })}
          </Typography>
          <ResultLine round={spinning ? undefined : last} />
          {outcome?.feature !== undefined && <FeatureRound feature={outcome.feature} />}
          {outcome !== undefined && outcome.wins.length > 0 && (
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ listStyle: 'none', p: 0, m: 0, textAlign: 'center' }}
              data-testid="slot-wins"
            >
              {outcome.wins.map((win) => (
                <Typography component="li" variant="body2" key={win.line}>
                  {t('slots.line', {
                    line: win.line,
                    count: win.count,
                    symbol: symbolName(win.symbol),
                  })}{' '}
                  · {host.exactMoney(win.payout)}
                </Typography>
              ))}
            </Stack>
          )}
          <Dialog
            fullScreen={phone}
            open={paytableOpen}
            onClose={() => setPaytableOpen(false)}
            fullWidth
            maxWidth="sm"
            scroll="paper"
          >
            <DialogContent>
              <SlotPaytable variant={variant.id} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPaytableOpen(false)}>{tCommon('common.close')}</Button>
            </DialogActions>
          </Dialog>
        </>
      }
    />
  );
}

/** A reel in motion: its strip scrolling, blurred. */
function SpinningStrip({
  strip,
  wild,
  indexOf,
}: {
  strip: readonly string[];
  wild: string;
  indexOf: (symbol: string) => number;
}) {
  const shown = strip.slice(0, 9);
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        flexDirection: 'column',
        filter: 'blur(1.5px)',
        animation: 'reel-spin 260ms linear infinite',
        '@keyframes reel-spin': {
          from: { transform: 'translateY(-50%)' },
          to: { transform: 'translateY(0)' },
        },
      }}
    >
      {[...shown, ...shown].map((symbol, index) => (
        // A decorative strip that never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Box key={index} sx={{ p: { xs: 0.5, md: 1 }, aspectRatio: '1' }}>
          <SlotSymbol symbol={symbol} index={indexOf(symbol)} wild={symbol === wild} />
        </Box>
      ))}
    </Box>
  );
}

type SlotFeature = NonNullable<Extract<RoundResult['outcome'], { engine: 'slots' }>['feature']>;

/** The round's feature round: how many free spins the scatters gave and what they won. */
function FeatureRound({ feature }: { feature: SlotFeature }) {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const won = feature.spins.reduce(
    (sum, spin) => sum + spin.wins.reduce((inner, win) => inner + win.payout, 0),
    0,
  );
  return (
    <Stack spacing={0.5} sx={{ textAlign: 'center' }} data-testid="slot-feature">
      <Typography variant="subtitle1" color="secondary.main" sx={{ fontWeight: 700 }}>
        {t('slots.feature', { count: feature.spins.length })}
      </Typography>
      <Typography variant="body2">
        {t('slots.featureWon', { amount: host.exactMoney(won) })}
      </Typography>
      <Stack component="ol" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {feature.spins.map((spin, index) =>
          spin.wins.length === 0 ? null : (
            // The feature's spins never reorder: the position is the spin.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Typography component="li" variant="caption" key={index} color="text.secondary">
              {t('slots.featureSpin', { number: index + 1 })}:{' '}
              {spin.wins
                .map(
                  (win) =>
                    `${t('slots.line', { line: win.line, count: win.count, symbol: symbolName(win.symbol) })} · ${host.exactMoney(win.payout)}`,
                )
                .join('; ')}
            </Typography>
          ),
        )}
      </Stack>
    </Stack>
  );
}
