import { type RefObject, useLayoutEffect, useState } from 'react';

export interface Breakout {
  marginLeft: number;
  marginRight: number;
}

/**
 * The lobby's 'full width' view: negative margins that widen `ref`'s element from the page's
 * reading width to the whole column beside the menu. Measured (and kept up to date) because the
 * column's width depends on the drawer and the window; `undefined` when not enabled.
 */
export function useFullWidth(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [breakout, setBreakout] = useState<Breakout>();
  useLayoutEffect(() => {
    const element = ref.current;
    const main = element?.closest('main');
    const column = main?.parentElement;
    if (
      !enabled ||
      main === null ||
      main === undefined ||
      column === null ||
      column === undefined
    ) {
      setBreakout(undefined);
      return;
    }
    const measure = () => {
      const outer = column.getBoundingClientRect();
      const inner = main.getBoundingClientRect();
      setBreakout({
        marginLeft: Math.min(0, outer.left - inner.left),
        marginRight: Math.min(0, inner.right - outer.right),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    observer.observe(main);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return breakout;
}
