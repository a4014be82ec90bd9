import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CrashTable } from '@satsino/contract/crash';
import { crashPointX100 } from '@satsino/fairness/crash';
import {
  type ChainCheckpoint,
  chainCheckpoints,
  hashAtPosition,
} from '@satsino/fairness/crash-chain';
import {
  type ChainRow,
  chainSecrets,
  insertChain,
  lastPosition,
  latestChain,
  type Sql,
} from './crash.repo.js';

/** Checkpoints computed between two pauses: about 10 ms of hashing, so requests keep flowing. */
const CHECKPOINTS_PER_SLICE = 5;

/**
 * Builds a new chain for a table: a secret random seed, a public random salt, the checkpoints and
 * the terminating hash, stored at once. Only the crash loop's leader calls this.
 */
export async function createChain(
  sql: Sql,
  table: CrashTable,
  length: number,
  signal?: AbortSignal,
): Promise<ChainRow> {
  const seed = randomBytes(32).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const checkpoints: ChainCheckpoint[] = [];
  let slice = 0;
  for (const checkpoint of chainCheckpoints(seed, length)) {
    checkpoints.push(checkpoint);
    slice += 1;
    if (slice % CHECKPOINTS_PER_SLICE === 0) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
    }
  }
  const terminating = checkpoints.at(-1);
  if (terminating?.position !== 0) throw new Error('a chain ends at its terminating hash');
  return insertChain(sql, {
    table,
    salt,
    seed,
    terminatingHash: terminating.hash,
    length,
    checkpoints,
  });
}

/** The next round of a table: its chain (a new one when the last is used up) and position. */
export async function nextRoundOutcome(
  sql: Sql,
  table: CrashTable,
  chainLength: number,
  signal?: AbortSignal,
): Promise<{ chainId: number; position: number; gameHash: string; crashPointX100: number }> {
  let chain = await latestChain(sql, table);
  let position = chain ? (await lastPosition(sql, chain.id)) + 1 : 1;
  if (!chain || position > chain.length) {
    chain = await createChain(sql, table, chainLength, signal);
    position = 1;
  }
  const secrets = await chainSecrets(sql, chain.id);
  const gameHash = hashAtPosition(secrets.checkpoints, position);
  return {
    chainId: chain.id,
    position,
    gameHash,
    crashPointX100: crashPointX100(gameHash, chain.salt),
  };
}
