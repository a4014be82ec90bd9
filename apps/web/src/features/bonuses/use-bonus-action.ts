import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import {
  BONUSES_QUERY_KEY,
  bonusesQueryOptions,
  bonusFailureMessage,
  replaceBonus,
  setBonusActive,
} from './api/bonuses-api';

export interface BonusActionVariables {
  id: number;
  active: 1 | -1;
}

/**
 * SPEC §4 claim (1) and decline (-1): on success the bonus is replaced by the server's copy and
 * a notice says what happened; activating a bonus that comes with a game opens that game. A
 * refusal shows the server's message, or bonus_action_error when it sent none.
 */
export function useBonusAction() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const locale = useLocale();
  const { t } = useTranslation('bonuses');

  return useMutation({
    mutationFn: ({ id, active }: BonusActionVariables) => setBonusActive(id, active),
    onSuccess: (answer, { active }) => {
      queryClient.setQueryData(bonusesQueryOptions().queryKey, (list) =>
        replaceBonus(list, answer.bonus),
      );
      // A decline may end a running bonus and a claim may open the next offer: ask again.
      void queryClient.invalidateQueries({ queryKey: BONUSES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      if (active === -1) {
        // Ending a running bonus forfeits it; an offer not yet taken is declined.
        notify(
          answer.bonus.state === 'forfeited'
            ? t('notices.bonus_forfeited_success')
            : t('notices.bonus_declined_success'),
          'success',
        );
        return;
      }
      notify(
        answer.bonus.state === 'claimed'
          ? t('notices.bonus_claimed_success')
          : t('notices.bonus_activated'),
        'success',
      );
      // A bonus running with free spins opens their game; a claim waits for its deposit first.
      const { gameId } = answer.sent_payload;
      if (gameId !== null && answer.bonus.state === 'running') {
        void navigate(localizedPath(`/casino/${encodeURIComponent(gameId)}`, locale));
      }
    },
    onError: (error) => {
      notify(bonusFailureMessage(error) ?? t('notices.bonus_action_error'), 'error');
    },
  });
}

/** Whether this button's own request is the one in flight (the others stay usable). */
export function isPendingAction(
  mutation: { isPending: boolean; variables: BonusActionVariables | undefined },
  id: number,
  active: 1 | -1,
): boolean {
  return (
    mutation.isPending && mutation.variables?.id === id && mutation.variables.active === active
  );
}
