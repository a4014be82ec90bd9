import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultCue, useGameSound } from '../../../ui/game-sound';
import { checkBetMinor } from '../host/bet-amount';
import { GameLayout, HostError, PlayButton, useBetProblemText } from '../host/bet-panel';
import { ChipActions, ChipSelector } from '../host/chip-selector';
import { useChipSelection } from '../host/chips';
import { useGameHost } from '../host/game-host-context';
import {
  ResultLine,
  usePrefersReducedMotion,
  useResultText,
  withRecent,
} from '../host/round-feedback';
import {
  type BetSpot,
  bestPayoutOf,
  betsOf,
  colorOf,
  EMPTY_LAYOUT,
  INSIDE_KINDS,
  type InsideKind,
  pickInside,
  placeChip,
  spotKey,
  spotOfKey,
  spotWins,
  TABLE_ROWS,
  totalOf,
  undoChip,
} from './roulette-bets';
import { RouletteChip } from './roulette-chip';
import { RouletteWheel, SPIN_MS } from './roulette-wheel';
import { AT_REST, type SpinAngles, spinTo } from './roulette-wheel-geometry';

/** Cell colours of the table: theme tokens, dark enough for white numbers (WCAG AA). */
const CELL_COLORS = { red: 'error.dark', black: 'grey.900', green: 'success.dark' } as const;

type SpotText = (spot: BetSpot) => string;

function useSpotText(): SpotText {
  const { t } = useTranslation('games');
  return (spot) => {
    const numbers = spot.numbers.join('-');
    switch (spot.kind) {
      case 'straight':
        return spot.numbers[0] === 0
          ? t('roulette.zero')
          : t('roulette.number', { number: numbers });
      case 'split':
      case 'street':
      case 'corner':
      case 'line':
        return t(`roulette.${spot.kind}`, { numbers });
      case 'dozen':
        return t('roulette.dozen', { n: spot.numbers[0] ?? 1 });
      case 'column':
        return t('roulette.column', { n: spot.numbers[0] ?? 1 });
      default:
        return t(`roulette.${spot.kind}`);
    }
  };
}

/**
 * European roulette: chips on numbers and outside bets, then one spin. The server draws the
 * number; the wheel then turns and the ball drops into that pocket, and only when it has landed
 * are the number, the result and the winning cells shown (at once under reduced motion).
 */
