import { ADMIN_CONTENT_LIST_MAX } from '@satsino/contract/content';
import type {
  AdminBanner,
  AdminBannerCreate,
  AdminBannerUpdate,
  BannerTranslation,
} from '@satsino/contract/content-admin';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminBanner } from './banners.presenter.js';
import { type BannerChanges, type BannerRow, bannerStore } from './banners.repo.js';

/** The operator's landing-page banners. */
export const bannerAdminResource: TranslatableResource<{
  row: BannerRow;
  changes: BannerChanges;
  texts: BannerTranslation;
  create: AdminBannerCreate;
  update: AdminBannerUpdate;
  view: AdminBanner;
}> = {
  target: 'banner',
  store: bannerStore,
  listMax: ADMIN_CONTENT_LIST_MAX,
  notFound: contentErrors.bannerNotFound,
  taken: () => contentErrors.taken('key'),
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
  present: presentAdminBanner,
  describe: (row) => ({ key: row.key, status: row.status }),
  publication: {
    publish: () => ({ status: 'published' }),
    unpublish: () => ({ status: 'draft' }),
  },
};
