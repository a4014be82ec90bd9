import type { Locale } from '@satsino/contract/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { bonusesSettingsRoutes } from '../features/bonuses/bonuses-routes';
import { crashRoutes } from '../features/crash/crash-routes';
import { gameHostRoutes } from '../features/games/game-host-routes';
import { gameRoutes } from '../features/games/games-routes';
import { kycSettingsRoutes } from '../features/kyc/kyc-routes';
import { limitsSettingsRoutes } from '../features/limits/limits-routes';
import { notificationsSettingsRoutes } from '../features/notifications/notifications-routes';
import { statisticsRoutes } from '../features/statistics/statistics-routes';
import { vipSettingsRoutes } from '../features/vip/vip-routes';
import { activateLocale } from '../i18n/activate-locale';
import { localizedPath, stripLocale } from '../i18n/locale-path';
import { AppLayout } from './layouts/app-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { LocaleRoute } from './locale-route';
import { LocalizedRedirect } from './localized-redirect';
import { ALIAS_PATHS, legacyCategoryPath, legacyPolicyPath } from './redirects/path-aliases';
import { redirectLoader } from './redirects/redirect-loader';
import { adminRoutes } from './routes/admin-routes';
import { BootScreen } from './routes/boot-screen';
import { catalogueRoutes } from './routes/catalogue-routes';
import { chatRoutes } from './routes/chat-routes';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { GuestOnly, RequireAuth } from './session/session-guards';
import { MaintenancePage } from './site/maintenance-page';
import { isMaintenancePath, MAINTENANCE_PAGE_PATH, siteQueryOptions } from './site/site-info';

/**
 * The pages, written once with paths relative to a locale. Each page is its own chunk, loaded
 * when the route is first visited; the not-found page is tiny and shares its parts with the
 * error page, so it ships with the app.
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
  },
  // SPEC §2 auth routes. Logged-in players have nothing to do on these and go home.
  {
    Component: GuestOnly,
    children: [
      {
        path: 'auth/login',
        lazy: async () => ({
          Component: (await import('../features/auth/login-page')).LoginPage,
        }),
      },
      {
        path: 'auth/register',
        lazy: async () => ({
          Component: (await import('../features/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: 'auth/password/email',
        lazy: async () => ({
          Component: (await import('../features/auth/password-email-page')).PasswordEmailPage,
        }),
      },
      {
        path: 'auth/password/reset',
        lazy: async () => ({
          Component: (await import('../features/auth/password-reset-page')).PasswordResetPage,
        }),
      },
    ],
  },
  // For guests and players alike (a player may verify while logged in).
  {
    path: 'auth/verification/resend',
    lazy: async () => ({
      Component: (await import('../features/auth/verification-resend-page')).VerificationResendPage,
    }),
  },
  {
    path: 'auth/verification/verify',
    lazy: async () => ({
      Component: (await import('../features/auth/verification-verify-page')).VerificationVerifyPage,
    }),
  },
  // SPEC §2 settings routes, for players only. Each domain adds its own pages.
  {
    path: 'settings',
    Component: RequireAuth,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./layouts/settings-layout')).SettingsLayout,
        }),
        children: [
          { index: true, element: <LocalizedRedirect to="/settings/profile" /> },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/account/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'password',
            lazy: async () => ({
              Component: (await import('../features/account/password-page')).PasswordPage,
            }),
          },
          {
            path: 'sessions',
            lazy: async () => ({
              Component: (await import('../features/auth/sessions-page')).SessionsPage,
            }),
          },
          {
            path: 'wallet',
            lazy: async () => ({
              Component: (await import('../features/wallet/wallet-page')).WalletPage,
            }),
          },
          {
            path: 'transactions',
            lazy: async () => ({
              Component: (await import('../features/wallet/transactions-page')).TransactionsPage,
            }),
          },
          ...bonusesSettingsRoutes,
          ...notificationsSettingsRoutes,
          ...vipSettingsRoutes,
          ...kycSettingsRoutes,
          ...limitsSettingsRoutes,
        ],
      },
    ],
  },
  // SPEC §2 'statistics': the house's figures for everyone, the player's own when signed in.
  ...statisticsRoutes,
  // SPEC §2 'buy crypto': the card on-ramp widget, for players only.
  {
    path: 'buy-crypto',
    Component: RequireAuth,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/wallet/buy-crypto-page')).BuyCryptoPage,
        }),
      },
    ],
  },
  // SPEC §2 content pages: policies, promotions, blog, support and the alternative landings.
  {
    path: 'policies',
    lazy: async () => ({
      Component: (await import('../features/content/policies-page')).PoliciesPage,
    }),
  },
  {
    path: 'policies/:slug',
    lazy: async () => ({
      Component: (await import('../features/content/policy-page')).PolicyPage,
    }),
  },
  {
    path: 'promotions',
    lazy: async () => ({
      Component: (await import('../features/content/promotions-page')).PromotionsPage,
    }),
  },
  {
    path: 'promotions/:id',
    lazy: async () => ({
      Component: (await import('../features/content/promotion-page')).PromotionPage,
    }),
  },
  {
    path: 'blog',
    lazy: async () => ({
      Component: (await import('../features/content/blog-page')).BlogPage,
    }),
  },
  // Before `blog/:id`: "test" is the preview page, not a post.
  {
    path: 'blog/test',
    lazy: async () => ({
      Component: (await import('../features/content/blog-preview-page')).BlogPreviewPage,
    }),
  },
  {
    path: 'blog/:id',
    lazy: async () => ({
      Component: (await import('../features/content/blog-post-page')).BlogPostPage,
    }),
  },
  {
    path: 'casino/index1',
    lazy: async () => ({ Component: (await import('./routes/home-route')).HomeIndex1Route }),
  },
  {
    path: 'casino/index2',
    lazy: async () => ({ Component: (await import('./routes/home-route')).HomeIndex2Route }),
  },
  // SPEC §2 aliases: each lands on its canonical page in the same locale, query included. They
  // never render (`element: null` says so to the router, which would warn about no element).
  { path: 'home', loader: redirectLoader(() => ALIAS_PATHS.home), element: null },
  { path: 'lobby', loader: redirectLoader(() => ALIAS_PATHS.lobby), element: null },
  // "A path /register/ also appears".
  { path: 'register', loader: redirectLoader(() => ALIAS_PATHS.register), element: null },
  // Old addresses; an old slug that never existed is simply not found.
  {
    path: 'category/OLD/:slug',
    loader: redirectLoader(({ slug }) => legacyCategoryPath(slug)),
    Component: NotFoundPage,
  },
  {
    path: 'policies/OLD/:slug',
    loader: redirectLoader(({ slug }) => legacyPolicyPath(slug)),
    Component: NotFoundPage,
  },
  ...catalogueRoutes,
  ...gameRoutes,
  ...crashRoutes,
  ...chatRoutes,
  { path: '*', Component: NotFoundPage },
];

/**
 * Pages outside the app frame: the last page of the social sign-in popup, which only hands its
 * result over and closes.
 */
