import { type AppAlertEvent, REALTIME_EVENTS, REALTIME_PATH } from '@satsino/contract/realtime';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
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

/**
 * Mainnet addresses outside the casino, one per coin, valid for that coin's network (published
 * examples the address validator is tested with). XRP's only shows that its wallet refuses
 * withdrawals even to a valid address.
 */
export const EXTERNAL_ADDRESSES = {
  // Not BIP84's test vector address: that one is the sandbox's first BTC deposit address.
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  LTC: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
  DOGE: 'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE',
  BNB: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
  BCH: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
  USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  USDC: '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf',
  TRX: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC',
  XRP: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  XMR: '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
} as const;

/** Entity wallet ids as the migration seeds them (SPEC §9 coins, XRP without withdrawals). */
export const ENTITY_WALLET_IDS = {
  BTC: 1,
  ETH: 2,
  LTC: 3,
  DOGE: 4,
  BNB: 5,
  BCH: 6,
  USDT: 7,
  USDC: 8,
  XRP: 9,
  TRX: 10,
  XMR: 11,
} as const;

/** A BTC withdrawal request to an outside address; `amount` in minor units. */
export function requestWithdrawal(
  app: FastifyInstance,
  token: string,
  amount: number,
  headers: Record<string, string> = {},
) {
  return postJson(
    app,
    '/api/wallet/request/withdrawal',
    token,
    { wallet_address: EXTERNAL_ADDRESSES.BTC, entity_wallet_id: ENTITY_WALLET_IDS.BTC, amount },
    headers,
  );
}

/** Sends a tip through the deposit-request call, as the wallet dialog's tips tab does. */
export function sendTip(
  app: FastifyInstance,
  token: string | undefined,
  reference: string | number,
  amount: number,
  headers: Record<string, string> = {},
) {
  return postJson(
    app,
    '/api/wallet/request/deposit',
    token,
    { type: 'tip', reference_number: String(reference), sent_amount: amount },
    headers,
  );
}

/** Listens on a free loopback port (for sockets and webhooks that need a real server). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

const REALTIME_WAIT_MS = 5_000;

/**
 * A player's real-time connection, recording every AppAlertEvent it receives so a test can
 * wait for the one it expects regardless of what arrived before.
 */
export interface RealtimeProbe {
  received: AppAlertEvent[];
  /** The first event (already received or still to come) that matches. */
  next<T extends AppAlertEvent['type']>(
    type: T,
    matches?: (event: Extract<AppAlertEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<AppAlertEvent, { type: T }>>;
  close(): void;
}

export async function connectRealtime(baseUrl: string, token: string): Promise<RealtimeProbe> {
  const socket: Socket = connectClient(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  const received: AppAlertEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on(REALTIME_EVENTS.appAlert, (event: AppAlertEvent) => {
    received.push(event);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no socket connection')), REALTIME_WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return {
    received,
    next(type, matches = () => true, timeoutMs = REALTIME_WAIT_MS) {
      type Wanted = Extract<AppAlertEvent, { type: typeof type }>;
      const find = () =>
        received.find((event): event is Wanted => event.type === type && matches(event as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => {
      socket.close();
    },
  };
}
