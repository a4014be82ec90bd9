import Stack from '@mui/material/Stack';
import {
  CASINO_TABS,
  type CasinoTab,
  categorySlugOf,
  type GameSectionId,
  POPULAR_CATEGORY_ID,
} from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { RevealInTurn } from '../../../ui/reveal-in-turn';
import { gameSectionsQueryOptions } from '../api/catalogue-api';
import { GameCarousel } from './game-carousel';

interface HomeRow {
  section: GameSectionId;
  title: 'casino.popular' | 'casino.new' | `casino.tabs.${Exclude<CasinoTab, 'lobby'>}`;
  /** Where "See all" leads, if anywhere. */
  seeAllPath?: string;
}

/** The landing page's game rows: popular (category 3), new games, then one row per casino tab. */
const HOME_ROWS: readonly HomeRow[] = [
  {
    section: `category_id:${POPULAR_CATEGORY_ID}`,
    title: 'casino.popular',
    seeAllPath: '/casino?sort=popular',
  },
  { section: 'flag:new', title: 'casino.new' },
  ...CASINO_TABS.filter((tab) => tab !== 'lobby').map(
    (tab): HomeRow => ({
      section: `category:${categorySlugOf(tab)}`,
      title: `casino.tabs.${tab}`,
      seeAllPath: `/casino?tab=${tab}`,
    }),
  ),
];
const HOME_SECTIONS = HOME_ROWS.map((row) => row.section);

/**
 * The rows come in one call (`/api/games/sections`), each in the operator's order. They are
 * drawn one at a time (RevealInTurn), before whatever the page draws after them. A row whose
 * list is empty is left out (GameCarousel draws nothing): live casino until a live provider is
 * connected (issue 15), whose lobby tab says so.
 */
export function HomeGameSections() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sections = useQuery(gameSectionsQueryOptions(HOME_SECTIONS, locale));

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {/* One row at a time: each row is up to fifty tiles (issue 12, see RevealInTurn). */}
      {HOME_ROWS.map((row, index) => (
        <RevealInTurn key={row.section} order={(index + 1) / (HOME_ROWS.length + 1)}>
          <GameCarousel
            title={t(row.title)}
            games={sections.data?.sections[index]?.games}
            error={sections.isError}
            onRetry={() => void sections.refetch()}
            seeAllPath={row.seeAllPath}
          />
        </RevealInTurn>
      ))}
    </Stack>
  );
}
