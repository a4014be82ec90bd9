import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element is at least `minWidthPx` wide, following its size. The console's tables
 * choose between all their columns and a card per row by the room the page gives them (the
 * side navigation takes part of the window), measured before the first paint so a wide screen
 * never flashes the cards.
 */
export function useFitsWidth<Element extends HTMLElement>(
  minWidthPx: number,
): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [fits, setFits] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) {
      return;
    }
    const measure = () => setFits(element.getBoundingClientRect().width >= minWidthPx);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidthPx]);

  return [ref, fits];
}
