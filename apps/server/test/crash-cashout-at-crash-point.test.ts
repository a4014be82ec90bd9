import { CRASH_MESSAGES, type CrashMyBet, type CrashRoundProof } from '@satsino/contract/crash';
import { crashPayoutMinor, msToReachX100 } from '@satsino/fairness/crash';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { crashTables, seedCrashTables, waitFor } from './helpers/crash-tables.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * A cash-out at exactly the crash point is paid, by hand as by an auto cash-out at that target
 * (issue 11). The curve grows so slowly here that 1.01× shows for almost 50 seconds: the test moves
 * a round's start in the database to put "now" inside that span, so the judgement is not a race
 * against the clock.
 */
const GROWTH_PER_MS = 0.0000002;
const getApp = useTestApp({ CRASH_LOOP: 'true' }, (app) => {
  Object.assign(app.crash.settings, {
    // Betting phases long enough for the test to catch each round while it takes bets (a round
    // it missed would run for hours at this growth), short enough not to keep the loop waiting.
    bettingMs: 3_000,
    pauseMs: 50,
    growthPerMs: GROWTH_PER_MS,
    leaderCheckMs: 100,
    waitingCheckMs: 50,
  });
});
vi.setConfig({ testTimeout: 60_000 });

const { bettingRound, roundStatus } = crashTables(getApp);

const players: TestPlayer[] = [];

beforeAll(async () => {
  const { app, database } = getApp();
  const operator = await registerOperator(app, database.db);
  for (let index = 0; index < 4; index += 1) {
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, player, '0.001');
    players.push(player);
  }
  await seedCrashTables(app, database.db, { tables: ['crash'] });
});

function player(index: number): TestPlayer {
  const found = players[index];
  if (!found) throw new Error(`player ${index} is made in beforeAll`);
  return found;
}

const bet = (player: TestPlayer, body: object) =>
  postJson(getApp().app, '/api/crash/crash/bets', player.token, body);
const cashOut = (player: TestPlayer) =>
  postJson(getApp().app, '/api/crash/crash/cashout', player.token);

/** Moves a running round's start so that `elapsedMs` have passed now (database clock). */
async function setElapsed(roundId: number, elapsedMs: number): Promise<void> {
  const { rowCount } = await getApp().database.pool.query(
    `UPDATE crash_rounds SET started_at = clock_timestamp() - $2 * interval '1 millisecond'
     WHERE id = $1 AND status = 'running'`,
    [roundId, elapsedMs],
  );
  expect(rowCount).toBe(1);
}

async function myLatestBet(player: TestPlayer): Promise<CrashMyBet | undefined> {
  const mine = await getApp().app.inject({
    method: 'GET',
    url: '/api/crash/crash/bets/mine',
    headers: bearer(player.token),
  });
  return (mine.json() as CrashMyBet[])[0];
}

describe('a cash-out at exactly the crash point', () => {
  it('is paid by hand as the auto cash-out at that target is, and refused one step later', async () => {
    const [byHand, automatic, late] = [player(0), player(1), player(2)];
    const roundId = await bettingRound('crash', 101);
    // The minimum bet: 10 × 1.01 = 10.1 cents, so the fraction's cent is decided too.
    expect((await bet(byHand, { amount: 10 })).statusCode).toBe(201);
    expect((await bet(automatic, { amount: 10, auto_cashout_x100: 101 })).statusCode).toBe(201);
    expect((await bet(late, { amount: 10 })).statusCode).toBe(201);
    await waitFor(async () => (await roundStatus(roundId)).status === 'running', 'the start');

    // Halfway through the span that shows 1.01×: the crash point itself.
    const showsCrashPoint =
      (msToReachX100(101, GROWTH_PER_MS) + msToReachX100(102, GROWTH_PER_MS)) / 2;
    await setElapsed(roundId, showsCrashPoint);
    const cashed = await cashOut(byHand);
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(cashed.json()).toMatchObject({ status: 'cashed_out', cashout_x100: 101 });
    await waitFor(
      async () => (await myLatestBet(automatic))?.status === 'cashed_out',
      'the auto cash-out at 1.01×',
    );
    expect(await myLatestBet(automatic)).toMatchObject({ cashout_x100: 101 });

    // One hundredth later the round is over: too late, by hand.
    await setElapsed(roundId, msToReachX100(102, GROWTH_PER_MS) + 1);
    const refused = await cashOut(late);
    expect(refused.statusCode).toBe(409);
    expect([CRASH_MESSAGES.tooLate, CRASH_MESSAGES.noRunningBet]).toContain(refused.json().message);
    await waitFor(async () => (await roundStatus(roundId)).settled, 'the settlement');

    // Both paid by the same rule: whole cents, and the fraction's cent from the round's hash.
    const proof = (
      await getApp().app.inject({ method: 'GET', url: `/api/crash/crash/rounds/${roundId}` })
    ).json() as CrashRoundProof;
    expect(proof.crash_point_x100).toBe(101);
    for (const winner of [byHand, automatic]) {
      const settled = await myLatestBet(winner);
      expect(settled).toMatchObject({ round_id: roundId, status: 'cashed_out', cashout_x100: 101 });
      expect(settled?.payout).toBe(
        Number(
          crashPayoutMinor({
            stakeMinor: 10n,
            cashoutX100: 101,
            gameHash: proof.hash,
            userId: winner.id,
          }),
        ),
      );
    }
    expect(await myLatestBet(late)).toMatchObject({ round_id: roundId, status: 'lost' });
  });

  it('is no escape from a round that crashes at 1.00×: everyone loses, as at bustabit', async () => {
    const busted = player(3);
    const roundId = await bettingRound('crash', 100);
    expect((await bet(busted, { amount: 10 })).statusCode).toBe(201);
    await waitFor(
      async () => (await roundStatus(roundId)).status !== 'betting',
      'the end of betting',
    );
    const refused = await cashOut(busted);
    expect(refused.statusCode).toBe(409);
    await waitFor(async () => (await roundStatus(roundId)).settled, 'the settlement');
    expect(await myLatestBet(busted)).toMatchObject({ round_id: roundId, status: 'lost' });
  });
});
