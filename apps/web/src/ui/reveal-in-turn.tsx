import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** How long a waiting part waits at most for the browser to be idle. */
const REVEAL_AT_LATEST_MS = 1_000;

interface Waiting {
  order: number;
  reveal: () => void;
}

/** The parts waiting for their turn: lowest order first, then first come first shown. */
const waiting: Waiting[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    waiting.shift()?.reveal();
    schedule();
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(next, { timeout: REVEAL_AT_LATEST_MS });
  } else {
    window.setTimeout(next, 0);
  }
}

/**
 * False until this part's turn comes: parts of a long page (the home page's sections and game
 * rows) are drawn one at a time, each when the browser is idle, and rendered as a transition,
 * which React splits into short slices. Drawn together they make tasks long enough to hold up a
 * tap on a phone while the page loads (issue 12: total blocking time). `order` puts a part
 * before others that are waiting with a higher one, so that what is higher on the page comes first.
 */
export function useRevealInTurn(order = 0): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const entry: Waiting = { order, reveal: () => startTransition(() => setRevealed(true)) };
    const before = waiting.findIndex((other) => other.order > order);
    waiting.splice(before === -1 ? waiting.length : before, 0, entry);
    schedule();
    return () => {
      const index = waiting.indexOf(entry);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, [order]);
  return revealed;
}

/** The order of the RevealInTurn around a part: a nested one counts from it. */
const ParentOrder = createContext(0);

/**
 * Renders `children` once their turn has come (see useRevealInTurn). `order` counts from the
 * RevealInTurn this one is in, if any: parts of a section come after it and, given orders below
 * one, before the section after it.
 */
export function RevealInTurn({ order = 0, children }: { order?: number; children: ReactNode }) {
  const effectiveOrder = useContext(ParentOrder) + order;
  const revealed = useRevealInTurn(effectiveOrder);
  return revealed ? <ParentOrder value={effectiveOrder}>{children}</ParentOrder> : null;
}
