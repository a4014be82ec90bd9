import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connection.js';
import { users } from '../../src/modules/account/account.schema.js';
import { bearer, registerPlayer, setRole, type TestPlayer } from './accounts.js';

export async function markEmailVerified(db: Db, userId: number) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** A player with a verified e-mail: what the cashier requires. */
export async function registerVerifiedPlayer(
  app: FastifyInstance,
  db: Db,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  const player = await registerPlayer(app, overrides);
  await markEmailVerified(db, player.id);
  return player;
}

export async function registerOperator(app: FastifyInstance, db: Db): Promise<TestPlayer> {
  const operator = await registerVerifiedPlayer(app, db);
  await setRole(db, operator.id, 'admin');
  return operator;
}

export async function postJson(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The player's BTC address, paid `cryptoAmount` BTC by a simulated, confirmed transfer. */
export async function fundWithBitcoin(
  app: FastifyInstance,
  operatorToken: string,
  player: TestPlayer,
  cryptoAmount: string,
  extra: Record<string, unknown> = {},
) {
  const info = await postJson(app, '/api/wallet/depositwallet', player.token, { symbol: 'BTC' });
  if (info.statusCode !== 200) throw new Error(`depositwallet: ${info.body}`);
  const { address } = info.json() as { address: string };
  const simulated = await postJson(app, '/api/admin/deposits/simulate', operatorToken, {
    address,
    crypto_amount: cryptoAmount,
    ...extra,
  });
  if (simulated.statusCode !== 200) throw new Error(`simulate: ${simulated.body}`);
  return { address, deposit: simulated.json() as Record<string, unknown> };
}

export async function balances(app: FastifyInstance, token: string) {
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const user = me.json() as {
    w_balance: number;
    w_bonus_balance: number;
    balance: number;
    total_deposits: number;
  };
  return user;
}
