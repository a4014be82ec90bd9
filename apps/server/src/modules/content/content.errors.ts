import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the content calls; their texts are the contract's catalogue. */
export const contentErrors = {
  postNotFound: () => platformErrors.notFound('post_not_found'),
  promotionNotFound: () => platformErrors.notFound('promotion_not_found'),
  pageNotFound: () => platformErrors.notFound('page_not_found'),
  sliderNotFound: () => platformErrors.notFound('slider_not_found'),
  bannerNotFound: () => platformErrors.notFound('banner_not_found'),
  vipLevelNotFound: () => platformErrors.notFound('vip_level_not_found'),
  menuItemNotFound: () => platformErrors.notFound('menu_item_not_found'),
  languageNotFound: () => platformErrors.notFound('language_not_found'),
  imageNotFound: () => platformErrors.notFound('image_not_found'),
  translationNotFound: () => platformErrors.notFound('translation_not_found'),
  taken: (field: 'slug' | 'key') =>
    platformErrors.field(field, field === 'slug' ? 'slug_taken' : 'key_taken'),
  /** Menu slugs are unique per menu area, so the message says "in this menu". */
  menuSlugTaken: () => platformErrors.field('slug', 'menu_slug_taken'),
  unknownImage: () => platformErrors.field('image_key', 'unknown_image'),
  englishNotRemovable: () => platformErrors.field('locale', 'english_not_removable'),
};
