import type {
  AdminVipLevel,
  AdminVipLevelCreate,
  AdminVipLevelUpdate,
  VipLevelTranslation,
} from '@satsino/contract/content-admin';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { presentAdminVipLevel } from './vip-levels.presenter.js';
import {
  VIP_LEVELS_MAX,
  type VipLevelChanges,
  type VipLevelRow,
  vipLevelStore,
} from './vip-levels.repo.js';

/**
 * The operator's levels of the VIP programme. They have no draft state: players' standing
 * follows a level as soon as it is saved.
 */
export const vipLevelAdminResource: TranslatableResource<{
  row: VipLevelRow;
  changes: VipLevelChanges;
  texts: VipLevelTranslation;
  create: AdminVipLevelCreate;
  update: AdminVipLevelUpdate;
  view: AdminVipLevel;
}> = {
  target: 'vip_level',
  store: vipLevelStore,
  listMax: VIP_LEVELS_MAX,
  notFound: contentErrors.vipLevelNotFound,
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
  present: presentAdminVipLevel,
  describe: (row) => ({ key: row.key, min_wagered: toApiMinorUnits(row.minWageredMinor) }),
};
