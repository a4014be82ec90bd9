import {
  type FairnessState,
  GAME_SESSION_HEADER,
  type RoundResult,
  SEED_HISTORY_PAGE_SIZE,
  type SeedHistoryResponse,
  type SeedRotation,
} from '@satsino/contract/games';
import { hashServerSeed } from '@satsino/fairness/seeds';
import { verifyRound } from '@satsino/fairness/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * Commit before the player commits: a player sees the hash of the next server seed before
 * choosing a client seed, and a rotation moves to exactly that seed. Revealed pairs stay listed
 * in the player's fairness history, and the round history carries a round's server seed once its
 * pair is revealed.
 */
const getTestApp = useTestApp();
let operator: TestPlayer;

beforeAll(async () => {
  const { app, database } = getTestApp();
  await seedDemoCatalogue(database.db);
  operator = await registerOperator(app, database.db);
});

const app = () => getTestApp().app;

async function fundedPlayer() {
  const player = await registerVerifiedPlayer(app(), getTestApp().database.db);
  await fundWithBitcoin(app(), operator.token, player, '0.01');
  return player;
}

async function openSession(gameId: string, player?: TestPlayer) {
  const launch = await postJson(
    app(),
    player ? '/api/games/gameURL' : '/api/games/demo/gameURL',
    player?.token,
    { game_id: gameId },
  );
  const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
  const session = await postJson(app(), '/api/games/sessions', undefined, {
    launch_token: launchToken,
  });
  expect(session.statusCode, session.body).toBe(201);
  return session.json() as { session: string; fairness: FairnessState };
}

const inSession = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app().inject({
    method,
    url,
    headers: { [GAME_SESSION_HEADER]: session },
    ...(payload ? { payload } : {}),
  });

const DICE = { engine: 'dice', target: 50, condition: 'over' } as const;

