import {
  BLOG_CATEGORY_ID,
  type BlogPost,
  type BlogPostSummary,
  mediaUrl,
  PROMOTIONS_CATEGORY_ID,
} from '@satsino/contract/content';
import type { AdminPost, PostTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import type { PostRow, PostTranslationRow } from './posts.repo.js';

export const categoryIdOf = (kind: PostRow['kind']) =>
  kind === 'promotion' ? PROMOTIONS_CATEGORY_ID : BLOG_CATEGORY_ID;

/** Only visible posts are presented to players, and those always have a publication time. */
function publishedAt(row: PostRow): string {
  if (!row.publishedAt) throw new Error(`post ${row.id} is visible without a publication time`);
  return row.publishedAt.toISOString();
}

export function presentPostSummary(row: PostRow, texts: PostTranslationRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    category_id: categoryIdOf(row.kind),
    title: texts.title,
    summary: texts.summary,
    image_url: mediaUrl(row.imageKey),
    published_at: publishedAt(row),
    locale: texts.locale as Locale,
  };
}

export function presentPost(row: PostRow, texts: PostTranslationRow): BlogPost {
  return {
    ...presentPostSummary(row, texts),
    body: texts.body,
    // Search engines need some description; the summary is the author's own short version.
    meta_description: texts.metaDescription || texts.summary,
  };
}

export function presentAdminPost(
  row: PostRow,
  translations: Partial<Record<Locale, PostTranslation>>,
): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    image_key: row.imageKey,
    image_url: mediaUrl(row.imageKey),
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
