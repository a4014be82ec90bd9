import type { Locale } from '@satsino/contract/locales';
import type { AppError } from '../../../platform/errors.js';
import type { TranslatableStore } from './translatable-store.js';

/** An item's texts by locale, as the operator API carries them. */
export type Translations<Texts> = Partial<Record<Locale, Texts>>;

/** The types of one kind of item, by name. */
export interface KindTypes {
  /** The item's row as its repo reads it. */
  row: { id: number };
  /** The columns the operator writes: all of them on create, some on update. */
  changes: unknown;
  /** One locale's texts. */
  texts: unknown;
  /** The API's create and update bodies, and the operator's view of an item. */
  create: { translations: Translations<unknown> };
  update: { translations?: Translations<unknown> | undefined };
  view: unknown;
}

/**
 * One kind of item the operator edits with texts in several locales (a blog post, a page, a
 * slide, a banner, a menu item, a VIP level): where it is stored, how the API's bodies map to
 * its columns, and what the operator log says of it. The translatable admin service turns this
 * into the operator's calls; each kind states only what differs.
 */
export interface TranslatableResource<K extends KindTypes> {
  /** The operator log's target type and the prefix of its actions: `vip_level.create`. */
  target: string;
  store: TranslatableStore<K['row'], K['changes'], K['texts']>;
  /** The bound of the operator's list (STYLE 11). */
  listMax: number;
  notFound: () => AppError;
  /** The 422 of a write that breaks the kind's unique rule (a taken key or slug). */
  taken: () => AppError;
  /** Rules the schema cannot check (e.g. that an image exists); throws a 422. */
  check?: (body: K['create'] | K['update']) => void;
  toInsert(body: K['create']): K['changes'];
  toChanges(body: K['update']): Partial<K['changes']>;
  present(row: K['row'], translations: Translations<K['texts']>): K['view'];
  /**
   * What the operator log keeps of the item when it is created, published, unpublished or
   * deleted: enough to tell which item it was once the row is gone.
   */
  describe(row: K['row']): Record<string, unknown>;
  /**
   * Kinds with a draft state (posts, pages, slides, banners): what publishing and unpublishing
   * change. Kinds without one (menu items, VIP levels) are live as soon as they are saved.
   */
  publication?: {
    publish(row: K['row'], now: Date): Partial<K['changes']>;
    unpublish(row: K['row']): Partial<K['changes']>;
  };
}
