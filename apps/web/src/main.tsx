// The fonts (Inter, self-hosted) come with index.html: see src/fonts.css.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { reloadForChunkFailure } from './app/chunk-reload';
import { LoadingBar } from './app/loading-bar/loading-bar';
import { createLoadingBar } from './app/loading-bar/loading-bar-store';
import { trackQueryLoading, trackRouterLoading } from './app/loading-bar/track-loading';
import { createNotificationStore } from './app/notifications/notification-store';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createSession } from './app/session/session';
import { enterMaintenance } from './app/site/site-info';
import { createI18n } from './i18n/create-i18n';
import { redirectFirstVisit } from './i18n/first-visit-locale';

const rootElement = document.getElementById('root');
if (rootElement === null) {
  throw new Error('index.html must contain <div id="root">');
}

/**
 * Ends the current task: what follows runs in a new one. The page's first work was one task of
 * 350–670 ms on a phone's CPU (4x slower than this machine): the libraries' modules evaluated,
 * then the router built (about 110 ms of it). A phone answers no tap during such a task, and
 * Lighthouse counts all of it past 50 ms as blocking time (issue 12). The modules' evaluation is
 * one task we cannot cut; the router is now built in the next. Not a top-level await: with one,
 * the bundler cut the entry into three times as many files, whose requests delayed the home
 * page's first picture.
 */
const endTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  // Before the router reads the address: a returning player lands in their language.
  redirectFirstVisit();

  const i18n = createI18n();
  const notifications = createNotificationStore();
  // The query cache reports dead sessions to the session, which clears that cache and
  // navigates: the two refer to each other, so the callbacks look `session` and `router` up
  // when called.
  const queryClient = createQueryClient({
    onSessionFailure: () => session.expire(),
    onMaintenance: () => enterMaintenance(queryClient),
  });
  await endTask();
  const router = createAppRouter({ i18n, queryClient });
  const session = createSession({
    queryClient,
    notifications,
    // Replacing: the page left behind needs a session, so Back must not return to it; the route
    // guards may already have replaced it with the same login page.
    navigate: (to) => void router.navigate(to, { replace: true }),
  });
  // Vite reports a code chunk it could not load (usually: a deploy replaced it); reloading
  // fetches the new release. A page's chunk fails its route, whose error page reloads at the
  // address being opened (SPEC §4); this covers the others, such as a language's translations.
  // When the guard refuses, the import fails as usual.
  window.addEventListener('vite:preloadError', (event) => {
    const routeLoading = !router.state.initialized || router.state.navigation.state !== 'idle';
    if (!routeLoading && reloadForChunkFailure()) {
      event.preventDefault();
    }
  });

  const loadingBar = createLoadingBar();
  trackRouterLoading(router, loadingBar);
  trackQueryLoading(queryClient.getQueryCache(), loadingBar);

  // React renders in a task of its own already (its scheduler's).
  createRoot(root).render(
    <StrictMode>
      <AppProviders
        i18n={i18n}
        queryClient={queryClient}
        notifications={notifications}
        session={session}
      >
        <LoadingBar store={loadingBar} />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start(rootElement);
