import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * player stops it, or when the game closes.
 */
export function AutoPlay({
  playOnce,
  disabled,
}: {
  playOnce: () => Promise<RoundResult | undefined>;
  disabled: boolean;
}) {
  const { t } = useTranslation('games');
  const { busy } = useGameHost();
  const [roundsText, setRoundsText] = useState('10');
  const [stopOnLoss, setStopOnLoss] = useState(false);
  const [left, setLeft] = useState<number>();
  const stopped = useRef(false);
  const rounds = parseAutoRounds(roundsText);
  const running = left !== undefined;

  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const start = async () => {
    if (rounds === undefined) return;
    stopped.current = false;
    for (let remaining = rounds; remaining > 0 && !stopped.current; remaining -= 1) {
      setLeft(remaining);
      const round = await playOnce();
      if (!continueAutoPlay(round, stopOnLoss)) break;
      await new Promise((resolve) => window.setTimeout(resolve, AUTO_PLAY_PAUSE_MS));
    }
    setLeft(undefined);
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary">
        {t('bet.autoplay')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
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
            />
          }
          label={<Typography variant="body2">{t('bet.stopOnLoss')}</Typography>}
        />
      </Stack>
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
          disabled={disabled || busy || rounds === undefined}
          data-testid="auto-start"
        >
          {t('bet.startAuto')}
        </Button>
      )}
    </Stack>
  );
}
