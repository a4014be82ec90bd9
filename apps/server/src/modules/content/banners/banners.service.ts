import type { Banner } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { localesToLoad, withTranslations } from '../content.locale.js';
import { presentBanner } from './banners.presenter.js';
import { bannerTranslations, listPublishedBanners } from './banners.repo.js';

export interface BannersService {
  list(locale: Locale): Promise<Banner[]>;
}

export function createBannersService(deps: { db: Db }): BannersService {
  const { db } = deps;
  return {
    async list(locale) {
      const rows = await listPublishedBanners(db);
      const texts = await bannerTranslations(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      );
      return withTranslations(rows, texts, (row) => row.bannerId, locale).map(
        ([row, translation]) => presentBanner(row, translation),
      );
    },
  };
}
