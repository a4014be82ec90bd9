import Box from '@mui/material/Box';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FINISH_DELAY_MS,
  LOADING_BAR_MAX_PROGRESS,
  type LoadingBarStore,
} from './loading-bar-store';

const LOADING_BAR_HEIGHT_PX = 3;
/** Above the preloader of index.html (2000), so the first load shows its progress too. */
const LOADING_BAR_Z_INDEX = 2001;
/** The work that "starts on mount and finishes after 500 ms" (SPEC §2, §4). */
const FIRST_LOAD_SOURCE = 'first-load';

/**
 * The growing bar is a CSS animation: the browser moves it on the compositor, with no render,
 * no new style rule and no style recalculation per step. (It was a width set by React every
 * 100 ms: on a phone's first load that was a render and a new emotion rule ten times a second,
 * while the page itself was being drawn.)
 */
const GROWING_SX = {
  '@keyframes loading-bar-grow': {
    from: { transform: 'scaleX(0)' },
    to: { transform: `scaleX(${LOADING_BAR_MAX_PROGRESS})` },
  },
  animation: `loading-bar-grow ${LOADING_BAR_DURATION_MS}ms linear forwards`,
  // With reduced motion the bar does not grow: it appears, turns green or red when done, and goes.
  '@media (prefers-reduced-motion: reduce)': {
    animation: 'none',
    transform: `scaleX(${LOADING_BAR_MAX_PROGRESS})`,
  },
} as const;
/** Done: full, at once. */
const FINISHED_SX = { transform: 'scaleX(1)' } as const;

interface LoadingBarProps {
  store: LoadingBarStore;
}

/**
 * The thin bar at the top of the window while pages and their data load (SPEC §9): green,
 * red when the load failed. It fills over the expected load time (never past 90 % while work
 * goes on) and is full when the work is done.
 */
export function LoadingBar({ store }: LoadingBarProps) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    store.begin(FIRST_LOAD_SOURCE);
    const timer = setTimeout(() => store.end(FIRST_LOAD_SOURCE), LOADING_BAR_FINISH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      store.end(FIRST_LOAD_SOURCE);
    };
  }, [store]);

  if (state.phase === 'hidden') {
    return null;
  }
  const failed = state.phase === 'finished' && state.failed;

  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: LOADING_BAR_HEIGHT_PX,
        zIndex: LOADING_BAR_Z_INDEX,
        pointerEvents: 'none',
      }}
    >
      <Box
        // A new round of loading starts the animation from the left again.
        key={state.phase === 'loading' ? state.shownAtMs : 'finished'}
        data-phase={state.phase}
        sx={{
          height: '100%',
          transformOrigin: 'left',
          bgcolor: failed ? 'error.main' : 'success.main',
          ...(state.phase === 'loading' ? GROWING_SX : FINISHED_SX),
        }}
      />
    </Box>
  );
}
