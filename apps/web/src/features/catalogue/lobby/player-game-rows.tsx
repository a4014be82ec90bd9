import { lazy, Suspense } from 'react';
import { useSession } from '../../../app/session/session-context';

// A guest never sees these rows: their code and the carousel's (Embla, ~9 KB gzip) are fetched
// only for a signed-in player, while the rows' lists are asked for (issue 12).
const SignedInGameRows = lazy(async () => ({
  default: (await import('./signed-in-game-rows')).SignedInGameRows,
}));

/** The signed-in player's own rows above the lobby's grid; nothing for a guest. */
export function PlayerGameRows() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    // Nothing in their place while the code comes: a row shows only once it has games.
    <Suspense fallback={null}>
      <SignedInGameRows />
    </Suspense>
  );
}
