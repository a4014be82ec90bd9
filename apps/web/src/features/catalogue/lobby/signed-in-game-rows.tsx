import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { GameCarousel } from '../components/game-carousel';
import { favouritesQueryOptions, recentGamesQueryOptions } from './player-games-api';

/**
 * The signed-in player's "Favourites" and "Recently played" rows above the lobby's grid (issue
 * 15). A row shows only once its list has arrived with a game in it: an empty or pending row
 * would only push the grid down and back up.
 */
export function SignedInGameRows() {
  const { t } = useTranslation();
  const locale = useLocale();
  const favourites = useQuery(favouritesQueryOptions(locale));
  const recent = useQuery(recentGamesQueryOptions(locale));
  const rows = [
    { key: 'favourites', title: t('casino.favourites'), games: favourites.data?.games },
    { key: 'recent', title: t('casino.recent'), games: recent.data?.games },
  ].filter((row) => row.games !== undefined && row.games.length > 0);
  if (rows.length === 0) return null;

  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ mb: { xs: 3, md: 4 } }}>
      {rows.map((row) => (
        <GameCarousel key={row.key} title={row.title} games={row.games} />
      ))}
    </Stack>
  );
}
