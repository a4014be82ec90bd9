/**
 * The texts of ../content.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const VIP_BENEFITS_MAX = 12;

/** `settings` is the settings layout's left menu (SPEC §2: "left menu from site configuration"). */
export const MENU_AREAS = ['drawer', 'casino', 'about', 'legal', 'settings'] as const;

export const CONTENT_MESSAGES = {
  postNotFound: 'Post not found.',
  promotionNotFound: 'Promotion not found.',
  pageNotFound: 'Page not found.',
  sliderNotFound: 'Slider not found.',
  bannerNotFound: 'Banner not found.',
  languageNotFound: 'Language not found.',
  imageNotFound: 'Image not found.',
  translationNotFound: 'Translation not found.',
  limitFromNegative: 'limit_from must be 0 or more.',
  limitToBeforeFrom: 'limit_to must not be below limit_from.',
  rangeTooLarge: (max: number) => `Ask for at most ${max} items at a time.`,
  wholeNumber: 'Must be a whole number.',
  slug: 'Use lower-case letters, digits and single dashes (e.g. "weekly-cashback").',
  slugTaken: 'This slug is already in use.',
  keyTaken: 'This key is already in use.',
  englishRequired: 'An English translation is required: it is what other locales fall back to.',
  englishNotRemovable: 'The English translation cannot be removed.',
  unknownImage: 'Unknown image. Choose one of the generated artworks.',
  url: 'Use a site path starting with "/" or an https:// address.',
  required: 'Required.',
  tooLong: 'Too long.',
  datetime: 'Use an ISO-8601 date and time, e.g. 2026-01-31T12:00:00Z.',
} as const;

export const VIP_MESSAGES = {
  levelNotFound: 'VIP level not found.',
  menuItemNotFound: 'Menu item not found.',
  bps: 'Use basis points from 0 to 10000 (100 = 1%).',
  minWagered: 'Use a whole number of cents, 0 or more.',
  icon: 'Use a Material icon name such as "WorkspacePremium".',
  area: `Choose one of: ${MENU_AREAS.join(', ')}.`,
  benefit: 'Each benefit is a non-empty text.',
  tooManyBenefits: `At most ${VIP_BENEFITS_MAX} benefits.`,
  menuSlugTaken: 'This slug is already in use in this menu.',
} as const;
