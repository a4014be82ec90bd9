import type {
  AdminBanner,
  AdminBannerCreate,
  AdminBannerUpdate,
  BannerTranslation,
} from '@satsino/contract/content';
import type { AdminResourceSpec } from '../admin/admin-service.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminBanner } from './banners.presenter.js';
import { type BannerChanges, type BannerRow, bannerStore } from './banners.repo.js';

/** Operator writes of landing-page banners. */
export const bannerAdminSpec: AdminResourceSpec<
  BannerRow,
  BannerChanges,
  BannerChanges,
  BannerTranslation,
  AdminBannerCreate,
  AdminBannerUpdate,
  AdminBanner
> = {
  store: bannerStore,
  notFound: contentErrors.bannerNotFound,
  uniqueField: 'key',
  check: (body) => checkImageKey(body.image_key, contentErrors.unknownImage),
  toInsert: (body) => ({
    key: body.key,
    imageKey: body.image_key,
    url: body.url,
    position: body.position,
    status: 'draft',
  }),
  toChanges: (body) => ({
    ...(body.key !== undefined && { key: body.key }),
    ...(body.image_key !== undefined && { imageKey: body.image_key }),
    ...(body.url !== undefined && { url: body.url }),
    ...(body.position !== undefined && { position: body.position }),
  }),
  publish: () => ({ status: 'published' }),
  unpublish: () => ({ status: 'draft' }),
  present: presentAdminBanner,
};
