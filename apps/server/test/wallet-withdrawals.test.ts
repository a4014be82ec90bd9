import { COIN_SYMBOLS, type CoinSymbol } from '@satsino/contract/coins';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  connectRealtime,
  ENTITY_WALLET_IDS,
  EXTERNAL_ADDRESSES,
  fundWithBitcoin,
  listenOnLoopback,
  markEmailVerified,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * Withdrawal requests (SPEC §5, §8): the checks in the order with their exact messages,
 * the hold, cancelling (also someone else's: IDOR), idempotent replays and the pending list.
 * The operator's side (approve, reject, send) is in wallet-admin.test.ts.
 */
const getApp = useTestApp();

/** 0.01 BTC at the sandbox's 96,500.00 USD (89,200.00 EUR). */
const FUNDED_USD = 96_500;
const FUNDED_EUR = 89_200;
/** The BTC network fee, 0.00002 BTC, at 96,500.00 USD. */
const BTC_FEE_USD = 193;

type Withdrawal = {
  id: number;
  status: string;
  amount: number;
  fee: number;
  net_amount: number;
};

async function fundedPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db, overrides);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  return { operator, player };
}

function withdrawalOf(
  app: FastifyInstance,
  player: TestPlayer,
  body: { wallet_address?: string; entity_wallet_id?: number | string; amount?: unknown },
  headers: Record<string, string> = {},
) {
  return postJson(app, '/api/wallet/request/withdrawal', player.token, body, headers);
}

async function pendingWithdrawals(app: FastifyInstance, token: string) {
  const response = await postJson(app, '/api/wallet/pending/withdrawal', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Withdrawal[];
}

const cancel = (app: FastifyInstance, token: string, id: number) =>
  postJson(app, `/api/wallet/withdrawal/${id}/cancel`, token);

describe('withdrawal calls need a signed-in player', () => {
  it.each([
    '/api/wallet/request/withdrawal',
    '/api/wallet/pending/withdrawal',
    '/api/wallet/withdrawal/1/cancel',
  ])('%s answers 401 Unauthenticated. without a token', async (url) => {
    const { app } = getApp();
    const response = await postJson(app, url, undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('withdrawal checks, in the order of the issue', () => {
  it('asks for a verified e-mail first, whatever else is wrong', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const response = await withdrawalOf(app, player, {
      wallet_address: 'not an address',
      entity_wallet_id: ENTITY_WALLET_IDS.XRP,
      amount: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You need to verify your Email, after you will able to deposit and withdraw',
      code: 'email_not_verified',
    });
  });

  it('then the wallet: XRP (id 9) allows no withdrawals, an unknown id is no coin', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const xrp = await withdrawalOf(app, player, {
      wallet_address: 'not an address',
      entity_wallet_id: 9,
      amount: 1,
    });
    expect(xrp.statusCode).toBe(422);
    expect(xrp.json()).toEqual({
      message: WALLET_MESSAGES.withdrawalsNotAllowed,
      code: 'validation_failed',
      errors: { entity_wallet_id: [WALLET_MESSAGES.withdrawalsNotAllowed] },
      codes: { entity_wallet_id: ['withdrawals_not_allowed'] },
    });
    // Even to a valid XRP address.
    const validXrp = await withdrawalOf(app, player, {
      wallet_address: EXTERNAL_ADDRESSES.XRP,
      entity_wallet_id: 9,
      amount: 1_000,
    });
    expect(validXrp.json()).toMatchObject({ message: WALLET_MESSAGES.withdrawalsNotAllowed });

    const unknown = await withdrawalOf(app, player, {
      wallet_address: 'not an address',
      entity_wallet_id: 99,
      amount: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { entity_wallet_id: [WALLET_MESSAGES.unknownWallet] },
    });
  });

  it('then the address, then the minimum, the maximum and the balance', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const btc = (wallet_address: string, amount: number) =>
      withdrawalOf(app, player, { wallet_address, entity_wallet_id: 1, amount });

    const badAddress = await btc(EXTERNAL_ADDRESSES.ETH, 1);
    expect(badAddress.statusCode).toBe(422);
    expect(badAddress.json()).toEqual({
      message: WALLET_MESSAGES.invalidAddress,
      code: 'validation_failed',
      errors: { wallet_address: [WALLET_MESSAGES.invalidAddress] },
      codes: { wallet_address: ['invalid_address'] },
    });

    const belowMin = await btc(EXTERNAL_ADDRESSES.BTC, 999);
    expect(belowMin.statusCode).toBe(422);
    expect(belowMin.json()).toEqual({
      message: 'Min withdrawal request is 10.00 USD',
      code: 'validation_failed',
      errors: { amount: ['Min withdrawal request is 10.00 USD'] },
      codes: { amount: ['withdraw_min_limit'] },
    });

    const aboveMax = await btc(EXTERNAL_ADDRESSES.BTC, 50_001);
    expect(aboveMax.statusCode).toBe(422);
    expect(aboveMax.json()).toEqual({
      message: 'Withdrawal request exceeding your balance 500.00 USD',
      code: 'validation_failed',
      errors: { amount: ['Withdrawal request exceeding your balance 500.00 USD'] },
      codes: { amount: ['withdraw_max_limit'] },
    });

    const aboveBalance = await btc(EXTERNAL_ADDRESSES.BTC, 1_000);
    expect(aboveBalance.statusCode).toBe(422);
    expect(aboveBalance.json()).toEqual({
      message: 'Withdrawal request exceeding your balance',
      code: 'validation_failed',
      errors: { amount: ['Withdrawal request exceeding your balance'] },
      codes: { amount: ['withdraw_max_limit'] },
    });
    expect(await pendingWithdrawals(app, player.token)).toEqual([]);
  });

  it('takes exactly 10.00 and 500.00 as the bounds', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const atMin = await requestWithdrawal(app, player.token, 1_000);
    expect(atMin.statusCode, atMin.body).toBe(201);
    await cancel(app, player.token, (atMin.json() as Withdrawal).id);
    const atMax = await requestWithdrawal(app, player.token, 50_000);
    expect(atMax.statusCode, atMax.body).toBe(201);
  });

  it('refuses a second request while one is pending', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    expect((await requestWithdrawal(app, player.token, 2_000)).statusCode).toBe(201);
    const second = await requestWithdrawal(app, player.token, 3_000);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Withdrawal request pending',
      code: 'withdrawal_pending',
    });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 2_000);
  });

  it('shows the limits in the currency of a EUR player', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const low = await requestWithdrawal(app, player.token, 500);
    expect(low.json()).toMatchObject({ message: 'Min withdrawal request is 10.00 EUR' });
    const high = await requestWithdrawal(app, player.token, 60_000);
    expect(high.json()).toMatchObject({
      message: 'Withdrawal request exceeding your balance 500.00 EUR',
    });
  });

  it('refuses amounts that are not whole cents and missing fields', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    for (const amount of [10.5, -1_000, 0, '1000', null]) {
      const response = await withdrawalOf(app, player, {
        wallet_address: EXTERNAL_ADDRESSES.BTC,
        entity_wallet_id: 1,
        amount,
      });
      expect(response.statusCode, String(amount)).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { amount: [WALLET_MESSAGES.amountInvalid] },
      });
    }
    const missing = await withdrawalOf(app, player, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors).sort()).toEqual([
      'amount',
      'entity_wallet_id',
      'wallet_address',
    ]);
  });
});

