import Stack from '@mui/material/Stack';
import {
  CASINO_TABS,
  type CasinoTab,
  GAMES_PAGE_MAX,
  POPULAR_CATEGORY_ID,
} from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { gamesQueryOptions } from '../api/catalogue-api';
import { tabCategorySlug } from '../api/games-query';
import { GameCarousel } from './game-carousel';

/** The landing page's game rows: popular (category 3), new games, then one row per casino tab. */
export function HomeGameSections() {
  const { t } = useTranslation();
  const locale = useLocale();
  const popular = useQuery(gamesQueryOptions({ categoryId: POPULAR_CATEGORY_ID }, locale));
  // The list call has no "new" filter: new games are picked from the whole (small) catalogue,
  // in the lobby's order.
  const all = useQuery(gamesQueryOptions({}, locale, GAMES_PAGE_MAX));

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <GameCarousel
        title={t('casino.popular')}
        games={popular.data?.games}
        error={popular.isError}
        onRetry={() => void popular.refetch()}
        seeAllPath="/casino?sort=popular"
      />
      <GameCarousel
        title={t('casino.new')}
        games={all.data?.games.filter((game) => game.new)}
        error={all.isError}
        onRetry={() => void all.refetch()}
      />
      {CASINO_TABS.filter((tab) => tab !== 'lobby').map((tab) => (
        <TabRow key={tab} tab={tab} />
      ))}
    </Stack>
  );
}

function TabRow({ tab }: { tab: CasinoTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const games = useQuery(gamesQueryOptions({ category: tabCategorySlug(tab) }, locale));
  return (
    <GameCarousel
      title={t(`casino.tabs.${tab}`)}
      games={games.data?.games}
      error={games.isError}
      onRetry={() => void games.refetch()}
      seeAllPath={`/casino?tab=${tab}`}
    />
  );
}
