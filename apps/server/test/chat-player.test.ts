import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_OPEN_GROUPS_MAX,
  type ChatMessagePage,
} from '@satsino/contract/chat';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { RATE_LIMITS } from '@satsino/contract/limits';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { postJson } from './helpers/wallet.js';

/**
 * The player's side of the support chat: the two group calls of SPEC §7 at their host paths,
 * opening conversations, messages with paging, unread state, and authorization on the object.
 */
const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function openGroup(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await postJson(app, '/api/chat/groups', token, body);
  if (response.statusCode !== 201) throw new Error(`open: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; name: string; photo_url: string | null };
}

describe('chat: player calls', () => {
  const getApp = useTestApp();

  it('answer 401 without a token, like every (A) call', async () => {
    const { app } = getApp();
    for (const url of [
      '/api/groups/active',
      '/api/group/deactivate?group_name=deposits',
      '/api/chat/unread',
      '/api/chat/groups/1/messages',
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({
        message: ERROR_MESSAGES.unauthenticated,
        code: 'unauthenticated',
      });
    }
    const send = await postJson(app, '/api/chat/groups', undefined, { topic: 'deposits' });
    expect(send.statusCode).toBe(401);
  });

  it('opens groups on a topic or a free name, listed oldest first as (id, name, photo_url)', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    expect((await get(app, '/api/groups/active', player.token)).json()).toEqual([]);

    const deposits = await openGroup(app, player.token, { topic: 'deposits' });
    const custom = await openGroup(app, player.token, { name: '  My lost spins  ' });
    expect(deposits).toEqual({ id: expect.any(Number), name: 'deposits', photo_url: null });
    expect(custom.name).toBe('My lost spins');

    const list = await get(app, '/api/groups/active', player.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([deposits, custom]);
  });

  it('answers the open group of the same name instead of a second one', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const first = await openGroup(app, player.token, { topic: 'bonuses' });
    const again = await postJson(app, '/api/chat/groups', player.token, {
      name: 'BONUSES',
      message: 'Still waiting',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const page = (await get(app, `/api/chat/groups/${first.id}/messages`, player.token)).json();
    expect(page.messages.map((m: { message: string }) => m.message)).toEqual(['Still waiting']);
  });

  it('refuses bad input with field errors', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const nothing = await postJson(app, '/api/chat/groups', player.token, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.name).toEqual([CHAT_MESSAGES.nameInvalid]);

    const badTopic = await postJson(app, '/api/chat/groups', player.token, { topic: 'casino' });
    expect(badTopic.statusCode).toBe(422);

    const group = await openGroup(app, player.token, { topic: 'other' });
    const empty = await postJson(app, `/api/chat/groups/${group.id}/messages`, player.token, {
      message: '   ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual([CHAT_MESSAGES.messageEmpty]);

    const long = await postJson(app, `/api/chat/groups/${group.id}/messages`, player.token, {
      message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.message).toEqual([CHAT_MESSAGES.messageTooLong]);

    const noName = await get(app, '/api/group/deactivate', player.token);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.group_name).toBeDefined();

    const badId = await get(app, '/api/chat/groups/abc/messages', player.token);
    expect(badId.statusCode).toBe(422);
  });

  it('sends messages and pages back through them, newest last', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const group = await openGroup(app, player.token, { topic: 'account', message: 'm0' });
    for (let index = 1; index < 5; index++) {
      const sent = await postJson(app, `/api/chat/groups/${group.id}/messages`, player.token, {
        message: `m${index}`,
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({
        group_id: group.id,
        from: 'player',
        author: player.name,
        message: `m${index}`,
      });
    }
    const url = `/api/chat/groups/${group.id}/messages`;
    const newest = (await get(app, `${url}?limit=2`, player.token)).json() as ChatMessagePage;
    expect(newest.messages.map((m) => m.message)).toEqual(['m3', 'm4']);
    expect(newest.has_more).toBe(true);

    const before = newest.messages[0]?.id;
    const older = (await get(app, `${url}?limit=2&before=${before}`, player.token)).json();
    expect(older.messages.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2']);
    expect(older.has_more).toBe(true);

    const oldest = (
      await get(app, `${url}?limit=2&before=${older.messages[0].id}`, player.token)
    ).json();
    expect(oldest.messages.map((m: { message: string }) => m.message)).toEqual(['m0']);
    expect(oldest.has_more).toBe(false);

    const tooBig = await get(app, `${url}?limit=1000`, player.token);
    expect(tooBig.statusCode).toBe(422);
  });

  it("keeps every group to its player: another player's group is not found", async () => {
    const { app } = getApp();
    const owner = await registerPlayer(app);
    const intruder = await registerPlayer(app);
    const group = await openGroup(app, owner.token, { topic: 'withdrawals', message: 'secret' });

    const read = await get(app, `/api/chat/groups/${group.id}/messages`, intruder.token);
    expect(read.statusCode).toBe(404);
    const write = await postJson(app, `/api/chat/groups/${group.id}/messages`, intruder.token, {
      message: 'hello',
    });
    expect(write.statusCode).toBe(404);
    const close = await postJson(app, `/api/chat/groups/${group.id}/close`, intruder.token);
    expect(close.statusCode).toBe(404);
    const markRead = await postJson(app, `/api/chat/groups/${group.id}/read`, intruder.token);
    expect(markRead.statusCode).toBe(404);
    const byName = await get(app, '/api/group/deactivate?group_name=withdrawals', intruder.token);
    expect(byName.statusCode).toBe(404);
    expect((await get(app, '/api/groups/active', intruder.token)).json()).toEqual([]);
    expect((await get(app, '/api/groups/active', owner.token)).json()).toEqual([group]);
  });

  it('deactivates by name (any case) and answers the id; the group leaves the list', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const deposits = await openGroup(app, player.token, { topic: 'deposits' });
    const other = await openGroup(app, player.token, { name: 'Other things' });

    const response = await get(app, '/api/group/deactivate?group_name=DEPOSITS', player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: deposits.id });
    expect((await get(app, '/api/groups/active', player.token)).json()).toEqual([other]);

    const again = await get(app, '/api/group/deactivate?group_name=deposits', player.token);
    expect(again.statusCode).toBe(404);

    // A closed group takes no more messages, but its history stays readable.
    const send = await postJson(app, `/api/chat/groups/${deposits.id}/messages`, player.token, {
      message: 'anyone?',
    });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({ message: CHAT_MESSAGES.groupClosed, code: 'chat_group_closed' });
    expect(
      (await get(app, `/api/chat/groups/${deposits.id}/messages`, player.token)).statusCode,
    ).toBe(200);

    // The name is free again: a new conversation on the topic is a new group.
    const reopened = await openGroup(app, player.token, { topic: 'deposits' });
    expect(reopened.id).not.toBe(deposits.id);

    const byId = await postJson(app, `/api/chat/groups/${other.id}/close`, player.token);
    expect(byId.json()).toEqual({ id: other.id });
    expect((await get(app, '/api/groups/active', player.token)).json()).toEqual([reopened]);
  });

  it(`caps a player at ${CHAT_OPEN_GROUPS_MAX} open conversations`, async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    for (let index = 0; index < CHAT_OPEN_GROUPS_MAX; index++) {
      await openGroup(app, player.token, { name: `question ${index}` });
    }
    const one = await postJson(app, '/api/chat/groups', player.token, { name: 'one more' });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: CHAT_MESSAGES.tooManyGroups,
      code: 'chat_too_many_groups',
    });
  });

  it('rate limits chat writes per player with 429 and Retry-After', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const group = await openGroup(app, player.token, { topic: 'other' });
    const url = `/api/chat/groups/${group.id}/messages`;
    // The open above counted once.
    for (let index = 1; index < RATE_LIMITS.chatPerAccount.points; index++) {
      const sent = await postJson(app, url, player.token, { message: `n${index}` });
      expect(sent.statusCode).toBe(201);
    }
    const limited = await postJson(app, url, player.token, { message: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another player is not affected.
    const other = await registerPlayer(app);
    await openGroup(app, other.token, { topic: 'other' });
  });

  it('counts unread operator messages until the player reads them', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const group = await openGroup(app, player.token, { topic: 'deposits', message: 'hi' });
    expect((await get(app, '/api/chat/unread', player.token)).json()).toEqual({
      total: 0,
      groups: [{ id: group.id, unread: 0 }],
    });
    // The operator side is exercised in chat-admin.test.ts; here its rows are enough.
    const { pool } = getApp().database;
    const operator = await registerPlayer(app);
    await pool.query(
      `INSERT INTO chat_messages (group_id, sender_id, from_staff, body) VALUES ($1, $2, true, 'a'), ($1, $2, true, 'b')`,
      [group.id, operator.id],
    );
    expect((await get(app, '/api/chat/unread', player.token)).json()).toEqual({
      total: 2,
      groups: [{ id: group.id, unread: 2 }],
    });
    const read = await postJson(app, `/api/chat/groups/${group.id}/read`, player.token);
    expect(read.json()).toEqual({ id: group.id, unread: 0 });
    expect((await get(app, '/api/chat/unread', player.token)).json().total).toBe(0);
  });
});
