import { CRASH_CHAINS_LIMIT, type CrashChain } from '@satsino/contract/crash';
import {
  CRASH_PUBLISH_AHEAD_MAX_DAYS,
  type CrashChainCreateRequest,
} from '@satsino/contract/crash-admin';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { inTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { crashChainErrors } from './crash.errors.js';
import { presentChain } from './crash.presenter.js';
import {
  findChain,
  hasUnsaltedChain,
  insertChain,
  listChains,
  type Sql,
  setChainSalt,
} from './crash.repo.js';
import { generateChain } from './crash-chains.js';
import type { CrashSettings } from './crash-settings.js';

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * The seeding event of the crash chains: an operator publishes a chain (its terminating hash and
 * the Bitcoin block promised as its salt), then, once that block is mined, enters its hash. The
 * order is held by the database clock and a CHECK: a salt is refused before the publication.
 * Every action is written to the operator log in its own transaction.
 */
export function createCrashChainService(deps: {
  sql: Sql;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  settings: CrashSettings;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { sql } = deps;

  return {
    /** Every published chain, newest first: what the public page lists. */
    async publicChains(): Promise<CrashChain[]> {
      return (await listChains(sql, { publishedOnly: true, limit: CRASH_CHAINS_LIMIT })).map(
        presentChain,
      );
    },

    /** Every chain, scheduled ones too. */
    async operatorChains(): Promise<CrashChain[]> {
      return (await listChains(sql, { publishedOnly: false, limit: CRASH_CHAINS_LIMIT })).map(
        presentChain,
      );
    },

    /**
     * Makes and publishes a chain for a table. A table has at most one chain waiting for its
     * block, so a replayed request finds it and answers 409 instead of a second chain.
     */
    async publish(operatorId: number, body: CrashChainCreateRequest): Promise<CrashChain> {
      let publishAt: Date | null = null;
      if (body.publish_at !== undefined) {
        publishAt = new Date(body.publish_at);
        const aheadMs = publishAt.getTime() - deps.now().getTime();
        if (aheadMs > CRASH_PUBLISH_AHEAD_MAX_DAYS * DAY_MS)
          throw crashChainErrors.publishAtInvalid();
        // A time already past publishes now: a publication is never backdated.
        if (aheadMs <= 0) publishAt = null;
      }
      // Answered before any hashing: a replay costs nothing. The unique index decides races.
      if (await hasUnsaltedChain(sql, body.table)) throw crashChainErrors.chainWaiting();
      const length = body.length ?? deps.settings.chainLength;
      const generated = await generateChain(length);
      const chain = await inTransaction(deps.pool, async (client) => {
        const inserted = await insertChain(client, {
          table: body.table,
          seed: generated.seed,
          terminatingHash: generated.terminatingHash,
          length,
          checkpoints: generated.checkpoints,
          promisedBlockHeight: body.promised_block_height,
          publishAt,
        });
        if (!inserted) return undefined;
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'crash_chain.publish',
          targetType: 'crash_chain',
          targetId: inserted.id,
          details: {
            table: inserted.table,
            terminating_hash: inserted.terminatingHash,
            promised_block_height: inserted.promisedBlockHeight,
            length: inserted.length,
            published_at: inserted.publishedAt.toISOString(),
          },
        });
        return inserted;
      });
      if (!chain) throw crashChainErrors.chainWaiting();
      return presentChain(chain);
    },

    /**
     * Enters the promised block's hash as the chain's salt: once, after publication. The same salt
     * again answers the chain as it is (a retry); another one is a 409.
     */
    async setSalt(operatorId: number, chainId: number, salt: string): Promise<CrashChain> {
      const salted = await inTransaction(deps.pool, async (client) => {
        const updated = await setChainSalt(client, chainId, salt);
        if (!updated) return undefined;
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'crash_chain.salt',
          targetType: 'crash_chain',
          targetId: updated.id,
          details: {
            table: updated.table,
            promised_block_height: updated.promisedBlockHeight,
            salt,
          },
        });
        return updated;
      });
      if (salted) {
        deps.logger.info({ chainId, table: salted.table }, 'crash chain salted');
        return presentChain(salted);
      }
      const chain = await findChain(sql, chainId);
      if (!chain) throw crashChainErrors.chainNotFound();
      if (chain.salt === salt) return presentChain(chain);
      if (chain.salt !== null) throw crashChainErrors.saltAlreadySet();
      throw crashChainErrors.notPublished();
    },
  };
}
export type CrashChainService = ReturnType<typeof createCrashChainService>;
