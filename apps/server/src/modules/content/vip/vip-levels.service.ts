import { bpsToPercent, type VipLevel } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { Db } from '../../../db/connection.js';
import { groupBy, localesToLoad, pickTranslation } from '../content.locale.js';
import { listVipLevels, vipLevelTexts } from './vip-levels.repo.js';

export interface VipLevelsService {
  levels(locale: Locale): Promise<VipLevel[]>;
}

export function createVipLevelsService(deps: { db: Db }): VipLevelsService {
  const { db } = deps;
  return {
    async levels(locale) {
      const rows = await listVipLevels(db);
      const texts = groupBy(
        await vipLevelTexts(
          db,
          rows.map((row) => row.id),
          localesToLoad(locale),
        ),
        (row) => row.levelId,
      );
      return rows.flatMap((row) => {
        const translation = pickTranslation(texts.get(row.id) ?? [], locale);
        if (!translation) return [];
        return [
          {
            id: row.id,
            key: row.key,
            position: row.position,
            name: translation.name,
            benefits: translation.benefits,
            min_wagered: toApiMinorUnits(row.minWageredMinor),
            cashback_bps: row.cashbackBps,
            bonus_bps: row.bonusBps,
            cashback_percent: bpsToPercent(row.cashbackBps),
            bonus_percent: bpsToPercent(row.bonusBps),
          },
        ];
      });
    },
  };
}
