import { randomUUID } from 'node:crypto';
import { VIP_MESSAGES } from '@satsino/contract/content';
import { adminVipLevel } from '@satsino/contract/content-admin';
import { vipStatus } from '@satsino/contract/vip';
import { and, eq, notLike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/account/account.schema.js';
import { createVipLevelsService } from '../src/modules/content/vip/vip-levels.service.js';
import { createBetLedger } from '../src/modules/ledger/bets.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { notifications } from '../src/modules/notifications/notifications.schema.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { createVipService } from '../src/modules/vip/vip.service.js';
import { bearer, registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { createVipLevels } from './helpers/vip-levels.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

const logger = pino({ level: 'silent' });

/** Levels with small thresholds (minor units), so a funded test player can climb them. */
const LEVELS = [
  { key: 'bronze', min_wagered: 0, names: { en: 'Bronze', de: 'Bronze' } },
  { key: 'silver', min_wagered: 1_000, names: { en: 'Silver', de: 'Silber' } },
  { key: 'gold', min_wagered: 5_000, names: { en: 'Gold', de: 'Gold' } },
] as const;

/**
 * The player's VIP standing (GET /api/vip/status): wagered from the ledger's bets, level, next
 * level, progress, and the level-up notification, sent once whether the status read or the
 * periodic watch notices it. Also the operator's writes of the levels.
 */
describe('VIP status and levels', () => {
  const getApp = useTestApp();
  let operator: TestPlayer;

  beforeAll(async () => {
    const { app, database } = getApp();
    operator = await registerOperator(app, database.db);
    await createVipLevels(
      app,
      operator.token,
      LEVELS.map((level, index) => ({
        key: level.key,
        min_wagered: level.min_wagered,
        cashback_bps: index * 100,
        translations: {
          en: { name: level.names.en, benefits: [`${level.names.en} perks`] },
          de: { name: level.names.de, benefits: [`${level.names.de} Vorteile`] },
        },
      })),
    );
  });

  const status = async (app: FastifyInstance, token: string, locale = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/vip/status?locale=${locale}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return vipStatus.parse(response.json());
  };
  const bets = () => {
    const { database } = getApp();
    return createBetLedger(
      createLedger({ pool: database.pool, publishAppAlert: () => {}, logger }),
    );
  };
  const bet = (player: TestPlayer, stakeMinor: bigint) =>
    bets().placeBet({
      userId: player.id,
      currency: 'USD',
      stakeMinor,
      idempotencyKey: `test-bet:${randomUUID()}`,
      round: randomUUID(),
    });
  const fundedPlayer = async (app: FastifyInstance) => {
    const player = await registerVerifiedPlayer(app, getApp().database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    return player;
  };
  const levelUps = async (userId: number) => {
    const { database } = getApp();
    return (
      database.db
        .select({ text: notifications.text })
        .from(notifications)
        // The funding deposit's own notice (the player is still English then) is not a level-up.
        .where(
          and(eq(notifications.userId, userId), notLike(notifications.text, 'Deposit credited:%')),
        )
    );
  };

  it('needs a signed-in player', async () => {
    const { app } = getApp();
    const response = await app.inject({ method: 'GET', url: '/api/vip/status' });
    expect(response.statusCode).toBe(401);
  });

  it('starts at the lowest level, with no announcement', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    const standing = await status(app, player.token);
    expect(standing).toMatchObject({
      wagered: 0,
      level: { key: 'bronze', name: 'Bronze', cashback_percent: 0, bonus_percent: 10 },
      next_level: { key: 'silver', min_wagered: 1_000 },
      remaining: 1_000,
      progress_bps: 0,
    });
    expect(await levelUps(player.id)).toEqual([]);
  });

  it('counts bet stakes (not rolled-back ones), climbs, and announces a level-up once', async () => {
    const { app } = getApp();
    const player = await fundedPlayer(app);
    await bet(player, 400n);
    const rolledBack = await bet(player, 300n);
    expect((await status(app, player.token)).progress_bps).toBe(7_000);
    const betLedger = bets();
    const rollbackKey = (
      await getApp().database.pool.query<{ idempotency_key: string }>(
        'SELECT idempotency_key FROM ledger_transfers WHERE id = $1',
        [rolledBack.id],
      )
    ).rows[0]?.idempotency_key;
    if (!rollbackKey) throw new Error('no bet to roll back');
    await betLedger.rollbackBet({
      userId: player.id,
      betKey: rollbackKey,
      idempotencyKey: `rollback:${rollbackKey}`,
    });
    expect((await status(app, player.token)).wagered).toBe(400);

    await bet(player, 700n);
    const silver = await status(app, player.token, 'de');
    expect(silver).toMatchObject({
      wagered: 1_100,
      level: { key: 'silver', name: 'Silber' },
      next_level: { key: 'gold' },
      remaining: 3_900,
      progress_bps: 250,
    });
    // Announced in the player's language (English), once however often the status is read.
    await status(app, player.token);
    expect(await levelUps(player.id)).toEqual([
      { text: 'Congratulations! You have reached the Silver VIP level.' },
    ]);
  });

  it("announces in the player's own language, and the top level has nothing left to reach", async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    await database.db.update(users).set({ locale: 'de' }).where(eq(users.id, player.id));
    await bet(player, 6_000n);
    const top = await status(app, player.token);
    expect(top).toMatchObject({
      level: { key: 'gold' },
      next_level: null,
      remaining: 0,
      progress_bps: 10_000,
    });
    expect(await levelUps(player.id)).toEqual([
      { text: 'Glückwunsch! Du hast die VIP-Stufe Gold erreicht.' },
    ]);
  });

  it('the periodic watch notices a level-up from new bets without a status read', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const published: number[] = [];
    const vip = createVipService({
      db: database.db,
      pool: database.pool,
      levels: createVipLevelsService({ db: database.db }),
      notifier: createNotifier({
        db: database.db,
        realtime: { publishAppAlert: (userId) => published.push(userId) },
        now: () => new Date(),
      }),
      logger,
      now: () => new Date(),
    });
    await bet(player, 1_200n);
    // The app's own watch may be in a round (it holds the cursor): try a few times.
    for (let attempt = 0; attempt < 20 && (await levelUps(player.id)).length === 0; attempt++) {
      await vip.watchRound();
      if ((await levelUps(player.id)).length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await levelUps(player.id)).toEqual([
      { text: 'Congratulations! You have reached the Silver VIP level.' },
    ]);
    // Read again: the status does not announce it a second time.
    await status(app, player.token);
    await vip.watchRound();
    expect(await levelUps(player.id)).toHaveLength(1);
  });

  describe('operator writes of the levels', () => {
    it('are for admins only', async () => {
      const { app, database } = getApp();
      const player = await registerPlayer(app);
      const support = await registerPlayer(app);
      await setRole(database.db, support.id, 'support');
      for (const token of [undefined, player.token, support.token]) {
        const list = await app.inject({
          method: 'GET',
          url: '/api/admin/vip-levels',
          headers: token ? bearer(token) : {},
        });
        expect(list.statusCode).toBe(token ? 403 : 401);
        const created = await postJson(app, '/api/admin/vip-levels', token, {});
        expect(created.statusCode).toBe(token ? 403 : 401);
      }
    });

    it('validate the fields, with the messages of the contract', async () => {
      const { app } = getApp();
      const valid = {
        key: 'diamond',
        min_wagered: 100_000,
        translations: { en: { name: 'Diamond', benefits: [] } },
      };
      const cases = [
        [{ ...valid, cashback_bps: 10_001 }, 'cashback_bps', VIP_MESSAGES.bps],
        [{ ...valid, min_wagered: -1 }, 'min_wagered', VIP_MESSAGES.minWagered],
        [{ ...valid, key: 'Not A Slug' }, 'key', undefined],
        [
          { ...valid, translations: { de: { name: 'Diamant', benefits: [] } } },
          'translations.en',
          undefined,
        ],
        [{ ...valid, key: 'bronze' }, 'key', 'This key is already in use.'],
      ] as const;
      for (const [body, field, message] of cases) {
        const response = await postJson(app, '/api/admin/vip-levels', operator.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        const errors = (response.json() as { errors: Record<string, string[]> }).errors;
        expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
        if (message) expect(errors[field]).toEqual([message]);
      }
    });

    it('create, edit, remove a translation and delete, each logged', async () => {
      const { app, database } = getApp();
      const created = await postJson(app, '/api/admin/vip-levels', operator.token, {
        key: 'diamond',
        position: 9,
        min_wagered: 100_000,
        cashback_bps: 500,
        translations: {
          en: { name: 'Diamond', benefits: ['A yacht'] },
          fr: { name: 'Diamant', benefits: ['Un yacht'] },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const level = adminVipLevel.parse(created.json());
      expect(level).toMatchObject({ key: 'diamond', bonus_bps: 0, cashback_bps: 500 });

      const edited = await app.inject({
        method: 'PATCH',
        url: `/api/admin/vip-levels/${level.id}`,
        headers: bearer(operator.token),
        payload: { cashback_bps: 600, translations: { en: { name: 'Diamond+', benefits: [] } } },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(adminVipLevel.parse(edited.json())).toMatchObject({
        cashback_bps: 600,
        translations: { en: { name: 'Diamond+' }, fr: { name: 'Diamant' } },
      });
      const publicLevels = await app.inject({ method: 'GET', url: '/api/vip-levels?locale=en' });
      expect(
        (publicLevels.json() as { levels: Array<{ key: string; name: string }> }).levels.at(-1),
      ).toMatchObject({ key: 'diamond', name: 'Diamond+' });

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/vip-levels/${level.id}/translations/fr`,
        headers: bearer(operator.token),
      });
      expect(adminVipLevel.parse(removed.json()).translations.fr).toBeUndefined();
      const english = await app.inject({
        method: 'DELETE',
        url: `/api/admin/vip-levels/${level.id}/translations/en`,
        headers: bearer(operator.token),
      });
      expect(english.statusCode).toBe(422);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/admin/vip-levels/${level.id}`,
        headers: bearer(operator.token),
      });
      expect(deleted.statusCode).toBe(204);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const gone = await app.inject({
          method,
          url: `/api/admin/vip-levels/${level.id}`,
          headers: bearer(operator.token),
          ...(method === 'PATCH' ? { payload: { position: 1 } } : {}),
        });
        expect(gone.statusCode, method).toBe(404);
        expect(gone.json()).toEqual({
          message: VIP_MESSAGES.levelNotFound,
          code: 'vip_level_not_found',
        });
      }
      const actions = await database.db
        .select({ action: operatorActions.action })
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.targetType, 'vip_level'),
            eq(operatorActions.targetId, String(level.id)),
          ),
        );
      expect(actions.map((row) => row.action).sort()).toEqual([
        'vip_level.create',
        'vip_level.delete',
        'vip_level.remove_translation',
        'vip_level.update',
      ]);
    });
  });
});
