import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragHandle from '@mui/icons-material/DragHandle';
import SkipNext from '@mui/icons-material/SkipNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HiloAction, RoundResult } from '@satsino/contract/games';
import { payoutFloor } from '@satsino/fairness/exact-fractions';
import { type HiloGuess, hiloMultiplierFraction } from '@satsino/fairness/hilo';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { moneyInputOf } from '../../../lib/money-input';
import { resultCue, useGameSound } from '../../../ui/game-sound';
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
import { HiloCardRow, useCardLabel } from './hilo-card-row';
import {
  type HiloOption,
  type HiloOutcome,
  hiloCanCashOut,
  hiloCurrentCard,
  hiloOptions,
} from './hilo-guesses';
import { PlayingCard } from './playing-card';

const hiloOf = (round: RoundResult | undefined): HiloOutcome | undefined =>
  round?.outcome.engine === 'hilo' ? round.outcome : undefined;

/** The buttons before a round: the common pair, without figures (there is no card yet). */
const IDLE_GUESSES: readonly HiloGuess[] = ['higher_or_same', 'lower_or_same'];

function GuessIcon({ guess }: { guess: HiloGuess }) {
  if (guess === 'same') return <DragHandle />;
  if (guess === 'higher' || guess === 'higher_or_same') return <ArrowUpward />;
  return <ArrowDownward />;
}

/** The current card's box on a phone (a 60 px card drawn half as large again). */
const CARD_HEIGHT_XS_PX = 129;

/**
 * HiLo, as on Stake: bet to turn a card, then guess whether the next is higher or lower (or the
 * same, on an ace or a king), skip a card, or cash out after a right guess; a wrong guess ends the
 * round. An unfinished round resumes after a reload.
 */
