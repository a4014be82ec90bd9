import { adminIdParams, adminTranslationParams } from '@satsino/contract/content';
import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../../db/connection.js';
import { adminOnly, requireIdentity } from '../../../platform/authentication.js';
import type { AppError } from '../../../platform/errors.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import type { OperatorLog } from '../../operator-log/operator-log.js';
import { contentErrors } from '../content.errors.js';
import { groupBy } from '../content.locale.js';
import { operatorTransaction } from './operator-transaction.js';
import { isUniqueViolation, type Queryable, type TranslatableStore } from './translatable-store.js';

const bearer = [{ bearerAuth: [] }];

type Translations<Texts> = Partial<Record<Locale, Texts>>;

export interface ContentAdminDependencies {
  pool: pg.Pool;
  db: Db;
  operatorLog: OperatorLog;
}

/**
 * One kind of item the operator edits directly, with no draft or publish step (VIP levels, menu
 * items): its store, its API shapes, and what the operator log says of each write.
 */
export interface LoggedAdminResource<
  Row extends { id: number },
  Insert,
  Changes,
  Texts,
  Create extends z.ZodType<{ translations: Translations<Texts> }>,
  Update extends z.ZodType<{ translations?: Translations<Texts> | undefined }>,
  View,
> {
  /** e.g. `/api/admin/vip-levels` */
  path: string;
  /** The operator log's target type and the prefix of its actions: `vip_level.create`. */
  target: string;
  /** The bound of the operator's list. */
  listMax: number;
  summaries: {
    list: string;
    get: string;
    create: string;
    update: string;
    removeTranslation: string;
    remove: string;
  };
  /** Said of the create call in the OpenAPI document, when the summary is not enough. */
  createDescription?: string;
  schemas: { create: Create; update: Update; view: z.ZodType; list: z.ZodType };
  store: TranslatableStore<Row, Insert, Changes, Texts>;
  notFound: () => AppError;
  /** The 422 of a write that breaks the kind's unique rule (a taken key or slug). */
  taken: () => AppError;
  toInsert(body: z.output<Create>): Insert;
  toChanges(body: z.output<Update>): Partial<Changes>;
  present(row: Row, translations: Translations<Texts>): View;
  /** What the log keeps of a created and of a deleted item. */
  logDetails: {
    create(row: Row, body: z.output<Create>): Record<string, unknown>;
    remove(row: Row): Record<string, unknown>;
  };
}

/**
 * The operator calls of one kind of directly edited item: list, read, create, edit (including
 * any translations given), remove one translation, delete. Admins only; every write is logged
 * with the operator's id in the write's own transaction.
 *
 * The route schemas still validate every request and answer; they are typed as plain
 * `FastifySchema` here only because the type provider cannot resolve generic zod types, so the
 * handlers name the parsed types themselves (as `registerAdminResourceRoutes` does).
 */
export function registerLoggedAdminRoutes<
  Row extends { id: number },
  Insert,
  Changes,
  Texts,
  Create extends z.ZodType<{ translations: Translations<Texts> }>,
  Update extends z.ZodType<{ translations?: Translations<Texts> | undefined }>,
  View,
