import type { Query, QueryCache } from '@tanstack/react-query';
import type { LoadingBarStore } from './loading-bar-store';

/** What the loading bar reads of React Router's data router. */
interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

interface RouterStateLike {
  /** False until the first page's loaders and lazy code have loaded. */
  initialized: boolean;
  navigation: { state: 'idle' | 'loading' | 'submitting' };
  /** Errors of the routes shown, by route id; null when none failed. */
  errors: Record<string, unknown> | null;
}

/**
 * Route navigations drive the bar: the first page's load, then every navigation until its
 * loaders and lazy page code are in. A navigation that ends on an error page turns it red.
 */
export function trackRouterLoading(router: RouterLike, bar: LoadingBarStore): () => void {
  let loading = false;
  const update = (state: RouterStateLike) => {
    const busy = !state.initialized || state.navigation.state !== 'idle';
    if (busy && !loading) {
      bar.begin('navigation');
    } else if (!busy && loading) {
      bar.end('navigation', state.errors === null ? 'success' : 'failure');
    }
    loading = busy;
  };
  update(router.state);
  return router.subscribe(update);
}

/**
 * `meta` for queries that must never move the bar: background checks such as the maintenance
 * poll, which the player did not ask for and should not see.
 */
export const SILENT_QUERY_META = { loadingBar: false } as const;

/**
 * Whether the query is data a page waits for: its first load (no answer yet) and not silent.
 * Background refetches of data already on screen never show the bar.
 */
function isPageData(query: Query): boolean {
  return query.state.data === undefined && query.meta?.loadingBar !== false;
}

/** Data loading drives the bar too: it shows while pages wait for their first answers. */
export function trackQueryLoading(queryCache: QueryCache, bar: LoadingBarStore): () => void {
  let loading = false;
  let failed = false;
  return queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isPageData(event.query)) {
      failed = true;
    }
    const busy = queryCache
      .getAll()
      .some((query) => query.state.fetchStatus === 'fetching' && isPageData(query));
    if (busy && !loading) {
      failed = false;
      bar.begin('queries');
    } else if (!busy && loading) {
      bar.end('queries', failed ? 'failure' : 'success');
    }
    loading = busy;
  });
}
