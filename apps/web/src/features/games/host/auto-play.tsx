import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { CURRENCY_SYMBOLS } from '@satsino/contract/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AutoPlayStopReason,
  type AutoPlayStops,
  autoPlayStopReason,
  netAfter,
  parseStopAmount,
} from './auto-play-stops';
import { useGameHost } from './game-host-context';

/** Most rounds one auto-play runs (a limit on everything: STYLE §11). */
export const AUTO_PLAY_MAX_ROUNDS = 100;
/** A pause between auto rounds, so each result can be seen. */
const AUTO_PLAY_PAUSE_MS = 400;

/** Reads the rounds field: a whole number from 1 to the maximum, or `undefined`. */
export function parseAutoRounds(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const rounds = Number(text.trim());
  return rounds >= 1 && rounds <= AUTO_PLAY_MAX_ROUNDS ? rounds : undefined;
}

/** Whether auto-play goes on after a round. */
export function continueAutoPlay(round: RoundResult | undefined, stopOnLoss: boolean): boolean {
  if (round === undefined) return false;
  return !(stopOnLoss && round.payout < round.bet);
}

/**
 * Plays `playOnce` up to N times in a row, stopping on a failure, on a loss when asked, when the
 * player stops it, or when the game closes. With `stopConditions` the player may also stop it on
 * any win, on a single win above an amount, or once its rounds are up or down by an amount
 * (issue 16); the panel then says why it stopped.
 */
export function AutoPlay({
  playOnce,
  disabled,
  stopConditions = false,
}: {
  playOnce: () => Promise<RoundResult | undefined>;
  disabled: boolean;
  stopConditions?: boolean;
}) {
  const { t } = useTranslation('games');
  const { busy, money, balance } = useGameHost();
  const [roundsText, setRoundsText] = useState('10');
  const [stopOnLoss, setStopOnLoss] = useState(false);
  const [stopOnWin, setStopOnWin] = useState(false);
  const [singleWinText, setSingleWinText] = useState('');
  const [profitText, setProfitText] = useState('');
  const [lossText, setLossText] = useState('');
  const [left, setLeft] = useState<number>();
  const [stoppedBy, setStoppedBy] = useState<AutoPlayStopReason>();
  const stopped = useRef(false);
  const rounds = parseAutoRounds(roundsText);
  const singleWin = parseStopAmount(singleWinText);
  const profit = parseStopAmount(profitText);
  const loss = parseStopAmount(lossText);
  const amountsValid = singleWin !== undefined && profit !== undefined && loss !== undefined;
  const running = left !== undefined;

  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const start = async () => {
    if (rounds === undefined || !amountsValid) return;
    const stops: AutoPlayStops = {
      onWin: stopConditions && stopOnWin,
      onLoss: stopOnLoss,
      singleWinAboveMinor: stopConditions ? (singleWin ?? undefined) : undefined,
      profitAtLeastMinor: stopConditions ? (profit ?? undefined) : undefined,
      lossAtLeastMinor: stopConditions ? (loss ?? undefined) : undefined,
    };
    stopped.current = false;
    setStoppedBy(undefined);
    let net = 0;
    for (let remaining = rounds; remaining > 0 && !stopped.current; remaining -= 1) {
      setLeft(remaining);
      const round = await playOnce();
      if (round === undefined) break;
      net = netAfter(net, round);
      const reason = autoPlayStopReason(round, net, stops);
      if (reason !== undefined) {
        if (stopConditions) setStoppedBy(reason);
        break;
      }
      await new Promise((resolve) => window.setTimeout(resolve, AUTO_PLAY_PAUSE_MS));
    }
    setLeft(undefined);
  };

  const amountField = (
    label: string,
    text: string,
    setText: (text: string) => void,
    value: number | null | undefined,
    testId: string,
  ) => (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      disabled={running}
      error={value === undefined}
      helperText={value === undefined ? t('bet.invalid') : undefined}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">{CURRENCY_SYMBOLS[balance.currency]}</InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId },
      }}
    />
  );

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary">
        {t('bet.autoplay')}
      </Typography>
      {/* A gap, not margins: a checkbox that wraps to the next line starts where the first did. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('bet.rounds')}
          value={roundsText}
          onChange={(event) => setRoundsText(event.target.value)}
          disabled={running}
          error={rounds === undefined}
          sx={{ width: 96 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'auto-rounds' } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={stopOnLoss}
              onChange={(event) => setStopOnLoss(event.target.checked)}
              disabled={running}
              slotProps={{ input: { 'data-testid': 'auto-stop-loss' } as object }}
            />
          }
          label={<Typography variant="body2">{t('bet.stopOnLoss')}</Typography>}
        />
        {stopConditions && (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={stopOnWin}
                onChange={(event) => setStopOnWin(event.target.checked)}
                disabled={running}
                slotProps={{ input: { 'data-testid': 'auto-stop-win' } as object }}
              />
            }
            label={<Typography variant="body2">{t('bet.stopOnWin')}</Typography>}
          />
        )}
      </Stack>
      {stopConditions && (
        <Stack spacing={1}>
          {amountField(
            t('bet.stopSingleWin', { currency: balance.currency }),
            singleWinText,
            setSingleWinText,
            singleWin,
            'auto-stop-single-win',
          )}
          {amountField(
            t('bet.stopProfit', { currency: balance.currency }),
            profitText,
            setProfitText,
            profit,
            'auto-stop-profit',
          )}
          {amountField(
            t('bet.stopLossTotal', { currency: balance.currency }),
            lossText,
            setLossText,
            loss,
            'auto-stop-loss-total',
          )}
        </Stack>
      )}
      {running ? (
        <Button
          variant="outlined"
          color="warning"
          onClick={() => {
            stopped.current = true;
          }}
          data-testid="auto-stop"
        >
          {t('bet.stopAuto')} · {t('bet.roundsLeft', { count: left })}
        </Button>
      ) : (
        <Button
          variant="outlined"
          onClick={() => void start()}
          disabled={disabled || busy || rounds === undefined || !amountsValid}
          data-testid="auto-start"
        >
          {t('bet.startAuto')}
        </Button>
      )}
      {stopConditions && (
        // Always there, so the message that appears moves nothing below it.
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          sx={{ minHeight: 20 }}
          data-testid="auto-stopped"
          data-reason={stoppedBy}
        >
          {stoppedBy === undefined
            ? ''
            : t(`bet.autoStopped.${stoppedBy}`, {
                amount: money(
                  stoppedBy === 'singleWin'
                    ? (singleWin ?? 0)
                    : stoppedBy === 'profit'
                      ? (profit ?? 0)
                      : (loss ?? 0),
                ),
              })}
        </Typography>
      )}
    </Stack>
  );
}
