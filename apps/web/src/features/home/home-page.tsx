import Box from '@mui/material/Box';
import { DEFAULT_SITE_NAME, defaultPageTitle } from '@satsino/contract/site';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';
import { HomeHero } from './components/home-hero';

interface HomePageProps {
  /** The server status card, supplied by the app (features do not import each other). */
  statusCard: ReactNode;
}

/** The landing page: the welcome hero, then the state of the service. */
export function HomePage({ statusCard }: HomePageProps) {
  // SPEC §9: the default page title is '{product} casino', in every locale.
  useDocumentTitle(defaultPageTitle(DEFAULT_SITE_NAME));

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <HomeHero />
      </Box>
      {statusCard}
    </Box>
  );
}
