import {
  type AdminCoupon,
  adminCoupon,
  adminCouponCreateRequest,
  adminCouponList,
  adminCouponUpdateRequest,
  COUPON_LIST_LIMIT,
  couponIdParams,
  couponStatus,
} from '@satsino/contract/coupons';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { AdminCouponRow } from './coupons.repo.js';
import type { CouponService } from './coupons.service.js';

const bearer = [{ bearerAuth: [] }];

export function presentCoupon(row: AdminCouponRow, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    amount: toApiMinorUnits(row.amountMinor),
    wagering_multiplier: row.wageringMultiplier,
    valid_days: row.validDays,
    max_redemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    active: row.active,
    status: couponStatus(row, now),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** The operator's coupon codes: read for staff, define and change for admins. */
export function registerCouponAdminRoutes(
  app: FastifyInstance,
  deps: { coupons: CouponService; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/coupons',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: `Registration coupon codes, newest first (at most ${COUPON_LIST_LIMIT})`,
        security: bearer,
        response: { 200: adminCouponList, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const now = deps.now();
      return (await deps.coupons.list()).map((row) => presentCoupon(row, now));
    },
  );

  routes.post(
    '/api/admin/coupons',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Define a coupon code that grants a bonus on registration',
        security: bearer,
        body: adminCouponCreateRequest,
        response: { 201: adminCoupon, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const row = await deps.coupons.create(requireIdentity(request).userId, request.body);
      reply.code(201);
      return presentCoupon(row, deps.now());
    },
  );

  routes.patch(
    '/api/admin/coupons/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Switch a code off or on, move the end of its window or change its limit',
        security: bearer,
        params: couponIdParams,
        body: adminCouponUpdateRequest,
        response: { 200: adminCoupon, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await deps.coupons.update(
        requireIdentity(request).userId,
        request.params.id,
        request.body,
      );
      return presentCoupon(row, deps.now());
    },
  );
}
