import {
  OPERATOR_QUEUE_EVENT,
  OPERATORS_CHANNEL,
  type OperatorQueueEvent,
  operatorQueueEvent,
  REALTIME_EVENTS,
} from '@satsino/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../app/realtime/realtime-connection';
import { DEPOSITS_QUERY_KEY, WITHDRAWALS_QUERY_KEY } from './api/admin-api';

/*
 * Other features' query keys, written here because features do not import each other (issue
 * 13): the KYC queue's (features/kyc/api ADMIN_KYC_QUERY_KEY) and the player page's
 * (features/players/api playerDetailQueryKey).
 */
const ADMIN_KYC_QUERY_KEY = ['admin-kyc'] as const;
const playerDetailQueryKey = (userId: number) => ['admin-players', 'player', userId] as const;

const QUEUE_KEYS = {
  withdrawal: WITHDRAWALS_QUERY_KEY,
  deposit: DEPOSITS_QUERY_KEY,
  kyc: ADMIN_KYC_QUERY_KEY,
} as const;

/** The queries an operator event makes stale: the kind's lists, and the player's page. */
export function queryKeysOf(event: OperatorQueueEvent): readonly (readonly unknown[])[] {
  return [QUEUE_KEYS[event.kind], playerDetailQueryKey(event.user_id)];
}

/**
 * Keeps the console's queues live: the operator's socket joins the operators' channel (the server
 * admits staff only), and each event refetches the lists it concerns, whoever caused it (a
 * player's request, a credited deposit, another operator's step). After a reconnection the queues
 * are refetched whole, as events may have been missed meanwhile.
 */
export function useOperatorQueueLive(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (socket === null) return;
    // Socket.IO sends it once connected, and the room is left on a disconnection: it is asked for
    // again on every connection.
    const join = () => {
      socket.emit(REALTIME_EVENTS.subscribe, { channel: OPERATORS_CHANNEL });
    };
    const onEvent = (payload: unknown) => {
      const parsed = operatorQueueEvent.safeParse(payload);
      if (!parsed.success) return;
      for (const queryKey of queryKeysOf(parsed.data)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    const onReconnect = () => {
      for (const queryKey of Object.values(QUEUE_KEYS)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    join();
    socket.on('connect', join);
    socket.on(OPERATOR_QUEUE_EVENT, onEvent);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('connect', join);
      socket.off(OPERATOR_QUEUE_EVENT, onEvent);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, queryClient]);
}
