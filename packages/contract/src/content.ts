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

// Field builders of the public requests, shared with the operator's schemas (content-admin.ts).
export const text = (max: number) =>
  z
    .string({ error: CONTENT_MESSAGES.required })
    .trim()
    .min(1, CONTENT_MESSAGES.required)
    .max(max, CONTENT_MESSAGES.tooLong);
export const markdown = z
  .string({ error: CONTENT_MESSAGES.required })
  .min(1, CONTENT_MESSAGES.required)
  .max(MARKDOWN_BODY_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .meta({ description: 'Markdown (CommonMark); the web renders it without raw HTML' });
export const slugField = z
  .string({ error: CONTENT_MESSAGES.required })
  .max(SLUG_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .regex(SLUG_PATTERN, CONTENT_MESSAGES.slug);
export const imageKey = z
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
export const linkField = z
  .string({ error: CONTENT_MESSAGES.required })
  .trim()
  .min(1, CONTENT_MESSAGES.required)
  .max(URL_MAX_LENGTH, CONTENT_MESSAGES.tooLong)
  .refine(isSafeLink, CONTENT_MESSAGES.url);
export const position = z
  .number({ error: CONTENT_MESSAGES.wholeNumber })
  .int(CONTENT_MESSAGES.wholeNumber)
  .min(0)
  .max(1_000_000);
export const isoDateTime = z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.datetime });

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
