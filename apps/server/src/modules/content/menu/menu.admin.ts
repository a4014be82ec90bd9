import {
  type AdminMenuItem,
  adminMenuItem,
  adminMenuItemCreate,
  adminMenuItemList,
  adminMenuItemUpdate,
  VIP_MESSAGES,
} from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import { platformErrors } from '../../../platform/errors.js';
import {
  type ContentAdminDependencies,
  registerLoggedAdminRoutes,
} from '../admin/logged-admin-routes.js';
import { MENU_ITEMS_MAX, menuItemStore } from './menu.repo.js';

/**
 * Operator writes of the site's menus (drawer, casino, about, legal, settings), admins only,
 * each logged in its own transaction. Players read them through GET /api/menu.
 */
export function registerMenuAdminRoutes(
  app: FastifyInstance,
  deps: ContentAdminDependencies,
): void {
  registerLoggedAdminRoutes(app, deps, {
    path: '/api/admin/menu-items',
    target: 'menu_item',
    listMax: MENU_ITEMS_MAX,
    summaries: {
      list: 'Every menu item with all its translations, by area and position',
      get: 'One menu item with all its translations',
      create: 'Create a menu item; English title required',
      update: "Edit a menu item; each translation given replaces that locale's title",
      removeTranslation: 'Remove one translation of a menu item; players fall back to English',
      remove: 'Delete a menu item and its translations',
    },
    createDescription:
      '`to` is a site path without the locale prefix (the web adds it) or, with `external`, an https address. `icon` is a Material icon name.',
    schemas: {
      create: adminMenuItemCreate,
      update: adminMenuItemUpdate,
      view: adminMenuItem,
      list: adminMenuItemList,
    },
    store: menuItemStore,
    notFound: () => platformErrors.notFound(VIP_MESSAGES.menuItemNotFound),
    // The same slug twice in one menu is the operator's input error.
    taken: () => platformErrors.validation({ slug: [VIP_MESSAGES.menuSlugTaken] }),
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
    present: (row, translations): AdminMenuItem => ({
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
    }),
    logDetails: {
      create: (row) => ({ area: row.area, slug: row.slug, to: row.to }),
      remove: (row) => ({ area: row.area, slug: row.slug }),
    },
  });
}
