import { randomBytes } from 'node:crypto';
import { type AccountBonus, type AdminBonus, BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_LOCK_NAMESPACE } from '../src/modules/bonuses/bonuses.repo.js';
import { createBonusService } from '../src/modules/bonuses/bonuses.service.js';
import { createOperatorLog } from '../src/modules/operator-log/operator-log.js';
import { createSandboxGateway } from '../src/modules/payments/sandbox/sandbox-gateway.js';
import { createWithdrawalService } from '../src/modules/wallet/withdrawals.service.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { startCoinRemitterStandIn } from './helpers/coinremitter-stand-in.js';
import {
  type Answer,
  expectBalancesMatchRows,
  expectCleanAudit,
  expectNoServerError,
  expectStatuses,
  fire,
  ledgerBalances,
  sideLedger,
  statusCounts,
  TipBook,
} from './helpers/races.js';
import {
  ENTITY_WALLET_IDS,
  EXTERNAL_ADDRESSES,
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
  sendTip,
} from './helpers/wallet.js';

/*
 * Every money endpoint of the cashier and the bonus programme, fired many times at once — the
 * same request, mixed requests, with equal and with different Idempotency-Key headers. Whatever
 * the interleaving: no answer is a server error; a loser of a race gets the first answer (a
 * replay), a 409, or a refusal it deserves (too little money, a withdrawal already pending); the
 * same key with a different body is a 409; and afterwards every player's balances equal what
 * the request rows say, and the ledger audit is clean.
 */

const PARALLEL = 50;
/** 0.01 BTC at the sandbox rate. */
const FUNDED_USD = 96_500;
/** A second outside BTC address (a P2PKH one), for requests that differ only in the address. */
const OTHER_BTC_ADDRESS = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

const key = (label: string) => ({
  'idempotency-key': `${label}-${randomBytes(8).toString('hex')}`,
});
const message = (answer: Answer) => answer.body.message;

