import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAROUSEL_MAX_GAMES,
  CAROUSEL_PLACEHOLDERS,
  type GameListEntry,
} from '@satsino/contract/catalogue';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { CatalogueLoadError } from './catalogue-states';
import { GameTile, GameTileSkeleton } from './game-tile';

interface GameCarouselProps {
  title: string;
  /** The heading level in the page's outline. */
  headingComponent?: 'h2' | 'h3';
  /** `undefined` while loading: then SPEC §9's 20 placeholders show. */
  games: readonly GameListEntry[] | undefined;
  error?: boolean;
  onRetry?: () => void;
  /** Where "See all" leads (a path without locale), if anywhere. */
  seeAllPath?: string | undefined;
  /** Shown instead of the row when the list is empty; nothing at all when not given. */
  empty?: ReactNode;
  onNavigate?: (() => void) | undefined;
  /** For a narrow panel: two tiles per view whatever the window's width. */
  dense?: boolean;
}

/**
 * A titled row of game tiles that scrolls sideways: swipe on phones, drag or the arrow buttons
 * elsewhere, Tab through the tiles with a keyboard (the row follows the focus). At most 50
 * games (SPEC §9).
 */
export function GameCarousel({
  title,
  headingComponent = 'h2',
  games,
  error = false,
  onRetry,
  seeAllPath,
  empty,
  onNavigate,
  dense = false,
}: GameCarouselProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    dragFree: true,
  });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const started = useWhenIdle();

  const update = useCallback(() => {
    if (embla === undefined) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (embla === undefined) return;
    update();
    embla.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [embla, update]);

  const shown = games?.slice(0, CAROUSEL_MAX_GAMES);
  if (shown !== undefined && shown.length === 0 && !error && empty === undefined) return null;

  // Keyboard users move by Tab: bring the focused tile into view.
  const followFocus = (index: number) => {
    if (embla === undefined) return;
    if (!embla.slidesInView().includes(index)) embla.scrollTo(index);
  };

  // Dense rows (the search drawer) keep two tiles and a peek of the third at any window size.
  const slideWidth = dense ? '45%' : { xs: '44%', sm: '28%', md: '20%', lg: '16.66%' };

  let row: ReactNode;
  if (error) {
    row = <CatalogueLoadError onRetry={onRetry} />;
  } else if (shown !== undefined && shown.length === 0) {
    row = empty;
  } else {
    row = (
      <Box ref={started ? viewportRef : undefined} sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          aria-labelledby={headingId}
          aria-busy={shown === undefined}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            touchAction: 'pan-y pinch-zoom',
            ml: -1.5,
            // One rule for every slide rather than a style per slide: a row has up to 50.
            '& > li': {
              flex: '0 0 auto',
              width: slideWidth,
              minWidth: 0,
              pl: 1.5,
              py: shown === undefined ? 0 : 0.5,
            },
          }}
        >
          {shown === undefined
            ? Array.from({ length: CAROUSEL_PLACEHOLDERS }, (_, index) => (
                <li key={String(index)}>
                  <GameTileSkeleton />
                </li>
              ))
            : shown.map((game, index) => (
                <li key={game.game.game_id} onFocus={() => followFocus(index)}>
                  <GameTile game={game} onNavigate={onNavigate} />
                </li>
              ))}
        </Box>
        {shown === undefined && (
          <Box component="span" role="status" sx={visuallyHidden}>
            {t('common.loading')}
          </Box>
        )}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          id={headingId}
          variant={headingComponent === 'h2' ? 'h6' : 'subtitle1'}
          component={headingComponent}
          sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
          noWrap
        >
          {title}
        </Typography>
        {seeAllPath !== undefined && (
          <Link
            component={RouterLink}
            to={localizedPath(seeAllPath, locale)}
            onClick={onNavigate}
            variant="body2"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('casino.seeAll')}
          </Link>
        )}
        {!error && shown !== undefined && shown.length > 0 && (
          <Stack direction="row" spacing={0.5}>
            <IconButton
              size="small"
              aria-label={t('casino.previous', { title })}
              disabled={!canPrevious}
              onClick={() => embla?.scrollPrev()}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronLeft fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('casino.next', { title })}
              disabled={!canNext}
              onClick={() => embla?.scrollNext()}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronRight fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      {row}
    </Box>
  );
}

/** How long a carousel waits at most for the browser to be idle before it starts anyway. */
const START_AT_LATEST_MS = 1_000;

/**
 * False until the browser has a moment to spare. Embla measures every slide of its row when it
 * starts: a page with seven rows would do all that in the same task as its first paint, which
 * then blocks input for longer; started when idle, each row measures in a task of its own
 * (issue 12). Until then the row shows as it will, without its arrows.
 */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: START_AT_LATEST_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
