import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RevealedSeedPair, seedHistoryResponse } from '@satsino/contract/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { apiGet } from '../../../lib/api-client';
import { LoadErrorLine } from '../../../ui/load-error';

/** The id of the section, so the fairness panel can link straight to it. */
export const SEED_HISTORY_ANCHOR = 'seed-history';

/** `GET /api/games/fairness/history`: the player's revealed pairs, newest first. */
export function seedHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['games', 'fairness', 'history'],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        pageParam === undefined
          ? '/games/fairness/history'
          : `/games/fairness/history?before_id=${pageParam}`,
        seedHistoryResponse,
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.pairs.at(-1)?.id : undefined),
  });
}

const mono = { fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 12 } as const;

/**
 * The signed-in player's revealed seed pairs: every server seed that ever played their rounds,
 * kept after the rotation that revealed it. "Use" fills the verify form with the pair.
 */
export function SeedHistory({ onUse }: { onUse: (pair: RevealedSeedPair) => void }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const history = useInfiniteQuery(seedHistoryQueryOptions());
  const headingId = useId();
  const pairs = history.data?.pages.flatMap((page) => page.pairs);

  return (
    <Paper
      id={SEED_HISTORY_ANCHOR}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, width: 1, scrollMarginTop: 80 }}
      data-testid="seed-history"
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('seedHistory.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('seedHistory.intro')}
      </Typography>
      {history.isError && pairs === undefined ? (
        <LoadErrorLine
          message={t('seedHistory.loadFailed')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : pairs !== undefined && pairs.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('seedHistory.empty')}
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider flexItem />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {pairs === undefined
            ? [0, 1].map((index) => (
                <Box component="li" key={index} sx={{ py: 1 }}>
                  <Skeleton />
                  <Skeleton width="60%" />
                </Box>
              ))
            : pairs.map((pair) => (
                <Box component="li" key={pair.id} sx={{ py: 1 }} data-testid="seed-history-pair">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      <time dateTime={pair.revealed_at}>
                        {formatDate(pair.revealed_at, locale)}
                      </time>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' · '}
                        {t('seedHistory.rounds')}{' '}
                        {pair.rounds === 0 ? '—' : `0 – ${pair.rounds - 1}`}
                      </Typography>
                    </Typography>
                    <Button size="small" variant="outlined" onClick={() => onUse(pair)}>
                      {t('seedHistory.use')}
                    </Button>
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('fairness.serverSeed')}
                  </Typography>
                  <Typography sx={mono} data-testid="seed-history-server-seed">
                    {pair.server_seed}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ mt: 0.5 }}
                  >
                    {t('fairness.serverSeedHash')}
                  </Typography>
                  <Typography sx={{ ...mono, color: 'text.secondary' }}>
                    {pair.server_seed_hash}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ mt: 0.5 }}
                  >
                    {t('fairness.clientSeed')}
                  </Typography>
                  <Typography sx={mono}>{pair.client_seed}</Typography>
                </Box>
              ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          {t('seedHistory.more')}
        </Button>
      )}
    </Paper>
  );
}
