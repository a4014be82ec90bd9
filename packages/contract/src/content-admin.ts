import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  contentLocale,
  imageKey,
  isoDateTime,
  linkField,
  MENU_AREAS,
  META_DESCRIPTION_MAX_LENGTH,
  markdown,
  POST_KINDS,
  position,
  SLIDER_KINDS,
  SLUG_PATTERN,
  SUMMARY_MAX_LENGTH,
  slugField,
  TITLE_MAX_LENGTH,
  text,
  VIP_BENEFITS_MAX,
  VIP_MESSAGES,
} from './content.js';
import { minorUnits } from './money.js';

/*
 * The operator's side of site content (admin role): writes and full records of VIP levels, menu
 * items, posts, pages, sliders, banners and media. Apart from content.ts, whose public answers
 * the home page and the footer parse on a player's first load: building these schemas there
 * cost the home page about as much again (issue 12; ADR 0028).
 */

/** Operator writes of VIP levels and menu items (admin role). */
export const VIP_LEVEL_KEY_PATTERN = SLUG_PATTERN;
export const MENU_ICON_PATTERN = /^[A-Z][A-Za-z0-9]{0,79}$/;

const basisPoints = z
  .number({ error: VIP_MESSAGES.bps })
  .int(VIP_MESSAGES.bps)
  .min(0, VIP_MESSAGES.bps)
  .max(10_000, VIP_MESSAGES.bps);
const minWageredField = z
  .number({ error: VIP_MESSAGES.minWagered })
  .int(VIP_MESSAGES.minWagered)
  .min(0, VIP_MESSAGES.minWagered)
  .max(Number.MAX_SAFE_INTEGER, VIP_MESSAGES.minWagered);
const menuIcon = z
  .string({ error: CONTENT_MESSAGES.required })
  .regex(MENU_ICON_PATTERN, VIP_MESSAGES.icon);
const menuArea = z.enum(MENU_AREAS, { error: VIP_MESSAGES.area });

export const vipLevelTranslation = z
  .object({
    name: text(TITLE_MAX_LENGTH),
    benefits: z
      .array(text(TITLE_MAX_LENGTH), { error: VIP_MESSAGES.benefit })
      .max(VIP_BENEFITS_MAX, VIP_MESSAGES.tooManyBenefits),
  })
  .meta({ id: 'VipLevelTranslation' });
export type VipLevelTranslation = z.output<typeof vipLevelTranslation>;
export const adminVipLevelCreate = z
  .object({
    key: slugField,
    position: position.default(0),
    min_wagered: minWageredField,
    cashback_bps: basisPoints.default(0),
    bonus_bps: basisPoints.default(0),
    translations: withEnglish(vipLevelTranslation),
  })
  .meta({ id: 'AdminVipLevelCreate' });
export type AdminVipLevelCreate = z.output<typeof adminVipLevelCreate>;
export const adminVipLevelUpdate = z
  .object({
    key: slugField.optional(),
    position: position.optional(),
    min_wagered: minWageredField.optional(),
    cashback_bps: basisPoints.optional(),
    bonus_bps: basisPoints.optional(),
    translations: translationsOf(vipLevelTranslation).optional().meta({
      description: 'Each locale given replaces that translation; others stay',
    }),
  })
  .meta({ id: 'AdminVipLevelUpdate' });
export type AdminVipLevelUpdate = z.output<typeof adminVipLevelUpdate>;
export const adminVipLevel = z
  .object({
    id: z.number().int(),
    key: z.string(),
    position: z.number().int(),
    min_wagered: minorUnits,
    cashback_bps: z.number().int(),
    bonus_bps: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(vipLevelTranslation),
  })
  .meta({ id: 'AdminVipLevel' });
export type AdminVipLevel = z.infer<typeof adminVipLevel>;
export const adminVipLevelList = z
  .object({ items: z.array(adminVipLevel).meta({ description: 'Lowest level first' }) })
  .meta({ id: 'AdminVipLevelList' });

export const menuItemTranslation = z
  .object({ title: text(TITLE_MAX_LENGTH) })
  .meta({ id: 'MenuItemTranslation' });
