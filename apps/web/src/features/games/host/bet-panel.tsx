import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CURRENCY_SYMBOLS } from '@satsino/contract/money';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyInputOf } from '../../../lib/money-input';
import {
  type BetCheck,
  type BetProblem,
  checkBet,
  doubleBet,
  halveBet,
  maxBet,
} from './bet-amount';
import { useGameHost } from './game-host-context';

/**
 * The board above (phones) or beside (from `md` up) the controls, as game sites lay a game out:
 * the controls stay within thumb reach on a phone and in a side column on a desktop.
 */
export function GameLayout({ controls, board }: { controls: ReactNode; board: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        gridTemplateAreas: { xs: '"board" "controls"', md: '"controls board"' },
        // On a phone the board keeps its own height and the controls take the rest of the
        // screen: controls that change during a round (blackjack's moves replacing Deal) then
        // grow into that room instead of shrinking the board's row and moving the board.
        gridTemplateRows: { xs: 'auto 1fr', md: 'none' },
        minHeight: 0,
      }}
    >
      <Box
        sx={{
          gridArea: 'controls',
          p: 2,
          bgcolor: 'background.paper',
          borderRight: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: { xs: 'divider', md: 'divider' },
        }}
      >
        <Stack spacing={2}>{controls}</Stack>
      </Box>
      <Box
        sx={{
          gridArea: 'board',
          p: { xs: 1.5, sm: 2, md: 3 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 0,
          gap: 2,
        }}
      >
        {board}
      </Box>
    </Box>
  );
}

/** The bet amount a game keeps while it is open: the field's text, checked against the limits. */
export function useBetAmount() {
  const { limits, playableMinor } = useGameHost();
  const [text, setText] = useState(() => moneyInputOf(Math.max(limits.minBetMinor, 100)));
  const check: BetCheck = useMemo(
    () => checkBet(text, limits, playableMinor),
    [text, limits, playableMinor],
  );
  return { text, setText, check };
}

export type BetAmount = ReturnType<typeof useBetAmount>;

/** Words for a bet the panel refuses. */
export function useBetProblemText() {
  const { t } = useTranslation('games');
  const { money } = useGameHost();
  return useCallback(
    (problem: BetProblem): string => {
      switch (problem.kind) {
        case 'invalid':
          return t('bet.invalid');
        case 'min':
          return t('bet.min_limit', { amount: money(problem.limitMinor) });
        case 'max':
          return t('bet.max_limit', { amount: money(problem.limitMinor) });
        case 'bonus':
          return t('bet.bonus_max_limit', { amount: money(problem.limitMinor) });
        case 'balance':
          return t('bet.balance');
      }
    },
    [t, money],
  );
}

/** The amount field with ½, 2×, min and max. */
export function BetAmountField({ bet, disabled }: { bet: BetAmount; disabled?: boolean }) {
  const { t } = useTranslation('games');
  const { balance, limits, playableMinor, money } = useGameHost();
  const problemText = useBetProblemText();
  const current = bet.check.ok ? bet.check.amountMinor : limits.minBetMinor;
  const set = (amountMinor: number) => bet.setText(moneyInputOf(amountMinor));
  // The problem shows once the player typed something unplayable, not for an empty field.
  const showProblem = !bet.check.ok && bet.text.trim() !== '';

  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={t('bet.amount', { currency: balance.currency })}
        value={bet.text}
        disabled={disabled}
        onChange={(event) => bet.setText(event.target.value)}
        error={showProblem}
        helperText={
          showProblem && !bet.check.ok
            ? problemText(bet.check.problem)
            : limits.bonusMaxBetMinor !== undefined
              ? t('bet.bonus_max_note', { amount: money(limits.bonusMaxBetMinor) })
              : undefined
        }
        slotProps={{
          formHelperText: { 'data-testid': 'bet-amount-note' } as object,
          input: {
            startAdornment: (
              <InputAdornment position="start">{CURRENCY_SYMBOLS[balance.currency]}</InputAdornment>
            ),
          },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'bet-amount' },
        }}
      />
      <ButtonGroup fullWidth size="small" variant="outlined" disabled={disabled}>
        <Button
          aria-label={t('bet.halfLabel')}
          onClick={() => set(halveBet(current, limits, playableMinor))}
        >
          {t('bet.half')}
        </Button>
        <Button
          aria-label={t('bet.doubleLabel')}
          onClick={() => set(doubleBet(current, limits, playableMinor))}
        >
          {t('bet.double')}
        </Button>
        <Button aria-label={t('bet.minLabel')} onClick={() => set(limits.minBetMinor)}>
          {t('bet.min')}
        </Button>
        <Button aria-label={t('bet.maxLabel')} onClick={() => set(maxBet(limits, playableMinor))}>
          {t('bet.max')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}

/** Whether a key press comes from a control that uses the space bar itself. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, button, a, [role="button"], [role="dialog"]') !== null
  );
}

/**
 * Space plays (as on game sites) while no field, button or dialog has the focus: there the
 * space bar keeps its own meaning.
 */
export function useSpaceToPlay(onPlay: () => void, enabled: boolean) {
  const latest = useRef(onPlay);
  latest.current = onPlay;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isTypingTarget(event.target)) return;
      if (document.querySelector('[role="dialog"]') !== null) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** The main button: loading while a round is on its way; Space presses it. */
export function PlayButton({
  label,
  onPlay,
  disabled,
  spaceToPlay = true,
  ...button
}: {
  label: string;
  onPlay: () => void;
  disabled?: boolean;
  spaceToPlay?: boolean;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('games');
  const { busy } = useGameHost();
  const hintId = useId();
  const canPlay = !busy && disabled !== true;
  useSpaceToPlay(onPlay, canPlay && spaceToPlay);
  return (
    <Stack spacing={0.5}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        loading={busy}
        disabled={disabled}
        onClick={onPlay}
        aria-describedby={spaceToPlay ? hintId : undefined}
        data-testid="play-button"
        {...button}
      >
        {label}
      </Button>
      {spaceToPlay && (
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', display: { xs: 'none', md: 'block' } }}
        >
          {t('bet.spaceHint')}
        </Typography>
      )}
    </Stack>
  );
}

/** The last failure of the host, with a close button. */
export function HostError() {
  const { error, clearError } = useGameHost();
  if (error === undefined) return null;
  return (
    <Alert severity="error" variant="outlined" onClose={clearError} data-testid="game-error">
      {error}
    </Alert>
  );
}

/** Two lines' room, the text at their bottom and cut after the second line. */
const TWO_LINE_LABEL_SX = {
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minHeight: '2lh',
  '& .stat__label': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
} as const;

/** A small label and value, e.g. "Win chance 49.50%". */
export function Stat({
  label,
  value,
  testId,
  twoLineLabel = false,
}: {
  label: string;
  value: string;
  testId?: string;
  /**
   * The label may take two lines, and always takes the room of two, its text at the bottom:
   * for a row of long labels in narrow places ("Niedriger oder gleich" at 390 px), where the
   * labels change between rounds and must not move what is under them.
   */
  twoLineLabel?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        noWrap={!twoLineLabel}
        sx={twoLineLabel ? TWO_LINE_LABEL_SX : undefined}
      >
        {twoLineLabel ? <span className="stat__label">{label}</span> : label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
        noWrap
      >
        {value}
      </Typography>
    </Box>
  );
}
