import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The Fullscreen API for one element: whether it is the fullscreen element now, and a way in
 * and out. `enter` answers false when the browser refuses (no support, an iframe without
 * permission, iOS Safari), so the caller can fall back.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const sync = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const enter = useCallback(async (): Promise<boolean> => {
    const element = ref.current;
    if (
      element === null ||
      !document.fullscreenEnabled ||
      typeof element.requestFullscreen !== 'function'
    ) {
      return false;
    }
    try {
      await element.requestFullscreen();
      return true;
    } catch {
      return false;
    }
  }, [ref]);

  const exit = useCallback(async () => {
    if (document.fullscreenElement !== null) {
      await document.exitFullscreen().catch(() => undefined);
    }
  }, []);

  return { active, enter, exit };
}
