import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type pg from 'pg';
import type { Db } from '../../../db/connection.js';
import type { Identity } from '../../../platform/authentication.js';
import { isUniqueViolation } from '../../../platform/postgres-errors.js';
import { inDbTransaction } from '../../ledger/ledger-transaction.js';
import type { OperatorLog } from '../../operator-log/operator-log.js';
import { contentErrors } from '../content.errors.js';
import { groupBy } from '../content.locale.js';
import type { KindTypes, TranslatableResource, Translations } from './translatable-resource.js';
import type { Queryable } from './translatable-store.js';

export interface TranslatableAdminDependencies {
  db: Db;
  /** Writes run on a client of the pool, so the operator log shares their transaction. */
  pool: pg.Pool;
  operatorLog: OperatorLog;
  /** The clock: the publication time of a post published without one. */
  now: () => Date;
}

/** Who acts: every write is logged with the operator's id. */
export type Operator = Pick<Identity, 'userId'>;

export interface TranslatableAdminService<Create, Update, View> {
  /** Every item, drafts included, at most the kind's bound. */
  list(): Promise<{ items: View[] }>;
  get(id: number): Promise<View>;
  create(operator: Operator, body: Create): Promise<View>;
  /** Changes the fields given; each translation given replaces that locale's texts. */
  update(operator: Operator, id: number, body: Update): Promise<View>;
  /** Readers of that locale fall back to English, which cannot be removed. */
  removeTranslation(operator: Operator, id: number, locale: Locale): Promise<View>;
  remove(operator: Operator, id: number): Promise<void>;
  /** Only kinds with a draft state have it. */
  publication?: {
    publish(operator: Operator, id: number): Promise<View>;
    unpublish(operator: Operator, id: number): Promise<View>;
  };
}

type Action = 'create' | 'update' | 'remove_translation' | 'publish' | 'unpublish' | 'delete';

/** What one write did, for the operator log, and what it answers. */
interface Logged<T> {
  action: Action;
  id: number;
  details: Record<string, unknown>;
  answer: T;
}

/**
 * The operator's calls on one kind of translatable item. Every write runs in one transaction
 * with its operator log entry, so an item never exists without its English text, a failed write
 * changes nothing, and no change is made without its trace.
 */
export function createTranslatableAdminService<K extends KindTypes>(
  deps: TranslatableAdminDependencies,
  resource: TranslatableResource<K>,
): TranslatableAdminService<K['create'], K['update'], K['view']> {
  type Row = K['row'];
  type Texts = K['texts'];
  type View = K['view'];
  const { db, pool, operatorLog } = deps;
  const { store, target, publication } = resource;

  async function present(q: Queryable, rows: Row[]): Promise<View[]> {
    const byOwner = groupBy(
      await store.translations(
        q,
        rows.map((row) => row.id),
      ),
      (entry) => entry.ownerId,
    );
    return rows.map((row) => {
      const translations: Translations<Texts> = {};
      for (const entry of byOwner.get(row.id) ?? []) translations[entry.locale] = entry.texts;
      return resource.present(row, translations);
    });
  }
  async function presentOne(q: Queryable, row: Row): Promise<View> {
    const [view] = await present(q, [row]);
    if (view === undefined) throw new Error(`presenting one ${target} gave nothing`);
    return view;
  }
  async function requireRow(q: Queryable, id: number): Promise<Row> {
    const row = await store.find(q, id);
    if (!row) throw resource.notFound();
    return row;
  }
  async function requireUpdate(q: Queryable, id: number, changes: Partial<K['changes']>) {
    const row = await store.update(q, id, changes);
    if (!row) throw resource.notFound();
    return row;
  }
  async function putTranslations(tx: Queryable, id: number, translations: Translations<Texts>) {
    for (const [locale, texts] of Object.entries(translations) as [Locale, Texts][]) {
      await store.putTranslation(tx, id, locale, texts);
    }
  }

  /**
   * Runs one write and records it in the operator log, in one transaction. A taken key or slug
   * is the operator's input error (422), not a conflict of state.
   */
  async function write<T>(operator: Operator, work: (tx: Db) => Promise<Logged<T>>): Promise<T> {
    try {
      return await inDbTransaction(pool, async (tx, client) => {
        const done = await work(tx);
        await operatorLog.record(client, {
          actorUserId: operator.userId,
          action: `${target}.${done.action}`,
          targetType: target,
          targetId: done.id,
          details: done.details,
        });
        return done.answer;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw resource.taken();
      throw error;
    }
  }

  /** Publishing and unpublishing: one change of the row, logged with what the item now is. */
  const changeState =
    (action: 'publish' | 'unpublish', changesOf: (row: Row) => Partial<K['changes']>) =>
    (operator: Operator, id: number) =>
      write(operator, async (tx) => {
        const row = await requireUpdate(tx, id, changesOf(await requireRow(tx, id)));
        return { action, id, details: resource.describe(row), answer: await presentOne(tx, row) };
      });

  return {
    async list() {
      return { items: await present(db, await store.list(db, resource.listMax)) };
    },

    async get(id) {
      return presentOne(db, await requireRow(db, id));
    },

    async create(operator, body) {
      resource.check?.(body);
      return write(operator, async (tx) => {
        const row = await store.insert(tx, resource.toInsert(body));
        await putTranslations(tx, row.id, body.translations);
        const answer = await presentOne(tx, row);
        return { action: 'create', id: row.id, details: resource.describe(row), answer };
      });
    },

    async update(operator, id, body) {
      resource.check?.(body);
      return write(operator, async (tx) => {
        const row = await requireUpdate(tx, id, resource.toChanges(body));
        await putTranslations(tx, id, body.translations ?? {});
        const answer = await presentOne(tx, row);
        return { action: 'update', id, details: { changes: body }, answer };
      });
    },

    async removeTranslation(operator, id, locale) {
      if (locale === DEFAULT_LOCALE) throw contentErrors.englishNotRemovable();
      return write(operator, async (tx) => {
        // Stamps updated_at (and finds the item first, so an unknown item is its own 404).
        const row = await requireUpdate(tx, id, {});
        if (!(await store.removeTranslation(tx, id, locale))) {
          throw contentErrors.translationNotFound();
        }
        const answer = await presentOne(tx, row);
        return { action: 'remove_translation', id, details: { locale }, answer };
      });
    },

    async remove(operator, id) {
      await write(operator, async (tx) => {
        const removed = await store.remove(tx, id);
        if (!removed) throw resource.notFound();
        // The row is gone: the log keeps what it was.
        return { action: 'delete', id, details: resource.describe(removed), answer: undefined };
      });
    },

    ...(publication && {
      publication: {
        publish: changeState('publish', (row) => publication.publish(row, deps.now())),
        unpublish: changeState('unpublish', (row) => publication.unpublish(row)),
      },
    }),
  };
}
