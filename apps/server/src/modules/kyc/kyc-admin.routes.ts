import {
  adminKycCase,
  adminKycCaseList,
  adminKycCasesQuery,
  kycCaseParams,
  kycRejectRequest,
} from '@satsino/contract/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { KycService } from './kyc.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['admin'];

/**
 * The operator's review of verifications (support and admin staff, like the player page's verify). The
 * documents are downloaded through the player's call, which lets staff read any case's files.
 */
export function registerKycAdminRoutes(app: FastifyInstance, kyc: KycService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffOnly };

  routes.get(
    '/api/admin/kyc/cases',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Verification cases by status: the submitted queue (oldest first) by default',
        security: bearer,
        querystring: adminKycCasesQuery,
        response: { 200: adminKycCaseList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => kyc.listCases(request.query.status),
  );

  routes.get(
    '/api/admin/kyc/cases/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One verification case with its information and documents',
        security: bearer,
        params: kycCaseParams,
        response: { 200: adminKycCase, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => kyc.getAdminCase(request.params.id),
  );

  routes.post(
    '/api/admin/kyc/cases/:id/approve',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Approve a submitted case: the account becomes verified and the player is told',
        security: bearer,
        params: kycCaseParams,
        response: { 200: adminKycCase, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => kyc.approve(requireIdentity(request).userId, request.params.id),
  );

  routes.post(
    '/api/admin/kyc/cases/:id/reject',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Reject a submitted case with a reason the player reads; they may send it again',
        security: bearer,
        params: kycCaseParams,
        body: kycRejectRequest,
        response: { 200: adminKycCase, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      kyc.reject(requireIdentity(request).userId, request.params.id, request.body.reason),
  );
}
