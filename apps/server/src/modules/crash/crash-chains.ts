import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CrashTable } from '@satsino/contract/crash';
import { crashPointX100 } from '@satsino/fairness/crash';
import {
  type ChainCheckpoint,
  chainCheckpoints,
  hashAtPosition,
} from '@satsino/fairness/crash-chain';
import { chainSecrets, lastPosition, playableChain, type Sql } from './crash.repo.js';

/** Checkpoints computed between two pauses: about 10 ms of hashing, so requests keep flowing. */
const CHECKPOINTS_PER_SLICE = 5;

export interface GeneratedChain {
  /** The secret: whoever knows it knows every round of the chain. */
  seed: string;
  terminatingHash: string;
  length: number;
  checkpoints: ChainCheckpoint[];
}

/**
 * Hashes a new chain from a secret random seed down to its terminating hash, pausing between
 * slices so a long chain does not stall the process. Nothing is stored: the caller publishes it.
 */
export async function generateChain(length: number, signal?: AbortSignal): Promise<GeneratedChain> {
  const seed = randomBytes(32).toString('hex');
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
  return { seed, terminatingHash: terminating.hash, length, checkpoints };
}

export interface RoundOutcome {
  chainId: number;
  position: number;
  gameHash: string;
  crashPointX100: number;
}

/**
 * The next round of a table: the next position of its playable chain (salted and published).
 * Undefined when the table has none: the loop never makes a chain or a salt itself, since a salt
 * the house chose after fixing the chain would prove nothing.
 */
export async function nextRoundOutcome(
  sql: Sql,
  table: CrashTable,
): Promise<RoundOutcome | undefined> {
  const chain = await playableChain(sql, table);
  if (!chain?.salt) return undefined;
  const position = (await lastPosition(sql, chain.id)) + 1;
  const secrets = await chainSecrets(sql, chain.id);
  const gameHash = hashAtPosition(secrets.checkpoints, position);
  return {
    chainId: chain.id,
    position,
    gameHash,
    crashPointX100: crashPointX100(gameHash, chain.salt),
  };
}
