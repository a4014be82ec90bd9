import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { GameListEntry } from '@satsino/contract/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useSession } from '../../../app/session/session-context';
import { useErrorText } from '../../../i18n/error-text';
import { useLocale } from '../../../i18n/use-locale';
import {
  favouriteIds,
  favouritesQueryOptions,
  PLAYER_GAMES_QUERY_KEY,
  setFavourite,
  withFavourite,
} from './player-games-api';

const FavouritePrompt = lazy(async () => ({
  default: (await import('./favourite-prompt')).FavouritePrompt,
}));

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
  const promptId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

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
        <Suspense fallback={null}>
          <FavouritePrompt id={promptId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
