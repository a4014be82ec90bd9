import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameHost } from './game-host-context';
import { ResultLine, useMultiplierText } from './round-feedback';

/*
 * The parts of the games played in steps and cashed out (Mines, HiLo): the cash-out button, the
 * win over the board and the line under it.
 */

/**
 * What lies over a board in steps: a spinner while an unfinished round is looked up, then the
 * win of a round cashed out (nothing over a loss).
 */
export function BoardOverlay({
  resuming,
  round,
}: {
  resuming: boolean;
  round: RoundResult | undefined;
}) {
  const { t } = useTranslation('games');
  return (
    <>
      {resuming && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('host.opening')} />
        </Box>
      )}
      {round?.status === 'settled' && round.payout > 0 && (
        <WinBanner key={round.round_id} round={round} />
      )}
    </>
  );
}

/**
 * The win of a cashed-out round over the middle of its board (Mines' tiles, HiLo's card), as
 * Stake shows it: the multiplier and what was paid. It lies over the board, so the page does not
 * move when it appears, and lets clicks through to what is under it. Screen readers hear the
 * result from the host's announcement instead.
 */
export function WinBanner({ round }: { round: RoundResult }) {
  const { money } = useGameHost();
  const multiplierText = useMultiplierText();
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
      }}
    >
      <Box
        sx={{
          px: { xs: 3, md: 4 },
          py: { xs: 1.5, md: 2 },
          borderRadius: 2,
          border: 3,
          borderColor: 'success.main',
          bgcolor: 'background.paper',
          boxShadow: 8,
          textAlign: 'center',
          animation: 'win-banner-in 220ms ease-out both',
          '@keyframes win-banner-in': {
            from: { transform: 'scale(0.8)', opacity: 0 },
            to: { transform: 'none', opacity: 1 },
          },
        }}
        data-testid="win-banner"
      >
        <Typography
          sx={{
            color: 'success.main',
            fontWeight: 800,
            fontSize: { xs: 28, md: 36 },
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.1,
          }}
        >
          {multiplierText(round.multiplier)}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {money(round.payout)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Cash out, in the place of the Bet button while a round plays. On a desktop the Bet button has
 * the "Space bar to play" line under it: an empty line of the same height keeps the controls
 * below from moving when the round starts or settles.
 */
export function CashOutButton({
  label,
  busy,
  disabled,
  onCashOut,
  testId,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onCashOut: () => void;
  testId: string;
}) {
  return (
    <Stack spacing={0.5}>
      <Button
        variant="contained"
        color="success"
        size="large"
        fullWidth
        loading={busy}
        disabled={disabled}
        onClick={onCashOut}
        data-testid={testId}
      >
        {label}
      </Button>
      <Typography aria-hidden variant="caption" sx={{ display: { xs: 'none', md: 'block' } }}>
        {'\u00a0'}
      </Typography>
    </Stack>
  );
}

/**
 * The line under the board: a hint before the first round and while one plays, the result once
 * it is settled. Its size is fixed (two lines of a hint on a phone), so nothing moves when the
 * line changes.
 */
export function RoundStatusLine({
  round,
  hint,
}: {
  round: RoundResult | undefined;
  hint: ReactNode;
}) {
  return (
    <Box
      sx={{
        // Full width: a box as wide as its text would move sideways when the text changes.
        width: 1,
        height: { xs: 56, md: 40 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {round?.status === 'settled' ? (
        <ResultLine round={round} />
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', width: 1 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
