import { setTimeout as sleep } from 'node:timers/promises';
import { CRASH_TABLES, type CrashTable } from '@satsino/contract/crash';
import type pg from 'pg';
import { insertRound, unfinishedRound } from './crash.repo.js';
import { nextRoundOutcome } from './crash-chains.js';
import {
  crashMomentMs,
  crashRound,
  type RoundDeps,
  runAutoCashouts,
  settleRound,
  startRound,
} from './crash-rounds.js';

/**
 * The advisory lock that makes one process the crash loops' leader (DESIGN §1). A session lock:
 * it is held as long as the leader's connection lives, so a dead leader frees it by itself.
 */
const LEADER_LOCK = { classId: 7_406_001, objectId: 1 } as const;
/** After an unexpected failure a table waits this long before trying again. */
const RETRY_AFTER_FAILURE_MS = 1_000;
/** A running round re-reads its state at least this often (auto cash-outs need no finer grain). */
const MAX_RUNNING_WAIT_MS = 1_000;

export interface CrashLoop {
  /** Starts taking part in the leader election. */
  start(): void;
  /** Stops the loops after the step each table is in (no round is left half-settled), frees the lock. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return;
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

export function createCrashLoop(deps: RoundDeps & { pool: pg.Pool }): CrashLoop {
  const { logger, settings } = deps;
  const stopping = new AbortController();
  let election: Promise<void> | undefined;
  let leading = false;

  /** One table's rounds, one step at a time, each step read back from the database. */
  async function runTable(table: CrashTable, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await stepTable(table, signal);
      } catch (error) {
        if (signal.aborted) return;
        logger.error({ err: error, table }, 'crash loop step failed; retrying');
        await pause(RETRY_AFTER_FAILURE_MS, signal);
      }
    }
  }

  async function stepTable(table: CrashTable, signal: AbortSignal): Promise<void> {
    const round = await unfinishedRound(deps.sql, table);
    if (!round) {
      const outcome = await nextRoundOutcome(deps.sql, table);
      if (!outcome) {
        // No salted chain: the table waits for an operator to publish one or enter its salt.
        await pause(settings.waitingCheckMs, signal);
        return;
      }
      const opened = await insertRound(deps.sql, {
        table,
        ...outcome,
        bettingMs: settings.bettingMs,
      });
      if (opened) {
        deps.publisher.publish({
          type: 'betting',
          table,
          round_id: opened.id,
          position: opened.position,
          betting_ends_at: opened.bettingEndsAt.toISOString(),
          server_time: new Date().toISOString(),
        });
      }
      return;
    }
    switch (round.status) {
      case 'betting':
        if (round.bettingLeftMs > 0) {
          await pause(round.bettingLeftMs, signal);
          return;
        }
        await startRound(deps, round);
        return;
      case 'running': {
        const nextAutoMs = await runAutoCashouts(deps, round);
        const crashMs = crashMomentMs(round.crashPointX100, settings.growthPerMs);
        const toCrashMs = crashMs - (round.elapsedMs ?? 0);
        if (toCrashMs <= 0) {
          // Crash and settlement are one step: stopping never leaves a crashed round unsettled.
          await crashRound(deps, round);
          await settleRound(deps, { ...round, status: 'crashed' });
          await pause(settings.pauseMs, signal);
          return;
        }
        await pause(Math.min(toCrashMs, nextAutoMs ?? toCrashMs, MAX_RUNNING_WAIT_MS), signal);
        return;
      }
      case 'crashed':
        // Left by a leader that stopped in between (or a failed settlement): finish it.
        await settleRound(deps, round);
        await pause(settings.pauseMs, signal);
        return;
    }
  }

  /** Holds the lock on one connection for as long as this process leads. */
  async function lead(client: pg.PoolClient, signal: AbortSignal): Promise<void> {
    const lost = new AbortController();
    const both = AbortSignal.any([signal, lost.signal]);
    const onError = (error: Error) => {
      logger.error({ err: error }, 'crash leader connection failed; leadership lost');
      lost.abort();
    };
    client.on('error', onError);
    leading = true;
    logger.info('crash loops started (this process leads)');
    const tables = CRASH_TABLES.map((table) => runTable(table, both));
    // The lock lives with the connection: a connection that stops answering means it is gone.
    const watch = (async () => {
      while (!both.aborted) {
        await pause(settings.leaderCheckMs, both);
        if (both.aborted) return;
        try {
          await client.query('SELECT 1');
        } catch (error) {
          onError(error as Error);
        }
      }
    })();
    await Promise.all([...tables, watch]);
    leading = false;
    client.off('error', onError);
    if (!lost.signal.aborted) {
      await client
        .query('SELECT pg_advisory_unlock($1, $2)', [LEADER_LOCK.classId, LEADER_LOCK.objectId])
        .catch(() => undefined);
      client.release();
    } else {
      client.release(true);
    }
  }

  async function elect(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let client: pg.PoolClient | undefined;
      try {
        client = await deps.pool.connect();
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          [LEADER_LOCK.classId, LEADER_LOCK.objectId],
        );
        if (rows[0]?.locked) {
          const leader = client;
          client = undefined;
          await lead(leader, signal);
        }
      } catch (error) {
        if (!signal.aborted) logger.error({ err: error }, 'crash leader election failed');
      } finally {
        client?.release();
      }
      await pause(settings.leaderCheckMs, signal);
    }
  }

  return {
    start() {
      if (!settings.loopEnabled || election) return;
      election = elect(stopping.signal);
    },
    async stop() {
      stopping.abort();
      await election;
    },
    isLeader: () => leading,
  };
}
