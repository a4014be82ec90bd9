import type {
  AdminPost,
  AdminPostCreate,
  AdminPostUpdate,
  PostKind,
  PostTranslation,
} from '@satsino/contract/content';
import type { AdminResourceSpec } from '../admin/admin-service.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminPost } from './posts.presenter.js';
import { type PostChanges, type PostRow, postStore } from './posts.repo.js';

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** Operator writes of blog posts (kind "post") or promotions (kind "promotion"). */
export function postAdminSpec(
  kind: PostKind,
): AdminResourceSpec<
  PostRow,
  PostChanges,
  PostChanges,
  PostTranslation,
  AdminPostCreate,
  AdminPostUpdate,
  AdminPost
> {
  return {
    store: postStore(kind),
    notFound: kind === 'promotion' ? contentErrors.promotionNotFound : contentErrors.postNotFound,
    uniqueField: 'slug',
    check: (body) => checkImageKey(body.image_key, contentErrors.unknownImage),
    toInsert: (body) => ({
      slug: body.slug,
      imageKey: body.image_key,
      position: body.position,
      publishedAt: toDate(body.published_at),
      status: 'draft',
    }),
    toChanges: (body) => ({
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.image_key !== undefined && { imageKey: body.image_key }),
      ...(body.position !== undefined && { position: body.position }),
      ...(body.published_at !== undefined && { publishedAt: toDate(body.published_at) }),
    }),
    // A publication time set in advance is kept: publishing then schedules the post.
    publish: (row, now) => ({ status: 'published', publishedAt: row.publishedAt ?? now }),
    unpublish: () => ({ status: 'draft' }),
    present: presentAdminPost,
  };
}
