import { randomBytes } from 'node:crypto';
import type { AppAlertEvent } from '@satsino/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { stageMoneyNotice } from '../src/modules/wallet/money-notices.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  connectRealtime,
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * Money events notify the player (issue 17): a deposit credited (coin, Lightning, the sandbox's
 * simulated payments) and each step of a withdrawal (approved, sent, confirmed, rejected), in
 * the player's language, stored and published live — once per movement or status change, however
 * often a report or a click is repeated, and never for a transaction that rolled back.
 */
const getApp = useTestApp();

const txid = () => randomBytes(32).toString('hex');

let listening: Promise<string> | undefined;
/** The app listens once per file, for the players' sockets. */
const baseUrl = () => {
  listening ??= listenOnLoopback(getApp().app);
  return listening;
};

async function noticesOf(app: FastifyInstance, player: TestPlayer) {
  const response = await postJson(app, '/api/user/notifications', player.token, { read: true });
  expect(response.statusCode, response.body).toBe(200);
  const { notifications } = response.json() as { notifications: { id: number; text: string }[] };
  // Newest first on the wire; oldest first reads like the story it tells.
  return notifications.reverse();
}

const textsOf = async (app: FastifyInstance, player: TestPlayer) =>
  (await noticesOf(app, player)).map((notice) => notice.text);

async function depositAddress(app: FastifyInstance, player: TestPlayer) {
  const response = await postJson(app, '/api/wallet/depositwallet', player.token, {
    symbol: 'BTC',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { address: string }).address;
}

const act = (
  app: FastifyInstance,
  token: string,
  id: number,
  action: 'approve' | 'reject' | 'sent' | 'confirm',
  body?: Record<string, unknown>,
) => postJson(app, `/api/admin/withdrawals/${id}/${action}`, token, body);

/** A player paid 0.01 BTC, with a pending withdrawal of 200.00 of their currency. */
async function pendingWithdrawal(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db, overrides);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  const response = await requestWithdrawal(app, player.token, 20_000);
  expect(response.statusCode, response.body).toBe(201);
  return { operator, player, id: (response.json() as { id: number }).id };
}

describe('a deposit credited', () => {
  it('notifies once it has its confirmations, stored and live, once however often reported', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const socket = await connectRealtime(await baseUrl(), player.token);
    try {
      const seen = txid();
      const report = (confirmations: number) =>
        postJson(app, '/api/admin/deposits/simulate', operator.token, {
          address,
          crypto_amount: '0.001',
          txid: seen,
          confirmations,
        });
      expect((await report(0)).statusCode).toBe(200);
      // Seen but not credited: nothing moved, nothing to tell.
      expect(await textsOf(app, player)).toEqual([]);

      const reports = await Promise.all([report(3), report(3), report(6)]);
      for (const answer of reports) expect(answer.statusCode, answer.body).toBe(200);
      const text = 'Deposit credited: 0.00100000 BTC (96.50 USD).';
      const stored = await noticesOf(app, player);
      expect(stored.map((notice) => notice.text)).toEqual([text]);
      await expect(socket.next('NEW_NOTIFICATION')).resolves.toEqual({
        type: 'NEW_NOTIFICATION',
        id: stored[0]?.id,
        text,
      });

      expect((await report(7)).statusCode).toBe(200);
      expect(await textsOf(app, player)).toEqual([text]);
    } finally {
      socket.close();
    }
  });

  it("is told in the player's language and currency", async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db, {
      locale: 'de',
      currency: 'EUR',
    });
    await fundWithBitcoin(app, operator.token, player, '0.001');
    // 0.001 BTC at the sandbox's 89,200.00 EUR.
    expect(await textsOf(app, player)).toEqual([
      'Einzahlung gutgeschrieben: 0.00100000 BTC (89.20 EUR).',
    ]);
  });

  it('notifies once for a Lightning invoice paid, however many times it is reported', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const created = await postJson(app, '/api/wallet/lightning/invoice', player.token, {
      amount: 25_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as {
      id: number;
      payment_request: string;
      crypto_amount: string;
    };
    const socket = await connectRealtime(await baseUrl(), player.token);
    try {
      const reports = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          postJson(app, '/api/admin/lightning/simulate', operator.token, {
            payment_request: invoice.payment_request,
          }),
        ),
        // The player's own poll settles it too.
        app.inject({
          method: 'GET',
          url: `/api/wallet/lightning/invoice/${invoice.id}`,
          headers: bearer(player.token),
        }),
      ]);
      for (const answer of reports) expect(answer.statusCode, answer.body).toBe(200);
      const text = `Deposit credited: ${invoice.crypto_amount} BTC (250.00 USD).`;
      expect(await textsOf(app, player)).toEqual([text]);
      await expect(socket.next('NEW_NOTIFICATION')).resolves.toMatchObject({ text });
    } finally {
      socket.close();
    }
  });
});

