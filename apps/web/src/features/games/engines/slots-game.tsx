import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import { SLOT_REELS, SLOT_ROWS, type SlotVariant } from '@satsino/fairness/slots';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSound } from '../../../ui/game-sound';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { AutoPlay } from '../host/auto-play';
import { BetAmountField, GameLayout, HostError, PlayButton, useBetAmount } from '../host/bet-panel';
import { useGameHost } from '../host/game-host-context';
import { ResultLine, usePrefersReducedMotion, useResultText } from '../host/round-feedback';
import { usePhoneDialog } from '../host/use-phone-dialog';
import {
  type CelebrationLevel,
  celebrationLevel,
  celebrationMs,
  SlotCelebration,
} from './slot-celebration';
import { FreeSpinsPanel, useFreeSpins } from './slot-free-spins';
import { cellKey, winLinePoints, winningCells } from './slot-lines';
import { useSymbolName } from './slot-names';
import { SlotPaytable } from './slot-paytable';
import { SlotMachine } from './slot-scene';
import { SlotSymbol } from './slot-symbols';
import { type SlotTheme, slotThemeOf } from './slot-themes';

type SlotOutcome = Extract<RoundResult['outcome'], { engine: 'slots' }>;
type SlotWin = SlotOutcome['wins'][number];
type SlotFeature = NonNullable<SlotOutcome['feature']>;

/** Reel timings: the first reel stops this long after the answer, each next one a step later. */
const NORMAL_STOPS = { firstMs: 350, stepMs: 180 };
/** Turbo: the reels stop almost at once, one after the other. */
const TURBO_STOPS = { firstMs: 120, stepMs: 50 };
/** How long the feature round's intro and each of its spins stay, normal and turbo. */
const FEATURE_INTRO_MS = { normal: 1600, turbo: 700 };
const FEATURE_SPIN_MS = { normal: 1100, turbo: 450 };

/** What the machine shows over its reels besides the reels themselves. */
type Overlay =
  | { kind: 'none' }
  | { kind: 'celebration'; level: CelebrationLevel; amount: string; key: number }
  | { kind: 'featureIntro'; spins: number }
  | { kind: 'featureSpin'; number: number; total: number; wonMinor: number };

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

const winsWorth = (wins: readonly SlotWin[]) => wins.reduce((sum, win) => sum + win.payout, 0);

/**
 * Slots: 5 reels × 3 rows in the theme's own machine. The reels spin and stop on the symbols
 * the server's outcome holds (presentation never changes a result); won lines are drawn over
 * them, a win above the stake is celebrated by its size, a feature round is played through
 * spin by spin. Turbo stops the reels sooner; auto-play has the full set of stop conditions.
 */
export function SlotsGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const variant = findSlotVariant(host.session.game.variant);
  if (variant === undefined) {
    return (
      <Typography sx={{ p: 4, textAlign: 'center' }} role="alert">
        {t('messages.gameNotFound')}
      </Typography>
    );
  }
  return <SlotMachineGame variant={variant} />;
}

