import { LOCALES, type Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { activateLocale } from '../i18n/activate-locale';
import { localizedPath } from '../i18n/locale-path';
import { AppLayout } from './layouts/app-layout';
import { LocaleRoute } from './locale-route';
import { LocalizedRedirect } from './localized-redirect';
import { BootScreen } from './routes/boot-screen';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { GuestOnly, RequireAuth } from './session/session-guards';

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
  // SPEC §2: "A path /register/ also appears".
  { path: 'register', element: <LocalizedRedirect to="/auth/register" /> },
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
  // SPEC §2 settings routes (this part: profile, password, sessions), for players only.
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
        ],
      },
    ],
  },
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
];

/**
 * One route per locale (`/` for English, `/de`, `/es`, …) with the same pages under it
 * (SPEC §2: every route exists per locale). The loader switches i18next to the locale before
 * the page renders, fetching its translations the first time, so no page ever shows in the
 * previous language or as raw keys.
 */
function localeRoute(locale: Locale, i18nInstance: i18n): RouteObject {
  return {
    path: localizedPath('/', locale),
    loader: async () => {
      await activateLocale(i18nInstance, locale);
      return null;
    },
    element: <LocaleRoute locale={locale} />,
    HydrateFallback: BootScreen,
    errorElement: <RouteErrorPage />,
    children: [
      ...bareRoutes,
      {
        element: <AppLayout />,
        // A page that fails shows its error inside the frame, so the menu still works.
        children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
      },
    ],
  };
}

export function createAppRouter(i18nInstance: i18n) {
  return createBrowserRouter(LOCALES.map((locale) => localeRoute(locale, i18nInstance)));
}
