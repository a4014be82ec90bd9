import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOADING_BAR_FINISH_DELAY_MS,
  LOADING_BAR_MAX_PROGRESS,
  type LoadingBarStore,
  loadingProgress,
} from './loading-bar-store';

/** How often a growing bar moves; its width glides between steps. */
const LOADING_BAR_TICK_MS = 100;
const LOADING_BAR_HEIGHT_PX = 3;
/** Above the preloader of index.html (2000), so the first load shows its progress too. */
const LOADING_BAR_Z_INDEX = 2001;
/** The work that "starts on mount and finishes after 500 ms" (SPEC §2, §4). */
const FIRST_LOAD_SOURCE = 'first-load';

/** The current time, refreshed every tick while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) {
      return;
    }
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), LOADING_BAR_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

interface LoadingBarProps {
  store: LoadingBarStore;
}

/**
 * The thin bar at the top of the window while pages and their data load (SPEC §9): green,
 * red when the load failed. With reduced motion it does not grow: it appears, turns green or
 * red when done, and goes.
 */
export function LoadingBar({ store }: LoadingBarProps) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const now = useNow(state.phase === 'loading' && !reducedMotion);

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
  let progress = 1;
  if (state.phase === 'loading') {
    progress = reducedMotion ? LOADING_BAR_MAX_PROGRESS : loadingProgress(now - state.shownAtMs);
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
        sx={(theme) => ({
          height: '100%',
          transformOrigin: 'left',
          transform: `scaleX(${progress})`,
          bgcolor: failed ? 'error.main' : 'success.main',
          transition: theme.transitions.create(['transform', 'background-color'], {
            duration: LOADING_BAR_TICK_MS,
            easing: 'linear',
          }),
        })}
      />
    </Box>
  );
}
