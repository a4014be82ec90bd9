import { SIMULATED_DEPOSIT_MAX_COINS } from '@satsino/contract/wallet-admin';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed-demo.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  EXTERNAL_ADDRESSES,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * Answers of 500 the schema fuzzer (api-fuzz.test.ts) found, each replayed here as a plain
 * request so that it stays fixed whatever the fuzzer's seed draws.
 */
describe('requests the schema fuzzer found answered 500', () => {
  const getTestApp = useTestApp();
  let app: FastifyInstance;
  let operator: TestPlayer;
  let player: TestPlayer;
  let depositAddress: string;

  beforeAll(async () => {
    ({ app } = getTestApp());
    const { db } = getTestApp().database;
    await seedDemo(db);
    operator = await registerOperator(app, db);
    player = await registerVerifiedPlayer(app, db);
    depositAddress = (await fundWithBitcoin(app, operator.token, player, '0.01')).address;
  });

  it('refuses an entity wallet id no integer column can hold (2^31 and up) with 422', async () => {
    for (const entityWalletId of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const withdrawal = await postJson(app, '/api/wallet/request/withdrawal', player.token, {
        wallet_address: EXTERNAL_ADDRESSES.BTC,
        entity_wallet_id: entityWalletId,
        amount: 1_000,
      });
      expect(withdrawal.statusCode, withdrawal.body).toBe(422);
      expect(withdrawal.json().errors).toEqual({ entity_wallet_id: ['Choose a coin.'] });

      const deposit = await postJson(app, '/api/wallet/request/deposit', player.token, {
        type: 'deposit',
        reference_number: 'tx-1',
        entity_wallet_id: entityWalletId,
        sent_amount: 10_000,
      });
      expect(deposit.statusCode, deposit.body).toBe(422);
      expect(Object.keys(deposit.json().errors)).toEqual(['entity_wallet_id']);
    }
  });

  it('refuses a simulated deposit beyond a million coins, crediting nothing', async () => {
    const before = await balances(app, player.token);
    for (const cryptoAmount of ['856569363521.9902', String(SIMULATED_DEPOSIT_MAX_COINS + 1)]) {
      const response = await postJson(app, '/api/admin/deposits/simulate', operator.token, {
        address: depositAddress,
        crypto_amount: cryptoAmount,
        txid: `fuzz-${cryptoAmount}`,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['crypto_amount']);
    }
    expect(await balances(app, player.token)).toEqual(before);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: bearer(operator.token),
    });
    expect(audit.statusCode, audit.body).toBe(200);
  });

  it('refuses a simulated deposit with more decimal places than the coin has, crediting nothing', async () => {
    const before = await balances(app, player.token);
    const response = await postJson(app, '/api/admin/deposits/simulate', operator.token, {
      address: depositAddress,
      crypto_amount: '39.9435309086',
      txid: 'fuzz-too-many-decimals',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      crypto_amount: ['At most 8 decimal places for this coin.'],
    });
    expect(await balances(app, player.token)).toEqual(before);
  });

  it('accepts a simulated deposit of exactly the maximum', async () => {
    const response = await postJson(app, '/api/admin/deposits/simulate', operator.token, {
      address: depositAddress,
      crypto_amount: String(SIMULATED_DEPOSIT_MAX_COINS),
      txid: 'fuzz-maximum',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