const bareRoutes: RouteObject[] = [
  {
    path: 'auth/social/complete',
    lazy: async () => ({
      Component: (await import('../features/auth/social-complete-page')).SocialCompletePage,
    }),
  },
  ...gameHostRoutes,
];

/** Pages in the 'simple' layout, without the site's menus. */
const simpleRoutes: RouteObject[] = [
  {
    Component: SimpleLayout,
    children: [
      // Bundled rather than lazy: maintenance often comes with a deploy, when chunks go missing.
      { path: MAINTENANCE_PAGE_PATH.slice(1), Component: MaintenancePage },
    ],
  },
];

interface RouterDependencies {
  i18n: i18n;
  queryClient: QueryClient;
}

/**
 * One route per locale (`/` for English, `/de`, `/es`, …) with the same pages under it
 * (SPEC §2: every route exists per locale). The loader switches i18next to the locale before
 * the page renders, fetching its translations the first time, so no page ever shows in the
 * previous language or as raw keys. It also asks whether the site is in maintenance, so
 * that a visit during maintenance opens the maintenance page straight away.
 */
function localeRoute(locale: Locale, { i18n: i18nInstance, queryClient }: RouterDependencies) {
  return {
    path: localizedPath('/', locale),
    loader: async ({ request }: { request: Request }) => {
      const [site] = await Promise.all([
        queryClient.ensureQueryData(siteQueryOptions()),
        activateLocale(i18nInstance, locale),
      ]);
      if (site.maintenance && !isMaintenancePath(new URL(request.url).pathname)) {
        return redirect(localizedPath(MAINTENANCE_PAGE_PATH, locale));
      }
      return null;
    },
    element: <LocaleRoute locale={locale} />,
    HydrateFallback: BootScreen,
    errorElement: <RouteErrorPage />,
    children: [
      ...bareRoutes,
      ...simpleRoutes,
      // The operator console has a frame of its own (issue 17): no part of the player's site.
      ...adminRoutes,
      {
        element: <AppLayout />,
        // A page that fails shows its error inside the frame, so the menu still works.
        children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
      },
    ],
  } satisfies RouteObject;
}

/**
 * The router starts with the pages of the address's own locale only, and takes in another
 * locale's when a navigation first goes there (React Router's route discovery). Ten locales of
 * about a hundred pages each made the router flatten, rank and match a thousand routes while
 * the first page was starting: about a tenth of its blocking time on a phone (issue 12).
 * A path of a locale not yet taken in is matched by the English not-found route's splat, which
 * makes React Router ask for more routes before it settles on that match.
 */
export function createAppRouter(dependencies: RouterDependencies) {
  const routed = new Set<Locale>();
  const routesOf = (locale: Locale) => {
    routed.add(locale);
    return localeRoute(locale, dependencies);
  };
  return createBrowserRouter([routesOf(stripLocale(window.location.pathname).locale)], {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { locale } = stripLocale(path);
      if (!routed.has(locale)) patch(null, [routesOf(locale)]);
    },
  });
}

/**
 * Every page address below a locale prefix, as the server's list in the contract names them
 * (`site-pages.ts`): the server answers 404 for any other, while still sending the app, which
 * shows its not-found page. A test holds the two lists equal.
 */
export function sitePagePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path =
        route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
      if (route.children) walk(route.children, path);
      else if (route.path !== '*') patterns.push(path);
    }
  };
  walk([...bareRoutes, ...simpleRoutes, ...adminRoutes, ...pageRoutes], '');
  return [...new Set(patterns)].sort();
}
