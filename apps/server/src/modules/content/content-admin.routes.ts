import { ADMIN_CONTENT_LIST_MAX } from '@satsino/contract/content';
import {
  type AdminBanner,
  type AdminMenuItem,
  type AdminPage,
  type AdminPost,
  type AdminSlider,
  type AdminVipLevel,
  adminBanner,
  adminBannerCreate,
  adminBannerList,
  adminBannerUpdate,
  adminMenuItem,
  adminMenuItemCreate,
  adminMenuItemList,
  adminMenuItemUpdate,
  adminPage,
  adminPageCreate,
  adminPageList,
  adminPageUpdate,
  adminPost,
  adminPostCreate,
  adminPostList,
  adminPostUpdate,
  adminSlider,
  adminSliderCreate,
  adminSliderList,
  adminSliderUpdate,
  adminVipLevel,
  adminVipLevelCreate,
  adminVipLevelList,
  adminVipLevelUpdate,
} from '@satsino/contract/content-admin';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  draftKindSummaries,
  registerTranslatableAdminRoutes,
} from './admin/translatable-admin.routes.js';
import type { TranslatableAdminService } from './admin/translatable-admin.service.js';

/** The operator's service of one kind, typed by the contract's create and update bodies. */
type ServiceOf<Create extends z.ZodType, Update extends z.ZodType, View> = TranslatableAdminService<
  z.output<Create>,
  z.output<Update>,
  View
>;

export interface ContentAdminServices {
  posts: ServiceOf<typeof adminPostCreate, typeof adminPostUpdate, AdminPost>;
  promotions: ServiceOf<typeof adminPostCreate, typeof adminPostUpdate, AdminPost>;
  pages: ServiceOf<typeof adminPageCreate, typeof adminPageUpdate, AdminPage>;
  sliders: ServiceOf<typeof adminSliderCreate, typeof adminSliderUpdate, AdminSlider>;
  banners: ServiceOf<typeof adminBannerCreate, typeof adminBannerUpdate, AdminBanner>;
  vipLevels: ServiceOf<typeof adminVipLevelCreate, typeof adminVipLevelUpdate, AdminVipLevel>;
  menuItems: ServiceOf<typeof adminMenuItemCreate, typeof adminMenuItemUpdate, AdminMenuItem>;
}

const postSchemas = {
  create: adminPostCreate,
  update: adminPostUpdate,
  view: adminPost,
  list: adminPostList,
};

/** The operator's calls on the site's content under `/api/admin/*` (admins only). */
export function registerContentAdminRoutes(app: FastifyInstance, services: ContentAdminServices) {
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/posts',
    summaries: draftKindSummaries('blog post', ADMIN_CONTENT_LIST_MAX),
    schemas: postSchemas,
    service: services.posts,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/promotions',
    summaries: draftKindSummaries('promotion', ADMIN_CONTENT_LIST_MAX),
    schemas: postSchemas,
    service: services.promotions,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/pages',
    summaries: draftKindSummaries('website page', ADMIN_CONTENT_LIST_MAX),
    schemas: {
      create: adminPageCreate,
      update: adminPageUpdate,
      view: adminPage,
      list: adminPageList,
    },
    service: services.pages,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/sliders',
    summaries: draftKindSummaries('slide', ADMIN_CONTENT_LIST_MAX),
    schemas: {
      create: adminSliderCreate,
      update: adminSliderUpdate,
      view: adminSlider,
      list: adminSliderList,
    },
    service: services.sliders,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/banners',
    summaries: draftKindSummaries('banner', ADMIN_CONTENT_LIST_MAX),
    schemas: {
      create: adminBannerCreate,
      update: adminBannerUpdate,
      view: adminBanner,
      list: adminBannerList,
    },
    service: services.banners,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/vip-levels',
    summaries: {
      list: 'Every VIP level with all its translations, lowest first',
      get: 'One VIP level with all its translations',
      create: 'Create a VIP level; English texts required',
      update: "Edit a VIP level; each translation given replaces that locale's texts",
      removeTranslation: 'Remove one translation of a VIP level; players fall back to English',
      remove: 'Delete a VIP level and its translations',
    },
    schemas: {
      create: adminVipLevelCreate,
      update: adminVipLevelUpdate,
      view: adminVipLevel,
      list: adminVipLevelList,
    },
    service: services.vipLevels,
  });
  registerTranslatableAdminRoutes(app, {
    path: '/api/admin/menu-items',
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
    service: services.menuItems,
  });
}
