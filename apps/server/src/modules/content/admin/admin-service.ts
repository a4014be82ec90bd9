import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import type { AppError } from '../../../platform/errors.js';
import { contentErrors } from '../content.errors.js';
import { groupBy } from '../content.locale.js';
import { isUniqueViolation, type TranslatableStore } from './translatable-store.js';

type Translations<Texts> = Partial<Record<Locale, Texts>>;

/** How one kind of item (post, page, slider, banner) maps between the API and its store. */
export interface AdminResourceSpec<
  Row extends { id: number },
  Insert,
  Changes,
  Texts,
  Create,
  Update,
  View,
> {
  store: TranslatableStore<Row, Insert, Changes, Texts>;
  notFound: () => AppError;
  /** The unique natural key, named in the 422 when it is taken. */
  uniqueField: 'slug' | 'key';
  /** Rules the schema cannot check (e.g. that an image exists); throws a 422. */
  check?: (body: Create | Update) => void;
  toInsert(body: Create): Insert;
  toChanges(body: Update): Partial<Changes>;
  publish(row: Row, now: Date): Partial<Changes>;
  unpublish(row: Row): Partial<Changes>;
  present(row: Row, translations: Translations<Texts>): View;
}

export interface AdminResourceService<Create, Update, View> {
  list(limit: number): Promise<{ items: View[] }>;
  get(id: number): Promise<View>;
  create(body: Create): Promise<View>;
  update(id: number, body: Update): Promise<View>;
  removeTranslation(id: number, locale: Locale): Promise<View>;
  publish(id: number): Promise<View>;
  unpublish(id: number): Promise<View>;
  remove(id: number): Promise<void>;
}

/**
 * The operator's create / edit / publish / delete of one kind of item. Every write runs in one
 * transaction, so an item never exists without its English text and a failed edit changes nothing.
 */
export function createAdminResourceService<
  Row extends { id: number },
  Insert,
  Changes,
  Texts,
  Create extends { translations: Translations<Texts> },
  Update extends { translations?: Translations<Texts> | undefined },
  View,
>(
  deps: { db: Db; now: () => Date },
  spec: AdminResourceSpec<Row, Insert, Changes, Texts, Create, Update, View>,
): AdminResourceService<Create, Update, View> {
  const { db } = deps;
  const { store } = spec;

  async function present(rows: Row[]): Promise<View[]> {
    const translations = groupBy(
      await store.translations(
        db,
        rows.map((row) => row.id),
      ),
      (entry) => entry.ownerId,
    );
    return rows.map((row) => {
      const texts: Translations<Texts> = {};
      for (const entry of translations.get(row.id) ?? []) texts[entry.locale] = entry.texts;
      return spec.present(row, texts);
    });
  }
  async function presentOne(row: Row): Promise<View> {
    const [view] = await present([row]);
    if (view === undefined) throw new Error('presenting one row gave nothing');
    return view;
  }
  async function requireRow(id: number): Promise<Row> {
    const row = await store.find(db, id);
    if (!row) throw spec.notFound();
    return row;
  }
  /** A taken slug or key is the operator's input error, not a conflict of state. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw contentErrors.taken(spec.uniqueField);
      throw error;
    }
  }
  async function change(id: number, changes: Partial<Changes>): Promise<View> {
    const row = await store.update(db, id, changes);
    if (!row) throw spec.notFound();
    return presentOne(row);
  }

  return {
    async list(limit) {
      return { items: await present(await store.list(db, limit)) };
    },

    async get(id) {
      return presentOne(await requireRow(id));
    },

    async create(body) {
      spec.check?.(body);
      const row = await write(() =>
        db.transaction(async (tx) => {
          const inserted = await store.insert(tx, spec.toInsert(body));
          for (const [locale, texts] of Object.entries(body.translations) as [Locale, Texts][]) {
            await store.putTranslation(tx, inserted.id, locale, texts);
          }
          return inserted;
        }),
      );
      return presentOne(row);
    },

    async update(id, body) {
      spec.check?.(body);
      const row = await write(() =>
        db.transaction(async (tx) => {
          const updated = await store.update(tx, id, spec.toChanges(body));
          if (!updated) throw spec.notFound();
          const given = Object.entries(body.translations ?? {}) as [Locale, Texts][];
          for (const [locale, texts] of given) await store.putTranslation(tx, id, locale, texts);
          return updated;
        }),
      );
      return presentOne(row);
    },

    async removeTranslation(id, locale) {
      if (locale === DEFAULT_LOCALE) throw contentErrors.englishNotRemovable();
      await requireRow(id);
      if (!(await store.removeTranslation(db, id, locale)))
        throw contentErrors.translationNotFound();
      return change(id, {});
    },

    async publish(id) {
      return change(id, spec.publish(await requireRow(id), deps.now()));
    },

    async unpublish(id) {
      return change(id, spec.unpublish(await requireRow(id)));
    },

    async remove(id) {
      if (!(await store.remove(db, id))) throw spec.notFound();
    },
  };
}
