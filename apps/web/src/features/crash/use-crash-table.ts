import {
  CRASH_EVENT,
  type CrashTable,
  type CrashTableState,
  crashEvent,
} from '@satsino/contract/crash';
import {
  PUBLIC_EVENTS,
  PUBLIC_NAMESPACE,
  publicChannels,
  REALTIME_PATH,
} from '@satsino/contract/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { CRASH_QUERY_KEY, crashTableQueryOptions } from './api/crash-api';
import { applyCrashEvent, clockOffsetMs } from './crash-state';

/** How often a table without a salted chain is read again. */
const WAITING_REFETCH_MS = 10_000;

/**
 * A crash table, live: the server's answer first, then the table's public room (guests too) folds
 * every event into it. A missed event or a reconnection asks the server again. `offsetMs` maps this
 * device's clock to the server's, which the curve and the countdown are drawn from.
 */
export function useCrashTable(table: CrashTable) {
  const queryClient = useQueryClient();
  const options = crashTableQueryOptions(table);
  const query = useQuery({
    ...options,
    // A table waiting for its chain's salt sends no events until it starts: ask now and then.
    refetchInterval: (current) =>
      current.state.data && current.state.data.seeding !== 'ready' ? WAITING_REFETCH_MS : false,
  });
  const offsetMs = useRef(0);

  // Every fresh answer from the server resets the clock offset.
  useEffect(() => {
    if (query.data && query.dataUpdatedAt > 0) {
      offsetMs.current = clockOffsetMs(query.data.server_time, query.dataUpdatedAt);
    }
  }, [query.data, query.dataUpdatedAt]);

  useEffect(() => {
    const key = crashTableQueryOptions(table).queryKey;
    const socket = io(PUBLIC_NAMESPACE, {
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
    });
    const join = () => {
      socket.emit(PUBLIC_EVENTS.join, { channel: publicChannels.crash(table) });
    };
    let joinedBefore = false;
    socket.on('connect', () => {
      join();
      // After a reconnection, whatever happened meanwhile is read again.
      if (joinedBefore) void queryClient.invalidateQueries({ queryKey: key });
      joinedBefore = true;
    });
    socket.on(CRASH_EVENT, (payload: unknown) => {
      const parsed = crashEvent.safeParse(payload);
      if (!parsed.success) {
        console.warn('Ignored a CrashEvent that breaks the contract', parsed.error.issues);
        return;
      }
      const event = parsed.data;
      if ('server_time' in event) offsetMs.current = clockOffsetMs(event.server_time, Date.now());
      let missed = false;
      queryClient.setQueryData<CrashTableState>(key, (state) => {
        if (state === undefined) return state;
        const next = applyCrashEvent(state, event);
        if (next === undefined) {
          missed = true;
          return state;
        }
        return next;
      });
      // The last round of a chain crashed: the table may now wait for the next chain's salt.
      const state = queryClient.getQueryData<CrashTableState>(key);
      const chainEnded =
        event.type === 'crashed' &&
        state?.chain !== null &&
        state?.chain !== undefined &&
        event.position >= state.chain.length;
      if (missed || chainEnded) void queryClient.invalidateQueries({ queryKey: key });
      if (event.type === 'crashed' || event.type === 'cashout') {
        void queryClient.invalidateQueries({ queryKey: [...CRASH_QUERY_KEY, table, 'mine'] });
      }
    });
    return () => {
      socket.disconnect();
    };
  }, [table, queryClient]);

  return { query, offsetMs };
}
