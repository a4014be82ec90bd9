import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageDescription } from '../../../app/head/page-head';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../ui/use-page-title';
import { CataloguePageHeader } from '../components/catalogue-page-header';
import { CatalogueLoadError } from '../components/catalogue-states';

interface BrowseIndexProps<Item extends { id: number }> {
  title: string;
  description: string;
  query: UseQueryResult<Item[]>;
  /** The card's page, without the locale. */
  pathOf: (item: Item) => string;
  /** The narrowest a card gets from the sm breakpoint on (two columns below it). */
  cardMinWidth: string;
  /** How many placeholder cards show while loading, and how tall. */
  placeholders: { count: number; height: number };
  /** A row for an icon beside words, a column for a logo above them. */
  cardDirection: 'row' | 'column';
  children: (item: Item) => ReactNode;
}

/**
 * A page listing every category or provider as a grid of linked cards, with the catalogue's
 * loading and error states.
 */
export function BrowseIndex<Item extends { id: number }>({
  title,
  description,
  query,
  pathOf,
  cardMinWidth,
  placeholders,
  cardDirection,
  children,
}: BrowseIndexProps<Item>) {
  const locale = useLocale();
  usePageTitle(title);
  usePageDescription(description);

  const gridSx = {
    display: 'grid',
    gap: { xs: 1.5, md: 2 },
    gridTemplateColumns: {
      '@': 'repeat(2, minmax(0, 1fr))',
      '@sm': `repeat(auto-fill, minmax(${cardMinWidth}, 1fr))`,
    },
    listStyle: 'none',
    m: 0,
    p: 0,
  } as const;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Box sx={gridSx} aria-hidden>
        {Array.from({ length: placeholders.count }, (_, index) => (
          <Skeleton key={String(index)} variant="rounded" height={placeholders.height} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    content = (
      <CatalogueLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else {
    content = (
      <Box component="ul" sx={gridSx}>
        {query.data.map((item) => (
          <li key={item.id}>
            <Box
              component={RouterLink}
              to={localizedPath(pathOf(item), locale)}
              sx={{
                display: 'flex',
                flexDirection: cardDirection,
                alignItems: 'center',
                gap: cardDirection === 'row' ? 1.5 : 1,
                height: '100%',
                p: 2,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {children(item)}
            </Box>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <CataloguePageHeader title={title} subtitle={description} />
      {content}
    </>
  );
}
