import {
  MARKDOWN_BODY_MAX_LENGTH,
  MENU_AREAS,
  META_DESCRIPTION_MAX_LENGTH,
  SLIDER_KINDS,
  SLUG_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@satsino/contract/content';

/**
 * The kinds of site content the operator edits on /admin/content, in the order of its tabs.
 * VIP levels have their own page (/admin/vip-levels).
 */
export const CONTENT_KINDS = [
  'promotions',
  'posts',
  'pages',
  'sliders',
  'banners',
  'menu',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string | undefined): value is ContentKind {
  return value !== undefined && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** How an item-level field is typed in: its input, and what it becomes in the request body. */
export type FieldType =
  | 'slug'
  | 'text'
  | 'link'
  | 'number'
  | 'boolean'
  | 'image'
  | 'select'
  | 'datetime';

export interface FieldSpec {
  /** The request's (and answer's) name of the field. */
  name: string;
  type: FieldType;
  /** A `select`'s values. */
  options?: readonly string[];
  /** Blank is refused before sending (booleans and datetimes never are). */
  required?: boolean;
  /** Set when the item is created, fixed after (a slide's kind). */
  createOnly?: boolean;
  maxLength?: number;
}

/** One text of a translation: a title, a summary, a Markdown body. */
export interface TextSpec {
  name: string;
  maxLength: number;
  multiline?: boolean;
  /** Shown as the player reads it in the preview. */
  markdown?: boolean;
  /** May stay empty (a post's meta description). */
  optional?: boolean;
}

export interface KindSpec {
  kind: ContentKind;
  /** Under `/api`: `/admin/promotions`. */
  apiPath: string;
  /** Kinds with a draft state are published and unpublished; the others show once saved. */
  draft: boolean;
  /** The field that names an item besides its English title (slug or key). */
  keyField: 'slug' | 'key';
  fields: readonly FieldSpec[];
  texts: readonly TextSpec[];
}

const position: FieldSpec = { name: 'position', type: 'number', required: true };
const postTexts: TextSpec[] = [
  { name: 'title', maxLength: TITLE_MAX_LENGTH },
  { name: 'summary', maxLength: SUMMARY_MAX_LENGTH, multiline: true },
  { name: 'body', maxLength: MARKDOWN_BODY_MAX_LENGTH, multiline: true, markdown: true },
  {
    name: 'meta_description',
    maxLength: META_DESCRIPTION_MAX_LENGTH,
    multiline: true,
    optional: true,
  },
];
const postFields: FieldSpec[] = [
  { name: 'slug', type: 'slug', required: true, maxLength: SLUG_MAX_LENGTH },
  { name: 'image_key', type: 'image', required: true },
  position,
  { name: 'published_at', type: 'datetime' },
];

export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  promotions: {
    kind: 'promotions',
    apiPath: '/admin/promotions',
    draft: true,
    keyField: 'slug',
    fields: postFields,
    texts: postTexts,
  },
  posts: {
    kind: 'posts',
    apiPath: '/admin/posts',
    draft: true,
    keyField: 'slug',
    fields: postFields,
    texts: postTexts,
  },
  pages: {
    kind: 'pages',
    apiPath: '/admin/pages',
    draft: true,
    keyField: 'slug',
    fields: [
      { name: 'slug', type: 'slug', required: true, maxLength: SLUG_MAX_LENGTH },
      position,
      { name: 'in_footer', type: 'boolean' },
    ],
    texts: [
      { name: 'title', maxLength: TITLE_MAX_LENGTH },
      { name: 'description', maxLength: SUMMARY_MAX_LENGTH, multiline: true },
      { name: 'body', maxLength: MARKDOWN_BODY_MAX_LENGTH, multiline: true, markdown: true },
    ],
  },
  sliders: {
    kind: 'sliders',
    apiPath: '/admin/sliders',
    draft: true,
    keyField: 'key',
    fields: [
      { name: 'key', type: 'slug', required: true, maxLength: SLUG_MAX_LENGTH },
      { name: 'kind', type: 'select', options: SLIDER_KINDS, required: true, createOnly: true },
      { name: 'image_key', type: 'image', required: true },
      { name: 'redirect_url', type: 'link', required: true, maxLength: URL_MAX_LENGTH },
      position,
    ],
    texts: [
      { name: 'title', maxLength: TITLE_MAX_LENGTH },
      { name: 'alt', maxLength: TITLE_MAX_LENGTH },
    ],
  },
  banners: {
    kind: 'banners',
    apiPath: '/admin/banners',
    draft: true,
    keyField: 'key',
    fields: [
      { name: 'key', type: 'slug', required: true, maxLength: SLUG_MAX_LENGTH },
      { name: 'image_key', type: 'image', required: true },
      { name: 'url', type: 'link', required: true, maxLength: URL_MAX_LENGTH },
      position,
    ],
    texts: [
      { name: 'title', maxLength: TITLE_MAX_LENGTH },
      { name: 'description', maxLength: SUMMARY_MAX_LENGTH, multiline: true },
    ],
  },
  menu: {
    kind: 'menu',
    apiPath: '/admin/menu-items',
    draft: false,
    keyField: 'slug',
    fields: [
      { name: 'area', type: 'select', options: MENU_AREAS, required: true },
      { name: 'slug', type: 'slug', required: true, maxLength: SLUG_MAX_LENGTH },
      { name: 'icon', type: 'text', required: true, maxLength: 80 },
      { name: 'to', type: 'link', required: true, maxLength: URL_MAX_LENGTH },
      { name: 'external', type: 'boolean' },
      position,
    ],
    texts: [{ name: 'title', maxLength: TITLE_MAX_LENGTH }],
  },
};
