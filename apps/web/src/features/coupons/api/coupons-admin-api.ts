import {
  type AdminCouponCreateRequest,
  type AdminCouponUpdateRequest,
  adminCoupon,
  adminCouponList,
} from '@satsino/contract/coupons';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

export const ADMIN_COUPONS_QUERY_KEY = ['admin-coupons'] as const;

/** `GET /api/admin/coupons`: the registration codes, newest first. */
export function adminCouponsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_COUPONS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/coupons', adminCouponList, { signal }),
  });
}

export function createCoupon(body: AdminCouponCreateRequest) {
  return request('/admin/coupons', adminCoupon, { method: 'POST', body });
}

export function updateCoupon(id: number, body: AdminCouponUpdateRequest) {
  return request(`/admin/coupons/${id}`, adminCoupon, { method: 'PATCH', body });
}
