import { LOCALES, type Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { activateLocale } from '../i18n/activate-locale';
import { localizedPath } from '../i18n/locale-path';
import { AppLayout } from './layouts/app-layout';
import { LocaleRoute } from './locale-route';
import { BootScreen } from './routes/boot-screen';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

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
  { path: '*', Component: NotFoundPage },
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
