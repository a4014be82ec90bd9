import type { PageTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { contentPages, contentPageTranslations } from '../content.schema.js';

export type PageRow = typeof contentPages.$inferSelect;
export type NewPage = typeof contentPages.$inferInsert;
export type PageTranslationRow = typeof contentPageTranslations.$inferSelect;
export type PageChanges = Omit<NewPage, 'id' | 'createdAt' | 'updatedAt'>;

/** Every column of a page: players' answers and the operator's both use them. */
const pageColumns = {
  id: contentPages.id,
  slug: contentPages.slug,
  status: contentPages.status,
  position: contentPages.position,
  inFooter: contentPages.inFooter,
  createdAt: contentPages.createdAt,
  updatedAt: contentPages.updatedAt,
};

const pageTranslationColumns = {
  pageId: contentPageTranslations.pageId,
  locale: contentPageTranslations.locale,
  title: contentPageTranslations.title,
  description: contentPageTranslations.description,
  body: contentPageTranslations.body,
  updatedAt: contentPageTranslations.updatedAt,
};

const published = eq(contentPages.status, 'published');

/** Published pages in the operator's order. */
export async function listPublishedPages(
  db: Queryable,
  window: { offset: number; limit: number },
): Promise<PageRow[]> {
  if (window.limit <= 0) return [];
  return db
    .select(pageColumns)
    .from(contentPages)
    .where(published)
    .orderBy(asc(contentPages.position), asc(contentPages.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function findPublishedPage(db: Queryable, slug: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select(pageColumns)
    .from(contentPages)
    .where(and(published, eq(contentPages.slug, slug)));
  return row;
}

export async function pageTranslations(
  db: Queryable,
  pageIds: readonly number[],
  locales: readonly Locale[],
): Promise<PageTranslationRow[]> {
  if (pageIds.length === 0) return [];
  return db
    .select(pageTranslationColumns)
    .from(contentPageTranslations)
    .where(
      and(
        inArray(contentPageTranslations.pageId, [...pageIds]),
        inArray(contentPageTranslations.locale, [...locales]),
      ),
    );
}

const toColumns = (texts: PageTranslation) => ({
  title: texts.title,
  description: texts.description,
  body: texts.body,
});

export const pageStore: TranslatableStore<PageRow, PageChanges, PageTranslation> = {
  list: (db, limit) =>
    db
      .select(pageColumns)
      .from(contentPages)
      .orderBy(asc(contentPages.position), desc(contentPages.id))
      .limit(limit),
  async find(db, id) {
    const [row] = await db.select(pageColumns).from(contentPages).where(eq(contentPages.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(contentPages).values(values).returning(pageColumns);
    if (!row) throw new Error('insert into content_pages returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(contentPages)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(contentPages.id, id))
      .returning(pageColumns);
    return row;
  },
  async remove(db, id) {
    const [row] = await db
      .delete(contentPages)
      .where(eq(contentPages.id, id))
      .returning(pageColumns);
    return row;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(pageTranslationColumns)
      .from(contentPageTranslations)
      .where(inArray(contentPageTranslations.pageId, [...ids]));
    return rows.map((row) => ({
      ownerId: row.pageId,
      locale: row.locale as Locale,
      texts: { title: row.title, description: row.description, body: row.body },
    }));
  },
  async putTranslation(db, pageId, locale, texts) {
    const columns = toColumns(texts);
    await db
      .insert(contentPageTranslations)
      .values({ pageId, locale, ...columns })
      .onConflictDoUpdate({
        target: [contentPageTranslations.pageId, contentPageTranslations.locale],
        set: { ...columns, updatedAt: sql`now()` },
      });
  },
  async removeTranslation(db, pageId, locale) {
    const rows = await db
      .delete(contentPageTranslations)
      .where(
        and(eq(contentPageTranslations.pageId, pageId), eq(contentPageTranslations.locale, locale)),
      )
      .returning({ pageId: contentPageTranslations.pageId });
    return rows.length > 0;
  },
};
