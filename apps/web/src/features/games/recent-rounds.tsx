import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { historyResponse } from '@satsino/contract/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { apiGet } from '../../lib/api-client';
import { LoadErrorLine } from '../../ui/load-error';
import { buildVerifyQuery, paramsOfOutcome, variantOfGame } from './verify/verify-query';

const VERIFY_PAGE_PATH = '/provably-fair';

/** `GET /api/games/history`: the player's rounds, newest first, a page at a time. */
export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['games', 'history'],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        pageParam === undefined ? '/games/history' : `/games/history?before_id=${pageParam}`,
        historyResponse,
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.rounds.at(-1)?.round_id : undefined),
  });
}

/**
 * The signed-in player's own real-money rounds with a link that opens each on the verify page,
 * its seeds, nonce and actions prefilled (the server seed once revealed by a rotation).
 */
export function RecentRounds() {
  return (
    <TextsSuspense namespace="games" fallback={null}>
      <RecentRoundsPanel />
    </TextsSuspense>
  );
}

function RecentRoundsPanel() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const history = useInfiniteQuery(historyQueryOptions());
  // History entries carry no currency: they are in the account's, which never changes.
  const currency = useSession().user?.currency ?? 'USD';
  const headingId = useId();
  const rounds = history.data?.pages.flatMap((page) => page.rounds);
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, width: 1, overflowX: 'auto' }}
      data-testid="recent-rounds"
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.isError && rounds === undefined ? (
        <LoadErrorLine
          message={t('history.loadFailed')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : rounds !== undefined && rounds.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('history.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-busy={rounds === undefined}>
          <TableHead>
            <TableRow>
              <TableCell>{t('feed.game')}</TableCell>
              <TableCell sx={hideOnPhone}>{t('feed.time')}</TableCell>
              <TableCell align="right">{t('feed.bet')}</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {t('feed.multiplier')}
              </TableCell>
              <TableCell align="right">{t('feed.payout')}</TableCell>
              <TableCell align="right">{t('history.verify')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rounds === undefined ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ) : (
              rounds.map((round) => (
                <TableRow key={round.round_id}>
                  <TableCell>
                    {round.game_name}
                    {round.mode === 'demo' && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        · {t('host.playMoney')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...hideOnPhone, ...numeric }}>
                    <time dateTime={round.created_at}>{formatDate(round.created_at, locale)}</time>
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatMoney(round.bet, currency, locale)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...hideOnPhone, ...numeric }}>
                    {formatNumber(round.multiplier, locale, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    })}
                    ×
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatMoney(round.payout, currency, locale)}
                  </TableCell>
                  <TableCell align="right">
                    <Link
                      href={`${localizedPath(VERIFY_PAGE_PATH, locale)}?${buildVerifyQuery({
                        gameId: round.game_id,
                        engine: round.outcome.engine,
                        variant: variantOfGame(round.outcome.engine, round.game_id),
                        params: paramsOfOutcome(round.outcome),
                        serverSeed: round.fairness.server_seed ?? undefined,
                        serverSeedHash: round.fairness.server_seed_hash,
                        clientSeed: round.fairness.client_seed,
                        nonce: round.fairness.round_nonce,
                        actions: round.actions.length > 0 ? round.actions : undefined,
                      })}`}
                    >
                      #{round.fairness.round_nonce}
                    </Link>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      {history.hasNextPage && (
        <Button
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          {t('history.more')}
        </Button>
      )}
    </Paper>
  );
}