describe('a withdrawal', () => {
  it('notifies each step once: approved (clicked twice at once), sent, confirmed', async () => {
    const { app } = getApp();
    const { operator, player, id } = await pendingWithdrawal(app);
    const socket = await connectRealtime(await baseUrl(), player.token);
    try {
      const approvals = await Promise.all([
        act(app, operator.token, id, 'approve'),
        act(app, operator.token, id, 'approve'),
      ]);
      expect(approvals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

      const paid = `3f2a9c1b${'0'.repeat(48)}7d04e8aa`;
      const sent = await act(app, operator.token, id, 'sent', { txid: paid });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await act(app, operator.token, id, 'sent', { txid: paid })).statusCode).toBe(409);
      expect((await act(app, operator.token, id, 'confirm')).statusCode).toBe(200);
      expect((await act(app, operator.token, id, 'confirm')).statusCode).toBe(409);

      const steps = [
        'Your withdrawal of 200.00 USD was approved and will be sent shortly.',
        // 197.07 USD (200.00 − 1.93 fee) at 96,500.00 USD, rounded down to satoshis.
        'Your withdrawal of 200.00 USD was sent: 0.00205253 BTC, transaction 3f2a9c1b…7d04e8aa.',
        'Your withdrawal of 200.00 USD is confirmed on the network.',
      ];
      expect((await textsOf(app, player)).slice(1)).toEqual(steps);
      // Published in commit order: once the last has arrived, every earlier one has too.
      await socket.next('NEW_NOTIFICATION', (event) => event.text === steps[2]);
      const live = socket.received.filter(
        (event): event is Extract<AppAlertEvent, { type: 'NEW_NOTIFICATION' }> =>
          event.type === 'NEW_NOTIFICATION',
      );
      expect(live.map((event) => event.text)).toEqual(steps);
    } finally {
      socket.close();
    }
  });

  it("tells a rejection with the operator's reason, in the player's language, once", async () => {
    const { app } = getApp();
    const { operator, player, id } = await pendingWithdrawal(app, {
      locale: 'de',
      currency: 'EUR',
    });
    const reason = 'Die Adresse gehört zu einer Börse, die wir nicht bedienen.';
    const rejections = await Promise.all([
      act(app, operator.token, id, 'reject', { reason }),
      act(app, operator.token, id, 'reject', { reason }),
    ]);
    expect(rejections.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await textsOf(app, player)).slice(1)).toEqual([
      `Deine Auszahlung von 200.00 EUR wurde abgelehnt; der Betrag ist wieder in deinem Guthaben. Grund: ${reason}`,
    ]);
  });

  it('tells nothing of a step that was refused', async () => {
    const { app } = getApp();
    const { operator, player, id } = await pendingWithdrawal(app);
    expect((await act(app, operator.token, id, 'confirm')).statusCode).toBe(409);
    expect((await act(app, operator.token, id, 'sent', { txid: txid() })).statusCode).toBe(409);
    // Cancelled by the player themselves: they know; and a cancelled one cannot be approved.
    expect(
      (await postJson(app, `/api/wallet/withdrawal/${id}/cancel`, player.token)).statusCode,
    ).toBe(200);
    expect((await act(app, operator.token, id, 'approve')).statusCode).toBe(409);
    expect(await textsOf(app, player)).toEqual(['Deposit credited: 0.01000000 BTC (965.00 USD).']);
  });
});

describe('a money notice', () => {
  it('is stored in the transaction it reports and published only after its commit', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db, { locale: 'fr' });
    const published: string[] = [];
    const realtime = {
      publishAppAlert: (_userId: number, event: AppAlertEvent) => {
        if (event.type === 'NEW_NOTIFICATION') published.push(event.text);
      },
    };
    const notifier = createNotifier({ db: database.db, realtime, now: () => new Date() });
    const ledger = createLedger({
      pool: database.pool,
      logger: pino({ level: 'silent' }),
      publishAppAlert: () => {},
    });
    const text = 'Votre retrait de 1.00 USD est confirmé sur le réseau.';

    await expect(
      ledger.transact(async (work) => {
        await stageMoneyNotice(notifier, work, player.id, (notices) =>
          notices.withdrawalConfirmed('1.00 USD'),
        );
        throw new Error('the movement failed after the notice was staged');
      }),
    ).rejects.toThrow('the movement failed');
    expect(await textsOf(app, player)).toEqual([]);
    expect(published).toEqual([]);

    const publish = await ledger.transact(async (work) => {
      const staged = await stageMoneyNotice(notifier, work, player.id, (notices) =>
        notices.withdrawalConfirmed('1.00 USD'),
      );
      // Not yet committed: another connection does not see it, and nothing was published.
      expect(await textsOf(app, player)).toEqual([]);
      return staged;
    });
    expect(published).toEqual([]);
    publish();
    expect(published).toEqual([text]);
    expect(await textsOf(app, player)).toEqual([text]);
  });
});
