import type {
  AdminSlider,
  AdminSliderCreate,
  AdminSliderUpdate,
  SliderTranslation,
} from '@satsino/contract/content';
import type { AdminResourceSpec } from '../admin/admin-service.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminSlider } from './sliders.presenter.js';
import { type SliderChanges, type SliderRow, sliderStore } from './sliders.repo.js';

/** Operator writes of slides; a slide's kind (which slider it is in) is fixed at creation. */
export const sliderAdminSpec: AdminResourceSpec<
  SliderRow,
  SliderChanges,
  SliderChanges,
  SliderTranslation,
  AdminSliderCreate,
  AdminSliderUpdate,
  AdminSlider
> = {
  store: sliderStore,
  notFound: contentErrors.sliderNotFound,
  uniqueField: 'key',
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
  publish: () => ({ status: 'published' }),
  unpublish: () => ({ status: 'draft' }),
  present: presentAdminSlider,
};