export type MenuItemTranslation = z.output<typeof menuItemTranslation>;
export const adminMenuItemCreate = z
  .object({
    area: menuArea,
    slug: slugField,
    icon: menuIcon,
    to: linkField,
    external: z.boolean().default(false),
    position: position.default(0),
    translations: withEnglish(menuItemTranslation),
  })
  .meta({ id: 'AdminMenuItemCreate' });
export type AdminMenuItemCreate = z.output<typeof adminMenuItemCreate>;
export const adminMenuItemUpdate = z
  .object({
    area: menuArea.optional(),
    slug: slugField.optional(),
    icon: menuIcon.optional(),
    to: linkField.optional(),
    external: z.boolean().optional(),
    position: position.optional(),
    translations: translationsOf(menuItemTranslation).optional(),
  })
  .meta({ id: 'AdminMenuItemUpdate' });
export type AdminMenuItemUpdate = z.output<typeof adminMenuItemUpdate>;
export const adminMenuItem = z
  .object({
    id: z.number().int(),
    area: z.enum(MENU_AREAS),
    slug: z.string(),
    icon: z.string(),
    to: z.string(),
    external: z.boolean(),
    position: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(menuItemTranslation),
  })
  .meta({ id: 'AdminMenuItem' });
export type AdminMenuItem = z.infer<typeof adminMenuItem>;
export const adminMenuItemList = z
  .object({ items: z.array(adminMenuItem).meta({ description: 'By area, then position' }) })
  .meta({ id: 'AdminMenuItemList' });

// ---------------------------------------------------------------------------------------------
// Operator API (admin role)
// ---------------------------------------------------------------------------------------------

export const adminIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const adminTranslationParams = adminIdParams.extend({ locale: contentLocale });

/** Translations keyed by locale; on create English is required (the fallback of every text). */
function translationsOf<T extends z.ZodType>(entry: T) {
  return z.partialRecord(contentLocale, entry);
}
function withEnglish<T extends z.ZodType>(entry: T) {
  return translationsOf(entry).refine((translations) => translations.en !== undefined, {
    message: CONTENT_MESSAGES.englishRequired,
    path: ['en'],
  });
}

export const postTranslation = z
  .object({
    title: text(TITLE_MAX_LENGTH),
    summary: text(SUMMARY_MAX_LENGTH),
    body: markdown,
    meta_description: z
      .string()
      .trim()
      .max(META_DESCRIPTION_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
      .default(''),
  })
  .meta({ id: 'PostTranslation' });
export type PostTranslation = z.output<typeof postTranslation>;

export const adminPostCreate = z
  .object({
    slug: slugField,
    image_key: imageKey,
    position: position.default(0),
    published_at: isoDateTime.nullable().default(null).meta({
      description: 'Shown from this time once published; empty means "when published"',
    }),
    translations: withEnglish(postTranslation),
  })
  .meta({ id: 'AdminPostCreate' });
export type AdminPostCreate = z.output<typeof adminPostCreate>;
export const adminPostUpdate = z
  .object({
    slug: slugField.optional(),
    image_key: imageKey.optional(),
    position: position.optional(),
    published_at: isoDateTime.nullable().optional(),
    translations: translationsOf(postTranslation).optional().meta({
      description: 'Each locale given replaces that translation; others stay',
    }),
  })
  .meta({ id: 'AdminPostUpdate' });
export type AdminPostUpdate = z.output<typeof adminPostUpdate>;
export const adminPost = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(POST_KINDS),
    status: z.enum(CONTENT_STATUSES),
    published_at: z.iso.datetime().nullable(),
    image_key: z.string(),
    image_url: z.string(),
    position: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(postTranslation),
  })
  .meta({ id: 'AdminPost' });
export type AdminPost = z.infer<typeof adminPost>;
export const adminPostList = z.object({ items: z.array(adminPost) }).meta({ id: 'AdminPostList' });

export const pageTranslation = z
  .object({ title: text(TITLE_MAX_LENGTH), description: text(SUMMARY_MAX_LENGTH), body: markdown })
  .meta({ id: 'PageTranslation' });
