import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { canonicalCategoryPath, canonicalProviderPath } from '../redirects/path-aliases';
import { redirectLoader } from '../redirects/redirect-loader';

/**
 * The game page shows the auth feature's not-authenticated card to guests; composing the two
 * here keeps the page itself free of another feature's imports. The composed component is made
 * once: every locale's route resolves this lazily, and a new component per locale would make a
 * language switch remount the page and close a running game (issue 16).
 */
let gamePage: Promise<ComponentType> | undefined;
function loadGamePage(): Promise<ComponentType> {
  gamePage ??= Promise.all([
    import('../../features/catalogue/game/game-page'),
    import('../../features/auth/components/not-authenticated-card'),
  ])
    .then(([{ GamePage }, { NotAuthenticatedCard }]) => {
      return function CasinoGamePage() {
        return <GamePage guestCard={<NotAuthenticatedCard />} />;
      };
    })
    .catch((failure: unknown) => {
      // A chunk that could not be fetched is asked for again next time.
      gamePage = undefined;
      throw failure;
    });
  return gamePage;
}

/** The game catalogue's pages (SPEC §2): lobby, game page, categories and providers. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'casino',
    lazy: async () => {
      // SPEC §6: the lobby asks guests to log in or register; the home feature's prompt, composed
      // here so the catalogue does not import another feature.
      const [{ LobbyPage }, { GuestPrompt }] = await Promise.all([
        import('../../features/catalogue/lobby/lobby-page'),
        import('../../features/home/components/guest-prompt'),
      ]);
      return { Component: () => <LobbyPage guestPrompt={<GuestPrompt sx={{ mb: 2.5 }} />} /> };
    },
  },
  {
    path: 'casino/:id',
    lazy: async () => ({ Component: await loadGamePage() }),
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
