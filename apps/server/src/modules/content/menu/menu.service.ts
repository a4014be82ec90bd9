import type { MenuResponse } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { localesToLoad, withTranslations } from '../content.locale.js';
import { listMenuItems, menuItemTexts } from './menu.repo.js';

export interface MenuService {
  menus(locale: Locale): Promise<MenuResponse['menus']>;
}

export function createMenuService(deps: { db: Db }): MenuService {
  const { db } = deps;
  return {
    async menus(locale) {
      const rows = await listMenuItems(db);
      const texts = await menuItemTexts(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      );
      const menus: MenuResponse['menus'] = {
        drawer: [],
        casino: [],
        about: [],
        legal: [],
        settings: [],
      };
      for (const [row, translation] of withTranslations(rows, texts, (row) => row.itemId, locale)) {
        menus[row.area].push({
          icon: row.icon,
          title: translation.title,
          to: row.to,
          slug: row.slug,
          external: row.external,
        });
      }
      return menus;
    },
  };
}