function SlotMachineGame({ variant }: { variant: SlotVariant }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const host = useGameHost();
  const bet = useBetAmount();
  const resultText = useResultText();
  const phone = usePhoneDialog();
  const reducedMotion = usePrefersReducedMotion();
  const freeSpins = useFreeSpins(host.session);
  const sound = useGameSound();
  const symbolName = useSymbolName();
  const theme = slotThemeOf(variant.id);
  const symbols = useMemo(() => Object.keys(variant.paytable), [variant]);
  const indexOf = (symbol: string) => Math.max(0, symbols.indexOf(symbol));
  // The window before the first spin: the top of each strip.
  const [reels, setReels] = useState<string[][]>(() =>
    variant.reels.map((strip) => strip.slice(0, SLOT_ROWS)),
  );
  const [last, setLast] = useState<RoundResult>();
  /** The wins drawn on the reels: the base spin's, or a feature spin's while it is shown. */
  const [shownWins, setShownWins] = useState<readonly SlotWin[]>([]);
  const [spinning, setSpinning] = useState(false);
  /** How many reels (from the left) have stopped on the current result. */
  const [stopped, setStopped] = useState(SLOT_REELS);
  const [overlay, setOverlay] = useState<Overlay>({ kind: 'none' });
  const [turbo, setTurbo] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const alive = useRef(true);
  const overlayTimer = useRef<number>(undefined);
  useEffect(
    () => () => {
      alive.current = false;
      window.clearTimeout(overlayTimer.current);
    },
    [],
  );

  /** Spins the reels to `grid`, stopping them left to right; resolves when the last has stopped. */
  const runReels = async (grid: string[][], fast: boolean) => {
    if (reducedMotion) {
      setReels(grid);
      setStopped(SLOT_REELS);
      return;
    }
    const timing = fast ? TURBO_STOPS : NORMAL_STOPS;
    setStopped(0);
    setReels(grid);
    await wait(timing.firstMs);
    for (let reel = 1; reel <= SLOT_REELS && alive.current; reel += 1) {
      setStopped(reel);
      sound('stop');
      if (reel < SLOT_REELS) await wait(timing.stepMs);
    }
  };

  /** The feature round, spin by spin: an intro, each spin's grid and wins, the running total. */
  const presentFeature = async (feature: SlotFeature) => {
    const speed = turbo ? 'turbo' : 'normal';
    setOverlay({ kind: 'featureIntro', spins: feature.spins.length });
    if (reducedMotion) return;
    await wait(FEATURE_INTRO_MS[speed]);
    let won = 0;
    for (const [index, spin] of feature.spins.entries()) {
      if (!alive.current) return;
      setShownWins([]);
      setOverlay({
        kind: 'featureSpin',
        number: index + 1,
        total: feature.spins.length,
        wonMinor: won,
      });
      await runReels(spin.reels, turbo);
      won += winsWorth(spin.wins);
      setShownWins(spin.wins);
      setOverlay({
        kind: 'featureSpin',
        number: index + 1,
        total: feature.spins.length,
        wonMinor: won,
      });
      if (spin.wins.length > 0) sound('win');
      await wait(FEATURE_SPIN_MS[speed]);
    }
  };

  const celebrate = (round: RoundResult) => {
    window.clearTimeout(overlayTimer.current);
    const level = celebrationLevel(round.bet, round.payout);
    if (level === undefined) {
      setOverlay({ kind: 'none' });
      sound('lose');
      return;
    }
    sound(level === 'win' ? 'win' : 'bigWin');
    const key = round.round_id;
    setOverlay({ kind: 'celebration', level, amount: host.money(round.payout), key });
    overlayTimer.current = window.setTimeout(
      () =>
        setOverlay((current) =>
          current.kind === 'celebration' && current.key === key ? { kind: 'none' } : current,
        ),
      celebrationMs(level, turbo),
    );
  };

  /**
   * A spin at the chosen bet, or (`free`) one of the player's free spins at its own stake.
   * Resolves with the round once it has been shown (auto-play waits for that).
   */
  const spin = async (free = false): Promise<RoundResult | undefined> => {
    const freeStake = freeSpins.progress?.stake;
    if (host.busy || spinning) return undefined;
    if (free ? freeStake === undefined : !bet.check.ok) return undefined;
    window.clearTimeout(overlayTimer.current);
    setOverlay({ kind: 'none' });
    setShownWins([]);
    setSpinning(true);
    setStopped(0);
    sound('spin');
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
      return undefined;
    }
    if (round.free_spin !== undefined) freeSpins.update(round.free_spin);
    const outcome = round.outcome;
    setLast(round);
    await runReels(outcome.reels, turbo);
    if (!alive.current) return round;
    setShownWins(outcome.wins);
    if (outcome.feature !== undefined) {
      await presentFeature(outcome.feature);
      if (!alive.current) return round;
      // Back to the spin that started it, its wins, and the round's whole return.
      setReels(outcome.reels);
      setShownWins(outcome.wins);
    }
    setSpinning(false);
    celebrate(round);
    const said = [
      resultText(round),
      ...outcome.wins.map((win) =>
        t('slots.line', { line: win.line, count: win.count, symbol: symbolName(win.symbol) }),
      ),
    ];
    if (round.free_spin !== undefined) {
      said.unshift(
        t('slots.freeSpin', { number: round.free_spin.number, total: round.free_spin.total }),
      );
    }
    if (outcome.feature !== undefined) {
      said.push(t('slots.feature', { count: outcome.feature.spins.length }));
    }
    host.announce(said.join('. '));
    return round;
  };

  const outcome = !spinning && last?.outcome.engine === 'slots' ? last.outcome : undefined;
  const lit = winningCells(variant.paylines, shownWins);
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
            onPlay={() => void spin()}
            disabled={!bet.check.ok || spinning}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              sx={{ flex: 1, mr: 0 }}
              control={
                <Switch
                  checked={turbo}
                  onChange={(event) => setTurbo(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'turbo-toggle' } as object }}
                />
              }
              label={<Typography variant="body2">{t('slots.turbo')}</Typography>}
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
          </Stack>
          <AutoPlay playOnce={() => spin()} disabled={!bet.check.ok || spinning} stopConditions />
          <HostError />
        </>
      }
      board={
        <>
          <SlotMachine theme={theme} variant={variant.id}>
            <Box
              role="group"
              aria-label={t('slots.reels')}
              aria-busy={spinning}
              sx={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: `repeat(${SLOT_REELS}, 1fr)`,
                gap: { xs: 0.5, md: 0.75 },
              }}
              data-testid="slot-reels"
              data-spinning={spinning}
              data-turbo={turbo}
              // Which round the reels are stopping on: a test waits for it before it moves the
              // page's clock through the stops.
              data-round={last?.round_id}
            >
              {Array.from({ length: SLOT_REELS }, (_, reel) => (
                <Reel
                  // Five fixed reels: the position is the reel.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={reel}
                  reel={reel}
                  column={reels[reel] ?? []}
                  strip={variant.reels[reel] ?? []}
                  // Without motion a reel keeps its symbols until it shows the new ones.
                  spinning={spinning && reel >= stopped && !reducedMotion}
                  bounce={last !== undefined && !reducedMotion}
                  turbo={turbo}
                  theme={theme}
                  lit={lit}
                  dimOthers={shownWins.length > 0}
                  indexOf={indexOf}
                  wild={variant.wild}
                  scatter={variant.feature?.scatter}
                />
              ))}
              {shownWins.length > 0 && (
                <WinLines wins={shownWins} paylines={variant.paylines} theme={theme} />
              )}
              <MachineOverlay
                overlay={overlay}
                theme={theme}
                reducedMotion={reducedMotion}
                money={host.money}
              />
            </Box>
          </SlotMachine>
          <Typography sx={visuallyHidden}>
            {t('slots.symbolsShown', { symbols: shownSymbols.map(symbolName).join(', ') })}
          </Typography>
          <ResultLine round={spinning ? undefined : last} />
          {/* A fixed height whatever the round won: a settling round moves nothing (issue 16). */}
          <Box
            sx={{ width: 1, maxWidth: 680, height: 76, overflowY: 'auto' }}
            data-testid="slot-round-details"
          >
            {outcome?.feature !== undefined && <FeatureRound feature={outcome.feature} />}
            {outcome !== undefined && outcome.wins.length > 0 && (
              <Stack
                component="ul"
                spacing={0.25}
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
          </Box>
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

/** One reel: its strip scrolling while it spins, then its three symbols. */
function Reel({
  reel,
  column,
  strip,
  spinning,
  bounce,
  turbo,
  theme,
  lit,
  dimOthers,
  indexOf,
  wild,
  scatter,
}: {
  reel: number;
  column: readonly string[];
  strip: readonly string[];
  spinning: boolean;
  bounce: boolean;
  turbo: boolean;
  theme: SlotTheme;
  lit: ReadonlySet<string>;
  dimOthers: boolean;
  indexOf: (symbol: string) => number;
  wild: string;
  scatter: string | undefined;
}) {
  return (
    <Box
      sx={{
        overflow: 'hidden',
        borderRadius: 1.5,
        background: `linear-gradient(180deg, ${theme.reelTop}, ${theme.reelBottom})`,
        boxShadow: 'inset 0 6px 10px rgba(0,0,0,0.35), inset 0 -6px 10px rgba(0,0,0,0.35)',
        aspectRatio: '1 / 3',
        position: 'relative',
      }}
    >
      {spinning ? (
        <SpinningStrip strip={strip} turbo={turbo} theme={theme} indexOf={indexOf} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateRows: `repeat(${SLOT_ROWS}, 1fr)`,
            height: 1,
            animation: bounce ? 'reel-stop 220ms ease-out' : 'none',
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
                  outline: win ? `3px solid ${theme.line}` : 'none',
                  outlineOffset: -3,
                  bgcolor: win ? 'rgba(255,255,255,0.18)' : 'transparent',
                  opacity: dimOthers && !win ? 0.45 : 1,
                  transition: 'opacity 200ms',
                }}
                data-testid={`slot-cell-${reel}-${row}`}
                data-win={win ? 'true' : undefined}
              >
                <SlotSymbol
                  symbol={symbol}
                  index={indexOf(symbol)}
                  theme={theme}
                  wild={symbol === wild}
                  scatter={symbol === scatter}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** A reel in motion: its strip scrolling, blurred. */
function SpinningStrip({
  strip,
  turbo,
  theme,
  indexOf,
}: {
  strip: readonly string[];
  turbo: boolean;
  theme: SlotTheme;
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
        animation: `reel-spin ${turbo ? 160 : 260}ms linear infinite`,
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
          <SlotSymbol symbol={symbol} index={indexOf(symbol)} theme={theme} />
        </Box>
      ))}
    </Box>
  );
}

/** The won lines, each drawn through the centres of the cells that form its win. */
function WinLines({
  wins,
  paylines,
  theme,
}: {
  wins: readonly SlotWin[];
  paylines: readonly (readonly number[])[];
  theme: SlotTheme;
}) {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 500 300"
      preserveAspectRatio="none"
      sx={{ position: 'absolute', inset: 0, width: 1, height: 1, pointerEvents: 'none', zIndex: 1 }}
      data-testid="slot-win-lines"
      data-count={wins.length}
    >
      {wins.map((win) => {
        // Only across the reels that form the win: a three of a kind stops at the third reel.
        const points = winLinePoints(paylines, win, 500, 300);
        return points === undefined ? null : (
          <g key={win.line}>
            <polyline
              points={points}
              fill="none"
              stroke={theme.outline}
              strokeWidth={8}
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity={0.55}
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={points}
              fill="none"
              stroke={theme.line}
              strokeWidth={4}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              data-line={win.line}
            />
          </g>
        );
      })}
    </Box>
  );
}

