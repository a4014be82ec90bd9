import type { RoundResult } from '@satsino/contract/games';
import { useEffect, useRef, useState } from 'react';
import { fetchActiveRound } from '../api/games-api';
import { useGameHost } from './game-host-context';

type Engine = RoundResult['outcome']['engine'];

/**
 * A round in steps left unfinished (a reload, a closed tab) comes back where it was: asks the
 * server for the session's active round once, and when it is one of `engine` adopts it as the
 * host's latest state and hands it to `onResume`. Answers whether the question is still out, for
 * the game to show a spinner rather than a board it may have to replace.
 */
export function useResumedRound(engine: Engine, onResume: (round: RoundResult) => void): boolean {
  const host = useGameHost();
  const { adopt } = host;
  const session = host.session.session;
  const [resuming, setResuming] = useState(true);
  // The latest callback, without asking the server again when the game re-renders.
  const resume = useRef(onResume);
  resume.current = onResume;

  useEffect(() => {
    const controller = new AbortController();
    fetchActiveRound(session, controller.signal).then(
      ({ round }) => {
        if (round !== null && round.outcome.engine === engine) {
          adopt(round, true);
          resume.current(round);
        }
        setResuming(false);
      },
      () => {
        if (!controller.signal.aborted) setResuming(false);
      },
    );
    return () => controller.abort();
  }, [session, adopt, engine]);

  return resuming;
}
