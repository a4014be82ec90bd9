import { TIP_MAX_MINOR, TIP_MIN_MINOR, WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  connectRealtime,
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  sendTip,
} from './helpers/wallet.js';

/**
 * Tips (the wallet dialog's tips tab, sent through the deposit-request call with type 'tip'):
 * one atomic transfer between two players' cash, never to oneself, within the tip limits, for a
 * verified e-mail, with a live notice to both players; switched off by TIPS_ENABLED=false.
 */
const FUNDED_USD = 96_500;

/** A sender funded with 0.01 BTC (965.00 USD) and a recipient with nothing. */
async function twoPlayers(app: FastifyInstance, db: Db) {
  const operator = await registerOperator(app, db);
  const sender = await registerVerifiedPlayer(app, db);
  const recipient = await registerVerifiedPlayer(app, db);
  await fundWithBitcoin(app, operator.token, sender, '0.01');
  return { operator, sender, recipient };
}

describe('tips', () => {
  const getApp = useTestApp();
  const players = (app: FastifyInstance) => twoPlayers(app, getApp().database.db);

  it('need a signed-in player', async () => {
    const { app } = getApp();
    const response = await sendTip(app, undefined, 'someone', 1_000);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('go to a nickname: one transfer from cash to cash', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    const response = await sendTip(app, sender.token, recipient.name, 2_500);
    expect(response.statusCode, response.body).toBe(201);
    const tip = response.json() as Record<string, unknown>;
    expect(tip).toMatchObject({ type: 'tip', amount: 2_500, recipient: recipient.name });
    expect(Number.isInteger(tip.id)).toBe(true);
    expect(Number.isNaN(Date.parse(String(tip.created_at)))).toBe(false);

    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD - 2_500);
    expect((await balances(app, recipient.token)).w_balance).toBe(2_500);
  });

  it('go to a player id, also written #id', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    expect((await sendTip(app, sender.token, recipient.id, 1_000)).statusCode).toBe(201);
    expect((await sendTip(app, sender.token, `#${recipient.id}`, 1_000)).statusCode).toBe(201);
    expect((await balances(app, recipient.token)).w_balance).toBe(2_000);
  });

  it('never go to oneself, by nickname or by id', async () => {
    const { app } = getApp();
    const { sender } = await players(app);
    for (const reference of [sender.name, String(sender.id), `#${sender.id}`]) {
      const response = await sendTip(app, sender.token, reference, 1_000);
      expect(response.statusCode, reference).toBe(422);
      expect(response.json()).toEqual({
        message: WALLET_MESSAGES.tipSelf,
        code: 'validation_failed',
        errors: { reference_number: [WALLET_MESSAGES.tipSelf] },
        codes: { reference_number: ['tip_self'] },
      });
    }
    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD);
  });

  it('need a recipient who exists and is a player', async () => {
    const { app } = getApp();
    const { operator, sender } = await players(app);
    for (const reference of [
      'nobody_by_this_name',
      '999999999',
      String(operator.id),
      operator.name,
    ]) {
      const response = await sendTip(app, sender.token, reference, 1_000);
      expect(response.statusCode, reference).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { reference_number: [WALLET_MESSAGES.tipRecipientUnknown] },
      });
    }
    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD);
  });

  it('go only to players of the same currency', async () => {
    const { app, database } = getApp();
    const { sender } = await players(app);
    const european = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const response = await sendTip(app, sender.token, european.name, 1_000);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: WALLET_MESSAGES.tipCurrencyMismatch });
    expect((await balances(app, european.token)).w_balance).toBe(0);
  });

  it('stay within the tip limits, shown in the currency of the sender', async () => {
    const { app, database } = getApp();
    const { sender, recipient } = await players(app);
    const low = await sendTip(app, sender.token, recipient.name, TIP_MIN_MINOR - 1);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toEqual({
      message: 'Min tip is 1.00 USD',
      code: 'validation_failed',
      errors: { sent_amount: ['Min tip is 1.00 USD'] },
      codes: { sent_amount: ['tip_min_limit'] },
    });
    const high = await sendTip(app, sender.token, recipient.name, TIP_MAX_MINOR + 1);
    expect(high.statusCode).toBe(422);
    expect(high.json()).toMatchObject({ message: 'Max tip is 1000.00 USD' });

    expect((await sendTip(app, sender.token, recipient.name, TIP_MIN_MINOR)).statusCode).toBe(201);
    const european = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const lowEur = await sendTip(app, european.token, recipient.name, 1);
    expect(lowEur.json()).toMatchObject({ message: 'Min tip is 1.00 EUR' });
  });

  it('cannot exceed the cash balance, and then move nothing', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    const response = await sendTip(app, sender.token, recipient.name, TIP_MAX_MINOR);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: WALLET_MESSAGES.tipExceedsBalance,
      code: 'validation_failed',
      errors: { sent_amount: [WALLET_MESSAGES.tipExceedsBalance] },
      codes: { sent_amount: ['tip_exceeds_balance'] },
    });
    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD);
    expect((await balances(app, recipient.token)).w_balance).toBe(0);
  });

  it('need a verified e-mail of the sender', async () => {
    const { app, database } = getApp();
    const unverified = await registerPlayer(app);
    const recipient = await registerVerifiedPlayer(app, database.db);
    const response = await sendTip(app, unverified.token, recipient.name, 1_000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: WALLET_MESSAGES.emailNotVerified,
      code: 'email_not_verified',
    });
  });

  it('refuse amounts that are not whole cents and a missing recipient', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    for (const amount of [10.5, -1_000, 0]) {
      const response = await sendTip(app, sender.token, recipient.name, amount);
      expect(response.statusCode, String(amount)).toBe(422);
    }
    const noRecipient = await postJson(app, '/api/wallet/request/deposit', sender.token, {
      type: 'tip',
      sent_amount: 1_000,
    });
    expect(noRecipient.statusCode).toBe(422);
    const noAmount = await postJson(app, '/api/wallet/request/deposit', sender.token, {
      type: 'tip',
      reference_number: recipient.name,
    });
    expect(noAmount.statusCode).toBe(422);
    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD);
  });

  it('are sent once for a replayed Idempotency-Key', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    const key = { 'idempotency-key': 'tip-replay-000001' };
    const first = await sendTip(app, sender.token, recipient.name, 3_000, key);
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => sendTip(app, sender.token, recipient.name, 3_000, key)),
    );
    for (const replay of replays) {
      expect(replay.statusCode, replay.body).toBe(201);
      expect((replay.json() as { id: number }).id).toBe((first.json() as { id: number }).id);
    }
    expect((await balances(app, recipient.token)).w_balance).toBe(3_000);

    const different = await sendTip(app, sender.token, recipient.name, 4_000, key);
    expect(different.statusCode).toBe(409);
    expect((await balances(app, recipient.token)).w_balance).toBe(3_000);
  });

  it('never overdraw when many are sent at once', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    // 965.00 USD: room for one tip of 600.00.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendTip(app, sender.token, recipient.name, 60_000)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(5);
    expect((await balances(app, sender.token)).w_balance).toBe(FUNDED_USD - 60_000);
    expect((await balances(app, recipient.token)).w_balance).toBe(60_000);
  });

  it('notify both players live, with their new balances', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    const baseUrl = await listenOnLoopback(app);
    const senderSocket = await connectRealtime(baseUrl, sender.token);
    const recipientSocket = await connectRealtime(baseUrl, recipient.token);
    try {
      expect((await sendTip(app, sender.token, recipient.name, 500)).statusCode).toBe(201);
      await expect(recipientSocket.next('NEW_NOTIFICATION')).resolves.toMatchObject({
        text: `You received a tip of 5.00 USD from ${sender.name}.`,
      });
      await expect(senderSocket.next('NEW_NOTIFICATION')).resolves.toMatchObject({
        text: `You sent a tip of 5.00 USD to ${recipient.name}.`,
      });
      await expect(
        recipientSocket.next('WALLET_BALANCE', (event) => event.balance === 500),
      ).resolves.toMatchObject({ balanceBonus: 0 });
      await expect(
        senderSocket.next('WALLET_BALANCE', (event) => event.balance === FUNDED_USD - 500),
      ).resolves.toBeDefined();
    } finally {
      senderSocket.close();
      recipientSocket.close();
    }
  });

  it('show in both transaction lists', async () => {
    const { app } = getApp();
    const { sender, recipient } = await players(app);
    await sendTip(app, sender.token, recipient.name, 1_500);
    const list = async (token: string) =>
      (
        (await postJson(app, '/api/wallet/transactions', token, { filter: 'all' })).json() as {
          transactions: { type: string; amount: number; balance_after: number }[];
        }
      ).transactions;
    expect((await list(sender.token))[0]).toMatchObject({
      type: 'tip_sent',
      amount: -1_500,
      balance_after: FUNDED_USD - 1_500,
    });
    expect(await list(recipient.token)).toMatchObject([
      { type: 'tip_received', amount: 1_500, balance_after: 1_500 },
    ]);
  });
});

describe('tips switched off (TIPS_ENABLED=false)', () => {
  const getApp = useTestApp({ TIPS_ENABLED: 'false' });

  it('are refused with 403 and move nothing', async () => {
    const { app, database } = getApp();
    const { sender, recipient } = await twoPlayers(app, database.db);
    const response = await sendTip(app, sender.token, recipient.name, 1_000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: WALLET_MESSAGES.tipsDisabled,
      code: 'tips_disabled',
    });
    expect((await balances(app, recipient.token)).w_balance).toBe(0);

    const config = await app.inject({ method: 'GET', url: '/api/wallet/config' });
    expect(config.json()).toMatchObject({ tips_enabled: false });
  });

  it('leave deposit notes working', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const response = await postJson(app, '/api/wallet/request/deposit', player.token, {
      reference_number: 'a'.repeat(64),
      entity_wallet_id: 1,
      sent_amount: 10_000,
    });
    expect(response.statusCode).toBe(201);
  });
});
