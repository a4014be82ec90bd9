import type { RouteObject } from 'react-router';
import { canonicalCategoryPath, canonicalProviderPath } from '../redirects/path-aliases';
import { redirectLoader } from '../redirects/redirect-loader';

/** The game catalogue's pages (SPEC §2): lobby, game page, categories and providers. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'casino',
    lazy: async () => ({
      Component: (await import('../../features/catalogue/lobby/lobby-page')).LobbyPage,
    }),
  },
  {
    path: 'casino/:id',
    lazy: async () => {
      // The game page shows the auth feature's not-authenticated card to guests; composing the
      // two here keeps the page itself free of another feature's imports.
      const [{ GamePage }, { NotAuthenticatedCard }] = await Promise.all([
        import('../../features/catalogue/game/game-page'),
        import('../../features/auth/components/not-authenticated-card'),
      ]);
      return { Component: () => <GamePage guestCard={<NotAuthenticatedCard />} /> };
    },
  },
  {
    path: 'category',
    lazy: async () => ({
      Component: (await import('../../features/catalogue/browse/categories-page')).CategoriesPage,
    }),
  },
  // Category ids are lower case and provider ids have no spaces: other spellings are redirected
  // to the canonical address before the page renders.
  {
    path: 'category/:id',
    loader: redirectLoader(({ id }) => canonicalCategoryPath(id)),
    lazy: async () => ({
      Component: (await import('../../features/catalogue/browse/category-page')).CategoryPage,
    }),
  },
  {
    path: 'providers',
    lazy: async () => ({
      Component: (await import('../../features/catalogue/browse/providers-page')).ProvidersPage,
    }),
  },
  {
    path: 'providers/:id',
    loader: redirectLoader(({ id }) => canonicalProviderPath(id)),
    lazy: async () => ({
      Component: (await import('../../features/catalogue/browse/provider-page')).ProviderPage,
    }),
  },
];
