import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { pagedGamesQueryOptions } from '../api/catalogue-api';
import type { GamesFilter } from '../api/games-query';
import { CatalogueLoadError } from '../components/catalogue-states';
import { GameTile, GameTileSkeleton } from '../components/game-tile';

/** Placeholders while the first page loads, and while "load more" fetches the next. */
const FIRST_PAGE_PLACEHOLDERS = 24;
const NEXT_PAGE_PLACEHOLDERS = 8;
/** Tiles whose pictures load at once: the first rows on a phone and on a wide screen. */
const EAGER_TILES = 12;
/**
 * The next page is asked for when the end of the grid comes this close to the bottom of the
 * screen: a few rows early, so that scrolling rarely meets the placeholders.
 */
const NEXT_PAGE_MARGIN_PX = 800;

/** Responsive columns of game tiles, by the room the page gives (container queries). */
export const gameGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    '@': 'repeat(auto-fill, minmax(min(100%, 6.25rem), 1fr))',
    '@sm': 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
  // Thousands of tiles (issue 15): the browser lays out and paints only those near the screen,
  // and keeps the size a tile last had (else about a tile's) for the others. One rule for all.
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 12rem' },
} as const;

interface GamesGridProps {
  filter: GamesFilter;
  /** Names the grid for assistive technology. */
  label: string;
  /** What an empty list shows: the lobby picks the state that fits its filters. */
  empty: ReactNode;
}

/**
 * The games of one filter, page by page, with the next page asked for as the player scrolls to
 * the end (a "load more" button stays for the keyboard and for browsers without
 * IntersectionObserver).
 *
 * A page arrives as an urgent update (the query cache is an external store), and drawing its
 * tiles takes a phone hundreds of milliseconds. This component alone holds the query, and it
 * draws the results it is given through useDeferredValue: the urgent render repeats the last
 * drawing unchanged (memoised), and the new tiles are drawn as a transition, which React cuts
 * into short slices, so a tap meanwhile is answered (issue 12: total blocking time).
 */
export function GamesGrid({ filter, label, empty }: GamesGridProps) {
  const { t } = useTranslation('catalogue');
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const games = useDeferredValue(useInfiniteQuery(pagedGamesQueryOptions(filter, locale)));

  // --- the next page, when the end of the grid comes near ---------------------------------------
  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = games;
  // While a new filter's first page loads, the tiles shown are the old filter's: their end
  // says nothing about the new list's pages.
  const showingOldList = games.isPlaceholderData;
  useEffect(() => {
    const end = endRef.current;
    // After a failed page the player retries by hand: an observer would retry in a loop.
    if (end === null || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (showingOldList) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Made again after every page (isFetchingNextPage turns back to false): its first report
    // says whether the end is still near (a tall screen holds two pages), which a kept observer
    // would not repeat.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${NEXT_PAGE_MARGIN_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, showingOldList]);

  // The drawing depends on the list alone: a render of the lobby for another reason (a key typed
  // in the search box, the providers arriving) reuses it. An empty list shows the lobby's state.
  const drawing = useMemo(() => {
    if (games.isPending) {
      return (
        <>
          <Box component="span" role="status" sx={visuallyHidden}>
            {tMain('common.loading')}
          </Box>
          <Box sx={gameGridSx} aria-hidden>
            {Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, index) => (
              <GameTileSkeleton key={String(index)} />
            ))}
          </Box>
        </>
      );
    }
    if (games.isError && games.data === undefined) {
      return (
        <CatalogueLoadError onRetry={() => void games.refetch()} retrying={games.isFetching} />
      );
    }
    const pages = games.data?.pages ?? [];
    const list = pages.flatMap((page) => page.games);
    const total = pages.at(-1)?.totalcount ?? 0;
    if (list.length === 0) return null;
    return (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('lobby.count', { count: total })}
        </Typography>
        <Box
          component="ul"
          aria-label={label}
          aria-busy={games.isPlaceholderData || games.isFetchingNextPage}
          sx={[
            gameGridSx,
            (theme) => ({
              opacity: games.isPlaceholderData ? 0.55 : 1,
              transition: theme.transitions.create('opacity', {
                duration: theme.transitions.duration.shortest,
              }),
            }),
          ]}
        >
          {list.map((game, index) => (
            <li key={game.game.game_id}>
              <GameTile game={game} eager={index < EAGER_TILES} />
            </li>
          ))}
          {games.isFetchingNextPage &&
            Array.from({ length: NEXT_PAGE_PLACEHOLDERS }, (_, index) => (
              <li key={`placeholder-${String(index)}`} aria-hidden>
                <GameTileSkeleton />
              </li>
            ))}
        </Box>
        {games.isFetchNextPageError && (
          <CatalogueLoadError
            onRetry={() => void games.fetchNextPage()}
            retrying={games.isFetchingNextPage}
          />
        )}
        <div ref={endRef} aria-hidden />
        {games.hasNextPage && !games.isFetchNextPageError && (
          <Stack spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t('lobby.shown', { shown: list.length, total })}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => void games.fetchNextPage()}
              loading={games.isFetchingNextPage}
            >
              {t('lobby.loadMore')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }, [games, label, t, tMain]);
  return drawing ?? empty;
}
