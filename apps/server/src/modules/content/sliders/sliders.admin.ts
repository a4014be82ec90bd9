import { ADMIN_CONTENT_LIST_MAX } from '@satsino/contract/content';
import type {
  AdminSlider,
  AdminSliderCreate,
  AdminSliderUpdate,
  SliderTranslation,
} from '@satsino/contract/content-admin';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminSlider } from './sliders.presenter.js';
import { type SliderChanges, type SliderRow, sliderStore } from './sliders.repo.js';

/** The operator's slides; a slide's kind (which slider it is in) is fixed at creation. */
export const sliderAdminResource: TranslatableResource<{
  row: SliderRow;
  changes: SliderChanges;
  texts: SliderTranslation;
  create: AdminSliderCreate;
  update: AdminSliderUpdate;
  view: AdminSlider;
}> = {
  target: 'slider',
  store: sliderStore,
  listMax: ADMIN_CONTENT_LIST_MAX,
  notFound: contentErrors.sliderNotFound,
  taken: () => contentErrors.taken('key'),
  check: (body) => checkImageKey(body.image_key, contentErrors.unknownImage),
  toInsert: (body) => ({
    key: body.key,
    kind: body.kind,
    imageKey: body.image_key,
    redirectUrl: body.redirect_url,
    position: body.position,
    status: 'draft',
  }),
  toChanges: (body) => ({
    ...(body.key !== undefined && { key: body.key }),
    ...(body.image_key !== undefined && { imageKey: body.image_key }),
    ...(body.redirect_url !== undefined && { redirectUrl: body.redirect_url }),
    ...(body.position !== undefined && { position: body.position }),
  }),
  present: presentAdminSlider,
  describe: (row) => ({ key: row.key, kind: row.kind, status: row.status }),
  publication: {
    publish: () => ({ status: 'published' }),
    unpublish: () => ({ status: 'draft' }),
  },
};