describe('withdrawal addresses are checked per coin', () => {
  /** For each coin, an address of another chain that it must refuse. */
  const FOREIGN: Record<Exclude<CoinSymbol, 'XRP'>, string> = {
    BTC: EXTERNAL_ADDRESSES.LTC,
    ETH: EXTERNAL_ADDRESSES.TRX,
    LTC: EXTERNAL_ADDRESSES.BTC,
    DOGE: EXTERNAL_ADDRESSES.BTC,
    BNB: EXTERNAL_ADDRESSES.BTC,
    BCH: EXTERNAL_ADDRESSES.LTC,
    USDT: EXTERNAL_ADDRESSES.ETH,
    USDC: EXTERNAL_ADDRESSES.TRX,
    TRX: EXTERNAL_ADDRESSES.DOGE,
    XMR: EXTERNAL_ADDRESSES.BTC,
  };
  const coins = COIN_SYMBOLS.filter((coin): coin is Exclude<CoinSymbol, 'XRP'> => coin !== 'XRP');

  it.each(coins)('%s takes its own address format and refuses others', async (coin) => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const attempt = (wallet_address: string) =>
      withdrawalOf(app, player, {
        wallet_address,
        entity_wallet_id: ENTITY_WALLET_IDS[coin],
        amount: 1,
      });

    // A valid address passes on to the next check, the minimum.
    const own = await attempt(EXTERNAL_ADDRESSES[coin]);
    expect(own.json()).toMatchObject({ message: 'Min withdrawal request is 10.00 USD' });
    const padded = await attempt(`  ${EXTERNAL_ADDRESSES[coin]}  `);
    expect(padded.json()).toMatchObject({ message: 'Min withdrawal request is 10.00 USD' });

    const foreign = await attempt(FOREIGN[coin]);
    expect(foreign.json()).toMatchObject({ message: WALLET_MESSAGES.invalidAddress });
    // One character changed breaks the checksum (an all-lower-case EVM address carries none).
    if (coin !== 'USDC') {
      const address = EXTERNAL_ADDRESSES[coin];
      const typo = await attempt(`${address.slice(0, -1)}${address.endsWith('2') ? '3' : '2'}`);
      expect(typo.json()).toMatchObject({ message: WALLET_MESSAGES.invalidAddress });
    }
  });
});