async function history(player: TestPlayer, beforeId?: number): Promise<SeedHistoryResponse> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/games/fairness/history${beforeId ? `?before_id=${beforeId}` : ''}`,
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SeedHistoryResponse;
}

describe('the next server seed is committed before the client seed is chosen', () => {
  it('a new client seed moves to the committed seed, and commits a new one', async () => {
    const player = await fundedPlayer();
    const { session, fairness } = await openSession('dice', player);
    expect(fairness.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(fairness.next_server_seed_hash).not.toBe(fairness.server_seed_hash);

    const changed = await inSession(session, 'POST', '/api/games/fairness/client-seed', {
      client_seed: 'my-lucky-seed',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rotation = changed.json() as SeedRotation;
    expect(hashServerSeed(rotation.revealed.server_seed)).toBe(fairness.server_seed_hash);
    expect(rotation.revealed.next_server_seed_hash).toBe(fairness.next_server_seed_hash);
    // The seed in play now is the one whose hash the player saw before choosing the client seed.
    expect(rotation.current.server_seed_hash).toBe(fairness.next_server_seed_hash);
    expect(rotation.current.client_seed).toBe('my-lucky-seed');
    expect(rotation.current.nonce).toBe(0);
    expect(rotation.current.next_server_seed_hash).not.toBe(fairness.next_server_seed_hash);

    // And again: each rotation's server seed is the previous state's committed one.
    const rotated = (await inSession(session, 'POST', '/api/games/fairness/rotate')).json();
    expect(hashServerSeed(rotated.revealed.server_seed)).toBe(rotation.current.server_seed_hash);
    expect(rotated.current.server_seed_hash).toBe(rotation.current.next_server_seed_hash);
  });

  it('the fairness read shows the same commitment every time until a rotation', async () => {
    const player = await fundedPlayer();
    const { session, fairness } = await openSession('limbo', player);
    const again = (await inSession(session, 'GET', '/api/games/fairness')).json() as FairnessState;
    expect(again.next_server_seed_hash).toBe(fairness.next_server_seed_hash);
    const other = await openSession('dice', player);
    expect(other.fairness.next_server_seed_hash).toBe(fairness.next_server_seed_hash);
  });

  it('demo sessions commit their next seed the same way', async () => {
    const { session, fairness } = await openSession('dice');
    const rotated = (await inSession(session, 'POST', '/api/games/fairness/rotate')).json();
    expect(rotated.current.server_seed_hash).toBe(fairness.next_server_seed_hash);
    expect(hashServerSeed(rotated.revealed.server_seed)).toBe(fairness.server_seed_hash);
  });

  it('a pair from before commitments gets its next seed when first read, and keeps it', async () => {
    const player = await fundedPlayer();
    const { session, fairness } = await openSession('dice', player);
    // As an older release left it: an active pair with no next seed.
    await getTestApp().database.pool.query(
      `UPDATE game_seed_pairs SET next_server_seed = NULL, next_server_seed_hash = NULL
       WHERE user_id = $1 AND revealed_at IS NULL`,
      [player.id],
    );
    const read = (await inSession(session, 'GET', '/api/games/fairness')).json() as FairnessState;
    expect(read.server_seed_hash).toBe(fairness.server_seed_hash);
    expect(read.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(read.next_server_seed_hash).not.toBe(fairness.next_server_seed_hash);
    const reread = (await inSession(session, 'GET', '/api/games/fairness')).json();
    expect(reread.next_server_seed_hash).toBe(read.next_server_seed_hash);
    const rotated = (await inSession(session, 'POST', '/api/games/fairness/rotate')).json();
    expect(rotated.current.server_seed_hash).toBe(read.next_server_seed_hash);
  });

  it('never shows a server seed before its pair is revealed', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player);
    const played = await inSession(session, 'POST', '/api/games/rounds', {
      bet: 100,
      params: DICE,
    });
    expect(played.json().fairness.server_seed).toBeNull();
    const { rows } = await getTestApp().database.pool.query(
      'SELECT server_seed, next_server_seed FROM game_seed_pairs WHERE user_id = $1',
      [player.id],
    );
    const bodies = [
      played.body,
      (await inSession(session, 'GET', '/api/games/fairness')).body,
      (
        await app().inject({
          method: 'GET',
          url: '/api/games/history',
          headers: bearer(player.token),
        })
      ).body,
      JSON.stringify(await history(player)),
    ].join('\n');
    for (const row of rows) {
      expect(bodies).not.toContain(row.server_seed);
      expect(bodies).not.toContain(row.next_server_seed);
    }
  });
});

describe('revealed seed pairs stay available', () => {
  it('lists the player’s revealed pairs newest first, a page at a time, and only theirs', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const { session } = await openSession('dice', player);
    const rotations: SeedRotation[] = [];
    for (let index = 0; index < SEED_HISTORY_PAGE_SIZE + 2; index++) {
      await inSession(session, 'POST', '/api/games/rounds', { bet: 100, params: DICE });
      rotations.push((await inSession(session, 'POST', '/api/games/fairness/rotate')).json());
    }
    const first = await history(player);
    expect(first.pairs).toHaveLength(SEED_HISTORY_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(first.pairs[0]).toEqual(rotations.at(-1)?.revealed);
    expect(first.pairs[0]?.rounds).toBe(1);
    const second = await history(player, first.pairs.at(-1)?.id);
    expect(second.pairs).toHaveLength(2);
    expect(second.has_more).toBe(false);
    expect(second.pairs.at(-1)).toEqual(rotations[0]?.revealed);

    expect((await history(other)).pairs).toEqual([]);
    const guest = await app().inject({ method: 'GET', url: '/api/games/fairness/history' });
    expect(guest.statusCode).toBe(401);
  });

  it('a round in the history carries its server seed once revealed, and verifies with it', async () => {
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player);
    const round = (
      await inSession(session, 'POST', '/api/games/rounds', { bet: 100, params: DICE })
    ).json() as RoundResult;
    const rounds = async () =>
      (
        await app().inject({
          method: 'GET',
          url: '/api/games/history',
          headers: bearer(player.token),
        })
      ).json().rounds as RoundResult[];
    expect((await rounds())[0]?.fairness.server_seed).toBeNull();
    await inSession(session, 'POST', '/api/games/fairness/rotate');
    const [listed] = await rounds();
    expect(listed?.round_id).toBe(round.round_id);
    const serverSeed = listed?.fairness.server_seed as string;
    expect(hashServerSeed(serverSeed)).toBe(round.fairness.server_seed_hash);
    const verified = verifyRound({
      engine: 'dice',
      variant: 'classic',
      serverSeed,
      clientSeed: round.fairness.client_seed,
      nonce: round.fairness.round_nonce,
      params: DICE,
      bet: 100,
    });
    expect(verified.outcome).toEqual(round.outcome);
    expect(verified.payout).toBe(round.payout);
  });
});
