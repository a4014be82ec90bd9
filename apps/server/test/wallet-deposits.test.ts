import { randomBytes } from 'node:crypto';
import { COIN_SYMBOLS, COINS } from '@satsino/contract/coins';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SANDBOX_RATES } from '../src/modules/payments/sandbox/sandbox-rates.js';
import { bearer, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  connectRealtime,
  ENTITY_WALLET_IDS,
  EXTERNAL_ADDRESSES,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * Deposits in the sandbox: entity wallets, the player's deposit addresses, on-chain payments
 * reported by the operator's simulate action (pending until the coin's confirmations, then
 * credited once at the rate of that moment) and the player's own deposit notes.
 */
const getApp = useTestApp();

const txid = () => randomBytes(32).toString('hex');

async function depositAddress(app: FastifyInstance, player: TestPlayer, symbol = 'BTC') {
  const response = await postJson(app, '/api/wallet/depositwallet', player.token, { symbol });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { address: string }).address;
}

function simulate(app: FastifyInstance, operatorToken: string, body: Record<string, unknown>) {
  return postJson(app, '/api/admin/deposits/simulate', operatorToken, body);
}

function noteDeposit(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return postJson(app, '/api/wallet/request/deposit', token, body);
}

async function pendingNotes(app: FastifyInstance, token: string) {
  const response = await postJson(app, '/api/wallet/pending/deposit', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; reference_number: string; status: string }[];
}

