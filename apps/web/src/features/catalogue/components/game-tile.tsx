import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GAME_THUMB_SIZE, type GameListEntry } from '@satsino/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { gamePath } from '../game-links';

const THUMB_ASPECT_RATIO = `${GAME_THUMB_SIZE.width} / ${GAME_THUMB_SIZE.height}`;

interface GameTileProps {
  game: GameListEntry;
  /** Called when the tile is followed, e.g. to close the search drawer. */
  onNavigate?: (() => void) | undefined;
}

/**
 * One game: its art (210x160, SPEC §9), its name and studio, and whether it has a demo. The
 * whole tile is one link, so it is one stop for the keyboard with a visible focus ring.
 */
export function GameTile({ game, onNavigate }: GameTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hasDemo = game.supportsDemo === '1';

  return (
    <Box
      component={RouterLink}
      to={localizedPath(gamePath(game), locale)}
      onClick={onNavigate}
      data-game-id={game.game.game_id}
      sx={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1.5,
        outlineOffset: 2,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        '&:hover img, &:focus-visible img': { transform: 'translateY(-2px)' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: THUMB_ASPECT_RATIO,
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="img"
          src={game.url_thumb}
          alt={game.game.name}
          width={GAME_THUMB_SIZE.width}
          height={GAME_THUMB_SIZE.height}
          loading="lazy"
          decoding="async"
          sx={(theme) => ({
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        />
        {hasDemo && (
          <Box
            component="span"
            sx={{
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
            }}
          >
            {t('casino.demo')}
          </Box>
        )}
      </Box>
      <Typography
        component="span"
        variant="body2"
        noWrap
        sx={{ display: 'block', fontWeight: 600, mt: 0.75 }}
      >
        {game.game.name}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        noWrap
        sx={{ display: 'block' }}
      >
        {game.provided_by}
      </Typography>
    </Box>
  );
}

/** The shape of a tile while its game loads. */
export function GameTileSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton
        variant="rounded"
        sx={{ width: '100%', height: 'auto', aspectRatio: THUMB_ASPECT_RATIO, borderRadius: 1.5 }}
      />
      <Skeleton variant="text" sx={{ typography: 'body2', width: '70%', mt: 0.75 }} />
      <Skeleton variant="text" sx={{ typography: 'caption', width: '45%' }} />
    </Box>
  );
}
