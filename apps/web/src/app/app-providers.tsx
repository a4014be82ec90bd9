import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from './theme';
import { ThemeColorSync } from './theme-color-sync';

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on: translations, server data and the theme. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Dark unless the player chose light; `noSsr` because there is no server render. */}
        <ThemeProvider theme={theme} defaultMode="dark" noSsr disableTransitionOnChange>
          <CssBaseline enableColorScheme />
          <ThemeColorSync />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
