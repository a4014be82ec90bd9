import type { FairnessState, SeedRotation } from '@satsino/contract/games';
import { hashServerSeed, newClientSeed, newServerSeed } from '@satsino/fairness/seeds';
import type pg from 'pg';
import { inTransaction } from '../ledger/ledger-transaction.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';

type Session = repo.SessionRow;

/** How often making a player's first pair looks again when another request made it first. */
const PAIR_LOOKUPS = 3;

export const fairnessOf = (pair: repo.PairRow): FairnessState => ({
  server_seed_hash: pair.server_seed_hash,
  client_seed: pair.client_seed,
  nonce: pair.next_nonce,
});

/**
 * The provably fair seed pairs: one active pair per player (real money) or per demo session.
 * A rotation reveals the active pair's server seed and starts a new pair.
 */
export function createSeedPairs(deps: { pool: pg.Pool; now: () => Date }) {
  const { pool, now } = deps;

  async function newPair(db: repo.Queryable, userId: number | null, clientSeed?: string) {
    const serverSeed = newServerSeed();
    return repo.insertPair(db, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    });
  }

  /** The player's active pair, made on first use. */
  async function userPair(userId: number): Promise<repo.PairRow> {
    for (let attempt = 0; attempt < PAIR_LOOKUPS; attempt++) {
      const existing = await repo.activeUserPair(pool, userId);
      if (existing) return existing;
      // Another request may make it first: then the next look finds that one.
      const created = await newPair(pool, userId);
      if (created) return created;
    }
    throw new Error(`player ${userId} has no active seed pair`);
  }

  /** The player's active pair, with the player's seeds locked until the transaction ends. */
  async function lockUserPair(client: repo.Queryable, userId: number): Promise<repo.PairRow> {
    await repo.lockPlayerSeeds(client, userId);
    const pair = await repo.activeUserPair(client, userId);
    if (!pair) throw new Error(`player ${userId} has no active seed pair`);
    return pair;
  }

  async function currentPair(session: Session): Promise<repo.PairRow> {
    if (session.mode === 'real') return userPair(session.user_id as number);
    const pair = await repo.pairById(pool, session.seed_pair_id as number);
    if (!pair) throw new Error(`demo session ${session.id} has no seed pair`);
    return pair;
  }

  return {
    newPair,
    userPair,
    currentPair,

    /**
     * Ends the seed pair (its server seed revealed) and starts a new one. Rotations of one player
     * take turns on the player's seeds lock: ten at once are ten rotations, each revealing its own
     * pair.
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
        const next = await newPair(
          client,
          session.mode === 'real' ? session.user_id : null,
          clientSeed,
        );
        if (!next) throw new Error('the old pair was just ended: the new one is the only one');
        if (session.mode === 'demo') await repo.setSessionPair(client, session.id, next.id);
        return {
          revealed: {
            server_seed: revealed.server_seed,
            server_seed_hash: revealed.server_seed_hash,
            client_seed: revealed.client_seed,
            rounds: revealed.next_nonce,
          },
          current: fairnessOf(next),
        };
      });
    },
  };
}
export type SeedPairs = ReturnType<typeof createSeedPairs>;
