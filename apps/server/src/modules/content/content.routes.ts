import {
  adminBanner,
  adminBannerCreate,
  adminBannerList,
  adminBannerUpdate,
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
} from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import { registerAdminResourceRoutes } from './admin/admin-routes.js';
import { createAdminResourceService } from './admin/admin-service.js';
import { bannerAdminSpec } from './banners/banners.admin.js';
import { registerBannerRoutes } from './banners/banners.routes.js';
import { createBannersService } from './banners/banners.service.js';
import { registerLanguageRoutes } from './languages/languages.routes.js';
import { createLanguagesService } from './languages/languages.service.js';
import { registerMediaRoutes } from './media/media.routes.js';
import { registerMenuRoutes } from './menu/menu.routes.js';
import { createMenuService } from './menu/menu.service.js';
import { pageAdminSpec } from './pages/pages.admin.js';
import { registerPageRoutes } from './pages/pages.routes.js';
import { createPagesService } from './pages/pages.service.js';
import { postAdminSpec } from './posts/posts.admin.js';
import { registerPostRoutes } from './posts/posts.routes.js';
import { createPostsService } from './posts/posts.service.js';
import { sliderAdminSpec } from './sliders/sliders.admin.js';
import { registerSliderRoutes } from './sliders/sliders.routes.js';
import { createSlidersService } from './sliders/sliders.service.js';
import { registerVipLevelRoutes } from './vip/vip-levels.routes.js';
import { createVipLevelsService } from './vip/vip-levels.service.js';

export interface ContentDependencies {
  db: Db;
  /** The clock: decides which scheduled posts are out. */
  now?: () => Date;
  /** The web app's `src/locales`; defaults to the one beside the server package. */
  webLocalesDir?: string;
}

/**
 * Every content call: the public ones of SPEC §7 (guests allowed, texts per locale) and the
 * operator's writes under `/api/admin/*` (admins only).
 */
export function registerContentRoutes(app: FastifyInstance, deps: ContentDependencies): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  registerPostRoutes(app, createPostsService({ db, now }));
  registerPageRoutes(app, createPagesService({ db }));
  registerSliderRoutes(app, createSlidersService({ db }));
  registerBannerRoutes(app, createBannersService({ db }));
  registerVipLevelRoutes(app, createVipLevelsService({ db }));
  registerMenuRoutes(app, createMenuService({ db }));
  registerLanguageRoutes(
    app,
    createLanguagesService(deps.webLocalesDir ? { localesDir: deps.webLocalesDir } : {}),
  );
  registerMediaRoutes(app);

  const admin = { db, now };
  const postSchemas = {
    create: adminPostCreate,
    update: adminPostUpdate,
    view: adminPost,
    list: adminPostList,
  };
  registerAdminResourceRoutes(app, {
    path: '/api/admin/posts',
    noun: 'blog post',
    schemas: postSchemas,
    service: createAdminResourceService(admin, postAdminSpec('post')),
  });
  registerAdminResourceRoutes(app, {
    path: '/api/admin/promotions',
    noun: 'promotion',
    schemas: postSchemas,
    service: createAdminResourceService(admin, postAdminSpec('promotion')),
  });
  registerAdminResourceRoutes(app, {
    path: '/api/admin/pages',
    noun: 'website page',
    schemas: {
      create: adminPageCreate,
      update: adminPageUpdate,
      view: adminPage,
      list: adminPageList,
    },
    service: createAdminResourceService(admin, pageAdminSpec),
  });
  registerAdminResourceRoutes(app, {
    path: '/api/admin/sliders',
    noun: 'slide',
    schemas: {
      create: adminSliderCreate,
      update: adminSliderUpdate,
      view: adminSlider,
      list: adminSliderList,
    },
    service: createAdminResourceService(admin, sliderAdminSpec),
  });
  registerAdminResourceRoutes(app, {
    path: '/api/admin/banners',
    noun: 'banner',
    schemas: {
      create: adminBannerCreate,
      update: adminBannerUpdate,
      view: adminBanner,
      list: adminBannerList,
    },
    service: createAdminResourceService(admin, bannerAdminSpec),
  });
}
