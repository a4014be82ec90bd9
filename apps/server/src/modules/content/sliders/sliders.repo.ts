import type { SliderKind } from '@satsino/contract/content';
import type { SliderTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { contentSliders, contentSliderTranslations } from '../content.schema.js';

export type SliderRow = typeof contentSliders.$inferSelect;
export type NewSlider = typeof contentSliders.$inferInsert;
export type SliderTranslationRow = typeof contentSliderTranslations.$inferSelect;
export type SliderChanges = Omit<NewSlider, 'id' | 'createdAt' | 'updatedAt'>;

/** Every column of a slide: players' answers and the operator's both use them. */
const sliderColumns = {
  id: contentSliders.id,
  key: contentSliders.key,
  kind: contentSliders.kind,
  status: contentSliders.status,
  imageKey: contentSliders.imageKey,
  redirectUrl: contentSliders.redirectUrl,
  position: contentSliders.position,
  createdAt: contentSliders.createdAt,
  updatedAt: contentSliders.updatedAt,
};

const sliderTranslationColumns = {
  sliderId: contentSliderTranslations.sliderId,
  locale: contentSliderTranslations.locale,
  title: contentSliderTranslations.title,
  alt: contentSliderTranslations.alt,
  updatedAt: contentSliderTranslations.updatedAt,
};

/** A slider is a handful of slides; this bounds the answer all the same (STYLE 11). */
export const SLIDES_MAX = 50;

export async function listPublishedSlides(db: Queryable, kind: SliderKind): Promise<SliderRow[]> {
  return db
    .select(sliderColumns)
    .from(contentSliders)
    .where(and(eq(contentSliders.kind, kind), eq(contentSliders.status, 'published')))
    .orderBy(asc(contentSliders.position), asc(contentSliders.id))
    .limit(SLIDES_MAX);
}

export async function sliderTranslations(
  db: Queryable,
  sliderIds: readonly number[],
  locales: readonly Locale[],
): Promise<SliderTranslationRow[]> {
  if (sliderIds.length === 0) return [];
  return db
    .select(sliderTranslationColumns)
    .from(contentSliderTranslations)
    .where(
      and(
        inArray(contentSliderTranslations.sliderId, [...sliderIds]),
        inArray(contentSliderTranslations.locale, [...locales]),
      ),
    );
}

export const sliderStore: TranslatableStore<SliderRow, SliderChanges, SliderTranslation> = {
  list: (db, limit) =>
    db
      .select(sliderColumns)
      .from(contentSliders)
      .orderBy(asc(contentSliders.kind), asc(contentSliders.position), desc(contentSliders.id))
      .limit(limit),
  async find(db, id) {
    const [row] = await db
      .select(sliderColumns)
      .from(contentSliders)
      .where(eq(contentSliders.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(contentSliders).values(values).returning(sliderColumns);
    if (!row) throw new Error('insert into content_sliders returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(contentSliders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(contentSliders.id, id))
      .returning(sliderColumns);
    return row;
  },
  async remove(db, id) {
    const [row] = await db
      .delete(contentSliders)
      .where(eq(contentSliders.id, id))
      .returning(sliderColumns);
    return row;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(sliderTranslationColumns)
      .from(contentSliderTranslations)
      .where(inArray(contentSliderTranslations.sliderId, [...ids]));
    return rows.map((row) => ({
      ownerId: row.sliderId,
      locale: row.locale as Locale,
      texts: { title: row.title, alt: row.alt },
    }));
  },
  async putTranslation(db, sliderId, locale, texts) {
    const columns = { title: texts.title, alt: texts.alt };
    await db
      .insert(contentSliderTranslations)
      .values({ sliderId, locale, ...columns })
      .onConflictDoUpdate({
        target: [contentSliderTranslations.sliderId, contentSliderTranslations.locale],
        set: { ...columns, updatedAt: sql`now()` },
      });
  },
  async removeTranslation(db, sliderId, locale) {
    const rows = await db
      .delete(contentSliderTranslations)
      .where(
        and(
          eq(contentSliderTranslations.sliderId, sliderId),
          eq(contentSliderTranslations.locale, locale),
        ),
      )
      .returning({ sliderId: contentSliderTranslations.sliderId });
    return rows.length > 0;
  },
};