>(
  app: FastifyInstance,
  deps: ContentAdminDependencies,
  resource: LoggedAdminResource<Row, Insert, Changes, Texts, Create, Update, View>,
): void {
  const { db, pool, operatorLog } = deps;
  const { path, target, summaries, schemas, store } = resource;
  const route = (summary: string, schema: Omit<FastifySchema, 'summary'>) => ({
    preValidation: adminOnly,
    schema: { tags: ['admin'], summary, security: bearer, ...schema } satisfies FastifySchema,
  });
  type IdParams = z.output<typeof adminIdParams>;
  type TranslationParams = z.output<typeof adminTranslationParams>;

  async function present(q: Queryable, rows: Row[]): Promise<View[]> {
    const texts = groupBy(
      await store.translations(
        q,
        rows.map((row) => row.id),
      ),
      (entry) => entry.ownerId,
    );
    return rows.map((row) => {
      const translations: Translations<Texts> = {};
      for (const entry of texts.get(row.id) ?? []) translations[entry.locale] = entry.texts;
      return resource.present(row, translations);
    });
  }
  async function presentOne(q: Queryable, row: Row): Promise<View> {
    const [view] = await present(q, [row]);
    if (view === undefined) throw new Error(`presenting one ${target} gave nothing`);
    return view;
  }
  async function putTranslations(tx: Db, id: number, translations: Translations<Texts>) {
    for (const [locale, texts] of Object.entries(translations) as [Locale, Texts][]) {
      await store.putTranslation(tx, id, locale, texts);
    }
  }
  /** A taken key or slug is the operator's input error, not a conflict of state. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw resource.taken();
      throw error;
    }
  }

  app.get(
    path,
    route(summaries.list, { response: { 200: schemas.list, ...errorResponses(401, 403) } }),
    async () => ({ items: await present(db, await store.list(db, resource.listMax)) }),
  );

  app.get(
    `${path}/:id`,
    route(summaries.get, {
      params: adminIdParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
    }),
    async (request) => {
      const row = await store.find(db, (request.params as IdParams).id);
      if (!row) throw resource.notFound();
      return presentOne(db, row);
    },
  );

  app.post(
    path,
    route(summaries.create, {
      ...(resource.createDescription && { description: resource.createDescription }),
      body: schemas.create,
      response: { 201: schemas.view, ...errorResponses(401, 403, 422) },
    }),
    async (request, reply) => {
      const operator = requireIdentity(request);
      const body = request.body as z.output<Create>;
      const view = await write(() =>
        operatorTransaction(pool, async (tx, client) => {
          const row = await store.insert(tx, resource.toInsert(body));
          await putTranslations(tx, row.id, body.translations);
          await operatorLog.record(client, {
            actorUserId: operator.userId,
            action: `${target}.create`,
            targetType: target,
            targetId: row.id,
            details: resource.logDetails.create(row, body),
          });
          return presentOne(tx, row);
        }),
      );
      return reply.code(201).send(view);
    },
  );

  app.patch(
    `${path}/:id`,
    route(summaries.update, {
      params: adminIdParams,
      body: schemas.update,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) => {
      const operator = requireIdentity(request);
      const { id } = request.params as IdParams;
      const body = request.body as z.output<Update>;
      return write(() =>
        operatorTransaction(pool, async (tx, client) => {
          const row = await store.update(tx, id, resource.toChanges(body));
          if (!row) throw resource.notFound();
          await putTranslations(tx, id, body.translations ?? {});
          await operatorLog.record(client, {
            actorUserId: operator.userId,
            action: `${target}.update`,
            targetType: target,
            targetId: id,
            details: { changes: body },
          });
          return presentOne(tx, row);
        }),
      );
    },
  );

  app.delete(
    `${path}/:id/translations/:locale`,
    route(summaries.removeTranslation, {
      params: adminTranslationParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) => {
      const operator = requireIdentity(request);
      const { id, locale } = request.params as TranslationParams;
      if (locale === DEFAULT_LOCALE) throw contentErrors.englishNotRemovable();
      return operatorTransaction(pool, async (tx, client) => {
        const row = await store.find(tx, id);
        if (!row) throw resource.notFound();
        if (!(await store.removeTranslation(tx, id, locale))) {
          throw contentErrors.translationNotFound();
        }
        await operatorLog.record(client, {
          actorUserId: operator.userId,
          action: `${target}.remove_translation`,
          targetType: target,
          targetId: id,
          details: { locale },
        });
        return presentOne(tx, row);
      });
    },
  );

  app.delete(
    `${path}/:id`,
    route(summaries.remove, {
      params: adminIdParams,
      response: {
        204: z.null().meta({ description: 'Deleted' }),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (request, reply) => {
      const operator = requireIdentity(request);
      const { id } = request.params as IdParams;
      await operatorTransaction(pool, async (tx, client) => {
        // Read first so the log keeps what was deleted; the row is gone once remove answers.
        const row = await store.find(tx, id);
        if (!row || !(await store.remove(tx, id))) throw resource.notFound();
        await operatorLog.record(client, {
          actorUserId: operator.userId,
          action: `${target}.delete`,
          targetType: target,
          targetId: id,
          details: resource.logDetails.remove(row),
        });
      });
      return reply.code(204).send(null);
    },
  );
}
