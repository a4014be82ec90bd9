import { bpsToPercent, type VipLevel } from '@satsino/contract/content';
import type { AdminVipLevel, VipLevelTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { VipLevelRow, VipLevelTranslationRow } from './vip-levels.repo.js';

export function presentVipLevel(row: VipLevelRow, texts: VipLevelTranslationRow): VipLevel {
  return {
    id: row.id,
    key: row.key,
    position: row.position,
    name: texts.name,
    benefits: texts.benefits,
    min_wagered: toApiMinorUnits(row.minWageredMinor),
    cashback_bps: row.cashbackBps,
    bonus_bps: row.bonusBps,
    cashback_percent: bpsToPercent(row.cashbackBps),
    bonus_percent: bpsToPercent(row.bonusBps),
  };
}

export function presentAdminVipLevel(
  row: VipLevelRow,
  translations: Partial<Record<Locale, VipLevelTranslation>>,
): AdminVipLevel {
  return {
    id: row.id,
    key: row.key,
    position: row.position,
    min_wagered: toApiMinorUnits(row.minWageredMinor),
    cashback_bps: row.cashbackBps,
    bonus_bps: row.bonusBps,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
