import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Routes } from 'react-router';
import { createNotificationStore } from '../app/notifications/notification-store';
import { NotificationsProvider } from '../app/notifications/notifications-context';
import { theme } from '../app/theme';

interface RenderRoutesOptions {
  i18n: i18n;
  /** Holds the answers the pages would fetch: a server render does not fetch. */
  client: QueryClient;
  path: string;
  /** The `<Route>`s under test. */
  routes: ReactNode;
}

/**
 * The HTML of `path` rendered with the providers the app puts around every page, for tests that
 * read what a page says without a browser.
 */
export function renderRoutes({ i18n, client, path, routes }: RenderRoutesOptions): string {
  const tree: ReactNode = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme} defaultMode="dark" noSsr>
          <NotificationsProvider store={createNotificationStore()}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>{routes}</Routes>
            </MemoryRouter>
          </NotificationsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  // React separates adjacent text with comments; the assertions read the text.
  return renderToString(tree).replaceAll('<!-- -->', '');
}