export type PageTranslation = z.output<typeof pageTranslation>;
export const adminPageCreate = z
  .object({
    slug: slugField,
    position: position.default(0),
    in_footer: z.boolean().default(false),
    translations: withEnglish(pageTranslation),
  })
  .meta({ id: 'AdminPageCreate' });
export type AdminPageCreate = z.output<typeof adminPageCreate>;
export const adminPageUpdate = z
  .object({
    slug: slugField.optional(),
    position: position.optional(),
    in_footer: z.boolean().optional(),
    translations: translationsOf(pageTranslation).optional(),
  })
  .meta({ id: 'AdminPageUpdate' });
export type AdminPageUpdate = z.output<typeof adminPageUpdate>;
export const adminPage = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    status: z.enum(CONTENT_STATUSES),
    position: z.number().int(),
    in_footer: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(pageTranslation),
  })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof adminPage>;
export const adminPageList = z.object({ items: z.array(adminPage) }).meta({ id: 'AdminPageList' });

export const sliderTranslation = z
  .object({ title: text(TITLE_MAX_LENGTH), alt: text(TITLE_MAX_LENGTH) })
  .meta({ id: 'SliderTranslation' });
export type SliderTranslation = z.output<typeof sliderTranslation>;
export const adminSliderCreate = z
  .object({
    key: slugField,
    kind: z.enum(SLIDER_KINDS, { error: 'Choose image or promotion.' }),
    image_key: imageKey,
    redirect_url: linkField,
    position: position.default(0),
    translations: withEnglish(sliderTranslation),
  })
  .meta({ id: 'AdminSliderCreate' });
export type AdminSliderCreate = z.output<typeof adminSliderCreate>;
export const adminSliderUpdate = z
  .object({
    key: slugField.optional(),
    image_key: imageKey.optional(),
    redirect_url: linkField.optional(),
    position: position.optional(),
    translations: translationsOf(sliderTranslation).optional(),
  })
  .meta({ id: 'AdminSliderUpdate' });
export type AdminSliderUpdate = z.output<typeof adminSliderUpdate>;
export const adminSlider = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(SLIDER_KINDS),
    status: z.enum(CONTENT_STATUSES),
    image_key: z.string(),
    image_url: z.string(),
    redirect_url: z.string(),
    position: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(sliderTranslation),
  })
  .meta({ id: 'AdminSlider' });
export type AdminSlider = z.infer<typeof adminSlider>;
export const adminSliderList = z
  .object({ items: z.array(adminSlider) })
  .meta({ id: 'AdminSliderList' });

export const bannerTranslation = z
  .object({ title: text(TITLE_MAX_LENGTH), description: text(SUMMARY_MAX_LENGTH) })
  .meta({ id: 'BannerTranslation' });
export type BannerTranslation = z.output<typeof bannerTranslation>;
export const adminBannerCreate = z
  .object({
    key: slugField,
    image_key: imageKey,
    url: linkField,
    position: position.default(0),
    translations: withEnglish(bannerTranslation),
  })
  .meta({ id: 'AdminBannerCreate' });
export type AdminBannerCreate = z.output<typeof adminBannerCreate>;
export const adminBannerUpdate = z
  .object({
    key: slugField.optional(),
    image_key: imageKey.optional(),
    url: linkField.optional(),
    position: position.optional(),
    translations: translationsOf(bannerTranslation).optional(),
  })
  .meta({ id: 'AdminBannerUpdate' });
export type AdminBannerUpdate = z.output<typeof adminBannerUpdate>;
export const adminBanner = z
  .object({
    id: z.number().int(),
    key: z.string(),
    status: z.enum(CONTENT_STATUSES),
    image_key: z.string(),
    bg_img: z.string(),
    url: z.string(),
    position: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    translations: translationsOf(bannerTranslation),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z
  .object({ items: z.array(adminBanner) })
  .meta({ id: 'AdminBannerList' });

export const adminMediaList = z
  .object({ names: z.array(z.string()) })
  .meta({ id: 'AdminMediaList', description: 'Names usable as image_key' });
