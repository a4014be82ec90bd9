import {
  type AccountBonus,
  accountBonusList,
  type BonusActiveResponse,
  bonusActiveResponse,
} from '@satsino/contract/bonuses';
import { queryOptions } from '@tanstack/react-query';
import { type CodedMessage, codedMessageOf } from '../../../i18n/error-text';
import { request } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** Every bonus answer sits under this key: one invalidation refreshes the bonus screens. */
export const BONUSES_QUERY_KEY = ['bonuses'] as const;

/** `POST /api/user/bonuses`: the player's bonuses, the next deposit offer included. */
export function bonusesQueryOptions() {
  return queryOptions({
    queryKey: BONUSES_QUERY_KEY,
    queryFn: ({ signal }) => request('/user/bonuses', accountBonusList, { method: 'POST', signal }),
  });
}

/**
 * A refusal of the active call: SPEC §7's `error.message`, which the server also sends as the
 * envelope's `message` beside its code, so it arrives as an ApiError with both.
 */
export function bonusFailureMessage(error: unknown): CodedMessage | undefined {
  if (error instanceof ApiError && error.hasMessage && error.isClientError) {
    return codedMessageOf(error);
  }
  return undefined;
}

/** `POST /api/user/bonuses/active`: 1 claims, -1 declines (SPEC §4). */
export function setBonusActive(id: number, active: 1 | -1): Promise<BonusActiveResponse> {
  return request('/user/bonuses/active', bonusActiveResponse, {
    method: 'POST',
    body: { id, active },
  });
}

/** The list with one bonus replaced by the server's copy (SPEC §4: "replaced by the result"). */
export function replaceBonus(
  list: readonly AccountBonus[] | undefined,
  bonus: AccountBonus,
): AccountBonus[] | undefined {
  return list?.map((item) => (item.id === bonus.id ? bonus : item));
}
