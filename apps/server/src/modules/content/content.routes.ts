import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { createTranslatableAdminService as adminServiceOf } from './admin/translatable-admin.service.js';
import { bannerAdminResource } from './banners/banners.admin.js';
import { registerBannerRoutes } from './banners/banners.routes.js';
import { createBannersService } from './banners/banners.service.js';
import { registerContentAdminRoutes } from './content-admin.routes.js';
import { registerLanguageRoutes } from './languages/languages.routes.js';
import { createLanguagesService } from './languages/languages.service.js';
import { registerMediaRoutes } from './media/media.routes.js';
import { menuItemAdminResource } from './menu/menu.admin.js';
import { registerMenuRoutes } from './menu/menu.routes.js';
import { createMenuService } from './menu/menu.service.js';
import { pageAdminResource } from './pages/pages.admin.js';
import { registerPageRoutes } from './pages/pages.routes.js';
import { createPagesService } from './pages/pages.service.js';
import { postAdminResource } from './posts/posts.admin.js';
import { registerPostRoutes } from './posts/posts.routes.js';
import { createPostsService } from './posts/posts.service.js';
import { sliderAdminResource } from './sliders/sliders.admin.js';
import { registerSliderRoutes } from './sliders/sliders.routes.js';
import { createSlidersService } from './sliders/sliders.service.js';
import { vipLevelAdminResource } from './vip/vip-levels.admin.js';
import { registerVipLevelRoutes } from './vip/vip-levels.routes.js';
import { createVipLevelsService } from './vip/vip-levels.service.js';

export interface ContentDependencies {
  db: Db;
  /** The operator's writes run on a client of the pool, with their operator log entry. */
  pool: pg.Pool;
  operatorLog: OperatorLog;
  /** The clock: decides which scheduled posts are out. */
  now?: () => Date;
  /** The web app's `src/locales`; defaults to the one beside the server package. */
  webLocalesDir?: string;
}

/**
 * Every content call: the public ones of SPEC §7 (guests allowed, texts per locale) and the
 * operator's writes under `/api/admin/*` (admins only, each one in the operator log).
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

  const admin = { db, pool: deps.pool, operatorLog: deps.operatorLog, now };
  registerContentAdminRoutes(app, {
    posts: adminServiceOf(admin, postAdminResource('post')),
    promotions: adminServiceOf(admin, postAdminResource('promotion')),
    pages: adminServiceOf(admin, pageAdminResource),
    sliders: adminServiceOf(admin, sliderAdminResource),
    banners: adminServiceOf(admin, bannerAdminResource),
    vipLevels: adminServiceOf(admin, vipLevelAdminResource),
    menuItems: adminServiceOf(admin, menuItemAdminResource),
  });
}
