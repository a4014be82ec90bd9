import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LoadingBarStore } from './loading-bar-store';
import { SILENT_QUERY_META, trackQueryLoading, trackRouterLoading } from './track-loading';

function fakeBar() {
  return { begin: vi.fn(), end: vi.fn(), getState: vi.fn(), subscribe: vi.fn() } satisfies Record<
    keyof LoadingBarStore,
    unknown
  >;
}

type State = Parameters<typeof trackRouterLoading>[0]['state'];

function fakeRouter(initial: State) {
  let listener: ((state: State) => void) | undefined;
  return {
    state: initial,
    subscribe(next: (state: State) => void) {
      listener = next;
      return () => {};
    },
    emit(state: State) {
      listener?.(state);
    },
  };
}

const idle = { state: 'idle' } as const;
const loading = { state: 'loading' } as const;

describe('trackRouterLoading', () => {
  it('covers the first load, then each navigation', () => {
    const bar = fakeBar();
    const router = fakeRouter({ initialized: false, navigation: idle, errors: null });
    trackRouterLoading(router, bar);
    expect(bar.begin).toHaveBeenCalledWith('navigation');
    router.emit({ initialized: true, navigation: idle, errors: null });
    expect(bar.end).toHaveBeenLastCalledWith('navigation', 'success');
    router.emit({ initialized: true, navigation: loading, errors: null });
    expect(bar.begin).toHaveBeenCalledTimes(2);
  });

  it('fails when the navigation ends on an error', () => {
    const bar = fakeBar();
    const router = fakeRouter({ initialized: true, navigation: loading, errors: null });
    trackRouterLoading(router, bar);
    router.emit({ initialized: true, navigation: idle, errors: { page: new Error('chunk') } });
    expect(bar.end).toHaveBeenLastCalledWith('navigation', 'failure');
  });
});

describe('trackQueryLoading', () => {
  function setup() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bar = fakeBar();
    trackQueryLoading(client.getQueryCache(), bar);
    return { client, bar };
  }

  it('covers first loads and reports their outcome', async () => {
    const { client, bar } = setup();
    await client.fetchQuery({ queryKey: ['ok'], queryFn: async () => 1 });
    expect(bar.begin).toHaveBeenCalledWith('queries');
    expect(bar.end).toHaveBeenLastCalledWith('queries', 'success');
    await expect(
      client.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('x')) }),
    ).rejects.toThrow();
    expect(bar.end).toHaveBeenLastCalledWith('queries', 'failure');
  });

  it('ignores refetches of data already shown and silent queries', async () => {
    const { client, bar } = setup();
    client.setQueryData(['shown'], 1);
    await client.refetchQueries({ queryKey: ['shown'] });
    await client.fetchQuery({
      queryKey: ['poll'],
      queryFn: async () => 1,
      meta: SILENT_QUERY_META,
    });
    expect(bar.begin).not.toHaveBeenCalled();
  });
});
