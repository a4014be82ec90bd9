import type { AdminMenuItem, MenuItemTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import type { MenuItemRow } from './menu.repo.js';

export function presentAdminMenuItem(
  row: MenuItemRow,
  translations: Partial<Record<Locale, MenuItemTranslation>>,
): AdminMenuItem {
  return {
    id: row.id,
    area: row.area,
    slug: row.slug,
    icon: row.icon,
    to: row.to,
    external: row.external,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
