import { useState } from 'react';

/**
 * True from the first render where `value` is true, and ever after. A part loaded on demand
 * (a drawer, a menu) mounts when first wanted and then stays, so it can animate closed.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) {
    // Adjusting state while rendering, as React documents for a value derived from a prop.
    setHasBeenTrue(true);
  }
  return hasBeenTrue || value;
}
