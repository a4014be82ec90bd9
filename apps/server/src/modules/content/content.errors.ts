import { CONTENT_MESSAGES, VIP_MESSAGES } from '@satsino/contract/content';
import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the content calls, with the texts of the contract. */
export const contentErrors = {
  postNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.postNotFound),
  promotionNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.promotionNotFound),
  pageNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.pageNotFound),
  sliderNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.sliderNotFound),
  bannerNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.bannerNotFound),
  vipLevelNotFound: () => platformErrors.notFound(VIP_MESSAGES.levelNotFound),
  menuItemNotFound: () => platformErrors.notFound(VIP_MESSAGES.menuItemNotFound),
  languageNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.languageNotFound),
  imageNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.imageNotFound),
  translationNotFound: () => platformErrors.notFound(CONTENT_MESSAGES.translationNotFound),
  taken: (field: 'slug' | 'key') =>
    platformErrors.validation({
      [field]: [field === 'slug' ? CONTENT_MESSAGES.slugTaken : CONTENT_MESSAGES.keyTaken],
    }),
  /** Menu slugs are unique per menu area, so the message says "in this menu". */
  menuSlugTaken: () => platformErrors.validation({ slug: [VIP_MESSAGES.menuSlugTaken] }),
  unknownImage: () => platformErrors.validation({ image_key: [CONTENT_MESSAGES.unknownImage] }),
  englishNotRemovable: () =>
    platformErrors.validation({ locale: [CONTENT_MESSAGES.englishNotRemovable] }),
};