export function RouletteGame() {
  const { t } = useTranslation('games');
  const host = useGameHost();
  const problemText = useBetProblemText();
  const resultText = useResultText();
  const spotText = useSpotText();
  const { chips, chip, setChip } = useChipSelection(host.limits);
  const [layout, setLayout] = useState(EMPTY_LAYOUT);
  // Which inside bet a tap on a number makes, and the numbers picked for it so far.
  const [insideKind, setInsideKind] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [last, setLast] = useState<RoundResult>();
  const [numbers, setNumbers] = useState<{ id: number; number: number }[]>([]);
  const [angles, setAngles] = useState<SpinAngles>(AT_REST);
  const [spinId, setSpinId] = useState<number>();
  const [spinning, setSpinning] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const sound = useGameSound();
  const landing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(landing.current), []);

  const total = totalOf(layout);
  const check = total === 0 ? undefined : checkBetMinor(total, host.limits, host.playableMinor);
  const tooHigh = total > 0 && bestPayoutOf(layout) > host.session.limits.max_payout;
  const problem =
    check !== undefined && !check.ok
      ? problemText(check.problem)
      : tooHigh
        ? t('messages.payoutTooHigh')
        : undefined;
  const landed = last?.outcome.engine === 'roulette' ? last.outcome.number : undefined;

  const place = (spot: BetSpot) => {
    if (host.busy) return;
    sound('bet');
    setLayout((current) => placeChip(current, spot, chip));
  };

  const tapNumber = (number: number) => {
    if (host.busy) return;
    const pick = pickInside(insideKind, picked, number);
    if ('spot' in pick) {
      setPicked([]);
      place(pick.spot);
    } else {
      setPicked(pick.picked);
    }
  };

  const chooseInsideKind = (kind: InsideKind | null) => {
    if (kind === null) return;
    setInsideKind(kind);
    setPicked([]);
  };

  // Splits, streets, corners and lines have no cell of their own: they are listed under the table.
  const insideChips = [...layout.amounts].filter(([key]) => {
    const { kind } = spotOfKey(key);
    return kind === 'split' || kind === 'street' || kind === 'corner' || kind === 'line';
  });

  const spin = async () => {
    if (total === 0 || problem !== undefined || host.busy || spinning) return;
    const round = await host.play({
      bet: total,
      params: { engine: 'roulette', bets: betsOf(layout) },
    });
    if (round === undefined || round.outcome.engine !== 'roulette') return;
    if (!reducedMotion) sound('spin');
    const { number, color } = round.outcome;
    // Each spin starts the wheel from a slightly different place, so spins do not look alike.
    setAngles((current) => spinTo(current, number, (round.round_id * 47) % 360));
    setSpinId(round.round_id);
    setSpinning(true);
    const land = () => {
      setSpinning(false);
      setLast(round);
      // The ball drops into its pocket, then the result.
      sound('tick');
      sound(resultCue(round.bet, round.payout));
      setNumbers((items) => withRecent(items, { id: round.round_id, number }));
      const colorWord =
        color === 'green'
          ? t('roulette.green')
          : color === 'red'
            ? t('roulette.colorRed')
            : t('roulette.colorBlack');
      host.announce(`${t('roulette.landed', { number, color: colorWord })}. ${resultText(round)}`);
    };
    clearTimeout(landing.current);
    if (reducedMotion) land();
    else landing.current = setTimeout(land, SPIN_MS);
  };

  const chipCounts = new Map<string, number>();
  for (const { key } of layout.placements) chipCounts.set(key, (chipCounts.get(key) ?? 0) + 1);

  const spotButton = (
    spot: BetSpot,
    label: string,
    sx: object,
    testId?: string,
    onClick = () => place(spot),
  ) => {
    const key = spotKey(spot);
    const amount = layout.amounts.get(key);
    const winning = landed !== undefined && spotWins(spot, landed);
    const isPicked = spot.kind === 'straight' && picked.includes(spot.numbers[0] ?? -1);
    return (
      <ButtonBase
        key={key}
        focusRipple
        onClick={onClick}
        aria-pressed={insideKind === 'straight' || spot.kind !== 'straight' ? undefined : isPicked}
        aria-label={
          amount === undefined
            ? spotText(spot)
            : t('chips.placed', { amount: host.money(amount), spot: spotText(spot) })
        }
        data-testid={testId}
        sx={{
          position: 'relative',
          minHeight: { xs: 34, md: 44 },
          color: 'common.white',
          fontWeight: 700,
          fontSize: { xs: 13, md: 15 },
          border: 1,
          borderColor: 'divider',
          outline: winning || isPicked ? 3 : 0,
          outlineStyle: isPicked ? 'dashed' : 'solid',
          outlineColor: isPicked ? 'warning.light' : 'primary.main',
          outlineOffset: -3,
          zIndex: winning || isPicked ? 1 : 0,
          // A chip takes the top right corner: the label moves aside so the two never meet.
          pr: amount === undefined ? 0 : '14px',
          '&:hover': { filter: 'brightness(1.2)' },
          ...sx,
        }}
      >
        {label}
        {amount !== undefined && (
          <RouletteChip amountMinor={amount} count={chipCounts.get(key) ?? 1} />
        )}
      </ButtonBase>
    );
  };

  const numberCell = (n: number) =>
    spotButton(
      { kind: 'straight', numbers: [n] },
      String(n),
      {
        bgcolor: CELL_COLORS[colorOf(n)],
        gridColumn: { xs: ((n - 1) % 3) + 1, md: Math.ceil(n / 3) + 1 },
        gridRow: { xs: Math.ceil(n / 3) + 1, md: 3 - ((n - 1) % 3) },
      },
      `roulette-number-${n}`,
      () => tapNumber(n),
    );

  const outside = (kind: BetSpot['kind'], label: string, color?: 'red' | 'black') =>
    spotButton(
      { kind, numbers: [] },
      label,
      {
        bgcolor: color ? CELL_COLORS[color] : 'action.hover',
        color: color ? 'common.white' : 'text.primary',
      },
      `roulette-${kind}`,
    );

  return (
    <GameLayout
      controls={
        <>
          <ChipSelector values={chips} value={chip} onChange={setChip} />
          <ChipActions
            totalMinor={total}
            onUndo={() => setLayout(undoChip)}
            onClear={() => setLayout(EMPTY_LAYOUT)}
            disabled={host.busy}
          />
          {problem !== undefined && (
            <Typography variant="body2" color="error.main" role="alert">
              {problem}
            </Typography>
          )}
          <PlayButton
            label={t('roulette.spin')}
            onPlay={spin}
            disabled={total === 0 || problem !== undefined || spinning}
          />
          {total === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('chips.empty')}
            </Typography>
          )}
          <HostError />
        </>
      }
      board={
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'center', width: 1, maxWidth: { xs: 340, md: 820 } }}
          >
            <RouletteWheel angles={angles} spinId={spinId} spinning={spinning} result={landed} />
            <Box sx={{ minWidth: 0, width: 1 }}>
              <Typography variant="caption" color="text.secondary" component="h2">
                {t('roulette.lastNumbers')}
              </Typography>
              {/* One line of fixed height: a new number never moves the page. */}
              <Box
                component="ol"
                data-testid="roulette-last-numbers"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  height: 28,
                  display: 'flex',
                  gap: 0.5,
                  overflow: 'hidden',
                }}
              >
                {numbers.length === 0 ? (
                  <Typography
                    component="li"
                    variant="body2"
                    color="text.secondary"
                    sx={{ lineHeight: '28px' }}
                  >
                    {t('roulette.noNumbers')}
                  </Typography>
                ) : (
                  numbers.map((item, index) => (
                    <Box
                      component="li"
                      key={item.id}
                      sx={{
                        width: 28,
                        height: 28,
                        flexShrink: 0,
                        borderRadius: 1,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        fontSize: 13,
                        fontWeight: 700,
                        color: 'common.white',
                        bgcolor: CELL_COLORS[colorOf(item.number)],
                        outline: index === 0 ? 2 : 0,
                        outlineColor: 'warning.light',
                        outlineOffset: -2,
                      }}
                    >
                      {item.number}
                    </Box>
                  ))
                )}
              </Box>
            </Box>
          </Stack>
          <ResultLine round={last} />
          <Stack spacing={0.5} sx={{ width: 1, maxWidth: { xs: 340, md: 820 } }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={insideKind}
              onChange={(_, kind: InsideKind | null) => chooseInsideKind(kind)}
              aria-label={t('roulette.betKind')}
              sx={{ flexWrap: 'wrap' }}
            >
              {INSIDE_KINDS.map((kind) => (
                <ToggleButton key={kind} value={kind} data-testid={`roulette-kind-${kind}`}>
                  {t(`roulette.kinds.${kind}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
              data-testid="roulette-pick-hint"
            >
              {picked.length > 0
                ? t('roulette.picked', { numbers: picked.join(', ') })
                : t(`roulette.hints.${insideKind}`)}
            </Typography>
          </Stack>
          <Box
            role="group"
            aria-label={t('roulette.table')}
            sx={{
              width: 1,
              maxWidth: { xs: 340, md: 820 },
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
            }}
          >
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(14, 1fr)' },
                gridTemplateRows: { xs: 'repeat(14, auto)', md: 'repeat(3, 1fr)' },
                gap: '2px',
              }}
            >
              {spotButton(
                { kind: 'straight', numbers: [0] },
                '0',
                {
                  bgcolor: CELL_COLORS.green,
                  gridColumn: { xs: '1 / span 3', md: '1' },
                  gridRow: { xs: '1', md: '1 / span 3' },
                },
                'roulette-number-0',
                () => tapNumber(0),
              )}
              {TABLE_ROWS.flat().map(numberCell)}
              {[1, 2, 3].map((column) =>
                spotButton(
                  { kind: 'column', numbers: [column] },
                  t('roulette.columnShort'),
                  {
                    bgcolor: 'action.hover',
                    color: 'text.primary',
                    fontSize: 12,
                    gridColumn: { xs: String(column), md: '14' },
                    gridRow: { xs: '14', md: String(4 - column) },
                  },
                  `roulette-column-${column}`,
                ),
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '1fr repeat(3, 4fr) 1fr' },
                gap: '2px',
              }}
            >
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
              {[1, 2, 3].map((dozen) =>
                spotButton(
                  { kind: 'dozen', numbers: [dozen] },
                  t('roulette.dozenShort', { from: dozen * 12 - 11, to: dozen * 12 }),
                  { bgcolor: 'action.hover', color: 'text.primary' },
                  `roulette-dozen-${dozen}`,
                ),
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '1fr repeat(6, 2fr) 1fr' },
                gap: '2px',
              }}
            >
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
              {outside('low', t('roulette.low'))}
              {outside('even', t('roulette.even'))}
              {outside('red', t('roulette.red'), 'red')}
              {outside('black', t('roulette.black'), 'black')}
              {outside('odd', t('roulette.odd'))}
              {outside('high', t('roulette.high'))}
            </Box>
          </Box>
          {insideChips.length > 0 && (
            <Stack
              direction="row"
              component="ul"
              aria-label={t('roulette.insideBets')}
              data-testid="roulette-inside-bets"
              sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 0.5 }}
            >
              {insideChips.map(([key, amount]) => {
                const spot = spotOfKey(key);
                return (
                  <li key={key}>
                    <Chip
                      size="small"
                      variant={
                        landed !== undefined && spotWins(spot, landed) ? 'filled' : 'outlined'
                      }
                      color={landed !== undefined && spotWins(spot, landed) ? 'success' : 'default'}
                      label={`${spotText(spot)} · ${host.money(amount)}`}
                    />
                  </li>
                );
              })}
            </Stack>
          )}
        </>
      }
    />
  );
}
