import type { Banner } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { groupBy, localesToLoad, pickTranslation } from '../content.locale.js';
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
      const texts = groupBy(
        await bannerTranslations(
          db,
          rows.map((row) => row.id),
          localesToLoad(locale),
        ),
        (row) => row.bannerId,
      );
      return rows.flatMap((row) => {
        const translation = pickTranslation(texts.get(row.id) ?? [], locale);
        return translation ? [presentBanner(row, translation)] : [];
      });
    },
  };
}
