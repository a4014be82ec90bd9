import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { defaultPageTitle } from '@satsino/contract/site';
import { Fragment, type ReactNode } from 'react';
import { useSession } from '../../app/session/session-context';
import { useSiteName } from '../../app/site/use-site-name';
import { RevealInTurn } from '../../ui/reveal-in-turn';
import { useDocumentTitle } from '../../ui/use-document-title';
import { GuestPrompt } from './components/guest-prompt';
import { HomeHero } from './components/home-hero';
import { HomeAbout, HomeWelcome } from './components/home-intro';

/** The landing pages: the default one and the two alternatives of SPEC §2. */
export type HomeLayout = 'default' | 'index1' | 'index2';

interface HomePageProps {
  /**
   * The server status card, supplied by the app (features do not import each other). Only
   * operators see it: a player has no use for the server's version (issue 17).
   */
  statusCard: ReactNode;
  /** The content feature's sections, supplied by the app the same way. */
  imageSlider?: ReactNode;
  promotionSlider?: ReactNode;
  banners?: ReactNode;
  /** The catalogue's game carousels (popular, new, one row per casino tab). */
  gameSections?: ReactNode;
  /** The games' live feed: all bets, high rollers, the player's own. */
  liveFeed?: ReactNode;
  layout?: HomeLayout;
}

/** The sections a phone shows on its first screen (the slider and the hero, by default). */
const SECTIONS_DRAWN_AT_ONCE = 2;

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
  gap: { xs: 2, md: 3 },
  alignItems: 'stretch',
} as const;

/**
 * The landing page: the image slider and welcome hero, the promotions and banners, the game
 * carousels, the welcome and about-us sections, then the state of the service. The alternative layouts
 * arrange the same sections differently.
 */
export function HomePage({
  statusCard,
  imageSlider,
  promotionSlider,
  banners,
  gameSections,
  liveFeed,
  layout = 'default',
}: HomePageProps) {
  // SPEC §9: the default page title is '{product} casino', in every locale.
  useDocumentTitle(defaultPageTitle(useSiteName()));
  const { user } = useSession();
  const operatorStatus = user !== undefined && user.role !== 'player' ? statusCard : null;

  const intro = (
    <Box sx={twoColumns}>
      <HomeWelcome />
      <HomeAbout />
    </Box>
  );
  const status = operatorStatus && (
    <Box sx={{ ...twoColumns, alignItems: 'start' }}>{operatorStatus}</Box>
  );

  let sections: ReactNode[];
  if (layout === 'index1') {
    sections = [
      <HomeHero key="hero" />,
      <GuestPrompt key="guest" />,
      banners,
      promotionSlider,
      imageSlider,
      gameSections,
      liveFeed,
      intro,
      status,
    ];
  } else if (layout === 'index2') {
    sections = [
      promotionSlider,
      // The hero carries the page's one h1; this layout leads with promotions instead.
      <HomeHero key="hero" />,
      <GuestPrompt key="guest" />,
      <Box key="welcome" sx={twoColumns}>
        <HomeWelcome />
        {operatorStatus ?? <HomeAbout />}
      </Box>,
      imageSlider,
      banners,
      gameSections,
      liveFeed,
      operatorStatus && <HomeAbout key="about" />,
    ];
  } else {
    sections = [
      imageSlider,
      <HomeHero key="hero" />,
      <GuestPrompt key="guest" />,
      promotionSlider,
      banners,
      gameSections,
      liveFeed,
      intro,
      status,
    ];
  }

  // The first screenful is drawn at once; the sections below it one at a time, top down, each
  // when the browser is idle (RevealInTurn), so that no section that came early is pushed down
  // by one above it that came later (issue 12: blocking time and layout shifts).
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {sections.map((section, index) =>
        index < SECTIONS_DRAWN_AT_ONCE ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a layout's sections never move.
          <Fragment key={index}>{section}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a layout's sections never move.
          <RevealInTurn key={index} order={index}>
            {section}
          </RevealInTurn>
        ),
      )}
    </Stack>
  );
}
