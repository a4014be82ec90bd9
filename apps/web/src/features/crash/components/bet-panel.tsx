import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import type {
  CrashBetRequest,
  CrashMyBet,
  CrashRound,
  CrashTable,
  CrashTableState,
} from '@satsino/contract/crash';
import { CURRENCY_SYMBOLS, type Currency } from '@satsino/contract/money';
import { crashPayoutFloorMinor, multiplierX100AtMs } from '@satsino/fairness/crash';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import {
  CRASH_QUERY_KEY,
  cashOutCrashBet,
  myCrashBetsQueryOptions,
  placeCrashBet,
} from '../api/crash-api';
import {
  amountInputOf,
  formatMultiplier,
  parseAmountInput,
  parseMultiplierInput,
} from '../crash-format';
import { ownBetCue, useCueOnChange } from '../crash-sounds';
import { useServerNow } from './crash-graph';

const DEFAULT_BET_MINOR = 100;

/** The player's bet of the shown round, from their own bets, updated by the room's events. */
/**
 * What cashing out pays now, as the multiplier climbs. A component of its own, so each frame
 * redraws this label and not the whole panel.
 */
function LiveCashOut({
  amountMinor,
  startedAt,
  offsetMs,
  growthPerMs,
  currency,
}: {
  amountMinor: number;
  startedAt: string | null | undefined;
  offsetMs: RefObject<number>;
  growthPerMs: number;
  currency: Currency;
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const now = useServerNow(offsetMs, true);
  const liveX100 = startedAt ? multiplierX100AtMs(now - Date.parse(startedAt), growthPerMs) : 100;
  // The whole cents: a fraction's cent is decided by the round's hash, secret until the end.
  const payoutMinor = crashPayoutFloorMinor(BigInt(amountMinor), liveX100);
  return t('bet.cashOut', { amount: formatMoney(Number(payoutMinor), currency, locale) });
}

function currentBet(round: CrashRound | null, mine: CrashMyBet[] | undefined) {
  if (!round) return undefined;
  const own = mine?.find((bet) => bet.round_id === round.id);
  if (!own) return undefined;
  const shown = round.bets.find((bet) => bet.id === own.id);
  return shown
    ? { ...own, status: shown.status, cashout_x100: shown.cashout_x100, payout: shown.payout }
    : own;
}

/** A bet held in the page while a round runs, sent when the next betting window opens. */
interface QueuedBet {
  body: CrashBetRequest;
  /** The round it was queued during: it goes to any later round's window, never to this one. */
  queuedInRoundId: number;
}

/**
 * The bet form of a signed-in player: amount in the account currency, optional auto cash-out,
 * Bet while betting is open, Cash out (with the live payout) while the player's bet runs, and
 * Bet (next round) otherwise: the bet waits in the page (as on bustabit) and is placed when the
 * next betting window opens, so the money moves only when the server takes it.
 */
export function BetPanel({
  table,
  user,
  round,
  offsetMs,
  growthPerMs,
  limits,
  accent,
}: {
  table: CrashTable;
  user: User;
  round: CrashRound | null;
  offsetMs: RefObject<number>;
  growthPerMs: number;
  /** The table's own limits (an operator may change them), as its state answers them. */
  limits: CrashTableState['limits'];
  accent: 'primary' | 'success' | 'info';
}) {
  const { t } = useTranslation('crash');
  const errorText = useErrorText();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formId = useId();
  const [amountText, setAmountText] = useState(amountInputOf(DEFAULT_BET_MINOR));
  const [autoText, setAutoText] = useState('');
  const [touched, setTouched] = useState(false);
  const [queued, setQueued] = useState<QueuedBet>();
  const mine = useQuery(myCrashBetsQueryOptions(table));
  const bet = currentBet(round, mine.data);
  // The player's bet taken, cashed out (by hand or automatically) or lost.
  useCueOnChange(bet && `${bet.id}:${bet.status}`, ownBetCue(bet?.status));
  const running = round?.status === 'running' && bet?.status === 'active';
  const money = (minor: number) => formatMoney(minor, user.currency, locale);

  const amount = parseAmountInput(amountText);
  const amountValid = amount !== undefined && amount >= limits.min_bet && amount <= limits.max_bet;
  const auto = autoText.trim() === '' ? null : parseMultiplierInput(autoText);
  const autoValid =
    auto === null ||
    (auto !== undefined &&
      auto >= limits.min_auto_cashout_x100 &&
      auto <= limits.max_auto_cashout_x100);
  const autoBounds = {
    min: formatMultiplier(limits.min_auto_cashout_x100, locale),
    max: formatMultiplier(limits.max_auto_cashout_x100, locale),
  };

  const refreshMine = (placed: CrashMyBet) => {
    queryClient.setQueryData<CrashMyBet[]>(myCrashBetsQueryOptions(table).queryKey, (bets) => [
      placed,
      ...(bets ?? []).filter((item) => item.id !== placed.id),
    ]);
    void queryClient.invalidateQueries({ queryKey: [...CRASH_QUERY_KEY, table, 'mine'] });
  };
  const place = useMutation({
    mutationFn: (body: CrashBetRequest) => placeCrashBet(table, body),
    onSuccess: refreshMine,
  });
  const { mutate: placeBet } = place;

  // The next window opened: the queued bet goes now, and a refusal shows like any other.
  const windowRoundId = round?.status === 'betting' ? round.id : undefined;
  useEffect(() => {
    if (queued === undefined || windowRoundId === undefined) return;
    if (windowRoundId === queued.queuedInRoundId) return;
    setQueued(undefined);
    placeBet(queued.body);
  }, [queued, windowRoundId, placeBet]);
  const cashOut = useMutation({
    mutationFn: () => cashOutCrashBet(table),
    onSuccess: refreshMine,
  });
  const failure = place.error ?? cashOut.error;
  // A refusal in the player's language, by its code; one without a code as the server wrote it.
  const failureText =
    failure instanceof ApiError
      ? errorText.failureText(failure, failure.message)
      : failure
        ? String(failure.message)
        : undefined;
  const fieldError = (field: string) => {
    const coded = failure instanceof ApiError ? failure.firstFieldError(field) : undefined;
    return coded === undefined ? undefined : errorText.codedText(coded);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    cashOut.reset();
    if (!amountValid || !autoValid || amount === undefined || !round) return;
    const body = { amount, auto_cashout_x100: auto ?? null };
    if (round.status === 'betting') {
      place.mutate(body);
    } else {
      place.reset();
      setQueued({ body, queuedInRoundId: round.id });
    }
  }

  const bettingOpen = round?.status === 'betting';
  // While a round runs or has just crashed, the button holds a bet for the next one instead.
  const queueing = !bettingOpen && round !== null && queued === undefined;

  let status: string | undefined;
  if (bet?.status === 'cashed_out' && bet.cashout_x100 !== null && bet.payout !== null) {
    status = t('bet.cashedOut', {
      multiplier: formatMultiplier(bet.cashout_x100, locale),
      amount: money(bet.payout),
    });
  } else if (bet?.status === 'lost') {
    status = t('bet.lost');
  } else if (bet) {
    status = t('bet.placed', { amount: money(bet.amount) });
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${formId}-title`}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} id={formId}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={`${formId}-title`} component="h2" variant="h6">
            {t('bet.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('bet.balance', { amount: money(user.balance) })}
          </Typography>
        </Stack>
        <TextField
          label={t('bet.amount', { currency: user.currency })}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={(touched && !amountValid) || fieldError('amount') !== undefined}
          helperText={
            fieldError('amount') ??
            (touched && !amountValid
              ? `${t('bet.amountInvalid')} (${money(limits.min_bet)} – ${money(limits.max_bet)})`
              : undefined)
          }
          disabled={running || queued !== undefined}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">{CURRENCY_SYMBOLS[user.currency]}</InputAdornment>
              ),
            },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'crash-amount' },
          }}
        />
        <TextField
          label={t('bet.autoCashout')}
          value={autoText}
          onChange={(event) => setAutoText(event.target.value)}
          error={(touched && !autoValid) || fieldError('auto_cashout_x100') !== undefined}
          helperText={
            fieldError('auto_cashout_x100') ??
            (touched && !autoValid
              ? t('bet.autoInvalid', autoBounds)
              : t('bet.autoHint', autoBounds))
          }
          disabled={running || queued !== undefined}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">×</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'crash-auto' },
          }}
        />
        {running && bet ? (
          <Button
            type="button"
            variant="contained"
            color={accent}
            size="large"
            loading={cashOut.isPending}
            onClick={() => {
              place.reset();
              cashOut.mutate();
            }}
            data-testid="crash-cashout"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <LiveCashOut
              amountMinor={bet.amount}
              startedAt={round?.started_at}
              offsetMs={offsetMs}
              growthPerMs={growthPerMs}
              currency={user.currency}
            />
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            color={accent}
            size="large"
            loading={place.isPending}
            disabled={bettingOpen ? bet !== undefined : !queueing}
            data-testid="crash-bet"
          >
            {bettingOpen ? t('bet.place') : t('bet.placeNext')}
          </Button>
        )}
        {queued !== undefined && (
          <Alert
            severity="info"
            data-testid="crash-bet-queued"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setQueued(undefined)}
                data-testid="crash-bet-cancel"
              >
                {t('bet.cancelQueued')}
              </Button>
            }
          >
            {t('bet.queued', { amount: money(queued.body.amount) })}
          </Alert>
        )}
        {queueing && !bet && round?.status === 'running' && (
          <Typography variant="body2" color="text.secondary">
            {t('bet.waitNext')}
          </Typography>
        )}
        {status !== undefined && (
          <Alert
            severity={
              bet?.status === 'lost' ? 'warning' : bet?.status === 'cashed_out' ? 'success' : 'info'
            }
            data-testid="crash-bet-status"
          >
            {status}
            {bet?.status === 'active' && bet.auto_cashout_x100 !== null && (
              <>
                {' '}
                {t('bet.autoAt', { multiplier: formatMultiplier(bet.auto_cashout_x100, locale) })}
              </>
            )}
          </Alert>
        )}
        {failureText !== undefined && fieldError('amount') === undefined && (
          <Alert severity="error" role="alert" data-testid="crash-bet-error">
            {failureText}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
