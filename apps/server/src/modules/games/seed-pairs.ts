import type { FairnessState, RevealedSeedPair, SeedRotation } from '@satsino/contract/games';
import { hashServerSeed, newClientSeed, newServerSeed } from '@satsino/fairness/seeds';
import type pg from 'pg';
import { inTransaction } from '../ledger/ledger-transaction.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';

type Session = repo.SessionRow;

/** How often making a player's first pair looks again when another request made it first. */
const PAIR_LOOKUPS = 3;

/** A server seed and the hash it is committed by. */
function newCommittedSeed() {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

export function fairnessOf(pair: repo.PairRow): FairnessState {
  if (pair.next_server_seed_hash === null) {
    throw new Error(`seed pair ${pair.id} is shown without its committed next seed`);
  }
  return {
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    nonce: pair.next_nonce,
    next_server_seed_hash: pair.next_server_seed_hash,
  };
}

export function revealedOf(pair: repo.RevealedPairRow): RevealedSeedPair {
  return {
    id: pair.id,
    server_seed: pair.server_seed,
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    rounds: pair.next_nonce,
    next_server_seed_hash: pair.next_server_seed_hash,
    created_at: pair.created_at.toISOString(),
    revealed_at: pair.revealed_at.toISOString(),
  };
}

/**
 * The provably fair seed pairs: one active pair per player (real money) or per demo session.
 * Every pair commits, from the moment it is made, to the server seed of the pair that will follow
 * it, and shows that seed's hash. A rotation (or a new client seed) reveals the active pair and
 * moves to that committed seed with the player's client seed, then commits a fresh next seed: the
 * house never chooses a server seed after it knows the player's client seed.
 */
export function createSeedPairs(deps: { pool: pg.Pool; now: () => Date }) {
  const { pool, now } = deps;

  /** A new pair: its server seed is `serverSeed` (a predecessor's commitment) or fresh. */
  async function newPair(
    db: repo.Queryable,
    userId: number | null,
    seeds: { current?: { serverSeed: string; serverSeedHash: string }; clientSeed?: string } = {},
  ) {
    const current = seeds.current ?? newCommittedSeed();
    const next = newCommittedSeed();
    return repo.insertPair(db, {
      userId,
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: seeds.clientSeed ?? newClientSeed(),
      nextServerSeed: next.serverSeed,
      nextServerSeedHash: next.serverSeedHash,
    });
  }

  /** A pair made before next seeds existed commits one the first time it is read. */
  async function withNextSeed(db: repo.Queryable, pair: repo.PairRow): Promise<repo.PairRow> {
    if (pair.next_server_seed_hash !== null) return pair;
    const committed = await repo.commitNextSeed(db, pair.id, newCommittedSeed());
    if (!committed) throw new Error(`seed pair ${pair.id} is gone`);
    return committed;
  }

  /** The player's active pair, made on first use. */
  async function userPair(userId: number): Promise<repo.PairRow> {
    for (let attempt = 0; attempt < PAIR_LOOKUPS; attempt++) {
      const existing = await repo.activeUserPair(pool, userId);
      if (existing) return withNextSeed(pool, existing);
      // Another request may make it first: then the next look finds that one.
      const created = await newPair(pool, userId);
      if (created) return created;
    }
    throw new Error(`player ${userId} has no active seed pair`);
  }

  /**
   * The player's active pair, with the player's seeds and the pair's row locked until the
   * transaction ends. A round's statement takes the pair's nonce without the seeds lock: the row
   * lock waits for one in flight, and what is read next sees the round it recorded (a hand just
   * dealt from this pair keeps it from being revealed).
   */
  async function lockUserPair(client: repo.Queryable, userId: number): Promise<repo.PairRow> {
    await repo.lockPlayerSeeds(client, userId);
    const pair = await repo.activeUserPair(client, userId, true);
    if (!pair) throw new Error(`player ${userId} has no active seed pair`);
    return pair;
  }

  async function currentPair(session: Session): Promise<repo.PairRow> {
    if (session.mode === 'real') return userPair(session.user_id as number);
    const pair = await repo.pairById(pool, session.seed_pair_id as number);
    if (!pair) throw new Error(`demo session ${session.id} has no seed pair`);
    return withNextSeed(pool, pair);
  }

  return {
    newPair,
    userPair,
    currentPair,

    /**
     * Ends the seed pair (its server seed revealed) and starts the pair it committed to. Rotations
     * of one player take turns on the player's seeds lock: ten at once are ten rotations, each
     * revealing its own pair.
     */
    async rotate(session: Session, clientSeed?: string): Promise<SeedRotation> {
      if (session.mode === 'real') await userPair(session.user_id as number);
      return inTransaction(pool, async (client) => {
        const pairId =
          session.mode === 'real'
            ? (await lockUserPair(client, session.user_id as number)).id
            : (await repo.lockSession(client, session.id)).seed_pair_id;
        if (!pairId) throw new Error(`demo session ${session.id} has no seed pair`);
        // The hand in progress was dealt from this seed: revealing it would show the next cards.
        if (await repo.hasOpenRoundOnPair(client, pairId)) throw gamesErrors.roundInProgress();
        const revealed = await repo.revealPair(client, pairId, now());
        if (!revealed) throw new Error(`seed pair ${pairId} was locked, yet ended meanwhile`);
        const { next_server_seed: committed, ...shown } = revealed;
        // Only a pair older than committed next seeds, never read since, has none: it gets a
        // fresh seed now, as before, and every pair from here on is committed in advance.
        const current =
          committed !== null && shown.next_server_seed_hash !== null
            ? { serverSeed: committed, serverSeedHash: shown.next_server_seed_hash }
            : undefined;
        const next = await newPair(client, session.mode === 'real' ? session.user_id : null, {
          current,
          clientSeed,
        });
        if (!next) throw new Error('the old pair was just ended: the new one is the only one');
        if (session.mode === 'demo') await repo.setSessionPair(client, session.id, next.id);
        return { revealed: revealedOf(shown), current: fairnessOf(next) };
      });
    },

    /** The player's revealed pairs, newest first. */
    async history(userId: number, beforeId: number | undefined, pageSize: number) {
      const rows = await repo.revealedUserPairs(pool, userId, beforeId ?? null, pageSize + 1);
      return {
        pairs: rows.slice(0, pageSize).map(revealedOf),
        has_more: rows.length > pageSize,
      };
    },
  };
}
export type SeedPairs = ReturnType<typeof createSeedPairs>;
