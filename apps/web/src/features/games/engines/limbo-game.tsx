import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RoundResult } from '@satsino/contract/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
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
import { limboTerms, parseLimboTarget } from './dice-terms';

/** The counter runs up to the result this long (shorter for small results). */
const COUNT_UP_MS = 600;

/** Counts from 1.00× up to `to`, easing out; jumps when motion is reduced. */
function useCountUp(to: number | undefined, key: number | undefined): number | undefined {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(to);
  const frame = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the count for a new round with the same result.
  useEffect(() => {
    if (to === undefined || reduced) {
      setShown(to);
      return;
    }
    const start = performance.now();
    const duration = Math.min(COUNT_UP_MS, 200 + Math.log10(Math.max(1, to)) * 200);
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setShown(progress >= 1 ? to : 1 + (to - 1) * eased);
      if (progress < 1) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [to, key, reduced]);
  return shown;
}

/** Limbo: a target multiplier; the result counts up and wins when it reaches the target. */
export function LimboGame() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const [targetText, setTargetText] = useState('2.00');
  const [last, setLast] = useState<RoundResult>();
  const [recent, setRecent] = useState<RecentItem[]>([]);
  const target = parseLimboTarget(targetText);
  const terms =
    target === undefined ? undefined : limboTerms(target, bet.check.ok ? bet.check.amountMinor : 0);
  const result = last?.outcome.engine === 'limbo' ? last.outcome.result_multiplier : undefined;
  const shown = useCountUp(result, last?.round_id);
  const settledShown = shown !== undefined && shown === result;
  const won = last !== undefined && last.payout > 0;
  const sound = useGameSound();
  // The result sounds when the counter reaches it, once per round.
  const sounded = useRef<number>(undefined);
  useEffect(() => {
    if (!settledShown || last === undefined || sounded.current === last.round_id) return;
    sounded.current = last.round_id;
    sound(resultCue(last.bet, last.payout));
  }, [settledShown, last, sound]);

  const play = async () => {
    if (!bet.check.ok || target === undefined || host.busy) return undefined;
    sound('bet');
    const round = await host.play({
      bet: bet.check.amountMinor,
      params: { engine: 'limbo', target_multiplier: target },
    });
    if (round === undefined || round.outcome.engine !== 'limbo') return round;
    setLast(round);
    const label = multiplierText(round.outcome.result_multiplier);
    setRecent((items) => withRecent(items, { id: round.round_id, label, win: round.payout > 0 }));
    host.announce(
      `${t('limbo.result', { multiplier: label.replace('×', '') })}. ${resultText(round)}`,
    );
    return round;
  };

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy} />
          <TextField
            size="small"
            label={t('limbo.target')}
            value={targetText}
            onChange={(event) => setTargetText(event.target.value)}
            error={target === undefined}
            helperText={target === undefined ? t('limbo.targetInvalid') : t('limbo.targetHelp')}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">×</InputAdornment> },
              htmlInput: { inputMode: 'decimal', 'data-testid': 'limbo-target' },
            }}
          />
          <PlayButton
            label={t('bet.play')}
            onPlay={play}
            disabled={!bet.check.ok || target === undefined}
          />
          <AutoPlay playOnce={play} disabled={!bet.check.ok || target === undefined} />
          <HostError />
        </>
      }
      board={
        <>
          <Box
            aria-hidden
            sx={{
              typography: { xs: 'h2', md: 'h1' },
              fontSize: { xs: '3.5rem', md: '6rem' },
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
              color:
                shown === undefined
                  ? 'text.secondary'
                  : settledShown
                    ? won
                      ? 'success.main'
                      : 'error.main'
                    : 'text.primary',
            }}
            data-testid="limbo-result"
          >
            {shown === undefined ? '1.00×' : multiplierText(shown)}
          </Box>
          <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
            <Stat
              label={t('limbo.winChance')}
              value={
                terms === undefined
                  ? '–'
                  : `${formatNumber(terms.winChance, locale, { maximumFractionDigits: 4 })}%`
              }
            />
            <Stat
              label={t('bet.profitOnWin')}
              value={terms === undefined ? '–' : host.exactMoney(terms.payoutMinor)}
            />
          </Stack>
          <ResultLine round={settledShown ? last : undefined} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}
