import { createHmac, randomUUID } from 'node:crypto';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import type { HouseStatistics, PlayerStatistics } from '@satsino/contract/statistics';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { fundWithBitcoin, registerOperator, registerVerifiedPlayer } from './helpers/wallet.js';

/*
 * The statistics count a third-party provider's rounds like our own (issue 15): a round's stake
 * is its bets less the rolled-back ones, its payout its wins; a round whose only bet was rolled
 * back is no play.
 */
const getApp = useTestApp();
const app = () => getApp().app;

const CODE = 'stats-studio';
const SECRET = 'stats-studio-shared-secret';
const GAME = 'stats-slot';

let player: TestPlayer;
let token: string;

async function call(name: keyof typeof PROVIDER_WALLET_CALLS, body: Record<string, unknown>) {
  const text = JSON.stringify({
    request_uuid: randomUUID(),
    token,
    user: String(player.id),
    game_code: GAME,
    ...body,
  });
  const response = await app().inject({
    method: 'POST',
    url: `/api/provider/${CODE}/${PROVIDER_WALLET_CALLS[name]}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(text).digest('base64'),
    },
    payload: text,
    remoteAddress: '198.51.100.11',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect((response.json() as ProviderResponse).status).toBe('RS_OK');
}

async function bet(round: string, amount: number): Promise<string> {
  const transaction = randomUUID();
  await call('bet', { transaction_uuid: transaction, round, currency: 'USD', amount });
  return transaction;
}

beforeAll(async () => {
  const { database } = getApp();
  const operator = await registerOperator(app(), database.db);
  player = await registerVerifiedPlayer(app(), database.db);
  await fundWithBitcoin(app(), operator.token, player, '0.01');
  const { rows } = await database.pool.query<{ id: number }>(
    `INSERT INTO provider_integrations (code, name, signing, secret, launch_url, enabled)
     VALUES ($1, $1, 'hmac-sha256', $2, 'http://127.0.0.1:9/launch', true) RETURNING id::int AS id`,
    [CODE, SECRET],
  );
  token = `tok-${randomUUID()}`;
  await database.pool.query(
    `INSERT INTO provider_launch_tokens (token, integration_id, user_id, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, 'USD', now() + interval '1 day')`,
    [token, rows[0]?.id, player.id, GAME],
  );
});

describe('provider rounds in the statistics', () => {
  it('counts stakes and wins of provider rounds, without rolled-back bets', async () => {
    const won = randomUUID();
    const wonBet = await bet(won, 300);
    await call('win', {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: wonBet,
      round: won,
      currency: 'USD',
      amount: 500,
      round_closed: true,
    });
    const undone = randomUUID();
    const undoneBet = await bet(undone, 200);
    await call('rollback', {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: undoneBet,
      round: undone,
    });
    await bet(randomUUID(), 100);

    const response = await app().inject({
      method: 'GET',
      url: '/api/statistics?period=today',
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as PlayerStatistics;
    expect(stats.totals).toEqual({ rounds: 2, wagered: 400, won: 500, net: 100 });
    expect(stats.games).toEqual([
      expect.objectContaining({
        game: expect.objectContaining({ game_id: GAME, kind: 'game' }),
        rounds: 2,
        wagered: 400,
        won: 500,
        biggest_win: 500,
      }),
    ]);
    expect(stats.biggest_wins.map((win) => win.payout)).toEqual([500]);

    const house = await app().inject({ method: 'GET', url: '/api/statistics/house' });
    const today = house.json() as HouseStatistics;
    expect(today.rounds).toBe(2);
    expect(today.wagered).toEqual([expect.objectContaining({ currency: 'USD', amount: 400 })]);
  });
});
