import {
  OPERATOR_QUEUE_EVENT,
  OPERATORS_CHANNEL,
  type OperatorQueueEvent,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type SubscribeAck,
} from '@satsino/contract/realtime';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  fundWithBitcoin,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

const getApp = useTestApp();
const WAIT_MS = 5_000;

/** A socket of `token` that records every operator event it receives. */
interface Listener {
  socket: Socket;
  events: OperatorQueueEvent[];
  /** The first event (received or to come) that matches, or a timeout error. */
  next(matches: (event: OperatorQueueEvent) => boolean): Promise<OperatorQueueEvent>;
}

let baseUrl: string;
const sockets: Socket[] = [];

async function listen(token: string): Promise<Listener> {
  const socket = connectClient(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  const events: OperatorQueueEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on(OPERATOR_QUEUE_EVENT, (event: OperatorQueueEvent) => {
    events.push(event);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    events,
    next(matches) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no operator event in time'));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
  };
}

const subscribe = (socket: Socket, channel: string): Promise<SubscribeAck> =>
  socket.timeout(WAIT_MS).emitWithAck(REALTIME_EVENTS.subscribe, { channel });

let admin: TestPlayer;
let support: TestPlayer;

beforeAll(async () => {
  const { app, database } = getApp();
  baseUrl = await listenOnLoopback(app);
  admin = await registerOperator(app, database.db);
  support = await registerVerifiedPlayer(app, database.db);
  await setRole(database.db, support.id, 'support');
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe("the operators' live channel", () => {
  it('admits staff sockets only', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const playerSocket = await listen(player.token);
    expect(await subscribe(playerSocket.socket, OPERATORS_CHANNEL)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(await subscribe(playerSocket.socket, `private-${OPERATORS_CHANNEL}`)).toMatchObject({
      ok: false,
    });
    const adminSocket = await listen(admin.token);
    expect(await subscribe(adminSocket.socket, OPERATORS_CHANNEL)).toEqual({ ok: true });
    const supportSocket = await listen(support.token);
    expect(await subscribe(supportSocket.socket, `private-${OPERATORS_CHANNEL}`)).toEqual({
      ok: true,
    });
  });

  it("tells staff of a player's withdrawal after it committed, and of each operator step", async () => {
    const { app, database } = getApp();
    const adminSocket = await listen(admin.token);
    const supportSocket = await listen(support.token);
    await subscribe(adminSocket.socket, OPERATORS_CHANNEL);
    await subscribe(supportSocket.socket, OPERATORS_CHANNEL);
    const player = await registerVerifiedPlayer(app, database.db);
    const playerSocket = await listen(player.token);
    await subscribe(playerSocket.socket, OPERATORS_CHANNEL);

    await fundWithBitcoin(app, admin.token, player, '0.01');
    const credited = await adminSocket.next(
      (event) => event.kind === 'deposit' && event.user_id === player.id,
    );
    expect(credited.id).toBeGreaterThan(0);

    const requested = await requestWithdrawal(app, player.token, 2_000);
    expect(requested.statusCode, requested.body).toBe(201);
    const { id } = requested.json() as { id: number };
    const isThis = (event: OperatorQueueEvent) => event.kind === 'withdrawal' && event.id === id;
    expect(await adminSocket.next(isThis)).toEqual({ kind: 'withdrawal', id, user_id: player.id });
    await supportSocket.next(isThis);
    // By the time the event arrived the request is in the queue the console refetches.
    const { rows } = await database.pool.query('SELECT status FROM withdrawals WHERE id = $1', [
      id,
    ]);
    expect(rows[0]?.status).toBe('pending');

    // A refused request moves nothing and tells nobody.
    const before = adminSocket.events.length;
    const refused = await requestWithdrawal(app, player.token, 1);
    expect(refused.statusCode).toBe(422);

    const approved = await postJson(app, `/api/admin/withdrawals/${id}/approve`, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    await adminSocket.next((event) => isThis(event) && adminSocket.events.indexOf(event) >= before);
    expect(adminSocket.events.filter(isThis)).toHaveLength(2);
    // The player's own socket never got any of it.
    expect(playerSocket.events).toEqual([]);
  });
});
