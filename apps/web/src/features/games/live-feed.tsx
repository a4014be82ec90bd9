import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FeedEntry } from '@satsino/contract/games';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { LoadErrorLine } from '../../ui/load-error';
import { TabStrip } from '../../ui/tab-strip';
import { liveFeedQueryOptions } from './api/games-api';

const FEEDS = ['all', 'high', 'user'] as const;
type Feed = (typeof FEEDS)[number];
const TAB_TEXT = { all: 'feed.all', high: 'feed.high', user: 'feed.mine' } as const;

/** Placeholder rows while the first answer is on its way. */
const SKELETON_ROWS = 5;
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/**
 * SPEC §2 live feed: the latest real-money bets — all, high rollers, and the player's own (for
 * players only), refreshed every few seconds while the page is visible. For the home page,
 * the lobby and the verify page.
 */
export function LiveFeed({ title }: { title?: string }) {
  return (
    <TextsSuspense namespace="games" fallback={null}>
      <LiveFeedPanel title={title} />
    </TextsSuspense>
  );
}

function LiveFeedPanel({ title }: { title?: string | undefined }) {
  const { t } = useTranslation('games');
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [tab, setTab] = useState<Feed>('all');
  const feed = useQuery(liveFeedQueryOptions(signedIn));
  const shown: Feed = tab === 'user' && !signedIn ? 'all' : tab;
  const rows = feed.data?.feeds[shown];
  const headingId = useId();
  const panelId = useId();

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, width: 1 }}
      data-testid="live-feed"
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title ?? t('feed.title')}
      </Typography>
      <TabStrip
        items={FEEDS.filter((feedName) => feedName !== 'user' || signedIn).map((feedName) => ({
          value: feedName,
          label: t(TAB_TEXT[feedName]),
          testId: `feed-tab-${feedName}`,
        }))}
        value={shown}
        onChange={setTab}
        label={title ?? t('feed.title')}
        panelId={panelId}
        sx={{ mb: 1, '& .tab-strip__tab': { minHeight: 40 } }}
      />
      <Box id={panelId} role="tabpanel" sx={{ overflowX: 'auto' }}>
        {feed.isError && rows === undefined ? (
          <LoadErrorLine
            message={t('feed.loadFailed')}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : (
          <FeedTable rows={rows} />
        )}
      </Box>
    </Paper>
  );
}

/** The table of a feed; `undefined` rows draw placeholders. */
export function FeedTable({ rows }: { rows: readonly FeedEntry[] | undefined }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

  if (rows !== undefined && rows.length === 0) {
    return (
      <Typography
        color="text.secondary"
        sx={{ py: 3, textAlign: 'center' }}
        data-testid="feed-empty"
      >
        {t('feed.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-busy={rows === undefined}>
      <TableHead>
        <TableRow>
          <TableCell>{t('feed.game')}</TableCell>
          <TableCell sx={hideOnPhone}>{t('feed.user')}</TableCell>
          <TableCell sx={hideOnPhone}>{t('feed.time')}</TableCell>
          <TableCell align="right">{t('feed.bet')}</TableCell>
          <TableCell align="right" sx={hideOnPhone}>
            {t('feed.multiplier')}
          </TableCell>
          <TableCell align="right">{t('feed.payout')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // Placeholders have no identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableRow key={index}>
                <TableCell colSpan={6}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))
          : rows.map((entry) => {
              const won = entry.payout > entry.bet;
              return (
                <TableRow key={`${entry.source}:${entry.id}`} data-testid="feed-row">
                  <TableCell
                    sx={{
                      maxWidth: 160,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {entry.game.name}
                  </TableCell>
                  <TableCell sx={hideOnPhone}>
                    {entry.user === '' ? t('feed.hidden') : entry.user}
                  </TableCell>
                  <TableCell sx={{ ...hideOnPhone, ...numeric }}>
                    <time dateTime={entry.time}>{formatDate(entry.time, locale, TIME_FORMAT)}</time>
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatMoney(entry.bet, entry.currency, locale)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...hideOnPhone, ...numeric }}>
                    {formatNumber(entry.multiplier, locale, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    })}
                    ×
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      ...numeric,
                      color: won ? 'success.main' : 'text.secondary',
                      fontWeight: won ? 700 : 400,
                    }}
                  >
                    {formatMoney(entry.payout, entry.currency, locale)}
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
