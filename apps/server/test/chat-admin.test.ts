import { CHAT_MESSAGES, type ChatGroup } from '@satsino/contract/chat';
import {
  type GroupCreatedEvent,
  groupCreatedEvent,
  REALTIME_EVENTS,
  REALTIME_PATH,
} from '@satsino/contract/realtime';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { registerChatRoutes } from '../src/modules/chat/chat.routes.js';
import type { ChatService } from '../src/modules/chat/chat.service.js';
import { registerChatAdminRoutes } from '../src/modules/chat/chat-admin.routes.js';
import { registerOpenApi } from '../src/platform/openapi.js';
import { bearer, registerPlayer, setRole } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  connectRealtime,
  listenOnLoopback,
  postJson,
  type RealtimeProbe,
  registerOperator,
} from './helpers/wallet.js';

/**
 * The operator's side of the support chat and its live delivery: operators see every open
 * conversation with its unread count, answer, close, and open one for a player, who receives it
 * live (GroupCreated on `users.{id}`); each new message alerts the other side with
 * NEW_CHAT_MESSAGE on its `appalert.{id}` channel.
 */
const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const WAIT_MS = 5_000;

/** A socket that records the GroupCreated events of its player. */
async function listenForGroups(baseUrl: string, token: string) {
  const socket: Socket = connectClient(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  const received: GroupCreatedEvent[] = [];
  socket.on(REALTIME_EVENTS.groupCreated, (payload: unknown) => {
    received.push(groupCreatedEvent.parse(payload));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    received,
    async next(matches: (event: GroupCreatedEvent) => boolean) {
      const deadline = Date.now() + WAIT_MS;
      while (Date.now() < deadline) {
        const found = received.find(matches);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no GroupCreated; got ${JSON.stringify(received)}`);
    },
    close: () => socket.close(),
  };
}

describe('chat: operator console and live delivery', () => {
  const getApp = useTestApp();
  const sockets: Array<{ close(): void }> = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function probe(baseUrl: string, token: string): Promise<RealtimeProbe> {
    const connection = await connectRealtime(baseUrl, token);
    sockets.push(connection);
    return connection;
  }

  it('are for staff only: guests 401, players 403', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    expect((await get(app, '/api/admin/chat/groups')).statusCode).toBe(401);
    expect((await get(app, '/api/admin/chat/groups', player.token)).statusCode).toBe(403);
    const open = await postJson(app, '/api/admin/chat/groups', player.token, {
      player: player.email,
      name: 'x',
    });
    expect(open.statusCode).toBe(403);
    // Support staff (not only admins) answer the chat.
    await setRole(getApp().database.db, player.id, 'support');
    expect((await get(app, '/api/admin/chat/groups', player.token)).statusCode).toBe(200);
  });

  it('a player message alerts every operator, with unread counts until an operator reads it', async () => {
    const { app, database } = getApp();
    const baseUrl = await serverUrl(app);
    const operator = await registerOperator(app, database.db);
    const colleague = await registerOperator(app, database.db);
    const operatorAlerts = await probe(baseUrl, operator.token);
    const colleagueAlerts = await probe(baseUrl, colleague.token);
    const player = await registerPlayer(app);

    const opened = await postJson(app, '/api/chat/groups', player.token, {
      topic: 'withdrawals',
      message: 'Where is my withdrawal?',
    });
    const group = opened.json() as ChatGroup;
    for (const alerts of [operatorAlerts, colleagueAlerts]) {
      const alert = await alerts.next('NEW_CHAT_MESSAGE', (event) => event.groupId === group.id);
      expect(alert.message).toBe('Where is my withdrawal?');
    }

    await postJson(app, `/api/chat/groups/${group.id}/messages`, player.token, {
      message: 'Hello?',
    });
    const list = (await get(app, '/api/admin/chat/groups', operator.token)).json();
    const row = list.find((candidate: { id: number }) => candidate.id === group.id);
    expect(row).toMatchObject({
      name: 'withdrawals',
      active: true,
      unread: 2,
      last_message: 'Hello?',
      player: { id: player.id, name: player.name, email: player.email },
    });

    const read = await postJson(app, `/api/admin/chat/groups/${group.id}/read`, operator.token);
    expect(read.json()).toEqual({ id: group.id, unread: 0 });
    expect(
      (await get(app, `/api/admin/chat/groups/${group.id}`, operator.token)).json().unread,
    ).toBe(0);
  });

  it('an operator answer reaches the player live and counts as unread for the player', async () => {
    const { app, database } = getApp();
    const baseUrl = await serverUrl(app);
    const operator = await registerOperator(app, database.db);
    const player = await registerPlayer(app);
    const playerAlerts = await probe(baseUrl, player.token);
    const group = (
      await postJson(app, '/api/chat/groups', player.token, { topic: 'bonuses', message: 'Hi' })
    ).json() as ChatGroup;

    const answer = await postJson(
      app,
      `/api/admin/chat/groups/${group.id}/messages`,
      operator.token,
      { message: 'Your bonus is on its way.' },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      from: 'operator',
      author: operator.name,
      message: 'Your bonus is on its way.',
    });
    const alert = await playerAlerts.next(
      'NEW_CHAT_MESSAGE',
      (event) => event.groupId === group.id,
    );
    expect(alert.message).toBe('Your bonus is on its way.');

    expect((await get(app, '/api/chat/unread', player.token)).json()).toEqual({
      total: 1,
      groups: [{ id: group.id, unread: 1 }],
    });
    const page = (await get(app, `/api/chat/groups/${group.id}/messages`, player.token)).json();
    expect(page.messages.map((m: { from: string }) => m.from)).toEqual(['player', 'operator']);

    const actions = (await get(app, '/api/admin/actions', operator.token)).json();
    expect(actions[0]).toMatchObject({
      action: 'chat.message.send',
      target: `chat_group#${group.id}`,
    });
  });

  it('an operator opens a conversation for a player, who gets GroupCreated live and it is appended', async () => {
    const { app, database } = getApp();
    const baseUrl = await serverUrl(app);
    const operator = await registerOperator(app, database.db);
    const player = await registerPlayer(app);
    const existing = (
      await postJson(app, '/api/chat/groups', player.token, { topic: 'account' })
    ).json() as ChatGroup;
    const groups = await listenForGroups(baseUrl, player.token);
    sockets.push(groups);
    const playerAlerts = await probe(baseUrl, player.token);

    const opened = await postJson(app, '/api/admin/chat/groups', operator.token, {
      player: player.email.toUpperCase(),
      name: 'Your verification',
      message: 'Please send a proof of address.',
    });
    expect(opened.statusCode).toBe(201);
    const group = opened.json();
    expect(group).toMatchObject({ name: 'Your verification', active: true, unread: 0 });

    const event = await groups.next((candidate) => candidate.group.id === group.id);
    expect(event).toEqual({ group: { id: group.id, name: 'Your verification', photo_url: null } });
    const alert = await playerAlerts.next('NEW_CHAT_MESSAGE', (e) => e.groupId === group.id);
    expect(alert.message).toBe('Please send a proof of address.');

    const active = (await get(app, '/api/groups/active', player.token)).json();
    expect(active).toEqual([existing, event.group]);

    // By id too ("#42"); the same open name answers the existing group, adding the message.
    const again = await postJson(app, '/api/admin/chat/groups', operator.token, {
      player: `#${player.id}`,
      name: 'your verification',
      message: 'Reminder',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(group.id);
    expect(again.json().last_message).toBe('Reminder');

    const actions = (await get(app, '/api/admin/actions', operator.token)).json();
    expect(actions.slice(0, 2).map((a: { action: string }) => a.action)).toEqual([
      'chat.group.open',
      'chat.group.open',
    ]);
  });

  it('refuses to open a conversation for an unknown player or an operator', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    for (const reference of ['nobody@example.com', '#99999999', operator.email]) {
      const response = await postJson(app, '/api/admin/chat/groups', operator.token, {
        player: reference,
        name: 'Hello',
      });
      expect(response.statusCode, reference).toBe(422);
      expect(response.json().errors).toEqual({ player: [CHAT_MESSAGES.playerUnknown] });
    }
    const missing = await postJson(app, '/api/admin/chat/groups', operator.token, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'player']);
  });

  it('closing a conversation removes it from the player and alerts the player', async () => {
    const { app, database } = getApp();
    const baseUrl = await serverUrl(app);
    const operator = await registerOperator(app, database.db);
    const player = await registerPlayer(app);
    const playerAlerts = await probe(baseUrl, player.token);
    const group = (
      await postJson(app, '/api/chat/groups', player.token, { topic: 'other' })
    ).json() as ChatGroup;

    const closed = await postJson(app, `/api/admin/chat/groups/${group.id}/close`, operator.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: group.id, active: false });
    await playerAlerts.next('NEW_CHAT_MESSAGE', (e) => e.groupId === group.id && !e.message);
    expect((await get(app, '/api/groups/active', player.token)).json()).toEqual([]);

    const answer = await postJson(
      app,
      `/api/admin/chat/groups/${group.id}/messages`,
      operator.token,
      { message: 'late' },
    );
    expect(answer.statusCode).toBe(409);
    const closedList = (
      await get(app, '/api/admin/chat/groups?status=closed', operator.token)
    ).json();
    expect(closedList.map((row: { id: number }) => row.id)).toContain(group.id);
    const activeList = (await get(app, '/api/admin/chat/groups', operator.token)).json();
    expect(activeList.map((row: { id: number }) => row.id)).not.toContain(group.id);

    expect((await get(app, '/api/admin/chat/groups/999999', operator.token)).statusCode).toBe(404);
    const log = (await get(app, '/api/admin/actions', operator.token)).json();
    expect(log[0]).toMatchObject({ action: 'chat.group.close', target: `chat_group#${group.id}` });
  });

  it('lists the chat calls in the OpenAPI document', async () => {
    // Built from the chat's routes alone, so another module's document does not decide it.
    const docs = Fastify();
    docs.setValidatorCompiler(validatorCompiler);
    docs.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(docs, 'Satsino');
    // The document only reads the routes' schemas; no handler runs.
    const service = {} as ChatService;
    registerChatRoutes(docs, service);
    registerChatAdminRoutes(docs, service);
    await docs.ready();
    const paths = (docs.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/api/groups/active']?.get).toBeDefined();
    expect(paths['/api/group/deactivate']?.get).toBeDefined();
    expect(paths['/api/chat/groups/{id}/messages']?.post).toBeDefined();
    expect(paths['/api/admin/chat/groups']?.post).toBeDefined();
    await docs.close();
  });
});

/** The app listens once per file; later tests reuse its address. */
async function serverUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return listenOnLoopback(app);
}