describe('a withdrawal request', () => {
  it('moves the amount to the hold and shows the fee and the net amount', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const response = await requestWithdrawal(app, player.token, 20_000);
    expect(response.statusCode, response.body).toBe(201);
    const withdrawal = response.json() as Record<string, unknown>;
    expect(withdrawal).toMatchObject({
      entity_wallet_id: 1,
      coin: 'BTC',
      wallet_address: EXTERNAL_ADDRESSES.BTC,
      amount: 20_000,
      fee: BTC_FEE_USD,
      net_amount: 20_000 - BTC_FEE_USD,
      crypto_amount: null,
      status: 'pending',
      txid: null,
      reason: null,
    });
    expect(withdrawal.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: FUNDED_USD - 20_000,
      balance: FUNDED_USD - 20_000,
    });
  });

  it('charges each coin its own network fee in the account currency', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    // 0.0006 ETH × 3,420.00 = 2.052 USD → 2.05; 2 DOGE × 0.3120 = 0.624 → 0.62; 1 USDT = 1.00.
    for (const [coin, fee] of [
      ['ETH', 205],
      ['DOGE', 62],
      ['USDT', 100],
    ] as const) {
      const response = await withdrawalOf(app, player, {
        wallet_address: EXTERNAL_ADDRESSES[coin],
        entity_wallet_id: ENTITY_WALLET_IDS[coin],
        amount: 5_000,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ coin, fee, net_amount: 5_000 - fee });
      await cancel(app, player.token, (response.json() as Withdrawal).id);
    }
  });

  it('sends WALLET_BALANCE with the balance after the hold', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const baseUrl = await listenOnLoopback(app);
    const realtime = await connectRealtime(baseUrl, player.token);
    try {
      expect((await requestWithdrawal(app, player.token, 20_000)).statusCode).toBe(201);
      await expect(
        realtime.next('WALLET_BALANCE', (event) => event.balance === FUNDED_USD - 20_000),
      ).resolves.toEqual({ type: 'WALLET_BALANCE', balance: FUNDED_USD - 20_000, balanceBonus: 0 });
    } finally {
      realtime.close();
    }
  });

  it('is held once for a player who sends many at once with balance for one', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestWithdrawal(app, player.token, 50_000)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409 || status === 422)).toBe(
      true,
    );
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 50_000);
    expect(await pendingWithdrawals(app, player.token)).toHaveLength(1);
  });
});

describe('idempotent withdrawal requests', () => {
  it('answers a replay with the same withdrawal and holds once', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const key = { 'idempotency-key': 'withdrawal-replay-0001' };
    const first = await requestWithdrawal(app, player.token, 20_000, key);
    const replay = await requestWithdrawal(app, player.token, 20_000, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode, replay.body).toBe(201);
    expect((replay.json() as Withdrawal).id).toBe((first.json() as Withdrawal).id);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
    expect(await pendingWithdrawals(app, player.token)).toHaveLength(1);
  });

  it('answers concurrent replays with one withdrawal', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const key = { 'idempotency-key': 'withdrawal-replay-0002' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestWithdrawal(app, player.token, 20_000, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as Withdrawal).id)).size).toBe(1);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
  });

  it('answers a replay with the first withdrawal even when the balance left is too small for another', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const key = { 'idempotency-key': 'withdrawal-replay-0003' };
    const first = await requestWithdrawal(app, player.token, 50_000, key);
    expect(first.statusCode, first.body).toBe(201);
    // 465.00 USD is left: a new request of 500.00 would be refused, a replay is not a new request.
    const replay = await requestWithdrawal(app, player.token, 50_000, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect((replay.json() as Withdrawal).id).toBe((first.json() as Withdrawal).id);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 50_000);
  });

  it('refuses the same key for a different request', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const key = { 'idempotency-key': 'withdrawal-replay-0004' };
    expect((await requestWithdrawal(app, player.token, 20_000, key)).statusCode).toBe(201);
    const different = await requestWithdrawal(app, player.token, 30_000, key);
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual({
      message: WALLET_MESSAGES.idempotencyConflict,
      code: 'idempotency_conflict',
    });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
  });

  it('keeps one key per player: another player may use the same key', async () => {
    const { app } = getApp();
    const { player: alice } = await fundedPlayer(app);
    const { player: bob } = await fundedPlayer(app);
    const key = { 'idempotency-key': 'withdrawal-shared-key-01' };
    const fromAlice = await requestWithdrawal(app, alice.token, 20_000, key);
    const fromBob = await requestWithdrawal(app, bob.token, 20_000, key);
    expect(fromAlice.statusCode).toBe(201);
    expect(fromBob.statusCode).toBe(201);
    expect((fromBob.json() as Withdrawal).id).not.toBe((fromAlice.json() as Withdrawal).id);
  });

  it('treats requests without a key as new requests', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    expect((await requestWithdrawal(app, player.token, 20_000)).statusCode).toBe(201);
    expect((await requestWithdrawal(app, player.token, 20_000)).statusCode).toBe(409);
  });
});