/** Celebrations and the feature round's banners, over the reels. */
function MachineOverlay({
  overlay,
  theme,
  reducedMotion,
  money,
}: {
  overlay: Overlay;
  theme: SlotTheme;
  reducedMotion: boolean;
  money: (amountMinor: number) => string;
}) {
  const { t } = useTranslation('games');
  switch (overlay.kind) {
    case 'none':
      return null;
    case 'celebration':
      return (
        <SlotCelebration
          key={overlay.key}
          level={overlay.level}
          amount={overlay.amount}
          theme={theme}
          reducedMotion={reducedMotion}
        />
      );
    case 'featureIntro':
      return (
        <Banner theme={theme} testId="slot-feature-intro" centred>
          <Typography sx={{ fontWeight: 900, fontSize: { xs: '1.3rem', sm: '1.8rem' } }}>
            {t('slots.featureIntroTitle')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {t('slots.feature', { count: overlay.spins })}
          </Typography>
        </Banner>
      );
    case 'featureSpin':
      return (
        <Banner theme={theme} testId="slot-feature-counter">
          <Typography variant="body2" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
            {t('slots.featureSpinOf', { number: overlay.number, total: overlay.total })} ·{' '}
            {t('slots.featureTotal', { amount: money(overlay.wonMinor) })}
          </Typography>
        </Banner>
      );
  }
}

function Banner({
  theme,
  testId,
  centred = false,
  children,
}: {
  theme: SlotTheme;
  testId: string;
  centred?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: centred ? 'center' : 'flex-start',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 2,
        bgcolor: centred ? 'rgba(0,0,0,0.45)' : 'transparent',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          mt: centred ? 0 : 1,
          px: 2,
          py: centred ? 1.5 : 0.5,
          textAlign: 'center',
          borderRadius: centred ? 3 : 999,
          background: `linear-gradient(180deg, ${theme.frameLight}, ${theme.frameDark})`,
          border: `2px solid ${theme.frameLine}`,
          color: '#ffffff',
          textShadow: '0 2px 4px rgba(0,0,0,0.6)',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The round's feature round: how many free spins the scatters gave and what they won. */
function FeatureRound({ feature }: { feature: SlotFeature }) {
  const { t } = useTranslation('games');
  const symbolName = useSymbolName();
  const host = useGameHost();
  const won = feature.spins.reduce((sum, spin) => sum + winsWorth(spin.wins), 0);
  return (
    <Stack spacing={0.25} sx={{ textAlign: 'center' }} data-testid="slot-feature">
      <Typography variant="subtitle2" color="secondary.main" sx={{ fontWeight: 700 }}>
        {t('slots.feature', { count: feature.spins.length })} ·{' '}
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
