import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { useState } from 'react';
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
  useResultText,
  withRecent,
} from '../host/round-feedback';
import { DICE_TARGET_MAX, DICE_TARGET_MIN, type DiceCondition, diceTerms } from './dice-terms';

/** Dice: pick a target and over/under; the roll marker slides to the result. */
export function DiceGame() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const host = useGameHost();
  const bet = useBetAmount();
  const multiplierText = useMultiplierText();
  const resultText = useResultText();
  const sound = useGameSound();
  const [target, setTarget] = useState(50.5);
  const [targetText, setTargetText] = useState('50.50');
  const [condition, setCondition] = useState<DiceCondition>('over');
  const [last, setLast] = useState<RoundResult>();
  const [recent, setRecent] = useState<RecentItem[]>([]);

  const terms = diceTerms(target, condition, bet.check.ok ? bet.check.amountMinor : 0);
  const percent = (value: number) =>
    `${formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

  const changeTarget = (value: number) => {
    const clamped = Math.min(
      DICE_TARGET_MAX,
      Math.max(DICE_TARGET_MIN, Math.round(value * 100) / 100),
    );
    setTarget(clamped);
    setTargetText(clamped.toFixed(2));
  };

  const play = async () => {
    if (!bet.check.ok || host.busy) return undefined;
    sound('bet');
    const round = await host.play({
      bet: bet.check.amountMinor,
      params: { engine: 'dice', target, condition },
    });
    if (round === undefined || round.outcome.engine !== 'dice') return round;
    setLast(round);
    sound(resultCue(round.bet, round.payout));
    const rolled = formatNumber(round.outcome.roll, locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    setRecent((items) =>
      withRecent(items, { id: round.round_id, label: rolled, win: round.payout > 0 }),
    );
    host.announce(`${t('dice.rolled', { roll: rolled })}. ${resultText(round)}`);
    return round;
  };

  const roll = last?.outcome.engine === 'dice' ? last.outcome.roll : undefined;
  const won = last !== undefined && last.payout > 0;

  return (
    <GameLayout
      controls={
        <>
          <BetAmountField bet={bet} disabled={host.busy} />
          <Box>
            <Typography variant="caption" color="text.secondary" id="dice-condition">
              {t('dice.condition')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={condition}
              aria-labelledby="dice-condition"
              onChange={(_, value: DiceCondition | null) => {
                if (value !== null) setCondition(value);
              }}
            >
              <ToggleButton value="under">{t('dice.under')}</ToggleButton>
              <ToggleButton value="over">{t('dice.over')}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <TextField
            size="small"
            label={t('dice.target')}
            value={targetText}
            onChange={(event) => setTargetText(event.target.value)}
            onBlur={() => {
              const value = Number(targetText.replace(',', '.'));
              changeTarget(Number.isFinite(value) ? value : target);
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'dice-target' } }}
          />
          <PlayButton label={t('bet.play')} onPlay={play} disabled={!bet.check.ok} />
          <AutoPlay playOnce={play} disabled={!bet.check.ok} />
          <HostError />
        </>
      }
      board={
        <>
          <Box
            aria-hidden
            sx={{
              typography: { xs: 'h2', md: 'h1' },
              fontVariantNumeric: 'tabular-nums',
              fontWeight: 800,
              color: last === undefined ? 'text.secondary' : won ? 'success.main' : 'text.primary',
              transition: 'color 200ms',
            }}
            data-testid="dice-roll"
          >
            {roll === undefined ? '–' : roll.toFixed(2)}
          </Box>
          <Box sx={{ width: 1, maxWidth: 720, px: { xs: 1, md: 2 } }}>
            <Box sx={{ position: 'relative', height: 28 }}>
              {roll !== undefined && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 0,
                    transform: 'translateX(-50%)',
                    transition: 'left 400ms cubic-bezier(0.2, 0.8, 0.2, 1)',
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    fontSize: 12,
                    fontWeight: 700,
                    bgcolor: won ? 'success.main' : 'error.main',
                    color: won ? 'success.contrastText' : 'error.contrastText',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                  // Inline: each roll is a new place, and a class per place would stay in the page's
                  // style sheet for as long as the player rolls (auto-play rolls many a second).
                  style={{ left: `${roll}%` }}
                  data-testid="dice-marker"
                >
                  {roll.toFixed(2)}
                </Box>
              )}
            </Box>
            <Slider
              value={target}
              min={0}
              max={100}
              step={0.5}
              track={false}
              onChange={(_, value) => changeTarget(value as number)}
              getAriaLabel={() => t('dice.target')}
              getAriaValueText={(value) => value.toFixed(2)}
              disabled={host.busy}
              sx={(theme) => {
                const { error, success } = theme.vars.palette;
                const [left, right] =
                  condition === 'over' ? [error.main, success.main] : [success.main, error.main];
                return {
                  height: 10,
                  color: 'primary.main',
                  // Red where the roll loses, green where it wins, split at the target.
                  '& .MuiSlider-rail': {
                    opacity: 1,
                    background: `linear-gradient(to right, ${left} ${target}%, ${right} ${target}%)`,
                  },
                  '& .MuiSlider-thumb': { width: 24, height: 24, borderRadius: 1 },
                };
              }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
              {[0, 25, 50, 75, 100].map((mark) => (
                <Typography key={mark} variant="caption" color="text.secondary">
                  {mark}
                </Typography>
              ))}
            </Stack>
          </Box>
          <Stack
            direction="row"
            spacing={{ xs: 2, md: 4 }}
            sx={{ width: 1, maxWidth: 720, justifyContent: 'space-around' }}
          >
            <Stat
              label={t('dice.multiplier')}
              value={multiplierText(terms.multiplier)}
              testId="dice-multiplier"
            />
            <Stat
              label={t('dice.winChance')}
              value={percent(terms.winChance)}
              testId="dice-chance"
            />
            <Stat
              label={t('bet.profitOnWin')}
              value={host.exactMoney(terms.payoutMinor)}
              testId="dice-payout"
            />
          </Stack>
          <ResultLine round={last} />
          <RecentResults items={recent} />
        </>
      }
    />
  );
}
