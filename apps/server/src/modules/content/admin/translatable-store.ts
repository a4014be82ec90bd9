import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface TranslationOf<Texts> {
  ownerId: number;
  locale: Locale;
  texts: Texts;
}

/**
 * What the translatable admin service needs from the two tables of one kind of item (the item
 * and its translations). Each kind implements it in its repo, with its own columns.
 */
export interface TranslatableStore<Row extends { id: number }, Changes, Texts> {
  /** Every item in the kind's own order, drafts included. */
  list(db: Queryable, limit: number): Promise<Row[]>;
  find(db: Queryable, id: number): Promise<Row | undefined>;
  insert(db: Queryable, values: Changes): Promise<Row>;
  /** Also stamps `updated_at`, so an edit of translations alone shows on the item. */
  update(db: Queryable, id: number, changes: Partial<Changes>): Promise<Row | undefined>;
  /** The deleted row (its translations go with it), or undefined when there was none. */
  remove(db: Queryable, id: number): Promise<Row | undefined>;
  translations(db: Queryable, ids: readonly number[]): Promise<TranslationOf<Texts>[]>;
  putTranslation(db: Queryable, id: number, locale: Locale, texts: Texts): Promise<void>;
  removeTranslation(db: Queryable, id: number, locale: Locale): Promise<boolean>;
}
