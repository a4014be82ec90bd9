import { bonusCampaignList } from '@satsino/contract/bonus-campaigns';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const ADMIN_BONUS_CAMPAIGNS_QUERY_KEY = ['admin-bonus-campaigns'] as const;

/** `GET /api/admin/bonus-campaigns`: each campaign's bonuses by state and its money. */
export function adminBonusCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_BONUS_CAMPAIGNS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/bonus-campaigns', bonusCampaignList, { signal }),
  });
}