describe('on the sandbox gateway', () => {
  const getApp = useTestApp();

  let operator: TestPlayer;
  beforeAll(async () => {
    const { app, database } = getApp();
    operator = await registerOperator(app, database.db);
  });

  async function player(fundedWith?: string): Promise<TestPlayer> {
    const { app, database } = getApp();
    const registered = await registerVerifiedPlayer(app, database.db);
    if (fundedWith) await fundWithBitcoin(app, operator.token, registered, fundedWith);
    return registered;
  }

  /** After every race: balances equal the rows (and the tips answered), the audit is clean. */
  async function expectSound(players: readonly TestPlayer[], tips = new TipBook()) {
    const { app, database } = getApp();
    await expectBalancesMatchRows(
      database.pool,
      players.map((each) => each.id),
      tips,
    );
    await expectCleanAudit(app, operator.token);
  }

  const withdrawalBody = (amount: number, address: string = EXTERNAL_ADDRESSES.BTC) => ({
    wallet_address: address,
    entity_wallet_id: ENTITY_WALLET_IDS.BTC,
    amount,
  });

  async function pendingWithdrawal(owner: TestPlayer, amount = 10_000): Promise<number> {
    const response = await requestWithdrawal(getApp().app, owner.token, amount);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  const adminAction = (
    id: number,
    action: string,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    postJson(getApp().app, `/api/admin/withdrawals/${id}/${action}`, operator.token, body, headers);

  /** Half the requests of a race share one Idempotency-Key, the other half each have their own. */
  const mixedKeys = (label: string) => {
    const shared = key(label);
    return (index: number) => (index % 2 ? shared : key(label));
  };

  describe('tips', () => {
    it('with one key, 50 at once move the money once and all answer the first tip', async () => {
      const { app } = getApp();
      const sender = await player('0.01');
      const recipient = await player();
      const headers = key('tip');

      const answers = await fire(PARALLEL, () =>
        sendTip(app, sender.token, recipient.name, 1_000, headers),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [201]);
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      const tips = new TipBook();
      for (const answer of answers) tips.record(answer, sender.id, recipient.id);
      expect(tips.size).toBe(1);
      await expectSound([sender, recipient], tips);
    });

    it('with different keys, 50 at once spend the balance and no more', async () => {
      const { app } = getApp();
      // 96.50: nine tips of 10.00 fit, the tenth does not.
      const sender = await player('0.001');
      const recipient = await player();

      const answers = await fire(PARALLEL, () =>
        sendTip(app, sender.token, recipient.name, 1_000, key('tip')),
      );

      expectNoServerError(answers);
      const paid = answers.filter((answer) => answer.status === 201);
      expect(paid).toHaveLength(9);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ sent_amount: [WALLET_MESSAGES.tipExceedsBalance] });
      }
      const tips = new TipBook();
      for (const answer of answers) tips.record(answer, sender.id, recipient.id);
      await expectSound([sender, recipient], tips);
    });

    it('with one key and different bodies, only the first body is paid; the others are 409', async () => {
      const { app } = getApp();
      const sender = await player('0.01');
      const recipients = [await player(), await player()];
      const headers = key('tip');
      const bodyOf = (index: number) => ({
        to: recipients[index % 2] as TestPlayer,
        amount: index % 3 === 0 ? 1_000 : 2_000,
      });

      const answers = await fire(20, (index) => {
        const { to, amount } = bodyOf(index);
        return sendTip(app, sender.token, to.name, amount, headers);
      });

      expectNoServerError(answers);
      const paid = answers.filter((answer) => answer.status === 201);
      expect(paid.length).toBeGreaterThan(0);
      const winner = paid[0] as Answer;
      const won = bodyOf(winner.index);
      const tips = new TipBook();
      for (const answer of answers) {
        const { to, amount } = bodyOf(answer.index);
        const same = to === won.to && amount === won.amount;
        if (same) {
          expect(answer.status).toBe(201);
          expect(answer.body).toEqual(winner.body);
        } else {
          expect(answer.status).toBe(409);
          expect(message(answer)).toBe(WALLET_MESSAGES.idempotencyConflict);
        }
        tips.record(answer, sender.id, to.id);
      }
      expect(tips.size).toBe(1);
      await expectSound([sender, ...recipients], tips);
    });

    it('crossing between two players while both withdraw keep every balance', async () => {
      const { app } = getApp();
      const one = await player('0.001');
      const two = await player('0.001');
      const tips = new TipBook();

      const answers = await fire(40, (index) => {
        if (index % 4 === 0) return requestWithdrawal(app, one.token, 2_000, key('withdrawal'));
        if (index % 4 === 1) return requestWithdrawal(app, two.token, 2_000, key('withdrawal'));
        const [from, to] = index % 2 === 0 ? [one, two] : [two, one];
        return sendTip(app, from.token, to.name, 700, key('tip'));
      });

      expectNoServerError(answers);
      for (const answer of answers) {
        if (answer.index % 4 < 2) {
          expect([201, 409, 422]).toContain(answer.status);
          if (answer.status === 409) expect(message(answer)).toBe(WALLET_MESSAGES.withdrawPending);
        } else {
          expect([201, 422]).toContain(answer.status);
          const [from, to] = answer.index % 2 === 0 ? [one, two] : [two, one];
          tips.record(answer, from.id, to.id);
        }
      }
      await expectSound([one, two], tips);
    });
  });

  describe('withdrawal requests', () => {
    it('with one key, 50 at once hold the money once and all answer the first request', async () => {
      const { app } = getApp();
      const owner = await player('0.01');
      const headers = key('withdrawal');

      const answers = await fire(PARALLEL, () =>
        requestWithdrawal(app, owner.token, 10_000, headers),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [201]);
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      await expectSound([owner]);
    });

    it('with different keys, 50 at once leave one pending; the others are told so', async () => {
      const { app } = getApp();
      const owner = await player('0.01');

      const answers = await fire(PARALLEL, () =>
        requestWithdrawal(app, owner.token, 10_000, key('withdrawal')),
      );

      expectNoServerError(answers);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(answer.status).toBe(409);
        expect(message(answer)).toBe(WALLET_MESSAGES.withdrawPending);
      }
      await expectSound([owner]);
    });

    /** Fires `count` requests under one key with the bodies `bodyOf` gives; checks the answers. */
    async function oneKeyManyBodies(
      count: number,
      bodyOf: (index: number) => ReturnType<typeof withdrawalBody>,
    ) {
      const { app } = getApp();
      const owner = await player('0.01');
      const headers = key('withdrawal');
      const answers = await fire(count, (index) =>
        postJson(app, '/api/wallet/request/withdrawal', owner.token, bodyOf(index), headers),
      );
      expectNoServerError(answers);
      const held = answers.filter((answer) => answer.status === 201);
      expect(held.length).toBeGreaterThan(0);
      const winner = held[0] as Answer;
      for (const answer of answers) {
        if (JSON.stringify(bodyOf(answer.index)) === JSON.stringify(bodyOf(winner.index))) {
          expect(answer.status).toBe(201);
          expect(answer.body).toEqual(winner.body);
        } else {
          expect(answer.status, JSON.stringify(answer)).toBe(409);
          expect(message(answer)).toBe(WALLET_MESSAGES.idempotencyConflict);
        }
      }
      await expectSound([owner]);
    }

    it('with one key and two addresses at once, the second address is a 409, not the first’s answer', async () => {
      // Two requests pass the replay check together; the loser meets the key inside the hold's
      // transaction, where the amount matches and only the address differs.
      for (let round = 0; round < 10; round++) {
        await oneKeyManyBodies(2, (index) =>
          index === 0 ? withdrawalBody(10_000) : withdrawalBody(10_000, OTHER_BTC_ADDRESS),
        );
      }
    });

    it('with one key and different bodies, 30 at once hold only the first body; the others are 409', async () => {
      const bodies = [
        withdrawalBody(10_000),
        withdrawalBody(10_000, OTHER_BTC_ADDRESS),
        withdrawalBody(12_000),
      ];
      await oneKeyManyBodies(30, (index) => bodies[index % 3] as ReturnType<typeof withdrawalBody>);
    });
  });

  describe('withdrawal cancel and the operator’s actions', () => {
    it('cancel: 50 at once return the hold once', async () => {
      const { app } = getApp();
      const owner = await player('0.01');
      const id = await pendingWithdrawal(owner);

      const answers = await fire(PARALLEL, (index) =>
        postJson(
          app,
          `/api/wallet/withdrawal/${id}/cancel`,
          owner.token,
          undefined,
          index % 2 ? key('cancel') : { 'idempotency-key': `cancel-${id}-same` },
        ),
      );

      expectNoServerError(answers);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(message(answer)).toBe(WALLET_MESSAGES.withdrawalNotCancellable);
      }
      await expectSound([owner]);
    });

    for (const action of ['approve', 'reject'] as const) {
      it(`${action}: 50 at once change the withdrawal once`, async () => {
        const owner = await player('0.01');
        const id = await pendingWithdrawal(owner);
        const body = action === 'reject' ? { reason: 'race' } : undefined;

        const keys = mixedKeys(action);
        const answers = await fire(PARALLEL, (index) => adminAction(id, action, body, keys(index)));

        expectNoServerError(answers);
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
        for (const answer of answers.filter((each) => each.status !== 200)) {
          expect(answer.status).toBe(409);
          expect(message(answer)).toBe(WALLET_MESSAGES.withdrawalWrongState);
        }
        await expectSound([owner]);
      });
    }

    it('sent: 50 at once, through the gateway or with txids, pay once', async () => {
      const owner = await player('0.01');
      const id = await pendingWithdrawal(owner);
      expect((await adminAction(id, 'approve')).statusCode).toBe(200);

      const keys = mixedKeys('sent');
      const answers = await fire(PARALLEL, (index) =>
        adminAction(
          id,
          'sent',
          index % 2 ? {} : { txid: randomBytes(32).toString('hex') },
          keys(index),
        ),
      );

      expectNoServerError(answers);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expectStatuses(answers, [200, 409]);
      await expectSound([owner]);
    });

    it('confirm: 50 at once confirm once', async () => {
      const owner = await player('0.01');
      const id = await pendingWithdrawal(owner);
      expect((await adminAction(id, 'approve')).statusCode).toBe(200);
      expect((await adminAction(id, 'sent', {})).statusCode).toBe(200);

      const keys = mixedKeys('confirm');
      const answers = await fire(PARALLEL, (index) =>
        adminAction(id, 'confirm', undefined, keys(index)),
      );

      expectNoServerError(answers);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expectStatuses(answers, [200, 409]);
      await expectSound([owner]);
    });

    it('cancel, approve, reject, sent and confirm all at once end in one consistent state', async () => {
      const { app } = getApp();
      for (let round = 0; round < 5; round++) {
        const owner = await player('0.01');
        const id = await pendingWithdrawal(owner);
        const answers = await fire(PARALLEL, (index) => {
          switch (index % 5) {
            case 0:
              return postJson(app, `/api/wallet/withdrawal/${id}/cancel`, owner.token);
            case 1:
              return adminAction(id, 'approve');
            case 2:
              return adminAction(id, 'reject', { reason: 'race' });
            case 3:
              return adminAction(id, 'sent', {});
            default:
              return adminAction(id, 'confirm');
          }
        });
        expectNoServerError(answers);
        expectStatuses(answers, [200, 409]);
        await expectSound([owner]);
      }
    });
  });

  describe('deposits', () => {
    async function addressOf(owner: TestPlayer): Promise<string> {
      const response = await postJson(getApp().app, '/api/wallet/depositwallet', owner.token, {
        symbol: 'BTC',
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { address: string }).address;
    }

    const simulate = (body: Record<string, unknown>) =>
      postJson(getApp().app, '/api/admin/deposits/simulate', operator.token, body);

    it('simulate: one payment reported 50 times at once is credited once', async () => {
      const owner = await player();
      const report = {
        address: await addressOf(owner),
        crypto_amount: '0.01',
        txid: randomBytes(32).toString('hex'),
      };

      const answers = await fire(PARALLEL, () => simulate(report));

      expectNoServerError(answers);
      expectStatuses(answers, [200]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      for (const answer of answers) {
        expect(answer.body).toMatchObject({ status: 'confirmed', credited_amount: FUNDED_USD });
      }
      await expectSound([owner]);
    });

    it('simulate: 20 different payments at once are each credited once', async () => {
      const owner = await player();
      const address = await addressOf(owner);

      const answers = await fire(20, () => simulate({ address, crypto_amount: '0.001' }));

      expectNoServerError(answers);
      expectStatuses(answers, [200]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(20);
      await expectSound([owner]);
    });

    it('simulate: one payment reported with different amounts is credited at the first; the others are 409', async () => {
      const owner = await player();
      const address = await addressOf(owner);
      const txid = randomBytes(32).toString('hex');
      const amountOf = (index: number) => (index % 2 ? '0.002' : '0.001');

      const answers = await fire(20, (index) =>
        simulate({ address, txid, crypto_amount: amountOf(index) }),
      );

      expectNoServerError(answers);
      const recorded = answers.filter((answer) => answer.status === 200);
      const first = recorded[0] as Answer;
      for (const answer of answers) {
        if (amountOf(answer.index) === amountOf(first.index)) {
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ id: first.body.id, status: 'confirmed' });
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        }
      }
      await expectSound([owner]);
    });
  });

  describe('bonuses', () => {
    async function listBonuses(owner: TestPlayer): Promise<AccountBonus[]> {
      const response = await postJson(getApp().app, '/api/user/bonuses', owner.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AccountBonus[];
    }

    async function offerOf(owner: TestPlayer): Promise<AccountBonus> {
      const offer = (await listBonuses(owner)).find((bonus) => bonus.state === 'available');
      if (!offer) throw new Error('no available offer');
      return offer;
    }

    const setActive = (owner: TestPlayer, id: number, active: 1 | -1, headers = {}) =>
      postJson(getApp().app, '/api/user/bonuses/active', owner.token, { id, active }, headers);

    const grantByHand = (owner: TestPlayer, body: Record<string, unknown>, headers = {}) =>
      postJson(
        getApp().app,
        `/api/admin/players/${owner.id}/bonuses`,
        operator.token,
        { reason: 'race', ...body },
        headers,
      );

    async function runningBonus(owner: TestPlayer, amount = 2_000): Promise<AdminBonus> {
      const response = await grantByHand(owner, { amount });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as AdminBonus;
    }

    async function transfersOf(bonusId: number) {
      const { rows } = await getApp().database.pool.query<{ kind: string }>(
        'SELECT kind FROM ledger_transfers WHERE reference = $1 ORDER BY id',
        [`bonus:${bonusId}`],
      );
      return rows.map((row) => row.kind);
    }

    it('claim: 50 at once, with equal and different keys, claim once and all answer it', async () => {
      const owner = await player();
      const offer = await offerOf(owner);
      const same = key('claim');

      const answers = await fire(PARALLEL, (index) =>
        setActive(owner, offer.id, 1, index % 2 ? same : key('claim')),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [200]);
      for (const answer of answers) {
        expect(answer.body).toMatchObject({
          success: true,
          bonus: { id: offer.id, state: 'claimed' },
        });
      }
      await expectSound([owner]);
    });

    it('claim and decline at once end in one state; the losers are answered 200 or 409', async () => {
      for (let round = 0; round < 3; round++) {
        const owner = await player();
        const offer = await offerOf(owner);
        const answers = await fire(PARALLEL, (index) =>
          setActive(owner, offer.id, index % 2 ? 1 : -1),
        );
        expectNoServerError(answers);
        expectStatuses(answers, [200, 409]);
        for (const answer of answers.filter((each) => each.status === 409)) {
          expect(message(answer)).toBe(BONUS_MESSAGES.declinedAlready);
        }
        expect(['claimed', 'declined']).toContain(
          (await listBonuses(owner)).find((bonus) => bonus.id === offer.id)?.state,
        );
        await expectSound([owner]);
      }
    });

    it('forfeit: 50 declines of a running bonus at once give its balance back once', async () => {
      const owner = await player();
      const bonus = await runningBonus(owner);

      const keys = mixedKeys('forfeit');
      const answers = await fire(PARALLEL, (index) => setActive(owner, bonus.id, -1, keys(index)));

      expectNoServerError(answers);
      expectStatuses(answers, [200]);
      for (const answer of answers) {
        expect(answer.body).toMatchObject({ bonus: { state: 'forfeited', settled_amount: 2_000 } });
      }
      expect(await transfersOf(bonus.id)).toEqual(['bonus_payment', 'bonus_forfeit']);
      await expectSound([owner]);
    });

    it('a deposit credited while claims and declines race grants the bonus at most once', async () => {
      for (let round = 0; round < 3; round++) {
        const owner = await player();
        const offer = await offerOf(owner);
        const response = await postJson(getApp().app, '/api/wallet/depositwallet', owner.token, {
          symbol: 'BTC',
        });
        const { address } = response.json() as { address: string };
        const answers = await fire(30, (index) => {
          if (index % 10 === 0) {
            return postJson(getApp().app, '/api/admin/deposits/simulate', operator.token, {
              address,
              crypto_amount: '0.002',
            });
          }
          return setActive(owner, offer.id, index % 3 ? 1 : -1);
        });
        expectNoServerError(answers);
        expectStatuses(answers, [200, 409]);
        expect(
          (await transfersOf(offer.id)).filter((kind) => kind === 'bonus_payment').length,
        ).toBeLessThanOrEqual(1);
        await expectSound([owner]);
      }
    });

    it('operator grant: 50 at once with one key grant once, even a bonus that completes at once', async () => {
      const owner = await player();
      const headers = key('grant');

      const answers = await fire(PARALLEL, () =>
        grantByHand(owner, { amount: 1_500, wagering_multiplier: 0 }, headers),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [201, 409]);
      const granted = answers.filter((answer) => answer.status === 201);
      expect(new Set(granted.map((answer) => answer.body.id)).size).toBe(1);
      const { rows } = await getApp().database.pool.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM player_bonuses WHERE user_id = $1',
        [owner.id],
      );
      expect(rows[0]?.count).toBe(1);
      await expectSound([owner]);
    });

    it('operator grant: a retry with its key after the bonus completed answers it, and grants nothing', async () => {
      const owner = await player();
      const headers = key('grant');
      const first = await grantByHand(owner, { amount: 1_500, wagering_multiplier: 0 }, headers);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ state: 'completed' });

      const answers = await fire(2, () =>
        grantByHand(owner, { amount: 1_500, wagering_multiplier: 0 }, headers),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [201]);
      for (const answer of answers) expect(answer.body).toEqual(first.json());
      await expectSound([owner]);
    });

    it('operator grant: one key with a different amount is a 409', async () => {
      const owner = await player();
      const headers = key('grant');

      const answers = await fire(20, (index) =>
        grantByHand(owner, { amount: index % 2 ? 1_000 : 2_000, wagering_multiplier: 0 }, headers),
      );

      expectNoServerError(answers);
      const granted = answers.filter((answer) => answer.status === 201);
      expect(granted.length).toBeGreaterThan(0);
      const amount = granted[0]?.body.amount;
      for (const answer of answers) {
        const asked = answer.index % 2 ? 1_000 : 2_000;
        if (asked === amount) {
          expect(answer.status).toBe(201);
          expect(answer.body.id).toBe(granted[0]?.body.id);
        } else {
          expect(answer.status).toBe(409);
          expect(message(answer)).toBe(WALLET_MESSAGES.idempotencyConflict);
        }
      }
      await expectSound([owner]);
    });

    it('operator grant: 50 at once with different keys leave one bonus running', async () => {
      const owner = await player();

      const answers = await fire(PARALLEL, () =>
        grantByHand(owner, { amount: 1_000 }, key('grant')),
      );

      expectNoServerError(answers);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect(answer.status).toBe(409);
        expect(message(answer)).toBe(BONUS_MESSAGES.playerHasActive);
      }
      await expectSound([owner]);
    });

    it('operator cancel: 50 at once end a running bonus once; the others are told it ended', async () => {
      const owner = await player();
      const bonus = await runningBonus(owner);
      const keys = mixedKeys('cancel');

      const answers = await fire(PARALLEL, (index) =>
        postJson(
          getApp().app,
          `/api/admin/bonuses/${bonus.id}/cancel`,
          operator.token,
          { reason: 'race' },
          keys(index),
        ),
      );

      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(message(answer)).toBe(BONUS_MESSAGES.finished);
      }
      expect(await transfersOf(bonus.id)).toEqual(['bonus_payment', 'bonus_forfeit']);
      await expectSound([owner]);
    });

    it('operator cancel and player decline at once settle a running bonus once', async () => {
      const owner = await player();
      const bonus = await runningBonus(owner);

      const answers = await fire(PARALLEL, (index) =>
        index % 2
          ? postJson(getApp().app, `/api/admin/bonuses/${bonus.id}/cancel`, operator.token, {
              reason: 'race',
            })
          : setActive(owner, bonus.id, -1),
      );

      expectNoServerError(answers);
      expectStatuses(answers, [200, 409]);
      expect(await transfersOf(bonus.id)).toEqual(['bonus_payment', 'bonus_forfeit']);
      await expectSound([owner]);
    });
  });

  describe('the cashier and the bonus programme take one lock in one order', () => {
    it('a withdrawal checked before a claim commits, and held after, is refused', async () => {
      const { database, config } = getApp();
      const owner = await player('0.01');
      const ledger = sideLedger(database.pool);
      const bonuses = createBonusService({
        ledger,
        operatorLog: createOperatorLog(database.db),
        logger: pino({ level: 'silent' }),
        now: () => new Date(),
      });
      const offer = (await bonuses.listForPlayer(owner.id)).rows.find(
        (row) => row.state === 'available',
      );
      if (!offer) throw new Error('no offer');
      const withdrawals = createWithdrawalService({
        db: database.db,
        ledger,
        gateway: createSandboxGateway({ extendedPublicKey: config.payments.sandboxXpub }),
        operatorLog: createOperatorLog(database.db),
        // The interleaving a parallel claim can produce, made certain: the claim commits right
        // after the check that runs before the withdrawal's transaction.
        hasActiveBonus: async (userId, within) => {
          const active = await bonuses.hasActiveBonus(userId, within);
          if (!within) await bonuses.setActive(userId, offer.id, 1);
          return active;
        },
      });

      await expect(
        withdrawals.request(owner.id, withdrawalBody(10_000), 'claim-race-withdrawal'),
      ).rejects.toMatchObject({ statusCode: 409, message: WALLET_MESSAGES.withdrawWageringActive });
      await expectSound([owner]);
    });

    it('a deposit credit waits for the bonus lock before it locks the balances a settlement locks', async () => {
      const { app, database } = getApp();
      const owner = await player();
      const offer = await (async () => {
        const listed = await postJson(app, '/api/user/bonuses', owner.token);
        return (listed.json() as AccountBonus[]).find((bonus) => bonus.state === 'available');
      })();
      if (!offer) throw new Error('no offer');
      await postJson(app, '/api/user/bonuses/active', owner.token, { id: offer.id, active: 1 });
      const accounts = await sideLedger(database.pool).accounts.playerAccounts(owner.id, 'USD');
      const address = (
        (await postJson(app, '/api/wallet/depositwallet', owner.token, {})).json() as {
          address: string;
        }
      ).address;

      // This connection plays a bonus settlement: the programme's lock of the player, then the
      // player's balances. It detects a deadlock at once rather than after a second.
      const settlement = await database.pool.connect();
      let credit: Promise<unknown> | undefined;
      try {
        await settlement.query('BEGIN');
        await settlement.query(`SET LOCAL deadlock_timeout = '10ms'`);
        await settlement.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
          BONUS_LOCK_NAMESPACE,
          owner.id,
        ]);
        credit = postJson(app, '/api/admin/deposits/simulate', operator.token, {
          address,
          crypto_amount: '0.002',
        });
        await expect
          .poll(async () => {
            const { rows } = await database.pool.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_locks
               WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              [BONUS_LOCK_NAMESPACE, owner.id],
            );
            return rows[0]?.waiting;
          })
          .toBe(1);
        // The credit waits for the lock this connection holds; the balances must still be free.
        await settlement.query(
          'SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
          [[accounts.cash.id, accounts.bonus.id]],
        );
        await settlement.query('COMMIT');
      } catch (error) {
        await settlement.query('ROLLBACK');
        throw error;
      } finally {
        settlement.release();
        await credit;
      }
      const credited = (await credit) as { statusCode: number; body: string };
      expect(credited.statusCode, credited.body).toBe(200);
      await expectSound([owner]);
    });
  });

  describe('everything at once', () => {
    it('tips, withdrawals, deposits, claims, declines, grants and operator actions keep every balance', async () => {
      const { app } = getApp();
      const one = await player('0.01');
      const two = await player('0.01');
      const three = await player();
      const offer = await (async () => {
        const response = await postJson(app, '/api/user/bonuses', three.token);
        return (response.json() as AccountBonus[]).find((bonus) => bonus.state === 'available');
      })();
      if (!offer) throw new Error('no offer');
      const address = (
        (
          await postJson(app, '/api/wallet/depositwallet', three.token, { symbol: 'BTC' })
        ).json() as {
          address: string;
        }
      ).address;
      const pending = await pendingWithdrawal(one, 5_000);
      const grantKey = key('grant');
      const tips = new TipBook();
      const tipPairs = new Map<number, [TestPlayer, TestPlayer]>();

      const answers = await fire(60, (index) => {
        switch (index % 12) {
          case 0:
          case 1: {
            const pair: [TestPlayer, TestPlayer] = index % 2 ? [one, three] : [two, one];
            tipPairs.set(index, pair);
            return sendTip(app, pair[0].token, pair[1].name, 1_500, key('tip'));
          }
          case 2:
            return requestWithdrawal(app, two.token, 3_000, key('withdrawal'));
          case 3:
            return postJson(app, `/api/wallet/withdrawal/${pending}/cancel`, one.token);
          case 4:
            return adminAction(pending, 'approve');
          case 5:
            return adminAction(pending, 'reject', { reason: 'race' });
          case 6:
            return adminAction(pending, 'sent', {});
          case 7:
            return postJson(app, '/api/admin/deposits/simulate', operator.token, {
              address,
              crypto_amount: '0.002',
            });
          case 8:
            return postJson(app, '/api/user/bonuses/active', three.token, {
              id: offer.id,
              active: index % 24 === 8 ? 1 : -1,
            });
          case 9:
            return postJson(
              app,
              `/api/admin/players/${two.id}/bonuses`,
              operator.token,
              { reason: 'race', amount: 500, wagering_multiplier: 0 },
              grantKey,
            );
          case 10:
            return requestWithdrawal(app, three.token, 2_000, key('withdrawal'));
          default:
            return sendTip(app, three.token, one.name, 200, key('tip'));
        }
      });

      expectNoServerError(answers);
      for (const answer of answers) {
        const pair = tipPairs.get(answer.index);
        if (pair) tips.record(answer, pair[0].id, pair[1].id);
        if (answer.index % 12 === 11) tips.record(answer, three.id, one.id);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      }
      await expectSound([one, two, three], tips);
    });
  });
});

