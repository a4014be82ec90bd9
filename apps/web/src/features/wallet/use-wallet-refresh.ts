import { appAlertEvent, REALTIME_EVENTS } from '@satsino/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useRealtimeSocket } from '../../app/realtime/realtime-connection';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { PENDING_QUERY_KEY, TRANSACTIONS_QUERY_KEY } from './api/wallet-api';

/**
 * After the player moved money: the balances, the pending requests and the transactions all
 * changed, so all three are asked again.
 */
export function useRefreshWallet(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PENDING_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
  }, [queryClient]);
}

/**
 * A WALLET_BALANCE alert means money moved elsewhere (a deposit confirmed, an operator paid a
 * withdrawal): the real-time client already set the new balances, and the lists follow here.
 */
export function useWalletLiveRefresh(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (socket === null) {
      return;
    }
    function onAppAlert(payload: unknown) {
      const alert = appAlertEvent.safeParse(payload);
      if (alert.success && alert.data.type === 'WALLET_BALANCE') {
        void queryClient.invalidateQueries({ queryKey: PENDING_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
      }
    }
    socket.on(REALTIME_EVENTS.appAlert, onAppAlert);
    return () => {
      socket.off(REALTIME_EVENTS.appAlert, onAppAlert);
    };
  }, [socket, queryClient]);
}
