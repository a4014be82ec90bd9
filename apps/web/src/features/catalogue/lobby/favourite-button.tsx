import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameListEntry } from '@satsino/contract/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { loginPath } from '../../../app/session/redirect-target';
import { useSession } from '../../../app/session/session-context';
import { useErrorText } from '../../../i18n/error-text';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import {
  favouriteIds,
  favouritesQueryOptions,
  PLAYER_GAMES_QUERY_KEY,
  setFavourite,
  withFavourite,
} from './player-games-api';

/** Look of the heart: an icon button over the art's top right corner (see the tile's style). */
const HEART_CLASS = 'game-tile__heart';

/**
 * The heart on a game tile (issue 15). A signed-in player keeps or forgets the game at once (the
 * list changes before the answer, and goes back if it fails); a guest is asked to log in. The
 * state comes from the player's favourites call, never from the public list, which stays the
 * same for everyone.
 */
export function FavouriteButton({ game }: { game: GameListEntry }) {
  const { status } = useSession();
  if (status === 'authenticated') return <PlayerHeart game={game} />;
  // Until the session is known a click could go either way: it waits.
  return <GuestHeart game={game} pending={status === 'loading'} />;
}

function PlayerHeart({ game }: { game: GameListEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { failureText } = useErrorText();

  const options = favouritesQueryOptions(locale);
  const ids = useQuery({ ...options, select: favouriteIds });
  const gameId = game.game.game_id;
  const favourite = ids.data?.has(gameId) ?? false;

  const change = useMutation({
    mutationFn: (next: boolean) => setFavourite(gameId, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const before = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, (list) => withFavourite(list, game, next));
      return { before };
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(options.queryKey, context?.before);
      notify(failureText(error), 'error');
    },
    // Every locale's copy: the list's names are per locale, its games are the same.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...PLAYER_GAMES_QUERY_KEY, 'favourites'] }),
  });

  return (
    <IconButton
      size="small"
      className={HEART_CLASS}
      aria-label={t(favourite ? 'casino.favouriteRemove' : 'casino.favouriteAdd', {
        name: game.game.name,
      })}
      aria-pressed={favourite}
      disabled={ids.isPending}
      onClick={() => change.mutate(!favourite)}
    >
      {favourite ? (
        <FavoriteIcon fontSize="inherit" color="error" />
      ) : (
        <FavoriteBorderIcon fontSize="inherit" />
      )}
    </IconButton>
  );
}

function GuestHeart({ game, pending }: { game: GameListEntry; pending: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const promptId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname, search } = useLocation();

  return (
    <>
      <IconButton
        size="small"
        className={HEART_CLASS}
        aria-label={t('casino.favouriteAdd', { name: game.game.name })}
        aria-haspopup="dialog"
        aria-controls={anchor === null ? undefined : promptId}
        disabled={pending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FavoriteBorderIcon fontSize="inherit" />
      </IconButton>
      {anchor !== null && (
        <Popover
          id={promptId}
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': t('casino.favourites') } }}
        >
          <Stack spacing={1.5} sx={{ p: 2, maxWidth: 280 }}>
            <Typography variant="body2">{t('casino.favouritePrompt')}</Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                component={RouterLink}
                to={loginPath(locale, `${pathname}${search}`)}
              >
                {t('casino.favouriteLogIn')}
              </Button>
              <Button
                size="small"
                component={RouterLink}
                to={localizedPath('/auth/register', locale)}
              >
                {t('casino.favouriteRegister')}
              </Button>
            </Stack>
          </Stack>
        </Popover>
      )}
    </>
  );
}