describe('cashier calls need a signed-in player', () => {
  it.each([
    '/api/wallet/entity/wallets',
    '/api/wallet/depositwallet',
    '/api/wallet/request/deposit',
    '/api/wallet/pending/deposit',
  ])('%s answers 401 Unauthenticated. without a token', async (url) => {
    const { app } = getApp();
    const response = await postJson(app, url, undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('refuses a token that is not a session', async () => {
    const { app } = getApp();
    const response = await postJson(app, '/api/wallet/entity/wallets', 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('entity wallets', () => {
  it('lists the ten coins of SPEC §9 with the fields of SPEC §3; XRP allows no withdrawals', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const response = await postJson(app, '/api/wallet/entity/wallets', player.token);
    expect(response.statusCode, response.body).toBe(200);
    const wallets = response.json() as Record<string, unknown>[];

    expect(wallets.map((wallet) => wallet.short_code)).toEqual([...COIN_SYMBOLS]);
    for (const wallet of wallets) {
      const symbol = wallet.short_code as keyof typeof ENTITY_WALLET_IDS;
      expect(wallet).toEqual({
        id: ENTITY_WALLET_IDS[symbol],
        name: COINS[symbol].name,
        short_code: symbol,
        coin_image: `/coins/${symbol.toLowerCase()}.svg`,
        allow_withdrawals: symbol === 'XRP' ? 0 : 1,
        min_topup: null,
        max_topup: null,
        network: COINS[symbol].network,
        decimals: COINS[symbol].decimals,
        confirmations: COINS[symbol].confirmations,
        withdrawal_fee: COINS[symbol].withdrawalFee,
      });
    }
    expect(wallets.find((wallet) => wallet.id === 9)).toMatchObject({
      short_code: 'XRP',
      allow_withdrawals: 0,
    });
  });

  it('answers the same list to an unverified player (only money movements need the e-mail)', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const response = await postJson(app, '/api/wallet/entity/wallets', player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(COIN_SYMBOLS.length);
  });
});

describe('deposit addresses', () => {
  it('defaults to BTC and answers the same address with a server-made QR code every time', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);

    const withoutBody = await postJson(app, '/api/wallet/depositwallet', player.token);
    const emptyBody = await postJson(app, '/api/wallet/depositwallet', player.token, {});
    const named = await postJson(app, '/api/wallet/depositwallet', player.token, {
      symbol: 'BTC',
    });
    for (const response of [withoutBody, emptyBody, named]) {
      expect(response.statusCode, response.body).toBe(200);
    }
    const info = withoutBody.json() as Record<string, string | number>;
    expect(info).toMatchObject({ symbol: 'BTC', network: 'bitcoin', confirmations: 2 });
    expect(info.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(info.uri).toBe(`bitcoin:${info.address}`);
    expect(String(info.qr_code)).toMatch(/^data:image\/svg\+xml[;,]/);
    expect(emptyBody.json()).toEqual(info);
    expect(named.json()).toEqual(info);
  });

  it('gives each player their own address, and each coin its own', async () => {
    const { app, database } = getApp();
    const alice = await registerVerifiedPlayer(app, database.db);
    const bob = await registerVerifiedPlayer(app, database.db);

    const aliceBtc = await depositAddress(app, alice, 'BTC');
    const bobBtc = await depositAddress(app, bob, 'BTC');
    expect(aliceBtc).not.toBe(bobBtc);

    const aliceAddresses = new Set<string>();
    for (const symbol of COIN_SYMBOLS) {
      const response = await postJson(app, '/api/wallet/depositwallet', alice.token, { symbol });
      expect(response.statusCode, `${symbol}: ${response.body}`).toBe(200);
      const info = response.json() as { symbol: string; network: string; address: string };
      expect(info.symbol).toBe(symbol);
      expect(info.network).toBe(COINS[symbol].network);
      aliceAddresses.add(info.address);
    }
    // Tokens share their chain's address format, but every coin still gets its own address.
    expect(aliceAddresses.size).toBe(COIN_SYMBOLS.length);
    expect(await depositAddress(app, alice, 'BTC')).toBe(aliceBtc);
  });

  it('hands out one address when a player asks for it many times at once', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(app, '/api/wallet/depositwallet', player.token, { symbol: 'LTC' }),
      ),
    );
    const addresses = new Set(
      answers.map((answer) => (answer.json() as { address: string }).address),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(addresses.size).toBe(1);
  });

  it('refuses an unverified e-mail with the message of SPEC §8', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const response = await postJson(app, '/api/wallet/depositwallet', player.token, {
      symbol: 'BTC',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You need to verify your Email, after you will able to deposit and withdraw',
      code: 'email_not_verified',
    });
  });

  it('refuses a coin the cashier does not accept', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const response = await postJson(app, '/api/wallet/depositwallet', player.token, {
      symbol: 'ADA',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { symbol: [WALLET_MESSAGES.unknownWallet] } });
  });
});

describe('on-chain deposits', () => {
  it('stays pending below the confirmations and is credited when a later report reaches them', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const hash = txid();

    const seen = await simulate(app, operator.token, {
      address,
      crypto_amount: '0.01',
      txid: hash,
      confirmations: 1,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      status: 'pending',
      confirmations: 1,
      required_confirmations: 2,
      credited_amount: null,
      rate: null,
      confirmed_at: null,
      coin: 'BTC',
      address,
      txid: hash,
      output_index: 0,
      crypto_amount: '0.01',
      user_id: player.id,
      currency: 'USD',
    });
    expect(await balances(app, player.token)).toMatchObject({ w_balance: 0, total_deposits: 0 });

    // A report with fewer confirmations never lowers them.
    const older = await simulate(app, operator.token, {
      address,
      crypto_amount: '0.01',
      txid: hash,
      confirmations: 0,
    });
    expect(older.json()).toMatchObject({ status: 'pending', confirmations: 1 });

    const confirmed = await simulate(app, operator.token, {
      address,
      crypto_amount: '0.01',
      txid: hash,
      confirmations: 2,
    });
    expect(confirmed.statusCode).toBe(200);
    // 0.01 BTC at the sandbox's 96,500.00 USD.
    expect(confirmed.json()).toMatchObject({
      id: (seen.json() as { id: number }).id,
      status: 'confirmed',
      confirmations: 2,
      credited_amount: 96_500,
      rate: SANDBOX_RATES.BTC.USD,
    });
    expect((confirmed.json() as { confirmed_at: string | null }).confirmed_at).not.toBeNull();
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 96_500,
      balance: 96_500,
      total_deposits: 96_500,
    });
  });

  it('credits the same txid and output once, however often and however concurrently it is reported', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const report = { address, crypto_amount: '0.002', txid: txid(), output_index: 3 };

    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => simulate(app, operator.token, report)),
    );
    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const ids = new Set(concurrent.map((response) => (response.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    for (let replay = 0; replay < 5; replay += 1) {
      const again = await simulate(app, operator.token, report);
      expect(again.json()).toMatchObject({ status: 'confirmed', credited_amount: 19_300 });
    }
    // 0.002 BTC × 96,500.00 = 193.00 USD, once.
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 19_300,
      total_deposits: 19_300,
    });

    // Another output of the same transaction is another payment.
    const otherOutput = await simulate(app, operator.token, { ...report, output_index: 4 });
    expect(otherOutput.json()).toMatchObject({ status: 'confirmed', credited_amount: 19_300 });
    expect((await balances(app, player.token)).w_balance).toBe(38_600);

    const list = await postJson(app, '/api/wallet/transactions', player.token, {
      filter: 'deposits',
    });
    expect((list.json() as { transactions: unknown[] }).transactions).toHaveLength(2);
  });

  it('serves more payments reported at once than the database pool has connections', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    // Each report is its own transaction: none may wait on a second connection while holding one.
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        simulate(app, operator.token, { address, crypto_amount: '0.001' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    expect((await balances(app, player.token)).w_balance).toBe(16 * 9_650);
  });

  it("credits in the player's currency at the rate of the moment of confirmation", async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const address = await depositAddress(app, player, 'ETH');

    const credited = await simulate(app, operator.token, { address, crypto_amount: '0.5' });
    // 0.5 ETH × 3,160.00 EUR = 1,580.00 EUR.
    expect(credited.json()).toMatchObject({
      status: 'confirmed',
      currency: 'EUR',
      rate: SANDBOX_RATES.ETH.EUR,
      credited_amount: 158_000,
      confirmations: COINS.ETH.confirmations,
    });
    expect((await balances(app, player.token)).w_balance).toBe(158_000);
  });

  it('rounds a fraction of a cent down, never crediting what was not received', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player, 'DOGE');
    // 123.456789 DOGE × 0.3120 USD = 38.5185181… USD.
    const credited = await simulate(app, operator.token, {
      address,
      crypto_amount: '123.456789',
    });
    expect(credited.json()).toMatchObject({ credited_amount: 3_851, crypto_amount: '123.456789' });
  });

  it('refuses a payment to an address that is not one of ours', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const response = await simulate(app, operator.token, {
      address: EXTERNAL_ADDRESSES.BTC,
      crypto_amount: '1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { address: ['No player has this address.'] } });
  });

  it('refuses an amount that is not a coin amount', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    for (const crypto_amount of ['-1', '1e3', 'abc', '']) {
      const response = await simulate(app, operator.token, { address, crypto_amount });
      expect(response.statusCode, crypto_amount).toBe(422);
    }
    expect((await balances(app, player.token)).w_balance).toBe(0);
  });

  it('sends WALLET_BALANCE to the player when a deposit is credited', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const baseUrl = await listenOnLoopback(app);
    const realtime = await connectRealtime(baseUrl, player.token);
    try {
      await simulate(app, operator.token, { address, crypto_amount: '0.001' });
      await expect(realtime.next('WALLET_BALANCE')).resolves.toEqual({
        type: 'WALLET_BALANCE',
        balance: 9_650,
        balanceBonus: 0,
      });
    } finally {
      realtime.close();
    }
  });
});

