// Inter, self-hosted: the CSP allows fonts from our own origin only. Each file covers one
// weight; the browser downloads only the scripts (Latin, Cyrillic, …) a page uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createNotificationStore } from './app/notifications/notification-store';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createSession } from './app/session/session';
import { createI18n } from './i18n/create-i18n';

const rootElement = document.getElementById('root');
if (rootElement === null) {
  throw new Error('index.html must contain <div id="root">');
}

const i18n = createI18n();
const notifications = createNotificationStore();
// The query cache reports dead sessions to the session, which clears that cache and navigates:
// the two refer to each other, so the callbacks look `session` and `router` up when called.
const queryClient = createQueryClient({ onSessionFailure: () => session.expire() });
const router = createAppRouter(i18n);
const session = createSession({
  queryClient,
  notifications,
  // Replacing: the page left behind needs a session, so Back must not return to it; the route
  // guards may already have replaced it with the same login page.
  navigate: (to) => void router.navigate(to, { replace: true }),
});

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders
      i18n={i18n}
      queryClient={queryClient}
      notifications={notifications}
      session={session}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
