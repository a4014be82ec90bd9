import { randomBytes } from 'node:crypto';
import { TRANSACTIONS_PAGE_SIZE, type WalletTransaction } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
  sendTip,
} from './helpers/wallet.js';

/**
 * The player's transaction lists (SPEC §2 /settings/transactions, §7): the filters, the game
 * list, keyset paging, signed amounts and the balance after each movement.
 */
const getApp = useTestApp();

const LISTS = [
  '/api/wallet/transactions',
  '/api/qt/transactions',
  '/api/wallet/bonus/transactions',
];

async function transactions(
  app: FastifyInstance,
  token: string,
  body?: Record<string, unknown>,
  url = '/api/wallet/transactions',
) {
  const response = await postJson(app, url, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { transactions: WalletTransaction[] }).transactions;
}

/**
 * A player's history, oldest first: deposit 965.00, withdrawal of 200.00 (cancelled, so also its
 * return), tip of 10.00 sent, deposit 96.50, withdrawal of 100.00 (pending), tip of 2.00 received.
 */
async function playerWithHistory(app: FastifyInstance) {
  const { database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db);
  const friend = await registerVerifiedPlayer(app, database.db);
  const firstTxid = randomBytes(32).toString('hex');
  await fundWithBitcoin(app, operator.token, player, '0.01', { txid: firstTxid });
  await fundWithBitcoin(app, operator.token, friend, '0.001');
  const cancelled = (await requestWithdrawal(app, player.token, 20_000)).json() as { id: number };
  await postJson(app, `/api/wallet/withdrawal/${cancelled.id}/cancel`, player.token);
  await sendTip(app, player.token, friend.name, 1_000);
  await fundWithBitcoin(app, operator.token, player, '0.001');
  await requestWithdrawal(app, player.token, 10_000);
  await sendTip(app, friend.token, player.name, 200);
  return { operator, player, friend, firstTxid };
}

describe('transaction lists need a signed-in player', () => {
  it.each(LISTS)('%s answers 401 Unauthenticated. without a token', async (url) => {
    const { app } = getApp();
    const response = await postJson(app, url, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('a new player', () => {
  it.each(LISTS)('%s is empty, with or without a body', async (url) => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    expect(await transactions(app, player.token, undefined, url)).toEqual([]);
    expect(await transactions(app, player.token, {}, url)).toEqual([]);
  });
});

describe('the wallet transaction list', () => {
  it('shows every movement newest first, signed, with the balance after it', async () => {
    const { app } = getApp();
    const { player } = await playerWithHistory(app);
    const all = await transactions(app, player.token, { filter: 'all' });

    expect(all.map((entry) => [entry.type, entry.amount, entry.balance_after])).toEqual([
      ['tip_received', 200, 95_350],
      ['withdrawal', -10_000, 95_150],
      ['deposit', 9_650, 105_150],
      ['tip_sent', -1_000, 95_500],
      ['withdrawal_returned', 20_000, 96_500],
      ['withdrawal', -20_000, 76_500],
      ['deposit', 96_500, 96_500],
    ]);
  });

  it('describes each movement with the columns of SPEC §3', async () => {
    const { app } = getApp();
    const { player, friend, firstTxid } = await playerWithHistory(app);
    const all = await transactions(app, player.token);
    const [received, pending, , sentTip, , cancelled, firstDeposit] = all;

    expect(firstDeposit).toMatchObject({
      type: 'deposit',
      balance_type: 'cash',
      currency: 'USD',
      status: 'confirmed',
      confirmed: 1,
      coin: 'BTC',
      sent_amount: '0.01',
      reference_number: firstTxid,
    });
    expect(cancelled).toMatchObject({ type: 'withdrawal', status: 'cancelled', confirmed: 0 });
    expect(pending).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      confirmed: 0,
      coin: 'BTC',
    });
    expect(sentTip).toMatchObject({ type: 'tip_sent', reference_number: friend.name });
    expect(received?.type).toBe('tip_received');
    for (const entry of all) {
      expect(entry.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
    }
    expect(new Set(all.map((entry) => entry.uuid)).size).toBe(all.length);
  });

  it('filters withdrawals, deposits and bonus movements', async () => {
    const { app } = getApp();
    const { player } = await playerWithHistory(app);
    const types = async (filter: string) =>
      (await transactions(app, player.token, { filter })).map((entry) => entry.type);

    expect(await types('withdrawals')).toEqual(['withdrawal', 'withdrawal_returned', 'withdrawal']);
    expect(await types('deposits')).toEqual(['deposit', 'deposit']);
    expect(await types('bonus')).toEqual([]);
    expect(
      await transactions(app, player.token, undefined, '/api/wallet/bonus/transactions'),
    ).toEqual([]);
    // No game has been played: the game list stays empty whatever moved in the wallet.
    expect(await transactions(app, player.token, undefined, '/api/qt/transactions')).toEqual([]);
  });

  it('pages with before_id (keyset) and never shows another player', async () => {
    const { app } = getApp();
    const { player, friend } = await playerWithHistory(app);
    const all = await transactions(app, player.token);
    const third = all[2];
    if (!third) throw new Error('the history has seven movements');

    const older = await transactions(app, player.token, { filter: 'all', before_id: third.id });
    expect(older).toEqual(all.slice(3));
    const oldest = all.at(-1);
    expect(await transactions(app, player.token, { before_id: oldest?.id })).toEqual([]);

    const friendIds = new Set((await transactions(app, friend.token)).map((entry) => entry.id));
    expect(all.some((entry) => friendIds.has(entry.id))).toBe(false);
    expect(await transactions(app, friend.token, { filter: 'deposits' })).toHaveLength(1);
  });

  it('refuses an unknown filter and a bad before_id', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    for (const body of [{ filter: 'games' }, { before_id: -1 }, { before_id: 'abc' }]) {
      const response = await postJson(app, '/api/wallet/transactions', player.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it(`answers at most ${TRANSACTIONS_PAGE_SIZE} rows and the next page carries on`, async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const info = await postJson(app, '/api/wallet/depositwallet', player.token, { symbol: 'BTC' });
    const { address } = info.json() as { address: string };
    const count = TRANSACTIONS_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1) {
      await postJson(app, '/api/admin/deposits/simulate', operator.token, {
        address,
        crypto_amount: '0.00001',
      });
    }
    const firstPage = await transactions(app, player.token);
    expect(firstPage).toHaveLength(TRANSACTIONS_PAGE_SIZE);
    const secondPage = await transactions(app, player.token, { before_id: firstPage.at(-1)?.id });
    expect(secondPage).toHaveLength(5);
    // 0.00001 BTC is 0.96 USD (0.965 rounded down); the oldest row holds the first one.
    expect(secondPage.at(-1)?.balance_after).toBe(96);
    expect(firstPage[0]?.balance_after).toBe(96 * count);
  });
});
