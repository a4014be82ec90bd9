import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FreeSpinProgress, GameSession } from '@satsino/contract/games';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { LoadErrorLine } from '../../../ui/load-error';
import { fetchFreeSpins } from '../api/games-api';
import { useGameHost } from '../host/game-host-context';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The player's free spins on this slot (issue 14): read once when the game opens (real money
 * only), then kept up to date from each free spin's answer, which carries the spins' state.
 */
export function useFreeSpins(session: GameSession) {
  const real = session.mode === 'real';
  const query = useQuery({
    queryKey: ['games', 'free-spins', session.session],
    queryFn: ({ signal }) => fetchFreeSpins(session.session, signal),
    enabled: real,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [latest, setLatest] = useState<FreeSpinProgress | null>();
  useEffect(() => {
    if (query.data !== undefined) setLatest((current) => current ?? query.data.free_spins);
  }, [query.data]);
  return {
    /** The spins as last known: undefined while loading, null when there are none. */
    progress: real ? latest : null,
    loading: real && query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    /** Takes the state a free spin's answer carries. */
    update: (progress: FreeSpinProgress) => setLatest(progress),
    /** Asks again (a refused spin: they expired or ended with their bonus meanwhile). */
    refresh: async () => {
      const answer = await query.refetch();
      if (answer.data !== undefined) setLatest(answer.data.free_spins);
    },
  };
}

/**
 * The free spins panel beside the bet: "Free spin 3 / 100", the spins left, the running total
 * won and the button that plays the next one; a short line when they are all played.
 */
export function FreeSpinsPanel({
  spins,
  onPlay,
  disabled,
}: {
  spins: ReturnType<typeof useFreeSpins>;
  onPlay: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const host = useGameHost();
  if (spins.loading) {
    return <Skeleton variant="rounded" height={96} data-testid="free-spins-loading" />;
  }
  if (spins.failed) {
    return <LoadErrorLine message={t('messages.unexpected')} onRetry={spins.retry} />;
  }
  const progress = spins.progress;
  if (progress === null || progress === undefined) return null;
  const done = progress.left === 0;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: done ? 'divider' : 'primary.main' }}
      data-testid="free-spins-panel"
      data-left={progress.left}
    >
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CasinoOutlined fontSize="small" color={done ? 'disabled' : 'primary'} aria-hidden />
          <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
            {t('slots.freeSpinsTitle')}
          </Typography>
        </Stack>
        {progress.number > 0 && (
          <Typography
            variant="h6"
            component="p"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="free-spin-counter"
          >
            {t('slots.freeSpin', { number: progress.number, total: progress.total })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {done
            ? t('slots.freeSpinsDone')
            : t('slots.freeSpinsLeft', { count: progress.left, total: progress.total })}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="free-spin-won"
        >
          {t('slots.freeSpinsWon', { amount: host.money(progress.won) })}
        </Typography>
        {!done && (
          <>
            <Typography variant="caption" color="text.secondary">
              {t('slots.freeSpinStake', { stake: host.money(progress.stake) })}{' '}
              {t('slots.freeSpinsUntil', {
                date: formatDate(progress.expires_at, locale, DATE_TIME),
              })}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              onClick={onPlay}
              disabled={disabled}
              data-testid="free-spin-button"
            >
              {t('slots.playFreeSpin')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
