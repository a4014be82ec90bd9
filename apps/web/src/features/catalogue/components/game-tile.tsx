import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import { GAME_THUMB_SIZE, type GameListEntry } from '@satsino/contract/catalogue';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { gamePath } from '../game-links';
import { FavouriteButton } from '../lobby/favourite-button';

const THUMB_ASPECT_RATIO = `${GAME_THUMB_SIZE.width} / ${GAME_THUMB_SIZE.height}`;

interface GameTileProps {
  game: GameListEntry;
  /** Called when the tile is followed, e.g. to close the search drawer. */
  onNavigate?: (() => void) | undefined;
  /**
   * A tile in the first screenful: its picture loads at once rather than when the browser gets
   * round to lazy images, as it is likely the page's largest paint (issue 12).
   */
  eager?: boolean;
}

const noWrap = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The whole tile's look in one style object, its parts reached by class: a page shows up to
 * hundreds of tiles, and one style per tile instead of one per part makes them several times
 * cheaper to draw (issue 12).
 */
const tileSx = (theme: Theme) =>
  ({
    position: 'relative',
    '& .game-tile__link': {
      display: 'block',
      color: 'inherit',
      textDecoration: 'none',
      borderRadius: 1.5,
      outlineOffset: 2,
    },
    '& .game-tile__link:focus-visible': { outline: 2, outlineColor: 'primary.main' },
    '& .game-tile__link:hover img, & .game-tile__link:focus-visible img': {
      transform: 'translateY(-2px)',
    },
    // Beside the link, not in it: a button inside a link is neither valid nor reachable.
    '& .game-tile__heart': {
      position: 'absolute',
      top: 0,
      right: 0,
      m: 0.5,
      width: 30,
      height: 30,
      fontSize: '1.125rem',
      bgcolor: 'background.paper',
      color: 'text.primary',
      boxShadow: 1,
      opacity: 0.92,
      '&:hover': { bgcolor: 'background.paper', opacity: 1 },
      '&.Mui-disabled': { bgcolor: 'background.paper', opacity: 0.6 },
    },
    '& .game-tile__art': {
      display: 'block',
      position: 'relative',
      aspectRatio: THUMB_ASPECT_RATIO,
      borderRadius: 1.5,
      overflow: 'hidden',
      bgcolor: 'action.hover',
    },
    '& .game-tile__art img': {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      transition: theme.transitions.create('transform', {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '& .game-tile__demo': {
      position: 'absolute',
      top: 0,
      left: 0,
      m: 0.75,
      px: 0.75,
      py: 0.25,
      borderRadius: 0.75,
      typography: 'caption',
      fontSize: { xs: '0.625rem', sm: '0.6875rem' },
      fontWeight: 700,
      lineHeight: 1.4,
      bgcolor: 'background.paper',
      color: 'text.primary',
      boxShadow: 1,
    },
    '& .game-tile__name': {
      typography: 'body2',
      ...noWrap,
      display: 'block',
      fontWeight: 600,
      m: 0,
      mt: 0.75,
    },
    '& .game-tile__studio': {
      typography: 'caption',
      ...noWrap,
      display: 'block',
      m: 0,
      color: 'text.secondary',
    },
  }) as const;

/**
 * One game: its art (210x160, SPEC §9), its name and studio, and whether it has a demo. The
 * tile is one link, so it is one stop for the keyboard with a visible focus ring; the heart
 * beside it is the next. Memoized: a grid that grows by a page re-renders only the new tiles.
 */
export const GameTile = memo(function GameTile({ game, onNavigate, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hasDemo = game.supportsDemo === '1';

  return (
    <Box sx={tileSx}>
      <RouterLink
        className="game-tile__link"
        to={localizedPath(gamePath(game), locale)}
        onClick={onNavigate}
        data-game-id={game.game.game_id}
      >
        <span className="game-tile__art">
          <img
            src={game.url_thumb}
            alt={game.game.name}
            width={GAME_THUMB_SIZE.width}
            height={GAME_THUMB_SIZE.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {hasDemo && <span className="game-tile__demo">{t('casino.demo')}</span>}
        </span>
        <span className="game-tile__name">{game.game.name}</span>
        <span className="game-tile__studio">{game.provided_by}</span>
      </RouterLink>
      <FavouriteButton game={game} />
    </Box>
  );
});

const skeletonSx = {
  '& .game-tile-skeleton__art': {
    width: '100%',
    height: 'auto',
    aspectRatio: THUMB_ASPECT_RATIO,
    borderRadius: 1.5,
  },
  '& .game-tile-skeleton__name': { typography: 'body2', width: '70%', mt: 0.75 },
  '& .game-tile-skeleton__studio': { typography: 'caption', width: '45%' },
} as const;

/** The shape of a tile while its game loads (a row shows twenty: one style for all parts). */
export function GameTileSkeleton() {
  return (
    <Box aria-hidden sx={skeletonSx}>
      <Skeleton variant="rounded" className="game-tile-skeleton__art" />
      <Skeleton variant="text" className="game-tile-skeleton__name" />
      <Skeleton variant="text" className="game-tile-skeleton__studio" />
    </Box>
  );
}
