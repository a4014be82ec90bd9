import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type LobbyState, readLobbyState, writeLobbyState } from './lobby-state';

/**
 * The lobby's state in the address. A change of tab, provider or sort is a step the back button
 * undoes; typing a search replaces the current entry instead of adding one per letter.
 */
export function useLobbyState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLobbyState(params), [params]);
  const update = useCallback(
    (change: Partial<LobbyState>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeLobbyState({ ...readLobbyState(current), ...change }, current), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [state, update] as const;
}
