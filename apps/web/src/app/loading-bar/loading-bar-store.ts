/*
 * The thin progress bar at the top of the window (SPEC §4, §9) as a small store outside React:
 * the router and the query cache report their work to it, and the bar component draws it.
 */

/** SPEC §9: a load is expected to take at most this long; the bar fills over this time. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** SPEC §9: loads shorter than this never show the bar, so quick pages do not flicker. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** SPEC §9: a finished bar stays full (green, or red on failure) this long, then goes. */
export const LOADING_BAR_FINISH_DELAY_MS = 500;
/**
 * The bar never fills completely while work is still going on: a full bar means "done", and a
 * slow load would otherwise look finished.
 */
export const LOADING_BAR_MAX_PROGRESS = 0.9;

export type LoadingBarState =
  | { phase: 'hidden' }
  /** Work has taken longer than the throttle; the bar grows from `shownAtMs`. */
  | { phase: 'loading'; shownAtMs: number }
  /** All work is over; the bar is full for the finish delay, red if something failed. */
  | { phase: 'finished'; failed: boolean };

export type LoadingOutcome = 'success' | 'failure';

export interface LoadingBarStore {
  /** `source` (a name such as 'navigation') started work. Starting it twice is one piece. */
  begin(source: string): void;
  /** `source` finished its work. Ending a source that is not working does nothing. */
  end(source: string, outcome?: LoadingOutcome): void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
}

interface Clock {
  now(): number;
}

export function createLoadingBar(clock: Clock = Date): LoadingBarStore {
  const working = new Set<string>();
  const listeners = new Set<() => void>();
  let state: LoadingBarState = { phase: 'hidden' };
  /** Whether any work of the current round failed; the finished bar turns red. */
  let failed = false;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: LoadingBarState) {
    state = next;
    for (const listener of listeners) {
      listener();
    }
  }

  function show() {
    throttleTimer = undefined;
    if (working.size > 0) {
      setState({ phase: 'loading', shownAtMs: clock.now() });
    }
  }

  function finish() {
    if (throttleTimer !== undefined) {
      // Over before the throttle ran out: never shown, nothing to finish.
      clearTimeout(throttleTimer);
      throttleTimer = undefined;
      failed = false;
      return;
    }
    if (state.phase !== 'loading') {
      return;
    }
    setState({ phase: 'finished', failed });
    failed = false;
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      setState({ phase: 'hidden' });
    }, LOADING_BAR_FINISH_DELAY_MS);
  }

  return {
    begin(source) {
      const idle = working.size === 0;
      working.add(source);
      if (!idle) {
        return;
      }
      if (hideTimer !== undefined) {
        // New work while the last round's bar is still on screen: it starts again from there.
        clearTimeout(hideTimer);
        hideTimer = undefined;
        setState({ phase: 'loading', shownAtMs: clock.now() });
        return;
      }
      throttleTimer = setTimeout(show, LOADING_BAR_THROTTLE_MS);
    },
    end(source, outcome = 'success') {
      if (!working.delete(source)) {
        return;
      }
      failed ||= outcome === 'failure';
      if (working.size === 0) {
        finish();
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
