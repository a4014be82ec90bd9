import { GAME_SESSION_HEADER } from '@satsino/contract/games';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { IN_HOUSE_PROVIDER } from '../src/modules/games/games.module.js';
import { createProviderWallet } from '../src/modules/games/provider-wallet.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit } from './helpers/races.js';
import {
  balances,
  connectRealtime,
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * A process can die between taking a round's stake, recording the round and paying its win.
 * The recovery pass finds what was left half-moved and puts it right once, whatever the number of
 * passes. Here the "dead process" is simulated by moving the money the way the live path does
 * and stopping half-way.
 */
const getTestApp = useTestApp();
let app: FastifyInstance;
let operator: TestPlayer;
let wallet: ReturnType<typeof createProviderWallet>;

beforeAll(async () => {
  const { database } = getTestApp();
  app = getTestApp().app;
  await seedDemoCatalogue(database.db);
  operator = await registerOperator(app, database.db);
  const ledger = createLedger({
    pool: database.pool,
    publishAppAlert: () => {},
    logger: app.log,
  });
  wallet = createProviderWallet(ledger, IN_HOUSE_PROVIDER);
});

async function fundedPlayer() {
  const player = await registerVerifiedPlayer(app, getTestApp().database.db);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  return player;
}

/** Plays one real dice round through the API: a session, a seed pair and a round to copy. */
async function playDiceRound(player: TestPlayer): Promise<number> {
  const launch = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'dice' });
  const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
  const session = await postJson(app, '/api/games/sessions', undefined, {
    launch_token: launchToken,
  });
  const played = await postJson(
    app,
    '/api/games/rounds',
    undefined,
    { bet: 100, params: { engine: 'dice', target: 50, condition: 'over' } },
    { [GAME_SESSION_HEADER]: session.json().session as string },
  );
  expect(played.statusCode, played.body).toBe(200);
  return played.json().round_id as number;
}

/**
 * Records, as a dead process had, a settled round copied from `roundId` under `roundRef`, with
 * `payoutMinor` and, for a blackjack hand, whether it was doubled (its stake then twice the bet).
 */
async function recordRound(
  roundId: number,
  roundRef: string,
  payoutMinor: number,
  doubled = false,
) {
  await getTestApp().database.pool.query(
    `INSERT INTO game_rounds (session_id, user_id, game_id, mode, currency, status, round_ref,
                              bet_minor, stake_minor, payout_minor, params, outcome, seed_pair_id,
                              server_seed_hash, client_seed, nonce, settled_at)
     SELECT session_id, user_id, game_id, mode, currency, 'settled', $2,
            100, CASE WHEN $4::boolean THEN 200 ELSE 100 END, $3, params,
            outcome || jsonb_build_object('doubled', $4::boolean),
            seed_pair_id, server_seed_hash, client_seed,
            nonce + 1000 + (SELECT count(*) FROM game_rounds), now() - interval '5 minutes'
       FROM game_rounds WHERE id = $1`,
    [roundId, roundRef, payoutMinor, doubled],
  );
}

/** Takes a stake the way the live path does, under the round's own ledger key. */
function takeStake(player: TestPlayer, roundRef: string, stake: 'bet' | 'double', amount: bigint) {
  return wallet.bet({
    userId: player.id,
    currency: 'USD',
    transactionId: `${roundRef}:${stake}`,
    roundId: roundRef,
    game: stake === 'bet' ? 'dice' : 'blackjack',
    amountMinor: amount,
  });
}

const auditIsClean = () => expectCleanAudit(app, operator.token);

describe('game money recovery', () => {
  it('refunds a stake whose round was never recorded, once', async () => {
    const player = await fundedPlayer();
    const before = await balances(app, player.token);
    await wallet.bet({
      userId: player.id,
      currency: 'USD',
      transactionId: 'r:died-before-recording:bet',
      roundId: 'r:died-before-recording',
      game: 'dice',
      amountMinor: 500n,
    });
    expect((await balances(app, player.token)).w_balance).toBe(before.w_balance - 500);

    // Within the grace period the stake belongs to a request still in flight.
    expect((await app.gamesRecovery.recover()).refunded).toBe(0);
    const first = await app.gamesRecovery.recover(0);
    expect(first.refunded).toBe(1);
    expect((await balances(app, player.token)).w_balance).toBe(before.w_balance);
    const again = await app.gamesRecovery.recover(0);
    expect(again.refunded).toBe(0);
    expect((await balances(app, player.token)).w_balance).toBe(before.w_balance);
    await auditIsClean();
  });

  it("tells the player's browser the balance after it refunds a stake", async () => {
    // The refund's balance alert once threw on the owner id, read as text: the player saw
    // nothing until the next round.
    const player = await fundedPlayer();
    const before = await balances(app, player.token);
    await takeStake(player, 'r:died-unheard', 'bet', 300n);
    const realtime = await connectRealtime(await listenOnLoopback(app), player.token);
    try {
      expect((await app.gamesRecovery.recover(0)).refunded).toBeGreaterThanOrEqual(1);
      await expect(
        realtime.next('WALLET_BALANCE', (event) => event.balance === before.w_balance),
      ).resolves.toMatchObject({ type: 'WALLET_BALANCE', balance: before.w_balance });
    } finally {
      realtime.close();
    }
  });

  it('pays a recorded win that was never paid, once, and leaves paid rounds alone', async () => {
    const player = await fundedPlayer();
    const roundId = await playDiceRound(player);
    expect((await app.gamesRecovery.recover(0)).paid).toBe(0);

    // The dead process took this stake and recorded this winning round, then died.
    await takeStake(player, 'r:died-before-paying', 'bet', 100n);
    await recordRound(roundId, 'r:died-before-paying', 198);
    const before = (await balances(app, player.token)).w_balance;

    expect((await app.gamesRecovery.recover()).paid).toBe(1);
    expect((await balances(app, player.token)).w_balance).toBe(before + 198);
    expect((await app.gamesRecovery.recover(0)).paid).toBe(0);
    expect((await balances(app, player.token)).w_balance).toBe(before + 198);
    await auditIsClean();
  });

  it('refunds the extra stake of a double the hand never recorded, once, and keeps real doubles', async () => {
    const player = await fundedPlayer();
    const roundId = await playDiceRound(player);
    // Two hands, both lost: the first process died after taking the double's stake and before
    // recording the double; the second recorded its double.
    await takeStake(player, 'r:died-before-doubling', 'bet', 100n);
    await recordRound(roundId, 'r:died-before-doubling', 0);
    await takeStake(player, 'r:died-before-doubling', 'double', 100n);
    await takeStake(player, 'r:doubled', 'bet', 100n);
    await takeStake(player, 'r:doubled', 'double', 100n);
    await recordRound(roundId, 'r:doubled', 0, true);
    const before = (await balances(app, player.token)).w_balance;

    const first = await app.gamesRecovery.recover(0);
    expect(first).toEqual({ refunded: 1, paid: 0 });
    expect((await balances(app, player.token)).w_balance).toBe(before + 100);
    expect(await app.gamesRecovery.recover(0)).toEqual({ refunded: 0, paid: 0 });
    expect((await balances(app, player.token)).w_balance).toBe(before + 100);
    await auditIsClean();
  });
});