export function HiloGame() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const cardLabel = useCardLabel();
  const sound = useGameSound();
  const [round, setRound] = useState<RoundResult>();
  const [resumed, setResumed] = useState(false);
  const { setText: setBetText } = bet;

  const resuming = useResumedRound('hilo', (active) => {
    // The field shows what the resumed round staked.
    setBetText(moneyInputOf(active.bet));
    setRound(active);
    setResumed(true);
  });

  const outcome = hiloOf(round);
  const playing = round?.status === 'in_progress' && outcome !== undefined;
  const current = outcome === undefined ? undefined : hiloCurrentCard(outcome);
  // The last card's guesses stay (disabled) once its round is over, so settling does not swap
  // the buttons (an ace's or a king's for the common pair); the next round's card replaces them.
  const options = current === undefined ? undefined : hiloOptions(current);
  const canCashOut = outcome !== undefined && hiloCanCashOut(outcome);
  // The whole cents a cash-out now pays for sure, from the exact multiplier (the rounding rule
  // may add one more cent, decided by the round's seeds).
  const cashoutWorthMinor = playing ? payoutFloor(round.bet, hiloMultiplierFraction(outcome)) : 0;
  // The round's multiplier while it plays and once it is over (0 on a loss); 1 before any round.
  const shownMultiplier = playing
    ? outcome.multiplier
    : round?.status === 'settled'
      ? round.multiplier
      : 1;
  const percent = (value: number) =>
    `${formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

  const show = (next: RoundResult) => {
    setRound(next);
    setResumed(false);
    const nextOutcome = hiloOf(next);
    if (nextOutcome === undefined) return;
    const turned = t('hilo.turned', { card: cardLabel(hiloCurrentCard(nextOutcome)) });
    if (nextOutcome.status === 'busted') {
      sound('deal');
      sound('lose');
      host.announce(`${turned}. ${t('hilo.busted')}. ${resultText(next)}`);
    } else if (nextOutcome.status === 'cashed_out') {
      sound('cashOut');
      sound(resultCue(next.bet, next.payout));
      host.announce(resultText(next));
    } else {
      sound('deal');
      host.announce(`${turned}. ${t('hilo.multiplier')} ${multiplierText(nextOutcome.multiplier)}`);
    }
  };

  // One request at a time: a second click before the first answer re-renders must not send a
  // second move at the same place (the server would refuse it as a conflict).
  const moving = useRef(false);
  const send = async (request: () => Promise<RoundResult | undefined>) => {
    if (moving.current) return;
    moving.current = true;
    try {
      const answered = await request();
      if (answered !== undefined) show(answered);
    } finally {
      moving.current = false;
    }
  };

  const start = () => {
    if (!bet.check.ok || playing || resuming) return;
    const amountMinor = bet.check.amountMinor;
    sound('bet');
    void send(() => host.play({ bet: amountMinor, params: { engine: 'hilo' } }));
  };

  const act = (action: HiloAction) => {
    if (round !== undefined && playing) void send(() => host.act(round, action));
  };

  const guessButton = (guess: HiloGuess, option: HiloOption | undefined) => {
    const label = t(`hilo.${guess}`);
    const chance = option === undefined ? '–' : percent(option.chancePercent);
    const multiplier = option === undefined ? '–' : multiplierText(option.multiplier);
    return (
      <Button
        key={`${guess}-${option === undefined ? 'idle' : 'live'}`}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={!playing || host.busy}
        onClick={() => act(guess)}
        startIcon={<GuessIcon guess={guess} />}
        aria-label={
          option === undefined ? label : t('hilo.guessLabel', { guess: label, chance, multiplier })
        }
        sx={{ justifyContent: 'space-between', py: 1 }}
        data-testid={`hilo-${guess}`}
      >
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          {label}
        </Box>
        <Box
          component="span"
          sx={{ typography: 'caption', fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
        >
          {chance}
          <br />
          {multiplier}
        </Box>
      </Button>
    );
  };

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy || playing} />
          {playing ? (
            <CashOutButton
              label={t('hilo.cashout', { amount: host.money(cashoutWorthMinor) })}
              busy={host.busy}
              disabled={!canCashOut}
              onCashOut={() => act('cashout')}
              testId="hilo-cashout"
            />
          ) : (
            <PlayButton label={t('bet.play')} onPlay={start} disabled={!bet.check.ok || resuming} />
          )}
          <Stack spacing={1}>
            {options === undefined
              ? IDLE_GUESSES.map((guess) => guessButton(guess, undefined))
              : options.map((option) => guessButton(option.guess, option))}
          </Stack>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<SkipNext />}
            disabled={!playing || host.busy}
            onClick={() => act('skip')}
            data-testid="hilo-skip"
          >
            {t('hilo.skip')}
          </Button>
          {resumed && (
            <Alert severity="info" onClose={() => setResumed(false)} data-testid="hilo-resumed">
              {t('hilo.resumed')}
            </Alert>
          )}
          <HostError />
        </>
      }
      board={
        <>
          <Box
            sx={{
              position: 'relative',
              width: 1,
              maxWidth: 720,
              borderRadius: 4,
              bgcolor: 'background.paper',
              px: { xs: 1.5, md: 3 },
              py: { xs: 2, md: 3 },
              display: 'grid',
              // On a phone the hints sit in a row above the card, so that the win banner over
              // the card hides neither of them (in German they wrap to three lines beside it);
              // wider, they stand on either side of the card, as on Stake's table.
              gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr auto 1fr' },
              gridTemplateAreas: { xs: '"high low" "card card"', sm: '"high card low"' },
              alignItems: 'center',
              gap: { xs: 1.5, md: 3 },
            }}
            data-testid="hilo-table"
            data-status={outcome?.status ?? 'idle'}
          >
            <RankHint area="high" icon={<ArrowUpward />} text={t('hilo.kingHighest')} />
            <Box
              sx={{
                gridArea: 'card',
                justifySelf: 'center',
                // The card is drawn half as large again as in the row below; the box holds its
                // place so nothing moves while a card turns.
                width: { xs: 90, md: 126 },
                height: { xs: CARD_HEIGHT_XS_PX, md: 180 },
                perspective: '800px',
                borderRadius: 2,
                // The card that lost the round is ringed in red.
                boxShadow: (theme) =>
                  outcome?.status === 'busted'
                    ? `0 0 0 4px ${theme.vars.palette.error.main}`
                    : 'none',
              }}
              aria-label={t('hilo.currentCard')}
              role="group"
            >
              <Box
                // A new card turns into place (the theme stops the turn under reduced motion).
                key={outcome === undefined ? 'none' : `${round?.round_id}-${outcome.steps.length}`}
                sx={{
                  transformOrigin: 'top left',
                  transform: 'scale(1.5)',
                  width: { xs: 60, md: 84 },
                  animation: outcome === undefined ? 'none' : 'hilo-turn 320ms ease-out both',
                  '@keyframes hilo-turn': {
                    from: { transform: 'scale(1.5) rotateY(90deg)' },
                    to: { transform: 'scale(1.5)' },
                  },
                }}
                data-testid="hilo-current"
              >
                <PlayingCard
                  card={current}
                  label={current === undefined ? t('blackjack.hidden') : cardLabel(current)}
                />
              </Box>
            </Box>
            <RankHint area="low" icon={<ArrowDownward />} text={t('hilo.aceLowest')} />
            {/* Over the card's row on a phone (under the hints), over the whole table wider. */}
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                top: { xs: 'auto', sm: 0 },
                // The card's height and 16 px either side: centred on the card.
                height: { xs: CARD_HEIGHT_XS_PX + 32, sm: 'auto' },
                pointerEvents: 'none',
              }}
            >
              <BoardOverlay resuming={resuming} round={round} />
            </Box>
          </Box>
          {/* Three places of one width, filled or not: a round's start or end moves nothing. */}
          <Stack
            direction="row"
            spacing={{ xs: 0.5, md: 4 }}
            sx={{ width: 1, maxWidth: 720, '& > *': { flex: '1 1 0', textAlign: 'center' } }}
          >
            <Stat
              label={t('hilo.multiplier')}
              value={multiplierText(shownMultiplier)}
              testId="hilo-multiplier"
              twoLineLabel
            />
            {options === undefined
              ? IDLE_GUESSES.map((guess) => (
                  <Stat key={guess} label={t(`hilo.${guess}`)} value="–" twoLineLabel />
                ))
              : options.map((option) => (
                  <Stat
                    key={option.guess}
                    twoLineLabel
                    label={t(`hilo.${option.guess}`)}
                    value={multiplierText((playing ? outcome.multiplier : 1) * option.multiplier)}
                  />
                ))}
          </Stack>
          <HiloCardRow outcome={outcome} />
          <RoundStatusLine
            round={round}
            hint={
              resuming
                ? ''
                : round?.status === 'in_progress'
                  ? t('hilo.playHint')
                  : t('hilo.startHint')
            }
          />
        </>
      }
    />
  );
}

/** "King is the highest" / "Ace is the lowest" beside the card, as on Stake's table. */
function RankHint({ area, icon, text }: { area: string; icon: ReactNode; text: string }) {
  return (
    <Stack
      spacing={0.5}
      sx={{
        gridArea: area,
        alignItems: 'center',
        textAlign: 'center',
        color: 'text.secondary',
        minWidth: 0,
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', opacity: 0.7 }}>
        {icon}
      </Box>
      <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
        {text}
      </Typography>
    </Stack>
  );
}
