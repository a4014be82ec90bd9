import type { VipLevel } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { localesToLoad, withTranslations } from '../content.locale.js';
import { presentVipLevel } from './vip-levels.presenter.js';
import { listVipLevels, vipLevelTexts } from './vip-levels.repo.js';

export interface VipLevelsService {
  levels(locale: Locale): Promise<VipLevel[]>;
}

export function createVipLevelsService(deps: { db: Db }): VipLevelsService {
  const { db } = deps;
  return {
    async levels(locale) {
      const rows = await listVipLevels(db);
      const texts = await vipLevelTexts(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      );
      return withTranslations(rows, texts, (row) => row.levelId, locale).map(([row, translation]) =>
        presentVipLevel(row, translation),
      );
    },
  };
}
