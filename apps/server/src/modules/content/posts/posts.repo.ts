import type { PostKind } from '@satsino/contract/content';
import type { PostTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { contentPosts, contentPostTranslations } from '../content.schema.js';

export type PostRow = typeof contentPosts.$inferSelect;
export type NewPost = typeof contentPosts.$inferInsert;
export type PostTranslationRow = typeof contentPostTranslations.$inferSelect;
export type PostChanges = Omit<NewPost, 'id' | 'kind' | 'createdAt' | 'updatedAt'>;

/** Every column of a post: players' answers and the operator's both use most of them. */
const postColumns = {
  id: contentPosts.id,
  slug: contentPosts.slug,
  kind: contentPosts.kind,
  status: contentPosts.status,
  publishedAt: contentPosts.publishedAt,
  imageKey: contentPosts.imageKey,
  position: contentPosts.position,
  createdAt: contentPosts.createdAt,
  updatedAt: contentPosts.updatedAt,
};

const translationColumns = {
  postId: contentPostTranslations.postId,
  locale: contentPostTranslations.locale,
  title: contentPostTranslations.title,
  summary: contentPostTranslations.summary,
  body: contentPostTranslations.body,
  metaDescription: contentPostTranslations.metaDescription,
  updatedAt: contentPostTranslations.updatedAt,
};

/** What players may see: published, and the publication time has come (a later one schedules). */
function visible(kind: PostKind, now: Date): SQL | undefined {
  return and(
    eq(contentPosts.kind, kind),
    eq(contentPosts.status, 'published'),
    isNotNull(contentPosts.publishedAt),
    lte(contentPosts.publishedAt, now),
  );
}

/** Blog posts newest first; promotions by the operator's position, then newest. */
const ORDERS = {
  newest: [desc(contentPosts.publishedAt), desc(contentPosts.id)],
  position: [asc(contentPosts.position), desc(contentPosts.publishedAt), desc(contentPosts.id)],
};

export async function listVisiblePosts(
  db: Queryable,
  query: { kind: PostKind; offset: number; limit: number; now: Date; order: keyof typeof ORDERS },
): Promise<PostRow[]> {
  if (query.limit <= 0) return [];
  return db
    .select(postColumns)
    .from(contentPosts)
    .where(visible(query.kind, query.now))
    .orderBy(...ORDERS[query.order])
    .offset(query.offset)
    .limit(query.limit);
}

export async function countVisiblePosts(db: Queryable, kind: PostKind, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contentPosts).where(visible(kind, now));
  return row?.total ?? 0;
}

/** By id or slug; an all-digit slug is found too, the id winning when both match. */
export async function findVisiblePost(
  db: Queryable,
  query: { kind: PostKind; idOrSlug: string; now: Date },
): Promise<PostRow | undefined> {
  const { idOrSlug } = query;
  const isId = /^\d{1,15}$/.test(idOrSlug);
  const [row] = await db
    .select(postColumns)
    .from(contentPosts)
    .where(
      and(
        visible(query.kind, query.now),
        isId
          ? or(eq(contentPosts.id, Number(idOrSlug)), eq(contentPosts.slug, idOrSlug))
          : eq(contentPosts.slug, idOrSlug),
      ),
    )
    .orderBy(isId ? desc(sql`${contentPosts.id} = ${Number(idOrSlug)}`) : asc(contentPosts.id))
    .limit(1);
  return row;
}

export async function postTranslations(
  db: Queryable,
  postIds: readonly number[],
  locales: readonly Locale[],
): Promise<PostTranslationRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select(translationColumns)
    .from(contentPostTranslations)
    .where(
      and(
        inArray(contentPostTranslations.postId, [...postIds]),
        inArray(contentPostTranslations.locale, [...locales]),
      ),
    );
}

const toColumns = (texts: PostTranslation) => ({
  title: texts.title,
  summary: texts.summary,
  body: texts.body,
  metaDescription: texts.meta_description,
});

/** The operator's view of the posts of one kind: ids of the other kind are not found. */
export function postStore(
  kind: PostKind,
): TranslatableStore<PostRow, PostChanges, PostTranslation> {
  const ofKind = (id: number) => and(eq(contentPosts.id, id), eq(contentPosts.kind, kind));
  return {
    list: (db, limit) =>
      db
        .select(postColumns)
        .from(contentPosts)
        .where(eq(contentPosts.kind, kind))
        .orderBy(desc(contentPosts.createdAt), desc(contentPosts.id))
        .limit(limit),
    async find(db, id) {
      const [row] = await db.select(postColumns).from(contentPosts).where(ofKind(id));
      return row;
    },
    async insert(db, values) {
      const [row] = await db
        .insert(contentPosts)
        .values({ ...values, kind })
        .returning(postColumns);
      if (!row) throw new Error('insert into content_posts returned no row');
      return row;
    },
    async update(db, id, changes) {
      const [row] = await db
        .update(contentPosts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ofKind(id))
        .returning(postColumns);
      return row;
    },
    async remove(db, id) {
      const [row] = await db.delete(contentPosts).where(ofKind(id)).returning(postColumns);
      return row;
    },
    async translations(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(translationColumns)
        .from(contentPostTranslations)
        .where(inArray(contentPostTranslations.postId, [...ids]));
      return rows.map((row) => ({
        ownerId: row.postId,
        locale: row.locale as Locale,
        texts: {
          title: row.title,
          summary: row.summary,
          body: row.body,
          meta_description: row.metaDescription,
        },
      }));
    },
    async putTranslation(db, postId, locale, texts) {
      const columns = toColumns(texts);
      await db
        .insert(contentPostTranslations)
        .values({ postId, locale, ...columns })
        .onConflictDoUpdate({
          target: [contentPostTranslations.postId, contentPostTranslations.locale],
          set: { ...columns, updatedAt: sql`now()` },
        });
    },
    async removeTranslation(db, postId, locale) {
      const rows = await db
        .delete(contentPostTranslations)
        .where(
          and(
            eq(contentPostTranslations.postId, postId),
            eq(contentPostTranslations.locale, locale),
          ),
        )
        .returning({ postId: contentPostTranslations.postId });
      return rows.length > 0;
    },
  };
}
