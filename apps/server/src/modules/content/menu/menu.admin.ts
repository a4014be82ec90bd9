import type {
  AdminMenuItem,
  AdminMenuItemCreate,
  AdminMenuItemUpdate,
  MenuItemTranslation,
} from '@satsino/contract/content-admin';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { presentAdminMenuItem } from './menu.presenter.js';
import {
  MENU_ITEMS_MAX,
  type MenuItemChanges,
  type MenuItemRow,
  menuItemStore,
} from './menu.repo.js';

/**
 * The operator's links of the site's menus (drawer, casino, about, legal, settings). They have
 * no draft state: players see an item as soon as it is saved.
 */
export const menuItemAdminResource: TranslatableResource<{
  row: MenuItemRow;
  changes: MenuItemChanges;
  texts: MenuItemTranslation;
  create: AdminMenuItemCreate;
  update: AdminMenuItemUpdate;
  view: AdminMenuItem;
}> = {
  target: 'menu_item',
  store: menuItemStore,
  listMax: MENU_ITEMS_MAX,
  notFound: contentErrors.menuItemNotFound,
  taken: contentErrors.menuSlugTaken,
  toInsert: (body) => ({
    area: body.area,
    slug: body.slug,
    icon: body.icon,
    to: body.to,
    external: body.external,
    position: body.position,
  }),
  toChanges: (body) => ({
    ...(body.area !== undefined && { area: body.area }),
    ...(body.slug !== undefined && { slug: body.slug }),
    ...(body.icon !== undefined && { icon: body.icon }),
    ...(body.to !== undefined && { to: body.to }),
    ...(body.external !== undefined && { external: body.external }),
    ...(body.position !== undefined && { position: body.position }),
  }),
  present: presentAdminMenuItem,
  describe: (row) => ({ area: row.area, slug: row.slug, to: row.to }),
};
