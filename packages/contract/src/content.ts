import { z } from 'zod';
import { LOCALES } from './locales.js';
import { MARKETING_FIGURES } from './marketing-figures.js';
import {
  CONTENT_MESSAGES,
  MENU_AREAS,
  VIP_BENEFITS_MAX,
  VIP_MESSAGES,
} from './messages/content.js';
import { minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { CONTENT_MESSAGES, MARKETING_FIGURES, MENU_AREAS, VIP_BENEFITS_MAX, VIP_MESSAGES };

/*
 * Site content: blog posts, promotions, policy pages, sliders, banners, VIP levels, menus and
 * languages (SPEC §3, §7). Public answers are already in the caller's locale, each text falling
 * back to English; operator answers carry every translation keyed by locale.
 */

// ---------------------------------------------------------------------------------------------
// Limits (STYLE 11: a bound on everything)
// ---------------------------------------------------------------------------------------------

/** `POST /api/blog`: at most this many posts per call (limit_to − limit_from). */
export const BLOG_PAGE_MAX = 50;
/** SPEC §9: the single-post lookup of the old client fetched posts 0 to 10. */
export const BLOG_DEFAULT_LIMIT_TO = 10;
/** `POST /api/pages`: SPEC §9, "pages range 0 to 300". */
export const PAGES_LIST_MAX = 300;
/** Promotions list info of SPEC §3: category 2, 6 columns, from 0 to 10. */
export const PROMOTIONS_CATEGORY_ID = 2;
export const BLOG_CATEGORY_ID = 1;
export const PROMOTIONS_PAGE_SIZE = 10;
export const PROMOTIONS_COLUMNS_DEFAULT = 6;
/** `columns` is a layout hint for a 12-unit grid (6 = two cards a row), not a page size. */
export const PROMOTIONS_COLUMNS_MAX = 12;
export const PROMOTIONS_PAGE_NUMBER_MAX = 1_000;
/** `POST /api/blog/provident` with filter "categories": the newest posts shown per category. */
export const PROVIDENT_POSTS_PER_CATEGORY = 10;
/** Operator lists (drafts included) answer at most this many items, newest first. */
export const ADMIN_CONTENT_LIST_MAX = 500;

export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MEDIA_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TITLE_MAX_LENGTH = 160;
export const SUMMARY_MAX_LENGTH = 600;
export const META_DESCRIPTION_MAX_LENGTH = 320;
/** A long policy is ~10,000 characters; this leaves room and stays under the request limit. */
export const MARKDOWN_BODY_MAX_LENGTH = 100_000;
export const URL_MAX_LENGTH = 500;

/** Where generated artwork is served: `GET /api/media/<name>.svg`. */
export const MEDIA_PATH_PREFIX = '/api/media/';
export const mediaUrl = (name: string) => `${MEDIA_PATH_PREFIX}${name}.svg`;

// ---------------------------------------------------------------------------------------------
// VIP figures (the offers' figures are MARKETING_FIGURES, marketing-figures.ts; ADR 0003)
// ---------------------------------------------------------------------------------------------

/** VIP programme of SPEC §1; `minWagered` in whole account-currency units. */
export const VIP_LEVEL_FIGURES = [
  { key: 'bronze', minWagered: 0, cashbackBps: 0, bonusBps: 1_000 },
  { key: 'silver', minWagered: 10_000, cashbackBps: 0, bonusBps: 1_000 },
  { key: 'gold', minWagered: 50_000, cashbackBps: 200, bonusBps: 1_000 },
  { key: 'platinum', minWagered: 250_000, cashbackBps: 400, bonusBps: 1_000 },
] as const;
export type VipLevelKey = (typeof VIP_LEVEL_FIGURES)[number]['key'];

export const bpsToPercent = (bps: number) => bps / 100;

// ---------------------------------------------------------------------------------------------
// Shared fields
// ---------------------------------------------------------------------------------------------

export const contentLocale = z.enum(LOCALES);
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const POST_KINDS = ['post', 'promotion'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const SLIDER_KINDS = ['image', 'promotion'] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];
export type MenuArea = (typeof MENU_AREAS)[number];

const text = (max: number) =>
  z
    .string({ error: CONTENT_MESSAGES.required })
    .trim()
    .min(1, CONTENT_MESSAGES.required)
    .max(max, CONTENT_MESSAGES.tooLong);
const markdown = z
  .string({ error: CONTENT_MESSAGES.required })
  .min(1, CONTENT_MESSAGES.required)
  .max(MARKDOWN_BODY_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .meta({ description: 'Markdown (CommonMark); the web renders it without raw HTML' });
export const slugField = z
  .string({ error: CONTENT_MESSAGES.required })
  .max(SLUG_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .regex(SLUG_PATTERN, CONTENT_MESSAGES.slug);
const imageKey = z
  .string({ error: CONTENT_MESSAGES.required })
  .max(SLUG_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .regex(MEDIA_NAME_PATTERN, CONTENT_MESSAGES.unknownImage)
  .meta({ description: 'Name of a generated artwork, served at /api/media/<name>.svg' });

/** A link target: a path of this site (the web adds the locale prefix) or an https address. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
const linkField = z
  .string({ error: CONTENT_MESSAGES.required })
  .trim()
  .min(1, CONTENT_MESSAGES.required)
  .max(URL_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .refine(isSafeLink, CONTENT_MESSAGES.url);
const position = z
  .number({ error: CONTENT_MESSAGES.wholeNumber })
  .int(CONTENT_MESSAGES.wholeNumber)
  .min(0)
  .max(1_000_000);
const isoDateTime = z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.datetime });

/** Public calls take `?locale=xx`; without one, Accept-Language decides, then English. */
export const localeQuery = z.object({
  locale: z.string().max(35).optional().meta({
    description: 'One of the ten locales; unknown values fall through to Accept-Language, then en',
  }),
});

/** An id (digits) or a slug; both address the same item. Anything else is simply not found. */
export const idOrSlugParams = z.object({ id: z.string().max(200, CONTENT_MESSAGES.tooLong) });
export const slugParams = z.object({ slug: z.string().max(200, CONTENT_MESSAGES.tooLong) });

/**
 * A window of a list, `limit_from` inclusive and `limit_to` exclusive, checked against `max`.
 * A POST without a body means the defaults: the route turns its `null` body into `{}` first.
 */
function limitWindow(defaultTo: number, max: number) {
  const bound = z.number({ error: CONTENT_MESSAGES.wholeNumber }).int(CONTENT_MESSAGES.wholeNumber);
  return z
    .object({
      limit_from: bound.min(0, CONTENT_MESSAGES.limitFromNegative).default(0),
      limit_to: bound.default(defaultTo),
    })
    .superRefine((window, context) => {
      if (window.limit_to < window.limit_from) {
        context.addIssue({
          code: 'custom',
          path: ['limit_to'],
          message: CONTENT_MESSAGES.limitToBeforeFrom,
        });
      } else if (window.limit_to - window.limit_from > max) {
        context.addIssue({
          code: 'custom',
          path: ['limit_to'],
          message: CONTENT_MESSAGES.rangeTooLarge(max),
        });
      }
    });
}

// ---------------------------------------------------------------------------------------------
// Blog posts and promotions (one table: a promotion is a post of kind "promotion")
// ---------------------------------------------------------------------------------------------

export const blogPostSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(POST_KINDS),
    category_id: z.number().int().meta({ description: '1 blog, 2 promotions' }),
    title: z.string(),
    summary: z.string(),
    image_url: z.string(),
    published_at: z.iso.datetime(),
    locale: contentLocale.meta({
      description: 'The locale the texts are in (en when falling back)',
    }),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary
  .extend({ body: markdown, meta_description: z.string() })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPost>;

export const blogListRequest = limitWindow(BLOG_DEFAULT_LIMIT_TO, BLOG_PAGE_MAX).meta({
  id: 'BlogListRequest',
});
export type BlogListRequest = z.output<typeof blogListRequest>;
export const blogListResponse = z
  .object({ posts: z.array(blogPostSummary) })
  .meta({ id: 'BlogListResponse' });

export const PROVIDENT_FILTERS = ['categories', 'promotions'] as const;
export const providentRequest = z
  .object({ filter: z.enum(PROVIDENT_FILTERS, { error: 'Choose categories or promotions.' }) })
  .meta({ id: 'ProvidentRequest' });

/** A category of the blog: the published items of one kind (1 = blog posts, 2 = promotions). */
export const contentCategory = z
  .object({
    id: z.number().int(),
    slug: z.enum(['blog', 'promotions']),
    kind: z.enum(POST_KINDS),
    total: z.number().int(),
    posts: z.array(blogPostSummary).meta({
      description: `The newest ${PROVIDENT_POSTS_PER_CATEGORY} of the category`,
    }),
  })
  .meta({ id: 'ContentCategory' });
export type ContentCategory = z.infer<typeof contentCategory>;

export const providentResponse = z
  .discriminatedUnion('filter', [
    z
      .object({ filter: z.literal('promotions'), promotions: z.array(blogPostSummary) })
      .meta({ id: 'ProvidentPromotions' }),
    z
      .object({ filter: z.literal('categories'), categories: z.array(contentCategory) })
      .meta({ id: 'ProvidentCategories' }),
  ])
  .meta({ id: 'ProvidentResponse' });
export type ProvidentResponse = z.infer<typeof providentResponse>;

export const promotionsQuery = localeQuery.extend({
  page: z.coerce
    .number({ error: CONTENT_MESSAGES.wholeNumber })
    .int(CONTENT_MESSAGES.wholeNumber)
    .min(1)
    .max(PROMOTIONS_PAGE_NUMBER_MAX)
    .default(1),
  columns: z.coerce
    .number({ error: CONTENT_MESSAGES.wholeNumber })
    .int(CONTENT_MESSAGES.wholeNumber)
    .min(1)
    .max(PROMOTIONS_COLUMNS_MAX)
    .default(PROMOTIONS_COLUMNS_DEFAULT),
});

export const promotionsInfo = z
  .object({
    category_id: z.literal(PROMOTIONS_CATEGORY_ID),
    columns: z.number().int(),
    from: z.number().int().meta({ description: 'Index of the first promotion of the page' }),
    to: z.number().int().meta({ description: 'End of the page window (exclusive)' }),
    page: z.number().int(),
    total: z.number().int().meta({ description: 'Published promotions in all' }),
  })
  .meta({ id: 'PromotionsInfo' });
export const promotionsResponse = z
  .object({ promotions: z.array(blogPostSummary), info: promotionsInfo })
  .meta({ id: 'PromotionsResponse' });
export type PromotionsResponse = z.infer<typeof promotionsResponse>;

// ---------------------------------------------------------------------------------------------
// Sliders and banners
// ---------------------------------------------------------------------------------------------

export const slider = z
  .object({
    id: z.number().int(),
    redirect_url: z.string(),
    image_url: z.string(),
    title: z.string(),
    alt: z.string(),
  })
  .meta({ id: 'Slider' });
export type Slider = z.infer<typeof slider>;
export const imageSliderResponse = z
  .object({ imagesliders: z.array(slider) })
  .meta({ id: 'ImageSliderResponse' });
export const promotionSliderResponse = z
  .object({ promotionSliders: z.array(slider) })
  .meta({ id: 'PromotionSliderResponse' });

export const banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    bg_img: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;
export const bannersResponse = z
  .object({ banners: z.array(banner) })
  .meta({ id: 'BannersResponse' });

// ---------------------------------------------------------------------------------------------
// Website pages (policies, about us)
// ---------------------------------------------------------------------------------------------

export const pagesListRequest = limitWindow(PAGES_LIST_MAX, PAGES_LIST_MAX).meta({
  id: 'PagesListRequest',
});
export type PagesListRequest = z.output<typeof pagesListRequest>;
export const pageSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    in_footer: z.boolean(),
  })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummary>;
export const pagesListResponse = z
  .object({ pages: z.array(pageSummary) })
  .meta({ id: 'PagesListResponse' });
export const page = pageSummary
  .extend({ body: markdown, updated_at: z.iso.datetime(), locale: contentLocale })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof page>;

// ---------------------------------------------------------------------------------------------
// VIP levels, menus, languages
// ---------------------------------------------------------------------------------------------

export const vipLevel = z
  .object({
    id: z.number().int(),
    key: z.string(),
    position: z.number().int(),
    name: z.string(),
    benefits: z.array(z.string()),
    min_wagered: minorUnits.meta({
      description: 'Wagered in total to reach the level (minor units)',
    }),
    cashback_bps: z.number().int(),
    bonus_bps: z.number().int(),
    cashback_percent: z.number(),
    bonus_percent: z.number(),
  })
  .meta({ id: 'VipLevel' });
export type VipLevel = z.infer<typeof vipLevel>;
export const vipLevelsResponse = z
  .object({
    levels: z.array(vipLevel).meta({ description: 'Lowest level first; the web reverses them' }),
  })
  .meta({ id: 'VipLevelsResponse' });

export const menuItem = z
  .object({
    icon: z.string().meta({ description: 'Material icon name, e.g. "Casino"' }),
    title: z.string(),
    to: z.string(),
    slug: z.string(),
    external: z.boolean(),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItem>;
export const menuResponse = z
  .object({
    menus: z.object({
      drawer: z.array(menuItem),
      casino: z.array(menuItem),
      about: z.array(menuItem),
      legal: z.array(menuItem),
      settings: z.array(menuItem).meta({ description: "The settings layout's left menu" }),
    }),
  })
  .meta({ id: 'MenuResponse' });
export type MenuResponse = z.infer<typeof menuResponse>;

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

export const language = z
  .object({
    code: contentLocale,
    name: z.string(),
    prefix: z.string().meta({ description: 'Path prefix: "" for English, "/de" for German' }),
  })
  .meta({ id: 'Language' });
export const languagesResponse = z
  .object({ languages: z.array(language), default_locale: contentLocale })
  .meta({ id: 'LanguagesResponse' });
export const languageFileParams = z.object({ locale: z.string().max(35) });
export const localeMessagesResponse = z
  .record(z.string(), z.unknown())
  .meta({ id: 'LocaleMessages', description: "The web app's i18next resources of one locale" });

export const mediaParams = z.object({ name: z.string().max(SLUG_MAX_LENGTH) });

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