describe('on a casino’s first day (no house account made yet)', () => {
  const getApp = useTestApp();

  it('50 clicks on "sent" for the first payout ever pay once and all are answered', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const owner = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, owner, '0.01');
    const requested = await requestWithdrawal(app, owner.token, 10_000);
    const { id } = requested.json() as { id: number };
    const act = (action: string, body?: Record<string, unknown>) =>
      postJson(app, `/api/admin/withdrawals/${id}/${action}`, operator.token, body);
    expect((await act('approve')).statusCode).toBe(200);

    const answers = await fire(PARALLEL, () => act('sent', {}));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    await expectBalancesMatchRows(database.pool, [owner.id]);
    await expectCleanAudit(app, operator.token);
  });

  it('a first deposit bonus granted while 50 reports of its deposit wait is granted once', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const owner = await registerVerifiedPlayer(app, database.db);
    const listed = await postJson(app, '/api/user/bonuses', owner.token);
    const offer = (listed.json() as AccountBonus[]).find((bonus) => bonus.state === 'available');
    if (!offer) throw new Error('no offer');
    await postJson(app, '/api/user/bonuses/active', owner.token, { id: offer.id, active: 1 });
    const { address } = (
      await postJson(app, '/api/wallet/depositwallet', owner.token, {})
    ).json() as { address: string };
    const report = { address, crypto_amount: '0.002', txid: randomBytes(32).toString('hex') };

    const answers = await fire(PARALLEL, () =>
      postJson(app, '/api/admin/deposits/simulate', operator.token, report),
    );

    expectNoServerError(answers);
    expectStatuses(answers, [200]);
    await expectBalancesMatchRows(database.pool, [owner.id]);
    expect((await ledgerBalances(database.pool, owner.id)).bonus).toBeGreaterThan(0n);
    await expectCleanAudit(app, operator.token);
  });
});

