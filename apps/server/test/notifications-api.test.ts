import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  notification,
  notificationsResponse,
} from '@satsino/contract/notifications';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/modules/notifications/notifications.schema.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { bearer, registerPlayer, setRole } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { connectRealtime, listenOnLoopback, postJson, registerOperator } from './helpers/wallet.js';

/**
 * The notification calls of SPEC §7 (list, mark read) with mark-all-read and the unread count,
 * the operator's sending to one player or to all, and the notifier other modules use.
 */
describe('notifications', () => {
  const getApp = useTestApp();

  const list = async (app: FastifyInstance, token: string | undefined, body?: unknown) => {
    const response = await postJson(app, '/api/user/notifications', token, body);
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponse.parse(response.json());
  };
  const unread = async (app: FastifyInstance, token?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/notifications/unread',
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { unread: number }).unread;
  };
  const notifierOf = () => {
    const { database } = getApp();
    const published: Array<{ userId: number; id?: number | undefined; text: string }> = [];
    const notifier = createNotifier({
      db: database.db,
      realtime: {
        publishAppAlert: (userId, event) => {
          if (event.type === 'NEW_NOTIFICATION') {
            published.push({ userId, id: event.id, text: event.text });
          }
        },
      },
      now: () => new Date(),
    });
    return { notifier, published };
  };

  describe('without a token (SPEC §6: silently nothing)', () => {
    it('the list is empty and the count zero', async () => {
      const { app } = getApp();
      expect(await list(app, undefined)).toEqual({ notifications: [], unread: 0, has_more: false });
      expect(await list(app, undefined, { read: true })).toEqual({
        notifications: [],
        unread: 0,
        has_more: false,
      });
      expect(await unread(app)).toBe(0);
    });

    it('marking read is refused', async () => {
      const { app } = getApp();
      for (const url of ['/api/user/notifications/read', '/api/user/notifications/read-all']) {
        const response = await postJson(app, url, undefined, { id: 1 });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
      }
    });
  });

  it('the notifier stores unread and publishes with the id after storing', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const { notifier, published } = notifierOf();
    const row = await notifier.notify(player.id, '  Welcome aboard  ');
    expect(row).toMatchObject({ userId: player.id, text: 'Welcome aboard', readAt: null });
    expect(published).toEqual([{ userId: player.id, id: row.id, text: 'Welcome aboard' }]);
    const { notifications: shown } = await list(app, player.token);
    expect(shown).toEqual([
      { id: row.id, read: 0, text: 'Welcome aboard', created_at: row.createdAt.toISOString() },
    ]);
    await expect(notifier.notify(player.id, '   ')).rejects.toThrow(RangeError);
  });

  it('a staged notification is stored with its transaction, and gone if it rolls back', async () => {
    const { app, database } = getApp();
    const player = await registerPlayer(app);
    const { notifier, published } = notifierOf();
    await expect(
      database.db.transaction(async (tx) => {
        await notifier.stage(tx, player.id, 'never sent');
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(published).toEqual([]);
    expect(await unread(app, player.token)).toBe(0);

    const staged = await database.db.transaction((tx) => notifier.stage(tx, player.id, 'sent'));
    expect(published).toEqual([]);
    staged.publish();
    expect(published).toEqual([{ userId: player.id, id: staged.row.id, text: 'sent' }]);
    expect(await unread(app, player.token)).toBe(1);
  });

  it('lists newest first: unread only by default, read ones too with read: true', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const { notifier } = notifierOf();
    const first = await notifier.notify(player.id, 'first');
    const second = await notifier.notify(player.id, 'second');
    const third = await notifier.notify(player.id, 'third');
    const read = await postJson(app, '/api/user/notifications/read', player.token, {
      id: second.id,
    });
    expect(read.statusCode, read.body).toBe(200);

    const unreadOnly = await list(app, player.token);
    expect(unreadOnly.notifications.map((entry) => entry.id)).toEqual([third.id, first.id]);
    expect(unreadOnly.unread).toBe(2);
    const withRead = await list(app, player.token, { read: true });
    expect(withRead.notifications.map((entry) => [entry.text, entry.read])).toEqual([
      ['third', 0],
      ['second', 1],
      ['first', 0],
    ]);
    expect(await list(app, player.token, { read: false })).toEqual(unreadOnly);
  });

  it('pages with before_id, a page at a time', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const { notifier } = notifierOf();
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    for (let index = 0; index < total; index++) await notifier.notify(player.id, `n${index}`);

    const page1 = await list(app, player.token, { read: true });
    expect(page1.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(page1.has_more).toBe(true);
    expect(page1.unread).toBe(total);
    expect(page1.notifications[0]?.text).toBe(`n${total - 1}`);
    const last = page1.notifications.at(-1);
    const page2 = await list(app, player.token, { read: true, before_id: last?.id });
    expect(page2.notifications.map((entry) => entry.text)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect(page2.has_more).toBe(false);
  });

  it('refuses a malformed list request with field errors', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    for (const body of [{ read: 'yes' }, { before_id: -3 }, { before_id: 1.5 }]) {
      const response = await postJson(app, '/api/user/notifications', player.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors).length).toBe(1);
    }
  });

  it("marks one read with the server copy; again is harmless; another player's is not found", async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const { notifier } = notifierOf();
    const mine = await notifier.notify(player.id, 'mine');

    const response = await postJson(app, '/api/user/notifications/read', player.token, {
      id: mine.id,
    });
    expect(response.statusCode).toBe(200);
    const copy = notification.parse(response.json());
    expect(copy).toMatchObject({ id: mine.id, read: 1, text: 'mine' });
    const again = await postJson(app, '/api/user/notifications/read', player.token, {
      id: mine.id,
    });
    expect(notification.parse(again.json())).toEqual(copy);

    const theirs = await postJson(app, '/api/user/notifications/read', other.token, {
      id: mine.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      message: NOTIFICATION_MESSAGES.notFound,
      code: 'notification_not_found',
    });
    const missing = await postJson(app, '/api/user/notifications/read', player.token, {
      id: 2 ** 40,
    });
    expect(missing.statusCode).toBe(404);

    for (const body of [{}, { id: 'x' }, { id: 0 }]) {
      const bad = await postJson(app, '/api/user/notifications/read', player.token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { id: [NOTIFICATION_MESSAGES.idInvalid] } });
    }
  });

  it("marks all read, only the player's own", async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const { notifier } = notifierOf();
    await notifier.notify(player.id, 'a');
    await notifier.notify(player.id, 'b');
    await notifier.notify(other.id, 'c');

    const response = await postJson(app, '/api/user/notifications/read-all', player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await unread(app, player.token)).toBe(0);
    expect(await unread(app, other.token)).toBe(1);
    const again = await postJson(app, '/api/user/notifications/read-all', player.token);
    expect(again.json()).toEqual({ updated: 0 });
  });

  describe('operator sending', () => {
    it('is for admins only', async () => {
      const { app, database } = getApp();
      const player = await registerPlayer(app);
      const support = await registerPlayer(app);
      await setRole(database.db, support.id, 'support');
      const body = { user_id: player.id, text: 'hello' };
      for (const url of ['/api/admin/notifications', '/api/admin/notifications/broadcast']) {
        expect((await postJson(app, url, undefined, body)).statusCode).toBe(401);
        expect((await postJson(app, url, player.token, body)).statusCode).toBe(403);
        expect((await postJson(app, url, support.token, body)).statusCode).toBe(403);
      }
      expect(await unread(app, player.token)).toBe(0);
    });

    it('sends to one player: stored, pushed live with its id, and logged', async () => {
      const { app, database } = getApp();
      const operator = await registerOperator(app, database.db);
      const player = await registerPlayer(app);
      const baseUrl = await listenOnLoopback(app);
      const probe = await connectRealtime(baseUrl, player.token);
      try {
        const response = await postJson(app, '/api/admin/notifications', operator.token, {
          user_id: player.id,
          text: 'Your withdrawal was approved.',
        });
        expect(response.statusCode, response.body).toBe(201);
        const sent = response.json() as { id: number; user_id: number; read: number };
        expect(sent).toMatchObject({ user_id: player.id, read: 0 });
        const live = await probe.next('NEW_NOTIFICATION', (event) => event.id === sent.id);
        expect(live.text).toBe('Your withdrawal was approved.');
      } finally {
        probe.close();
      }
      expect(await unread(app, player.token)).toBe(1);
      const [logged] = await database.db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.action, 'notification.send'),
            eq(operatorActions.targetId, String(player.id)),
          ),
        );
      expect(logged).toMatchObject({ actorUserId: operator.id, targetType: 'user' });
    });

    it('refuses an empty or too long text and an unknown player, sending nothing', async () => {
      const { app, database } = getApp();
      const operator = await registerOperator(app, database.db);
      const player = await registerPlayer(app);
      const cases = [
        [{ user_id: player.id, text: '   ' }, 'text', NOTIFICATION_MESSAGES.textRequired],
        [
          { user_id: player.id, text: 'x'.repeat(2_001) },
          'text',
          NOTIFICATION_MESSAGES.textTooLong,
        ],
        [{ user_id: player.id }, 'text', NOTIFICATION_MESSAGES.textRequired],
        [{ user_id: 2 ** 40, text: 'hi' }, 'user_id', NOTIFICATION_MESSAGES.playerNotFound],
        [{ user_id: 'x', text: 'hi' }, 'user_id', NOTIFICATION_MESSAGES.playerNotFound],
      ] as const;
      for (const [body, field, message] of cases) {
        const response = await postJson(app, '/api/admin/notifications', operator.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toMatchObject({ errors: { [field]: [message] } });
      }
      expect(await unread(app, player.token)).toBe(0);
    });

    it('broadcasts to every player (not to staff), once each', async () => {
      const { app, database } = getApp();
      const operator = await registerOperator(app, database.db);
      const players = [await registerPlayer(app), await registerPlayer(app)];
      const text = `Maintenance tonight ${Date.now()}`;
      const response = await postJson(app, '/api/admin/notifications/broadcast', operator.token, {
        text,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { recipients } = response.json() as { recipients: number };
      const stored = await database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.text, text));
      expect(stored).toHaveLength(recipients);
      const userIds = stored.map((row) => row.userId);
      expect(new Set(userIds).size).toBe(userIds.length);
      for (const player of players) expect(userIds).toContain(player.id);
      expect(userIds).not.toContain(operator.id);
      const logged = await database.db
        .select()
        .from(operatorActions)
        .where(eq(operatorActions.action, 'notification.broadcast'));
      expect(logged.some((row) => (row.details as { text?: string }).text === text)).toBe(true);
    });
  });
});
