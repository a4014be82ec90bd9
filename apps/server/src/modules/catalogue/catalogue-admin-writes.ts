import type { ErrorCode } from '@satsino/contract/errors';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { AppError } from '../../platform/errors.js';
import { platformErrors } from '../../platform/errors.js';
import { isStillReferenced, violatedUniqueIndex } from '../../platform/postgres-errors.js';
import { inDbTransaction, type LedgerClient } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { catalogueErrors } from './catalogue.errors.js';

/** Who acts: every write is logged with the operator's id, in the write's own transaction. */
export interface Operator {
  userId: number;
}

/** One kind of catalogue item as its writes name it: in the operator log and in its errors. */
export interface CatalogueResource {
  /** The log's action prefix: `catalogue.category` gives `catalogue.category.create`, … */
  action: string;
  /** The log's target type. */
  targetType: string;
  notFound: () => AppError;
  /** The 409 of a delete that other rows still refer to. */
  inUse: ErrorCode;
}

export const CATEGORY: CatalogueResource = {
  action: 'catalogue.category',
  targetType: 'catalogue_category',
  notFound: catalogueErrors.categoryNotFound,
  inUse: 'category_in_use',
};

export const PROVIDER: CatalogueResource = {
  action: 'catalogue.provider',
  targetType: 'catalogue_provider',
  notFound: catalogueErrors.providerNotFound,
  inUse: 'provider_in_use',
};

export const GAME: CatalogueResource = {
  action: 'catalogue.game',
  targetType: 'catalogue_game',
  notFound: catalogueErrors.gameNotFound,
  inUse: 'game_in_use',
};

/** Unique keys taken by another item are the operator's input errors, by field. */
const UNIQUE_FIELDS: Record<string, [string, ErrorCode]> = {
  catalogue_categories_code_key: ['code', 'category_code_taken'],
  catalogue_categories_slug_key: ['slug', 'catalogue_slug_taken'],
  catalogue_providers_slug_key: ['slug', 'catalogue_slug_taken'],
  catalogue_games_slug_key: ['game_id', 'game_id_taken'],
};

/** What a write did, for the log: the item's id and the details worth keeping. */
export interface Written {
  id: number;
  details: Record<string, unknown>;
}

export type WriteVerb = 'create' | 'update' | 'delete' | 'publish' | 'unpublish';

/** The fields of a partial update that were given: undefined leaves a column as it is. */
export function givenFields<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/**
 * The one shape of every operator write to the catalogue: `work` runs in a transaction and
 * answers what it wrote (nothing: the item does not exist, a 404); the operator log records it in
 * the same transaction. A unique key taken by another item is a 422 on its field, and a delete
 * that other rows still refer to a 409. Answers the item's id.
 */
export function createCatalogueWrites(deps: { pool: pg.Pool; operatorLog: OperatorLog }) {
  return async function write(
    operator: Operator,
    resource: CatalogueResource,
    verb: WriteVerb,
    work: (tx: Db, client: LedgerClient) => Promise<Written | undefined>,
  ): Promise<number> {
    try {
      return await inDbTransaction(deps.pool, async (tx, client) => {
        const written = await work(tx, client);
        if (!written) throw resource.notFound();
        await deps.operatorLog.record(client, {
          actorUserId: operator.userId,
          action: `${resource.action}.${verb}`,
          targetType: resource.targetType,
          targetId: written.id,
          details: written.details,
        });
        return written.id;
      });
    } catch (error) {
      const field = UNIQUE_FIELDS[violatedUniqueIndex(error) ?? ''];
      if (field) throw catalogueErrors.field(field[0], field[1]);
      if (verb === 'delete' && isStillReferenced(error)) {
        throw platformErrors.conflict(resource.inUse);
      }
      throw error;
    }
  };
}
export type CatalogueWrite = ReturnType<typeof createCatalogueWrites>;