const coinRemitterWallet = { apiKey: 'wkey_races_btc', password: 'races-btc-password' };
const standIn = await startCoinRemitterStandIn({
  wallets: [{ coinSymbol: 'BTC', ...coinRemitterWallet, balance: '1' }],
  prices: { BTC: { USD: '60000', EUR: '55000' } },
});
afterAll(() => standIn.close());

describe('on the CoinRemitter gateway', () => {
  const getApp = useTestApp({
    PAYMENT_GATEWAY: 'coinremitter',
    COINREMITTER_API_URL: standIn.baseUrl,
    COINREMITTER_WALLETS: JSON.stringify({ BTC: coinRemitterWallet }),
  });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(getApp().app);
  });

  it('a webhook replayed 50 times at once credits the deposit once', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const owner = await registerVerifiedPlayer(app, database.db);
    const response = await postJson(app, '/api/wallet/depositwallet', owner.token, {});
    const { address } = response.json() as { address: string };
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 3,
    });
    const url = `${baseUrl}/api/payments/coinremitter/webhook/BTC`;

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => standIn.deliverWebhook(url, incoming.id)),
    );

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // 0.01 BTC at 60,000.00 USD.
    const { rows } = await database.pool.query<{ credited: bigint }>(
      'SELECT credited_minor AS credited FROM chain_deposits WHERE user_id = $1',
      [owner.id],
    );
    expect(rows).toEqual([{ credited: 60_000n }]);
    await expectBalancesMatchRows(database.pool, [owner.id]);
    await expectCleanAudit(app, operator.token);
  });

  it('a player’s first address, kept by another request while this one makes its own, answers the kept one', async () => {
    const { app, database } = getApp();
    const owner = await registerVerifiedPlayer(app, database.db);
    // Another request of the same player has inserted its address and not yet committed; this
    // request asks CoinRemitter for an address meanwhile and comes to keep it.
    const other = await database.pool.connect();
    let asked: ReturnType<typeof postJson> | undefined;
    try {
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO deposit_addresses (user_id, coin, gateway, address) VALUES ($1, 'BTC', 'coinremitter', $2)`,
        [owner.id, EXTERNAL_ADDRESSES.BTC],
      );
      asked = postJson(app, '/api/wallet/depositwallet', owner.token, {});
      await expect
        .poll(async () => {
          const { rows } = await database.pool.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    const answer = await asked;
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { address: string }).address).toBe(EXTERNAL_ADDRESSES.BTC);
    const again = await postJson(app, '/api/wallet/depositwallet', owner.token, {});
    expect((again.json() as { address: string }).address).toBe(EXTERNAL_ADDRESSES.BTC);
  });
});
