import {
  type AdminVipLevel,
  adminVipLevel,
  adminVipLevelCreate,
  adminVipLevelList,
  adminVipLevelUpdate,
  VIP_MESSAGES,
} from '@satsino/contract/content';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { FastifyInstance } from 'fastify';
import { platformErrors } from '../../../platform/errors.js';
import {
  type ContentAdminDependencies,
  registerLoggedAdminRoutes,
} from '../admin/logged-admin-routes.js';
import { contentErrors } from '../content.errors.js';
import { VIP_LEVELS_MAX, vipLevelStore } from './vip-levels.repo.js';

/**
 * Operator writes of the VIP programme's levels (admins only), each logged in its own
 * transaction. Players read the levels through GET /api/vip-levels.
 */
export function registerVipLevelAdminRoutes(
  app: FastifyInstance,
  deps: ContentAdminDependencies,
): void {
  registerLoggedAdminRoutes(app, deps, {
    path: '/api/admin/vip-levels',
    target: 'vip_level',
    listMax: VIP_LEVELS_MAX,
    summaries: {
      list: 'Every VIP level with all its translations, lowest first',
      get: 'One VIP level with all its translations',
      create: 'Create a VIP level; English texts required',
      update: "Edit a VIP level; each translation given replaces that locale's texts",
      removeTranslation: 'Remove one translation of a VIP level; players fall back to English',
      remove: 'Delete a VIP level and its translations',
    },
    schemas: {
      create: adminVipLevelCreate,
      update: adminVipLevelUpdate,
      view: adminVipLevel,
      list: adminVipLevelList,
    },
    store: vipLevelStore,
    notFound: () => platformErrors.notFound(VIP_MESSAGES.levelNotFound),
    taken: () => contentErrors.taken('key'),
    toInsert: (body) => ({
      key: body.key,
      position: body.position,
      minWageredMinor: BigInt(body.min_wagered),
      cashbackBps: body.cashback_bps,
      bonusBps: body.bonus_bps,
    }),
    toChanges: (body) => ({
      ...(body.key !== undefined && { key: body.key }),
      ...(body.position !== undefined && { position: body.position }),
      ...(body.min_wagered !== undefined && { minWageredMinor: BigInt(body.min_wagered) }),
      ...(body.cashback_bps !== undefined && { cashbackBps: body.cashback_bps }),
      ...(body.bonus_bps !== undefined && { bonusBps: body.bonus_bps }),
    }),
    present: (row, translations): AdminVipLevel => ({
      id: row.id,
      key: row.key,
      position: row.position,
      min_wagered: toApiMinorUnits(row.minWageredMinor),
      cashback_bps: row.cashbackBps,
      bonus_bps: row.bonusBps,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      translations,
    }),
    logDetails: {
      create: (row, body) => ({ key: row.key, min_wagered: body.min_wagered }),
      remove: (row) => ({ key: row.key }),
    },
  });
}