describe('cancelling a withdrawal', () => {
  it('returns the amount to the balance, once', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app);
    const withdrawal = (await requestWithdrawal(app, player.token, 20_000)).json() as Withdrawal;

    const cancelled = await cancel(app, player.token, withdrawal.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: withdrawal.id, status: 'cancelled' });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);
    expect(await pendingWithdrawals(app, player.token)).toEqual([]);

    const again = await cancel(app, player.token, withdrawal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: WALLET_MESSAGES.withdrawalNotCancellable,
      code: 'withdrawal_not_cancellable',
    });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);

    // The way is free for a new request.
    expect((await requestWithdrawal(app, player.token, 20_000)).statusCode).toBe(201);
  });

  it("answers 404 for another player's withdrawal and changes nothing (IDOR)", async () => {
    const { app } = getApp();
    const { player: alice } = await fundedPlayer(app);
    const { player: mallory } = await fundedPlayer(app);
    const withdrawal = (await requestWithdrawal(app, alice.token, 20_000)).json() as Withdrawal;

    const attempt = await cancel(app, mallory.token, withdrawal.id);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    // The same answer as an id that does not exist: nothing tells them apart.
    const missing = await cancel(app, mallory.token, withdrawal.id + 10_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(attempt.json());

    expect(await pendingWithdrawals(app, alice.token)).toMatchObject([
      { id: withdrawal.id, status: 'pending' },
    ]);
    expect(await pendingWithdrawals(app, mallory.token)).toEqual([]);
    expect((await balances(app, alice.token)).w_balance).toBe(FUNDED_USD - 20_000);
    expect((await balances(app, mallory.token)).w_balance).toBe(FUNDED_USD);
  });

  it('refuses a withdrawal an operator already approved', async () => {
    const { app } = getApp();
    const { operator, player } = await fundedPlayer(app);
    const withdrawal = (await requestWithdrawal(app, player.token, 20_000)).json() as Withdrawal;
    await postJson(app, `/api/admin/withdrawals/${withdrawal.id}/approve`, operator.token);
    const attempt = await cancel(app, player.token, withdrawal.id);
    expect(attempt.statusCode).toBe(409);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
  });

  it('answers 422 for an id that is not a number', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const response = await postJson(app, '/api/wallet/withdrawal/abc/cancel', player.token);
    expect(response.statusCode).toBe(422);
  });

  it('returns the amount to a player whose e-mail is no longer verified', async () => {
    const { app, database } = getApp();
    const { player } = await fundedPlayer(app);
    const withdrawal = (await requestWithdrawal(app, player.token, 20_000)).json() as Withdrawal;
    await database.pool.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [
      player.id,
    ]);
    expect((await cancel(app, player.token, withdrawal.id)).statusCode).toBe(200);
    await markEmailVerified(database.db, player.id);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);
  });
});

describe('the pending withdrawal list', () => {
  it('shows pending and approved withdrawals, newest first, and nothing paid', async () => {
    const { app } = getApp();
    const { operator, player } = await fundedPlayer(app);
    const first = (await requestWithdrawal(app, player.token, 10_000)).json() as Withdrawal;
    await postJson(app, `/api/admin/withdrawals/${first.id}/approve`, operator.token);
    const second = (await requestWithdrawal(app, player.token, 20_000)).json() as Withdrawal;

    expect(await pendingWithdrawals(app, player.token)).toMatchObject([
      { id: second.id, status: 'pending', amount: 20_000 },
      { id: first.id, status: 'approved', amount: 10_000 },
    ]);

    // Only one may be pending; an approved one does not count.
    const third = await requestWithdrawal(app, player.token, 1_000);
    expect(third.statusCode).toBe(409);

    await postJson(app, `/api/admin/withdrawals/${first.id}/sent`, operator.token, {});
    await cancel(app, player.token, second.id);
    expect(await pendingWithdrawals(app, player.token)).toEqual([]);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 10_000);
  });

  it('answers an EUR player in EUR', async () => {
    const { app } = getApp();
    const { player } = await fundedPlayer(app, { currency: 'EUR' });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_EUR);
    const response = await requestWithdrawal(app, player.token, 10_000);
    // 0.00002 BTC × 89,200.00 EUR = 1.784 → 1.78.
    expect(response.json()).toMatchObject({ amount: 10_000, fee: 178, net_amount: 9_822 });
  });
});
