import { MAX_BET_WHILE_WAGERING_MINOR } from '@satsino/contract/bonuses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { startPeriodicJob } from '../../platform/periodic-job.js';
import { users } from '../account/account.schema.js';
import { findPlayableGame } from '../catalogue/playable-games.js';
import { createProviderGameLaunch } from '../providers/provider-launch.js';
import { gameSlugById } from './games.repo.js';
import { registerGamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';
import { createGamesAudit } from './games-audit.repo.js';
import { createGamesRecovery, type GamesRecovery } from './games-recovery.js';
import { createProviderWallet } from './provider-wallet.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game money recovery, for operators' tools and tests to run a pass at once. */
    gamesRecovery: GamesRecovery;
  }
}

/** The in-house provider's code: its wallet keys and round references start with it. */
export const IN_HOUSE_PROVIDER = 'inhouse';
/** How often a process looks for stakes and wins a dead process left half-moved. */
const RECOVERY_INTERVAL_MS = 60_000;
const RECOVERY_LOCK_KEY = 7_007_000_002;

/** The games domain: launch, sessions, provably fair rounds, live feed and history. */
export async function registerGamesModule(app: FastifyInstance, services: ModuleServices) {
  const { db, pool } = services.database;
  const wallet = createProviderWallet(services.ledger, IN_HOUSE_PROVIDER, services.now);
  services.ledger.addAuditChecks(createGamesAudit(IN_HOUSE_PROVIDER));
  const games = createGamesService({
    pool,
    wallet,
    findGame: (gameId) => findPlayableGame(db, gameId),
    findGameById: async (id) => {
      const slug = await gameSlugById(pool, id);
      return slug === undefined ? undefined : findPlayableGame(db, slug);
    },
    userCurrency: async (userId) => {
      const [row] = await db
        .select({ currency: users.currency })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw new Error(`user ${userId} is gone`);
      return row.currency;
    },
    maxStakeMinor: (userId) => services.bonusRules.maxStakeMinor(userId),
    // The bonus programme's only cap is the maximum bet while wagering (bonuses.service.ts).
    lowestStakeCapMinor: MAX_BET_WHILE_WAGERING_MINOR,
    ledger: services.ledger,
    bonuses: services.bonusRules,
    launchProviderGame: createProviderGameLaunch({
      db,
      publicUrl: services.config.publicUrl,
      logger: services.logger,
      now: services.now,
    }),
    now: services.now,
  });
  registerGamesRoutes(app, { games, rateLimiter: services.rateLimiter });

  const recovery = createGamesRecovery({ pool, wallet, provider: IN_HOUSE_PROVIDER });
  app.decorate('gamesRecovery', recovery);
  let job: ReturnType<typeof startPeriodicJob> | undefined;
  app.addHook('onReady', async () => {
    job = startPeriodicJob({
      name: 'game money recovery',
      pool,
      logger: services.logger,
      lockKey: RECOVERY_LOCK_KEY,
      intervalMs: RECOVERY_INTERVAL_MS,
      run: async () => {
        const done = await recovery.recover();
        if (done.refunded + done.paid > 0) services.logger.warn(done, 'game money recovered');
      },
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
  return { games, recovery };
}
