import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationSnackbar } from './notifications/notification-snackbar';
import type { NotificationStore } from './notifications/notification-store';
import { NotificationsProvider } from './notifications/notifications-context';
import { RealtimeProvider } from './realtime/realtime-connection';
import type { Session } from './session/session';
import { SessionProvider } from './session/session-context';
import { theme } from './theme';
import { ThemeColorSync } from './theme-color-sync';

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  notifications: NotificationStore;
  session: Session;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: translations, server data, the theme, the notification
 * snackbar, the player's session and its real-time connection.
 */
export function AppProviders({
  i18n,
  queryClient,
  notifications,
  session,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Dark unless the player chose light; `noSsr` because there is no server render. */}
        <ThemeProvider theme={theme} defaultMode="dark" noSsr disableTransitionOnChange>
          <CssBaseline enableColorScheme />
          <ThemeColorSync />
          <NotificationsProvider store={notifications}>
            <SessionProvider session={session}>
              <RealtimeProvider>
                {children}
                <NotificationSnackbar />
              </RealtimeProvider>
            </SessionProvider>
          </NotificationsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
