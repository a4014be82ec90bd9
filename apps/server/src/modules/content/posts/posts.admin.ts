import { ADMIN_CONTENT_LIST_MAX, type PostKind } from '@satsino/contract/content';
import type {
  AdminPost,
  AdminPostCreate,
  AdminPostUpdate,
  PostTranslation,
} from '@satsino/contract/content-admin';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { checkImageKey } from '../media/artworks.js';
import { presentAdminPost } from './posts.presenter.js';
import { type PostChanges, type PostRow, postStore } from './posts.repo.js';

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The operator's blog posts (kind "post") or promotions (kind "promotion"): one table, two
 * kinds the operator manages apart, each with its own log target.
 */
export function postAdminResource(kind: PostKind): TranslatableResource<{
  row: PostRow;
  changes: PostChanges;
  texts: PostTranslation;
  create: AdminPostCreate;
  update: AdminPostUpdate;
  view: AdminPost;
}> {
  return {
    target: kind,
    store: postStore(kind),
    listMax: ADMIN_CONTENT_LIST_MAX,
    notFound: kind === 'promotion' ? contentErrors.promotionNotFound : contentErrors.postNotFound,
    taken: () => contentErrors.taken('slug'),
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
    present: presentAdminPost,
    describe: (row) => ({
      slug: row.slug,
      status: row.status,
      published_at: row.publishedAt?.toISOString() ?? null,
    }),
    publication: {
      // A publication time set in advance is kept: publishing then schedules the post.
      publish: (row, now) => ({ status: 'published', publishedAt: row.publishedAt ?? now }),
      unpublish: () => ({ status: 'draft' }),
    },
  };
}