describe('deposit notes (POST /api/wallet/request/deposit)', () => {
  it('refuses an unverified e-mail', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const response = await noteDeposit(app, player.token, {
      reference_number: txid(),
      entity_wallet_id: 1,
      sent_amount: 10_000,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: WALLET_MESSAGES.emailNotVerified,
      code: 'email_not_verified',
    });
  });

  it('needs at least 100 of the account currency', async () => {
    const { app, database } = getApp();
    const usd = await registerVerifiedPlayer(app, database.db);
    const eur = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });

    const low = await noteDeposit(app, usd.token, {
      reference_number: txid(),
      entity_wallet_id: 1,
      sent_amount: 9_999,
    });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toEqual({
      message: 'Min deposit is 100.00 USD',
      code: 'validation_failed',
      errors: { sent_amount: ['Min deposit is 100.00 USD'] },
      codes: { sent_amount: ['deposit_min_limit'] },
    });

    const lowEur = await noteDeposit(app, eur.token, {
      reference_number: txid(),
      entity_wallet_id: 1,
      sent_amount: 5_000,
    });
    expect(lowEur.json()).toMatchObject({ message: 'Min deposit is 100.00 EUR' });

    const enough = await noteDeposit(app, usd.token, {
      reference_number: txid(),
      entity_wallet_id: 1,
      sent_amount: 10_000,
    });
    expect(enough.statusCode, enough.body).toBe(201);
  });

  it('answers 422 for missing fields, an unknown wallet and amounts that are not cents', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const valid = { reference_number: txid(), entity_wallet_id: 1, sent_amount: 10_000 };

    for (const field of ['reference_number', 'entity_wallet_id', 'sent_amount'] as const) {
      const { [field]: _left, ...rest } = valid;
      const response = await noteDeposit(app, player.token, rest);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors)).toContain(field);
    }
    const unknownWallet = await noteDeposit(app, player.token, { ...valid, entity_wallet_id: 99 });
    expect(unknownWallet.statusCode).toBe(422);
    expect(unknownWallet.json()).toMatchObject({
      errors: { entity_wallet_id: [WALLET_MESSAGES.unknownWallet] },
    });
    for (const sent_amount of [-10_000, 0, 100.5, '10000', 'abc']) {
      const response = await noteDeposit(app, player.token, { ...valid, sent_amount });
      expect(response.statusCode, String(sent_amount)).toBe(422);
    }
    expect(await pendingNotes(app, player.token)).toEqual([]);
  });

  it('lists pending notes newest first, and the same reference twice is one note', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const references = [txid(), txid(), txid()];
    const created: { id: number; uuid: string }[] = [];
    for (const [index, reference_number] of references.entries()) {
      const response = await noteDeposit(app, player.token, {
        reference_number,
        entity_wallet_id: 1 + index,
        sent_amount: 10_000 + index,
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json() as { id: number; uuid: string });
    }
    expect(created[0]).toMatchObject({
      type: 'deposit',
      entity_wallet_id: 1,
      coin: 'BTC',
      reference_number: references[0],
      sent_amount: 10_000,
      amount: null,
      status: 'pending',
      confirmed: 0,
    });

    const again = await noteDeposit(app, player.token, {
      reference_number: references[0],
      entity_wallet_id: 1,
      sent_amount: 10_000,
    });
    expect((again.json() as { id: number }).id).toBe(created[0]?.id);

    const pending = await pendingNotes(app, player.token);
    expect(pending.map((note) => note.reference_number)).toEqual([...references].reverse());

    // Another player sees none of them.
    const other = await registerVerifiedPlayer(app, database.db);
    expect(await pendingNotes(app, other.token)).toEqual([]);
  });

  it('is matched and confirmed once the chain deposit with its txid is credited', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const hash = txid();

    const note = await noteDeposit(app, player.token, {
      reference_number: hash,
      entity_wallet_id: 1,
      sent_amount: 96_500,
    });
    expect(note.json()).toMatchObject({ status: 'pending', confirmed: 0, amount: null });

    await simulate(app, operator.token, {
      address,
      crypto_amount: '0.01',
      txid: hash,
      confirmations: 1,
    });
    expect((await pendingNotes(app, player.token)).map((entry) => entry.reference_number)).toEqual([
      hash,
    ]);

    await simulate(app, operator.token, {
      address,
      crypto_amount: '0.01',
      txid: hash,
      confirmations: 2,
    });
    expect(await pendingNotes(app, player.token)).toEqual([]);
    const matched = await noteDeposit(app, player.token, {
      reference_number: hash,
      entity_wallet_id: 1,
      sent_amount: 96_500,
    });
    expect(matched.json()).toMatchObject({
      id: (note.json() as { id: number }).id,
      status: 'confirmed',
      confirmed: 1,
      amount: 96_500,
    });
    // The note moves no money of its own: the chain deposit was credited once.
    expect((await balances(app, player.token)).w_balance).toBe(96_500);
  });

  it('is confirmed at once when the payment was credited before the note was written', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const hash = txid();
    await simulate(app, operator.token, { address, crypto_amount: '0.002', txid: hash });

    const note = await noteDeposit(app, player.token, {
      reference_number: hash,
      entity_wallet_id: 1,
      sent_amount: 19_300,
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ status: 'confirmed', confirmed: 1, amount: 19_300 });
    expect(await pendingNotes(app, player.token)).toEqual([]);
  });

  it("never matches another player's payment", async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const payer = await registerVerifiedPlayer(app, database.db);
    const claimant = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, payer);
    const hash = txid();
    await simulate(app, operator.token, { address, crypto_amount: '0.002', txid: hash });

    const note = await noteDeposit(app, claimant.token, {
      reference_number: hash,
      entity_wallet_id: 1,
      sent_amount: 19_300,
    });
    expect(note.json()).toMatchObject({ status: 'pending', amount: null });
    expect((await balances(app, claimant.token)).w_balance).toBe(0);
  });
});

describe('the operator deposit list', () => {
  it('shows on-chain deposits newest first to staff only', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const address = await depositAddress(app, player);
    const first = await simulate(app, operator.token, { address, crypto_amount: '0.001' });
    const second = await simulate(app, operator.token, {
      address,
      crypto_amount: '0.002',
      confirmations: 0,
    });

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/deposits',
      headers: bearer(operator.token),
    });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { id: number }[]).map((deposit) => deposit.id);
    const firstId = (first.json() as { id: number }).id;
    const secondId = (second.json() as { id: number }).id;
    expect(ids.indexOf(secondId)).toBeLessThan(ids.indexOf(firstId));

    const asPlayer = await app.inject({
      method: 'GET',
      url: '/api/admin/deposits',
      headers: bearer(player.token),
    });
    expect(asPlayer.statusCode).toBe(403);
    const asPlayerSimulating = await simulate(app, player.token, {
      address,
      crypto_amount: '1',
    });
    expect(asPlayerSimulating.statusCode).toBe(403);
    expect((await balances(app, player.token)).w_balance).toBe(9_650);
  });
});
